// The island gets only its own language's texts as a prop (they travel in the HTML, not the JS).
import type { Dictionary, Translate } from '../../i18n/messages.ts';
import type { productMessages } from './messages.ts';

export type ProductTextKey = keyof (typeof productMessages)['en'];
export type ProductTexts = Dictionary<ProductTextKey>;

export function textsTranslator<K extends string>(texts: Dictionary<K>): Translate<K> {
  return (key, values = {}) => texts[key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
