// Each feature keeps its texts in a messages.ts next to it: English (as the spec words it) is the
// source, every other language must give every key (the type checker enforces it).
import type { Locale } from './locales.ts';

export type Dictionary<K extends string> = Record<K, string>;
export type Messages<K extends string> = { en: Dictionary<K> } & Record<Exclude<Locale, 'en'>, Dictionary<K>>;

export function defineMessages<const E extends Record<string, string>>(messages: {
  en: E;
} & Record<Exclude<Locale, 'en'>, Dictionary<Extract<keyof E, string>>>): Messages<Extract<keyof E, string>> {
  return messages;
}

export type Translate<K extends string> = (key: K, values?: Record<string, string | number>) => string;

/** The shop's one placeholder filler: 'Order {number}' with { number: 1042 }; a {name} without a value stays as it is. */
export const fill = (text: string, values: Record<string, string | number> = {}): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** t(key, values) over one language's dictionary: what an island that was given its texts as a prop uses. */
export const translatorOf = <K extends string>(dictionary: Dictionary<K>): Translate<K> => (key, values) => fill(dictionary[key], values);

/** t('freeShippingHint', { n: 300, currency: 'DZD' }): {name} placeholders are filled in. */
export const translator = <K extends string>(messages: Messages<K>, locale: Locale): Translate<K> => translatorOf(messages[locale]);
