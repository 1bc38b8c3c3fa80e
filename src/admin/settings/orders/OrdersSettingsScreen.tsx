// Order limits: the cooldown between two orders from one phone, and whichever other limits the
// server exposes in `orders` (each a whole number); then the order links: whether customers may
// confirm through the WhatsApp link, and for how many days the links work.
import type { FormEvent } from 'react';
import { TextField, Toggle } from '../../ui/Field.tsx';
import { useTranslator } from '../../shell/use-admin-text.ts';
import { FormOutcome, SaveBar } from '../form/FormOutcome.tsx';
import { asNumber, asText } from '../../ui/form/numbers.ts';
import { Card, Page } from '../../ui/Page.tsx';
import { WithSettings } from '../form/WithSettings.tsx';
import { useFieldText } from '../../ui/form/use-field-text.ts';
import { useSectionForm } from '../form/use-section-form.ts';
import { isSettingsMessageKey, settingsMessages, type SettingsMessageKey } from '../messages/index.ts';
import { sectionBodySchemas } from '../../../domain/admin/settings-forms.ts';
import type { AdminSettings } from '../settings-types.ts';

const HINTS: Partial<Record<string, SettingsMessageKey>> = {
  cooldownSeconds: 'cooldownHint',
  dropUnitsPerAddress: 'dropUnitsPerAddressHint',
  linkDays: 'linkDaysHint',
};
/** The order links' fields, on a card of their own; every other field of `orders` is a limit. */
const LINK_FIELDS: readonly string[] = ['linkSelfConfirm', 'linkDays'];

/** Numbers as typed (text), the switch as a boolean. */
type OrdersValues = Record<string, string | boolean>;

export default function OrdersSettingsScreen() {
  const { t } = useTranslator(settingsMessages);
  return (
    <Page title={t('ordersTitle')} intro={t('ordersIntro')}>
      <WithSettings>{(settings) => <OrdersForm settings={settings} />}</WithSettings>
    </Page>
  );
}

function OrdersForm({ settings }: { settings: AdminSettings }) {
  const { t } = useTranslator(settingsMessages);
  const fields = Object.keys(settings.orders).filter((field) => !LINK_FIELDS.includes(field));
  const form = useSectionForm<OrdersValues>({
    path: 'settings/orders',
    schema: sectionBodySchemas.orders,
    settings,
    fromSettings: (s) => Object.fromEntries(Object.entries(s.orders).map(([k, v]) => [k, typeof v === 'boolean' ? v : asText(v)])),
    toBody: (values) => Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'boolean' ? v : asNumber(v)])),
  });
  const error = useFieldText(form.errors);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.save();
  };
  const numberField = (field: string) => (
    <TextField
      key={field}
      id={field}
      label={isSettingsMessageKey(field) ? t(field) : field}
      inputMode="numeric"
      dir="ltr"
      className="sm:max-w-60"
      value={String(form.values[field] ?? '')}
      error={error(field)}
      hint={HINTS[field] && t(HINTS[field])}
      onChange={(e) => form.setValue(field, e.target.value)}
    />
  );
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-section="orders">
      <FormOutcome outcome={form.outcome} onReload={() => void form.reload()} />
      <Card>{fields.map(numberField)}</Card>
      <Card title={t('orderLinksTitle')} intro={t('orderLinksIntro')}>
        {typeof form.values.linkSelfConfirm === 'boolean' && (
          <Toggle
            id="linkSelfConfirm"
            label={t('linkSelfConfirm')}
            hint={t('linkSelfConfirmHint')}
            checked={form.values.linkSelfConfirm}
            onChange={(on) => form.setValue('linkSelfConfirm', on)}
          />
        )}
        {'linkDays' in form.values && numberField('linkDays')}
      </Card>
      <SaveBar saving={form.saving} />
    </form>
  );
}
