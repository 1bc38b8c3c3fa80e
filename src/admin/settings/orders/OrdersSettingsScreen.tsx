// Order limits: the cooldown between two orders from one phone, and whichever other limits the
// server exposes in `orders` (each a whole number); then the order links: whether customers may
// confirm through the WhatsApp link, and for how many days the links work.
import { TextField, Toggle } from '../../ui/Field.tsx';
import { asNumber, asText } from '../../ui/form/numbers.ts';
import { Card } from '../../ui/Page.tsx';
import { settingsSection } from '../form/settings-section.tsx';
import { isSettingsMessageKey, type SettingsMessageKey } from '../messages/index.ts';

const HINTS: Partial<Record<string, SettingsMessageKey>> = {
  cooldownSeconds: 'cooldownHint',
  dropUnitsPerAddress: 'dropUnitsPerAddressHint',
  linkDays: 'linkDaysHint',
  leftCheckoutDays: 'leftCheckoutDaysHint',
};
/** The order links' fields, on a card of their own; every other field of `orders` is a limit. */
const LINK_FIELDS: readonly string[] = ['linkSelfConfirm', 'linkDays'];

/** Numbers as typed (text), the switch as a boolean. */
type OrdersValues = Record<string, string | boolean>;

export default settingsSection<OrdersValues>({
  section: 'orders',
  title: 'ordersTitle',
  intro: 'ordersIntro',
  fromSettings: (s) => Object.fromEntries(Object.entries(s.orders).map(([k, v]) => [k, typeof v === 'boolean' ? v : asText(v)])),
  toBody: (values) => Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'boolean' ? v : asNumber(v)])),
  Fields: ({ values, setValue, error, t, settings }) => {
    const fields = Object.keys(settings.orders).filter((field) => !LINK_FIELDS.includes(field));
    const numberField = (field: string) => (
      <TextField
        key={field}
        id={field}
        label={isSettingsMessageKey(field) ? t(field) : field}
        inputMode="numeric"
        dir="ltr"
        className="sm:max-w-60"
        value={String(values[field] ?? '')}
        error={error(field)}
        hint={HINTS[field] && t(HINTS[field])}
        onChange={(e) => setValue(field, e.target.value)}
      />
    );
    return (
      <>
        <Card>{fields.map(numberField)}</Card>
        <Card title={t('orderLinksTitle')} intro={t('orderLinksIntro')}>
          {typeof values.linkSelfConfirm === 'boolean' && (
            <Toggle
              id="linkSelfConfirm"
              label={t('linkSelfConfirm')}
              hint={t('linkSelfConfirmHint')}
              checked={values.linkSelfConfirm}
              onChange={(on) => setValue('linkSelfConfirm', on)}
            />
          )}
          {'linkDays' in values && numberField('linkDays')}
        </Card>
      </>
    );
  },
});
