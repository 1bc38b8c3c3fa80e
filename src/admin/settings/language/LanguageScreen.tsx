// The shop's default language: the one its bare addresses (/shop, /products/...) speak. The other two
// live under /ar, /fr or /en. Saved like every section; shoppers see it after the next publish.
import type { FormEvent } from 'react';
import { useTranslator } from '../../shell/use-admin-text.ts';
import { FormOutcome, SaveBar } from '../form/FormOutcome.tsx';
import { Card, Page } from '../../ui/Page.tsx';
import { WithSettings } from '../form/WithSettings.tsx';
import { useSectionForm } from '../form/use-section-form.ts';
import { useFieldText } from '../../ui/form/use-field-text.ts';
import { settingsMessages } from '../messages/index.ts';
import { sectionBodySchemas, type LanguageSettings } from '../../../domain/admin/settings-forms.ts';
import { LOCALES, LOCALE_NAMES, directionOf, localePath } from '../../../i18n/locales.ts';
import type { AdminSettings } from '../settings-types.ts';

export default function LanguageScreen() {
  const { t } = useTranslator(settingsMessages);
  return (
    <Page title={t('languageTitle')} intro={t('languageIntro')}>
      <WithSettings>{(settings) => <LanguageForm settings={settings} />}</WithSettings>
    </Page>
  );
}

function LanguageForm({ settings }: { settings: AdminSettings }) {
  const { t } = useTranslator(settingsMessages);
  const form = useSectionForm<LanguageSettings>({
    path: 'settings/language',
    schema: sectionBodySchemas.language,
    settings,
    fromSettings: (s) => s.language,
    toBody: (values) => values,
  });
  const error = useFieldText(form.errors)('defaultLocale');
  const chosen = form.values.defaultLocale;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.save();
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-section="language">
      <FormOutcome outcome={form.outcome} onReload={() => void form.reload()} />
      <Card>
        <fieldset className="flex flex-col gap-2" aria-describedby={error ? 'defaultLocale-error' : 'defaultLocale-hint'}>
          <legend className="mb-1 text-sm font-semibold text-ink">{t('defaultLocale')}</legend>
          {LOCALES.map((locale) => (
            <label
              key={locale}
              className="flex min-h-12 cursor-pointer items-center gap-3 rounded-md border border-line bg-white px-3 py-2 has-[:checked]:border-ink"
            >
              <input
                type="radio"
                name="defaultLocale"
                value={locale}
                checked={chosen === locale}
                onChange={() => form.setValue('defaultLocale', locale)}
                className="h-5 w-5 accent-ink"
              />
              <span lang={locale} dir={directionOf(locale)} className="text-base font-semibold">
                {LOCALE_NAMES[locale]}
              </span>
            </label>
          ))}
          {error ? (
            <p id="defaultLocale-error" className="text-sm font-medium text-accent" data-field-error>
              {error}
            </p>
          ) : (
            <p id="defaultLocale-hint" className="text-sm text-muted">
              {t('defaultLocaleHint')}
            </p>
          )}
        </fieldset>
        {/* What the choice does to the addresses, before it is saved. */}
        <div className="mt-4">
          <p className="text-sm font-semibold text-ink">{t('shopAddresses')}</p>
          <ul className="mt-1 grid gap-1 text-sm" data-locale-addresses>
            {LOCALES.map((locale) => (
              <li key={locale} className="flex gap-2">
                <span lang={locale} dir={directionOf(locale)} className="min-w-20">
                  {LOCALE_NAMES[locale]}
                </span>
                <code dir="ltr">{localePath(locale, '/shop', chosen)}</code>
              </li>
            ))}
          </ul>
        </div>
      </Card>
      <SaveBar saving={form.saving} />
    </form>
  );
}
