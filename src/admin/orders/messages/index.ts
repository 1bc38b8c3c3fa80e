import { defineMessages } from '../../../i18n/messages.ts';
import { en } from './en.ts';
import { fr } from './fr.ts';
import { ar } from './ar.ts';

// The orders area's texts: the list, one order, calls, moves and edits. The owner reads them between
// calls, so they are short; Arabic as an Algerian shop writes it.
export const ordersMessages = defineMessages({ en, fr, ar });

export type OrdersMessageKey = keyof (typeof ordersMessages)['en'];
