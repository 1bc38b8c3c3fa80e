// Social media: the five handles of the footer and whether they show at all.
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
import type { AdminSettings, SocialSettings } from '../settings-types.ts';

// Brand names read the same in every language.
const NETWORKS = [
  ['instagram', 'Instagram'],
  ['twitter', 'X (Twitter)'],
  ['facebook', 'Facebook'],
  ['youtube', 'YouTube'],
  ['tiktok', 'TikTok'],
] as const;

export default function SocialScreen() {
  const { t } = useTranslator(settingsMessages);
  return (
    <Page title={t('socialTitle')} intro={t('socialIntro')}>
      <WithSettings>{(settings) => <SocialForm settings={settings} />}</WithSettings>
    </Page>
  );
}

function SocialForm({ settings }: { settings: AdminSettings }) {
  const { t } = useTranslator(settingsMessages);
  const form = useSectionForm<SocialSettings>({
    path: 'settings/social',
    schema: sectionBodySchemas.social,
    settings,
    fromSettings: (s) => ({ ...s.social }),
    toBody: (values) => ({ ...values }),
  });
  const error = useFieldText(form.errors);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.save();
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-section="social">
      <FormOutcome outcome={form.outcome} onReload={() => void form.reload()} />
      <Card>
        <Toggle
          id="social-enabled"
          label={t('socialEnabled')}
          checked={form.values.enabled}
          onChange={(on) => form.setValue('enabled', on)}
        />
        {NETWORKS.map(([field, name]) => (
          <TextField
            key={field}
            id={field}
            label={name}
            dir="ltr"
            autoCapitalize="none"
            autoCorrect="off"
            value={form.values[field]}
            error={error(field)}
            hint={field === 'instagram' ? t('handleHint') : undefined}
            onChange={(e) => form.setValue(field, e.target.value)}
          />
        ))}
      </Card>
      <SaveBar saving={form.saving} />
    </form>
  );
}
