// The shop's default language: the one its bare addresses (/shop, /products/...) speak. The other two
// live under /ar, /fr or /en. Saved like every section; shoppers see it after the next publish.
import { Card } from '../../ui/Page.tsx';
import { settingsSection } from '../form/settings-section.tsx';
import type { LanguageSettings } from '../../../domain/admin/settings-forms.ts';
import { LOCALES, LOCALE_NAMES, directionOf, localePath } from '../../../i18n/locales.ts';

export default settingsSection<LanguageSettings>({
  section: 'language',
  title: 'languageTitle',
  intro: 'languageIntro',
  fromSettings: (s) => s.language,
  Fields: ({ values, setValue, error: errorOf, t }) => {
    const error = errorOf('defaultLocale');
    const chosen = values.defaultLocale;
    return (
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
                onChange={() => setValue('defaultLocale', locale)}
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
    );
  },
});
