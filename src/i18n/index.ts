import { en, type MessageKey } from './en.ts';

export type Locale = 'en';
const dictionaries: Record<Locale, Record<MessageKey, string>> = { en };

/** t('shop.viewProduct') or t('cart.freeShippingHint', { n: 300 }) with {n} placeholders. */
export function translator(locale: Locale = 'en') {
  const dict = dictionaries[locale];
  return (key: MessageKey, values: Record<string, string | number> = {}) =>
    dict[key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
}
