// The currency shown next to prices (DZD by default).
import { TextField } from '../../ui/Field.tsx';
import { Card } from '../../ui/Page.tsx';
import { settingsSection } from '../form/settings-section.tsx';

export default settingsSection<{ currency: string }>({
  section: 'currency',
  title: 'currencyTitle',
  intro: 'currencyIntro',
  fromSettings: (s) => ({ currency: s.currency }),
  toBody: (values) => ({ currency: values.currency.trim().toUpperCase() }),
  Fields: ({ values, setValue, error, t }) => (
    <Card>
      <TextField
        id="currency"
        label={t('currency')}
        dir="ltr"
        maxLength={3}
        autoCapitalize="characters"
        className="uppercase sm:max-w-40"
        value={values.currency}
        error={error('currency')}
        hint={t('currencyHint')}
        onChange={(e) => setValue('currency', e.target.value)}
      />
    </Card>
  ),
});
