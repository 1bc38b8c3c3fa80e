import type { Locale } from '../../i18n/locales.ts';
import { translator } from '../../i18n/messages.ts';
import { countdownMessages } from './messages.ts';

/** The owner's title as written; the built-in default in the page's language. */
export function countdownTitle(title: string, locale: Locale): string {
  const t = translator(countdownMessages, locale);
  return title === countdownMessages.en.defaultTitle ? t('defaultTitle') : title;
}
