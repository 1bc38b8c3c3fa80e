import { defineMessages } from '../../../i18n/messages.ts';
import { en } from './en.ts';
import { ar } from './ar.ts';
import { fr } from './fr.ts';

// The catalog screens' texts: the product list, the editor (details, stock, images), low stock and
// the CSV import. Numbers and prices are filled in as {placeholders} and isolated by the components.
export const catalogMessages = defineMessages({ en, ar, fr });

export type CatalogMessageKey = keyof (typeof catalogMessages)['en'];
