// Site text: the shop's title, hero line, logo and hero image, list title, footer, about and contact.
import type { FormEvent } from 'react';
import { TextAreaField, TextField } from '../../ui/Field.tsx';
import { useTranslator } from '../../shell/use-admin-text.ts';
import { FormOutcome, SaveBar } from '../form/FormOutcome.tsx';
import { Card, Page } from '../../ui/Page.tsx';
import { WithSettings } from '../form/WithSettings.tsx';
import { useFieldText } from '../../ui/form/use-field-text.ts';
import { useSectionForm } from '../form/use-section-form.ts';
import { settingsMessages } from '../messages/index.ts';
import { sectionBodySchemas } from '../../../domain/admin/settings-forms.ts';
import type { AdminSettings, SiteTextSettings } from '../settings-types.ts';

export default function SiteTextScreen() {
  const { t } = useTranslator(settingsMessages);
  return (
    <Page title={t('siteTextTitle')} intro={t('siteTextIntro')}>
      <WithSettings>{(settings) => <SiteTextForm settings={settings} />}</WithSettings>
    </Page>
  );
}

const LINES = ['siteTitle', 'heroText', 'productListTitle'] as const;
const IMAGES = ['logoUrl', 'heroImageUrl'] as const;
const TEXTS = ['footerText', 'aboutText', 'contactText'] as const;

function SiteTextForm({ settings }: { settings: AdminSettings }) {
  const { t } = useTranslator(settingsMessages);
  const form = useSectionForm<SiteTextSettings>({
    path: 'settings/site-text',
    schema: sectionBodySchemas['site-text'],
    settings,
    fromSettings: (s) => ({ ...s.siteText }),
    toBody: (values) => ({ ...values }),
  });
  const error = useFieldText(form.errors);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.save();
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-section="site-text">
      <FormOutcome outcome={form.outcome} onReload={() => void form.reload()} />
      <Card>
        {LINES.map((field) => (
          <TextField
            key={field}
            id={field}
            label={t(field)}
            dir="auto"
            value={form.values[field]}
            error={error(field)}
            hint={field === 'heroText' ? t('heroTextHint') : undefined}
            onChange={(e) => form.setValue(field, e.target.value)}
          />
        ))}
      </Card>
      <Card>
        {IMAGES.map((field) => (
          <div key={field} className="flex flex-col gap-2">
            <TextField
              id={field}
              label={t(field)}
              type="url"
              inputMode="url"
              dir="ltr"
              value={form.values[field]}
              error={error(field)}
              hint={t('imageUrlHint')}
              onChange={(e) => form.setValue(field, e.target.value)}
            />
            {/^(https:\/\/|\/)/.test(form.values[field]) && !error(field) && (
              <img
                key={form.values[field]}
                src={form.values[field]}
                alt={t('preview')}
                onError={(e) => e.currentTarget.remove()}
                className="h-24 w-auto max-w-full self-start rounded-md border border-line bg-paper object-contain"
              />
            )}
          </div>
        ))}
      </Card>
      <Card>
        {TEXTS.map((field) => (
          <TextAreaField
            key={field}
            id={field}
            label={t(field)}
            dir="auto"
            value={form.values[field]}
            error={error(field)}
            rows={field === 'footerText' ? 2 : 5}
            onChange={(e) => form.setValue(field, e.target.value)}
          />
        ))}
      </Card>
      <SaveBar saving={form.saving} sticky />
    </form>
  );
}
