// Which language the product's texts are edited in: one button per language, the shop's default
// first (its texts are required: the others fall back to them). Each says whether the product lacks
// a name or a description in it, or has an error there the owner cannot see from the current one.
import { LOCALE_NAMES, type Locale } from '../../../i18n/locales.ts';
import { useTranslator } from '../../core/use-translator.ts';
import { catalogMessages } from '../messages/index.ts';

type Props = {
  locales: readonly Locale[];
  defaultLocale: Locale;
  current: Locale;
  missing: readonly Locale[];
  withErrors: readonly Locale[];
  onChange: (locale: Locale) => void;
};

export function TextLanguageSwitch({ locales, defaultLocale, current, missing, withErrors, onChange }: Props) {
  const { t } = useTranslator(catalogMessages);
  return (
    <div className="flex flex-col gap-1.5">
      <p id="text-language-label" className="text-sm font-semibold">
        {t('textLanguage')}
      </p>
      <div
        role="group"
        aria-labelledby="text-language-label"
        className="grid grid-cols-3 gap-1 rounded-md bg-line/50 p-1"
        data-text-languages
      >
        {locales.map((locale) => {
          const status =
            locale === defaultLocale ? t('languageRequired') : missing.includes(locale) ? t('languageMissing') : t('languageWritten');
          const error = withErrors.includes(locale);
          return (
            <button
              key={locale}
              type="button"
              aria-pressed={current === locale}
              onClick={() => onChange(locale)}
              className="flex min-h-12 flex-col items-center justify-center rounded px-1 py-1 text-center aria-pressed:bg-white aria-pressed:shadow-sm"
              data-text-language={locale}
              data-missing={missing.includes(locale) || undefined}
            >
              <span lang={locale} className="text-base font-semibold leading-tight">
                {LOCALE_NAMES[locale]}
              </span>
              <span className={`flex items-center gap-1 text-xs ${error ? 'font-semibold text-accent' : 'text-muted'}`}>
                {(error || missing.includes(locale)) && <span aria-hidden="true" className="size-2 rounded-full bg-accent" />}
                {error ? t('languageHasErrors') : status}
              </span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
