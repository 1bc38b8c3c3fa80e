// An edit's history entry ({field: [old, new]}) as lines the owner reads: the field in their
// language, the values as they were written (a delivery type named, money as money).
import { formatPrice } from '../../../domain/money.ts';
import type { Translate } from '../../../i18n/messages.ts';
import type { Locale } from '../../../i18n/locales.ts';
import type { OrdersMessageKey } from '../messages/index.ts';
import { CUSTOMER_BY, SHOP_BY } from '../../../domain/orders/workflow.ts';
import { customerNoteOf } from '../../../domain/order-link/customer-notes.ts';

const FIELD_LABEL: Record<string, OrdersMessageKey> = {
  customerName: 'name',
  phone: 'phone',
  email: 'email',
  address: 'address',
  notes: 'notes',
  wilayaCode: 'wilaya',
  commune: 'commune',
  deliveryType: 'deliveryType',
  shippingPrice: 'shipping',
  total: 'total',
  subtotal: 'subtotal',
  trackingNumber: 'trackingNumber',
};
const MONEY = new Set(['shippingPrice', 'total', 'subtotal']);

export type ChangeLine = { field: string; label: string; before: string; after: string };

export function changeLines(
  changes: Record<string, [unknown, unknown]> | null,
  t: Translate<OrdersMessageKey>,
  locale: Locale,
  currency: string,
): ChangeLine[] {
  if (!changes) return [];
  const show = (field: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return '—';
    if (MONEY.has(field) && typeof value === 'number') return formatPrice(value, currency, locale);
    if (field === 'deliveryType' && (value === 'home' || value === 'office')) return t(`delivery.${value}`);
    return String(value);
  };
  return Object.entries(changes).map(([field, [before, after]]) => {
    const label = FIELD_LABEL[field];
    return { field, label: label ? t(label) : field, before: show(field, before), after: show(field, after) };
  });
}

// Notes the server writes itself, in English in the database (the statement that stores an order, the
// restock, the customer's moves through her order link): shown in the owner's language. A note an
// admin typed is shown as it was written.
const PLACED_NOTE = 'order placed';
const UNITS_BACK_NOTE = /^(\d+) units back to stock$/;
// A return the carrier reported (src/server/carriers/outcomes/apply-report.ts): its words, then the
// server's English; the line's heading already says the units are back, so its words alone remain.
const CARRIER_RETURN_NOTE = /^(.+): units back to stock$/;

/**
 * Who made a history entry: an admin's email (or a carrier's name) as it is; the customer (through her link) and the shop's own
 * automatic steps ('system') in the owner's language.
 */
export const historyBy = (by: string, t: Translate<OrdersMessageKey>): string =>
  by === CUSTOMER_BY ? t('theCustomer') : by === SHOP_BY ? t('theShop') : by;

export function historyNote(entry: { kind: string; note: string; by?: string }, t: Translate<OrdersMessageKey>): string {
  if (entry.kind === 'status' && entry.note === PLACED_NOTE) return t('historyPlaced');
  const customer = entry.by === CUSTOMER_BY ? customerNoteOf(entry.note) : undefined;
  if (customer?.move === 'confirm') return t('historyCustomerConfirmed');
  if (customer?.move === 'call') return t('historyCustomerCall');
  if (customer?.move === 'cancel')
    return customer.reason ? t('historyCustomerCancelledWhy', { reason: customer.reason }) : t('historyCustomerCancelled');
  const unitsBack = entry.kind === 'restock' ? UNITS_BACK_NOTE.exec(entry.note) : null;
  if (unitsBack) return t('historyUnits', { units: unitsBack[1]! });
  const carrierReturn = entry.kind === 'restock' ? CARRIER_RETURN_NOTE.exec(entry.note) : null;
  if (carrierReturn) return carrierReturn[1]!;
  return entry.note;
}
