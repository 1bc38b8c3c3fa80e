// An edit's history entry ({field: [old, new]}) as lines the owner reads: the field in their
// language, the values as they were written (a delivery type named, money as money).
import { DEFAULT_CURRENCY, formatPrice } from '../../../domain/money.ts';
import type { Translate } from '../../../i18n/messages.ts';
import type { Locale } from '../../../i18n/locales.ts';
import type { OrdersMessageKey } from '../messages/index.ts';
import { CUSTOMER_BY, SHOP_BY } from '../../../domain/orders/workflow.ts';
import { historyLineOf } from '../../../domain/orders/history-lines.ts';

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

/**
 * Who made a history entry: an admin's email (or a carrier's name) as it is; the customer (through her link) and the shop's own
 * automatic steps ('system') in the owner's language.
 */
export const historyBy = (by: string, t: Translate<OrdersMessageKey>): string =>
  by === CUSTOMER_BY ? t('theCustomer') : by === SHOP_BY ? t('theShop') : by;

/**
 * A history line the shop wrote itself (src/domain/orders/history-lines.ts: the order placed, the units
 * back, the customer's moves through her link) in the owner's language; a note an admin typed, or a
 * carrier's words, as it was written. A carrier's return keeps its words alone: the line's heading
 * already says the units are back.
 */
export function historyNote(
  entry: { kind: string; note: string; by?: string },
  t: Translate<OrdersMessageKey>,
  // A price in a line (the piece she added) is written as the rest of the admin writes money.
  money: { locale: Locale; currency: string } = { locale: 'en', currency: DEFAULT_CURRENCY },
): string {
  const line = historyLineOf(entry);
  switch (line.kind) {
    case 'placed':
      return t('historyPlaced');
    case 'customer_confirmed':
      return t('historyCustomerConfirmed');
    case 'customer_call':
      return t('historyCustomerCall');
    case 'customer_added':
      return t('historyCustomerAdded', { item: line.item, price: formatPrice(line.unitPrice, money.currency, money.locale) });
    case 'customer_cancelled':
      return line.reason ? t('historyCustomerCancelledWhy', { reason: line.reason }) : t('historyCustomerCancelled');
    case 'units_back':
      return t('historyUnits', { units: String(line.units) });
    case 'carrier_return':
      return line.words;
    default:
      return entry.note;
  }
}
