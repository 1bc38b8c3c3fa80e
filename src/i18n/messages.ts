// Each feature keeps its texts in a messages.ts next to it: English (as the spec words it) is the
// source, every other language must give every key (the type checker enforces it).
import type { Locale } from './locales.ts';

export type Dictionary<K extends string> = Record<K, string>;
export type Messages<K extends string> = { en: Dictionary<K> } & Record<Exclude<Locale, 'en'>, Dictionary<K>>;

export function defineMessages<const E extends Record<string, string>>(
  messages: {
    en: E;
  } & Record<Exclude<Locale, 'en'>, Dictionary<Extract<keyof E, string>>>,
): Messages<Extract<keyof E, string>> {
  return messages;
}

export type Translate<K extends string> = (key: K, values?: Record<string, string | number>) => string;

/**
 * The shop's one placeholder filler, in parts: the text split at its {placeholders}, each (at an odd
 * index) replaced by its value; a {name} without a value stays as it is. The admin puts elements in
 * them (phrase: 'Order {number}' with the number in a <bdi>).
 */
export const fillParts = <V>(text: string, values: Record<string, V>): (string | V)[] =>
  text.split(/\{(\w+)\}/).map((part, i) => (i % 2 === 1 ? (part in values ? values[part]! : `{${part}}`) : part));

/** 'Order {number}' with { number: 1042 }: the text with its placeholders filled in. */
export const fill = (text: string, values: Record<string, string | number> = {}): string => fillParts(text, values).join('');

/** t(key, values) over one language's dictionary: what an island that was given its texts as a prop uses. */
export const translatorOf =
  <K extends string>(dictionary: Dictionary<K>): Translate<K> =>
  (key, values) =>
    fill(dictionary[key], values);

/** t('freeShippingHint', { n: 300, currency: 'DZD' }): {name} placeholders are filled in. */
export const translator = <K extends string>(messages: Messages<K>, locale: Locale): Translate<K> => translatorOf(messages[locale]);
