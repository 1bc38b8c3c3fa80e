// An order priced from what the database said (fresh or remembered): each line at the catalog's price
// (the client's price is never read), delivery from the wilaya, type and free-shipping threshold, and
// the totals; or the refusal that explains why it cannot be placed. No I/O.
import type { OrderRequest } from '../../domain/orders/order-request.ts';
import { lineTotal, orderTotals, subtotalOf, type OrderTotals } from '../../domain/orders/totals.ts';
import { shippingQuote, type Wilaya } from '../../domain/shipping/delivery.ts';
import { lineLabel, OrderRefusal } from './order-refusal.ts';
import { lineKey, type OrderPricing } from './pricing.repo.ts';
import type { OrderLine } from './order.types.ts';

export type PricedOrder = { ok: true; lines: OrderLine[]; totals: OrderTotals; wilaya: Wilaya } | { ok: false; refusal: OrderRefusal };

export function priceOrder(request: OrderRequest, pricing: OrderPricing): PricedOrder {
  const { wilaya } = pricing;
  if (!wilaya) return refused(new OrderRefusal('wilaya_unknown', { messageKey: 'wilayaUnknown', field: 'wilayaCode' }));
  const lines: OrderLine[] = [];
  for (const line of request.lines) {
    const found = pricing.lines.get(lineKey(line));
    if (!found) return refused(new OrderRefusal('product_not_found', { messageKey: 'productNotFound', field: 'lines', values: { item: line.productId } }));
    if (found.variantId === null) {
      const item = lineLabel(found.productName, line.color, line.size);
      return refused(new OrderRefusal('variant_not_found', { messageKey: 'variantNotFound', field: 'variant', values: { item } }));
    }
    const amounts = { unitPrice: found.price, quantity: line.quantity };
    lines.push({ productId: line.productId, variantId: found.variantId, name: found.productName, size: line.size, color: line.color, ...amounts, lineTotal: lineTotal(amounts) });
  }
  const quote = shippingQuote(subtotalOf(lines), wilaya, request.deliveryType, pricing.settings);
  if (!quote.ok) {
    return refused(new OrderRefusal('delivery_not_offered', { messageKey: 'deliveryNotOffered', field: 'deliveryType', values: { wilaya: wilaya.nameFr, wilayaAr: wilaya.nameAr } }));
  }
  return { ok: true, lines, totals: orderTotals(lines, quote.price), wilaya };
}

const refused = (refusal: OrderRefusal): PricedOrder => ({ ok: false, refusal });
