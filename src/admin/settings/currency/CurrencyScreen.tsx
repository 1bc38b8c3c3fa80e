// The currency shown next to prices (DZD by default).
import type { FormEvent } from 'react';
import { TextField } from '../../ui/Field.tsx';
import { useTranslator } from '../../shell/use-admin-text.ts';
import { FormOutcome, SaveBar } from '../form/FormOutcome.tsx';
import { Card, Page } from '../../ui/Page.tsx';
import { WithSettings } from '../form/WithSettings.tsx';
import { useFieldText } from '../../ui/form/use-field-text.ts';
import { useSectionForm } from '../form/use-section-form.ts';
import { settingsMessages } from '../messages/index.ts';
import { sectionBodySchemas } from '../../../domain/admin/settings-forms.ts';
import type { AdminSettings } from '../settings-types.ts';

export default function CurrencyScreen() {
  const { t } = useTranslator(settingsMessages);
  return (
    <Page title={t('currencyTitle')} intro={t('currencyIntro')}>
      <WithSettings>{(settings) => <CurrencyForm settings={settings} />}</WithSettings>
    </Page>
  );
}

function CurrencyForm({ settings }: { settings: AdminSettings }) {
  const { t } = useTranslator(settingsMessages);
  const form = useSectionForm<{ currency: string }>({
    path: 'settings/currency',
    schema: sectionBodySchemas.currency,
    settings,
    fromSettings: (s) => ({ currency: s.currency }),
    toBody: (values) => ({ currency: values.currency.trim().toUpperCase() }),
  });
  const error = useFieldText(form.errors);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.save();
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-section="currency">
      <FormOutcome outcome={form.outcome} onReload={() => void form.reload()} />
      <Card>
        <TextField
          id="currency"
          label={t('currency')}
          dir="ltr"
          maxLength={3}
          autoCapitalize="characters"
          className="uppercase sm:max-w-40"
          value={form.values.currency}
          error={error('currency')}
          hint={t('currencyHint')}
          onChange={(e) => form.setValue('currency', e.target.value)}
        />
      </Card>
      <SaveBar saving={form.saving} />
    </form>
  );
}
