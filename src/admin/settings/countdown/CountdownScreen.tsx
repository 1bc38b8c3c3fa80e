// The countdown: on or off, its target in Algiers time (whatever this device's time zone), its title.
import type { FormEvent } from 'react';
import { TextField, Toggle } from '../../ui/Field.tsx';
import { useTranslator } from '../../shell/use-admin-text.ts';
import { FormOutcome, SaveBar } from '../form/FormOutcome.tsx';
import { Card, Page } from '../../ui/Page.tsx';
import { WithSettings } from '../form/WithSettings.tsx';
import { useFieldText } from '../../ui/form/use-field-text.ts';
import { useSectionForm } from '../form/use-section-form.ts';
import { settingsMessages } from '../messages/index.ts';
import { sectionBodySchemas } from '../../../domain/admin/settings-forms.ts';
import type { AdminSettings, CountdownSettings } from '../settings-types.ts';

export default function CountdownScreen() {
  const { t } = useTranslator(settingsMessages);
  return (
    <Page title={t('countdownTitle')} intro={t('countdownIntro')}>
      <WithSettings>{(settings) => <CountdownForm settings={settings} />}</WithSettings>
    </Page>
  );
}

function CountdownForm({ settings }: { settings: AdminSettings }) {
  const { t } = useTranslator(settingsMessages);
  const form = useSectionForm<CountdownSettings>({
    path: 'settings/countdown',
    schema: sectionBodySchemas.countdown,
    settings,
    fromSettings: (s) => ({ ...s.countdown }),
    toBody: (values) => ({ ...values }),
  });
  const error = useFieldText(form.errors);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.save();
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-section="countdown">
      <FormOutcome outcome={form.outcome} onReload={() => void form.reload()} />
      <Card>
        <Toggle
          id="countdown-enabled"
          label={t('countdownEnabled')}
          checked={form.values.enabled}
          onChange={(on) => form.setValue('enabled', on)}
        />
        <TextField
          id="targetLocal"
          label={t('targetLocal')}
          type="datetime-local"
          dir="ltr"
          value={form.values.targetLocal}
          error={error('targetLocal')}
          hint={t('targetHint')}
          onChange={(e) => form.setValue('targetLocal', e.target.value)}
        />
        <TextField
          id="title"
          label={t('countdownHeading')}
          dir="auto"
          value={form.values.title}
          error={error('title')}
          onChange={(e) => form.setValue('title', e.target.value)}
        />
      </Card>
      <SaveBar saving={form.saving} />
    </form>
  );
}
