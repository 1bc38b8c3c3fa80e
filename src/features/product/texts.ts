// The island gets only its own language's texts as a prop (they travel in the HTML, not the JS).
import type { Dictionary } from '../../i18n/messages.ts';
import type { productMessages } from './messages.ts';

export type ProductTextKey = keyof (typeof productMessages)['en'];
export type ProductTexts = Dictionary<ProductTextKey>;
