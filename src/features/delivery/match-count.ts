// "12 matches" in the shopper's language, for the searchable lists' status: Arabic counts have six
// plural forms (Intl.PluralRules: لا توجد نتيجة, نتيجة واحدة, نتيجتان, 3 نتائج, 11 نتيجة...).
import type { Locale } from '../../i18n/locales.ts';
import { fill, type Dictionary } from '../../i18n/messages.ts';

const FORM = {
  zero: 'matchesNone',
  one: 'matchesOne',
  two: 'matchesTwo',
  few: 'matchesFew',
  many: 'matchesMany',
  other: 'matchesMany',
} as const;

export function matchCount(text: Dictionary<(typeof FORM)[keyof typeof FORM]>, locale: Locale, count: number): string {
  const form = count === 0 ? 'zero' : new Intl.PluralRules(locale).select(count);
  return fill(text[FORM[form]], { n: count });
}
