// English ⇄ العربية for the admin, remembered on this device.
import { LOCALES, LOCALE_NAMES } from '../../i18n/locales.ts';
import { chooseLocale } from '../core/admin-locale.ts';
import { useAdminText } from '../core/use-admin-text.ts';

export function LanguageSwitch({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { t, locale } = useAdminText();
  const idle = tone === 'dark' ? 'text-paper/80 hover:text-paper' : 'text-muted hover:text-ink';
  const active = tone === 'dark' ? 'bg-paper text-ink' : 'bg-ink text-paper';
  return (
    <div role="group" aria-label={t('language')} className="flex items-center gap-1" data-language-switch>
      {LOCALES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={option === locale}
          onClick={() => chooseLocale(option)}
          className={`min-h-11 min-w-11 rounded-md px-3 text-sm font-semibold ${option === locale ? active : idle}`}
        >
          {LOCALE_NAMES[option]}
        </button>
      ))}
    </div>
  );
}
