// An order priced from what the database said (fresh or remembered): each line at the catalog's price
// (the client's price is never read), delivery from the wilaya, type and free-shipping threshold, and
// the totals; or the refusal that explains why it cannot be placed: also a line over the owner's most
// units of one variant (stricter for a 'limited' product or while the site password is on: a drop) and
// a total past the owner's ceiling. Totals are JavaScript numbers (exact far past any order), so the
// ceiling is checked before any database integer could overflow. No I/O.
import type { OrderRequest } from '../../domain/orders/order-request.ts';
import { lineTotal, orderTotals, subtotalOf, type OrderTotals } from '../../domain/orders/totals.ts';
import { shippingQuote, type Wilaya } from '../../domain/shipping/delivery.ts';
import { lineLabel, OrderRefusal } from './order-refusal.ts';
import { lineKey, type OrderLimits, type OrderPricing } from './pricing.repo.ts';
import type { OrderLine } from '../../domain/orders/order.types.ts';
import { nameIn } from '../../domain/catalog/product-texts.ts';

export type PricedOrder =
  { ok: true; lines: OrderLine[]; limited: boolean[]; totals: OrderTotals; wilaya: Wilaya } | { ok: false; refusal: OrderRefusal };

/** The most units of one variant an order may take: the drop's number for a 'limited' product or during a drop. */
export const maxUnitsOf = (limits: OrderLimits, limited: boolean) => (limited || limits.dropOn ? limits.maxUnitsDrop : limits.maxUnits);

export function priceOrder(request: OrderRequest, pricing: OrderPricing): PricedOrder {
  const { wilaya } = pricing;
  const { limits } = pricing.settings;
  if (!wilaya) return refused(new OrderRefusal('wilaya_unknown', { messageKey: 'wilayaUnknown', field: 'wilayaCode' }));
  const lines: OrderLine[] = [];
  const limited: boolean[] = [];
  for (const line of request.lines) {
    const found = pricing.lines.get(lineKey(line));
    if (!found)
      return refused(
        new OrderRefusal('product_not_found', { messageKey: 'productNotFound', field: 'lines', values: { item: line.productId } }),
      );
    if (found.variantId === null) {
      const item = lineLabel(found.productName, line.color, line.size);
      return refused(new OrderRefusal('variant_not_found', { messageKey: 'variantNotFound', field: 'variant', values: { item } }));
    }
    const max = maxUnitsOf(limits, found.limited);
    if (line.quantity > max) {
      const item = lineLabel(found.productName, line.color, line.size);
      return refused(new OrderRefusal('too_many_units', { messageKey: 'tooManyUnits', field: 'quantity', values: { item, max } }));
    }
    limited.push(found.limited);
    const amounts = { unitPrice: found.price, quantity: line.quantity };
    lines.push({
      productId: line.productId,
      variantId: found.variantId,
      // As the shopper saw it: the name in her order's language (store_order checks the same).
      name: nameIn(found, request.locale),
      size: line.size,
      color: line.color,
      ...amounts,
      lineTotal: lineTotal(amounts),
    });
  }
  const quote = shippingQuote(subtotalOf(lines), wilaya, request.deliveryType, pricing.settings);
  if (!quote.ok) {
    return refused(
      new OrderRefusal('delivery_not_offered', {
        messageKey: 'deliveryNotOffered',
        field: 'deliveryType',
        values: { wilaya: wilaya.nameFr, wilayaAr: wilaya.nameAr },
      }),
    );
  }
  const totals = orderTotals(lines, quote.price);
  if (totals.total > limits.totalCeiling) {
    const max = new Intl.NumberFormat('en-US').format(limits.totalCeiling);
    return refused(
      new OrderRefusal('order_total_too_high', {
        messageKey: 'orderTotalTooHigh',
        field: 'lines',
        values: { max, currency: pricing.settings.currency },
      }),
    );
  }
  return { ok: true, lines, limited, totals, wilaya };
}

const refused = (refusal: OrderRefusal): PricedOrder => ({ ok: false, refusal });
