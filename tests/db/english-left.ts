// Finds English on a page that should speak French or Arabic. "English" is a word of the English
// dictionaries (every defineMessages under src, shopper and admin) or of a short list of common
// English words, that the page language's own dictionaries never use ("Contact", "Total", "Menu" are
// French too). What the owner typed (products, colours, sizes, the site's own texts) and the wilaya
// names are taken out first: they are the owner's words, in the owner's language.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Sql } from '../../src/server/db/client.ts';
import { LOCALES, type Locale } from '../../src/i18n/locales.ts';
import type { PageText } from './page-language.ts';

const SRC = join(import.meta.dirname, '..', '..', 'src');
const COMMON_ENGLISH = [
  'the',
  'and',
  'your',
  'you',
  'our',
  'with',
  'this',
  'that',
  'of',
  'to',
  'for',
  'is',
  'are',
  'from',
  'please',
  'more',
  'view',
  'add',
  'cart',
  'shop',
  'price',
  'size',
  'color',
  'colour',
  'loading',
  'search',
  'home',
  'back',
  'order',
  'items',
  'item',
  'product',
  'products',
  'new',
  'free',
  'delivery',
  'shipping',
  'choose',
  'select',
  'close',
  'open',
  'next',
  'previous',
  'quantity',
  'remove',
  'checkout',
  'continue',
  'sold',
  'out',
];

type Dictionaries = Record<Locale, Record<string, string>>;

async function dictionaries(): Promise<Dictionaries[]> {
  const files = (function walk(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(join(dir, e.name)) : /\.tsx?$/.test(e.name) && !e.name.includes('.test.') ? [join(dir, e.name)] : [],
    );
  })(SRC).filter((f) => /\bdefineMessages\(/.test(readFileSync(f, 'utf8')) && !f.endsWith(join('i18n', 'messages.ts')));
  const found: Dictionaries[] = [];
  for (const file of files) {
    for (const value of Object.values((await import(file)) as Record<string, unknown>)) {
      if (value && typeof value === 'object' && LOCALES.every((l) => typeof (value as Record<string, unknown>)[l] === 'object'))
        found.push(value as Dictionaries);
    }
  }
  return found;
}

const words = (text: string) =>
  text
    .replace(/\{\w+\}/g, ' ')
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length > 1)
    .map((w) => w.toLowerCase());

export type Vocabulary = { english: Set<string>; own: Record<Locale, Set<string>>; englishOnlyTexts: Record<Locale, Set<string>> };

export async function languageVocabulary(): Promise<Vocabulary> {
  const all = await dictionaries();
  const own = Object.fromEntries(LOCALES.map((l) => [l, new Set(all.flatMap((d) => Object.values(d[l]).flatMap(words)))])) as Record<
    Locale,
    Set<string>
  >;
  const english = new Set([...all.flatMap((d) => Object.values(d.en).flatMap(words)), ...COMMON_ENGLISH]);
  // A whole English text given to an island on a page of another language (a wrong dictionary).
  const englishOnlyTexts = Object.fromEntries(
    LOCALES.map((l) => {
      const theirs = new Set(all.flatMap((d) => Object.values(d[l])));
      return [l, new Set(all.flatMap((d) => Object.values(d.en)).filter((t) => !theirs.has(t) && words(t).length > 0))];
    }),
  ) as Record<Locale, Set<string>>;
  return { english, own, englishOnlyTexts };
}

/** What the owner typed and the reference data the shop shows as it is, longest first. */
export async function ownerTextsOf(sql: Sql): Promise<string[]> {
  const products = await sql<{ t: string[] }[]>`
    select array[name, description, category, shipping_returns] || details || colors || sizes as t from products`;
  const wilayas = await sql<{ t: string[] }[]>`select array[name_fr, name_ar] as t from wilayas`;
  const [settings] = await sql<{ t: (string | null)[] }[]>`
    select array[site_title, footer_text, about_text, contact_text, instagram, twitter, facebook, youtube, tiktok] as t from site_settings where id = 1`;
  const texts = [...products, ...wilayas].flatMap((r) => r.t).concat((settings?.t ?? []).filter((t): t is string => !!t));
  return [...new Set(texts.map((t) => t.replace(/\s+/g, ' ').trim()).filter(Boolean))].sort((a, b) => b.length - a.length);
}

const ELLIPSIS = /(\.\.\.|…)$/;

/** The English words (and whole English texts of islands) left on the page once the owner's texts are out. */
export function englishLeftIn(page: PageText, locale: Locale, vocabulary: Vocabulary, ownerTexts: readonly string[]): string[] {
  const left: string[] = [];
  for (const original of page.texts) {
    // A card shows the start of a description, cut with an ellipsis.
    const cut = original.replace(ELLIPSIS, '').trim();
    if (ELLIPSIS.test(original) && ownerTexts.some((o) => o.startsWith(cut))) continue;
    let text = original;
    for (const owner of ownerTexts) if (text.includes(owner)) text = text.split(owner).join(' ');
    const english = words(text).filter((w) => vocabulary.english.has(w) && !vocabulary.own[locale].has(w));
    if (english.length) left.push(`"${original}" (${english.join(', ')})`);
  }
  for (const text of page.islandTexts) if (vocabulary.englishOnlyTexts[locale].has(text)) left.push(`island text "${text}"`);
  return left;
}
