// A product's id is its URL slug, made from its name: lowercase ASCII letters, digits and '-', at
// most 80 characters (the products.id check). French accents are dropped (é → e, œ → oe); Arabic
// is written in Latin letters, so 'قميص أبيض' gives 'qmys-abyd', a readable, typeable address.
const ARABIC: Record<string, string> = {
  ا: 'a',
  أ: 'a',
  إ: 'i',
  آ: 'a',
  ء: '',
  ؤ: 'o',
  ئ: 'e',
  ى: 'a',
  ب: 'b',
  ت: 't',
  ث: 'th',
  ج: 'j',
  ح: 'h',
  خ: 'kh',
  د: 'd',
  ذ: 'dh',
  ر: 'r',
  ز: 'z',
  س: 's',
  ش: 'ch',
  ص: 's',
  ض: 'd',
  ط: 't',
  ظ: 'z',
  ع: 'a',
  غ: 'gh',
  ف: 'f',
  ق: 'q',
  ك: 'k',
  ل: 'l',
  م: 'm',
  ن: 'n',
  ه: 'h',
  ة: 'a',
  و: 'ou',
  ي: 'i',
  ڤ: 'v',
  پ: 'p',
  گ: 'g',
  '٠': '0',
  '١': '1',
  '٢': '2',
  '٣': '3',
  '٤': '4',
  '٥': '5',
  '٦': '6',
  '٧': '7',
  '٨': '8',
  '٩': '9',
};
const LATIN_LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', đ: 'd', ł: 'l' };

export const SLUG_MAX = 80;
export const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,79}$/;

/** The slug of a name; '' when nothing usable is left (the caller falls back to 'product'). */
export function slugOf(name: string): string {
  const latin = Array.from(name.toLowerCase().normalize('NFKD'))
    .map((ch) => ARABIC[ch] ?? LATIN_LIGATURES[ch] ?? ch)
    .join('')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670\u0640]/g, ''); // accents, Arabic vowel marks, tatweel
  return latin
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
}

/** Ids the admin's own addresses use (/gatekeeper-x9f2/products/new is the create form). */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set(['new']);

/** The first of slug, slug-2, slug-3… that `taken` does not hold and is not reserved. */
export function uniqueSlug(name: string, isTaken: (id: string) => boolean): string {
  const taken = (id: string) => RESERVED_SLUGS.has(id) || isTaken(id);
  const base = slugOf(name) || 'product';
  if (!taken(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken(candidate)) return candidate;
  }
}
