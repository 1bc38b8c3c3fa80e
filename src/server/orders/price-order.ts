// An order priced from what the database said (fresh or remembered): each line at the catalog's price
// (the client's price is never read), delivery from the wilaya, type and free-shipping threshold, and
// the totals; or the refusal that explains why it cannot be placed: also a line over the owner's most
// units of one variant (stricter for a 'limited' product or while the site password is on: a drop) and
// a total past the owner's ceiling. Totals are JavaScript numbers (exact far past any order), so the
// ceiling is checked before any database integer could overflow. No I/O.
import type { OrderRequest } from '../../domain/orders/order-request.ts';
import type { OrderTotals } from '../../domain/orders/totals.ts';
import { shippingQuote, type Wilaya } from '../../domain/shipping/delivery.ts';
import { applyQuantityOffers } from '../../domain/offers/quantity-offers.ts';
import { codeRefusal, codeSaving, normalizeCode } from '../../domain/offers/discount-code.ts';
import type { DiscountCode, OfferSeen } from '../../domain/offers/offer.types.ts';
import { codeRefusalOf } from './code-refusal.ts';
import { orderMessageLocale } from '../../domain/orders/messages.ts';
import { lineLabel, OrderRefusal } from './order-refusal.ts';
import { lineKey, type OrderLimits, type OrderPricing } from './pricing.repo.ts';
import type { OrderCode, OrderLine } from '../../domain/orders/order.types.ts';
import { nameIn } from '../../domain/catalog/product-texts.ts';

/** What offers and a code changed: the code (with the terms the statement checks), the delivery made free. */
export type OrderSavings = {
  code: (OrderCode & { terms: DiscountCode }) | null;
  deliveryDiscount: number;
  deliveryOffer: OfferSeen | null;
};

export type PricedOrder =
  | {
      ok: true;
      lines: OrderLine[];
      limited: boolean[];
      /** The categories of the lines (the statement checks each is still the product's). */
      categories: string[];
      totals: OrderTotals;
      savings: OrderSavings;
      wilaya: Wilaya;
    }
  | { ok: false; refusal: OrderRefusal };

/** The most units of one variant an order may take: the drop's number for a 'limited' product or during a drop. */
export const maxUnitsOf = (limits: OrderLimits, limited: boolean) => (limited || limits.dropOn ? limits.maxUnitsDrop : limits.maxUnits);

export function priceOrder(request: OrderRequest, pricing: OrderPricing, now = new Date()): PricedOrder {
  const { wilaya } = pricing;
  const { limits } = pricing.settings;
  if (!wilaya) return refused(new OrderRefusal('wilaya_unknown', { messageKey: 'wilayaUnknown', field: 'wilayaCode' }));
  const lines: OrderLine[] = [];
  const limited: boolean[] = [];
  const categories: string[] = [];
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
    categories.push(found.category);
    const amounts = { unitPrice: found.price, quantity: line.quantity };
    lines.push({
      productId: line.productId,
      variantId: found.variantId,
      // As the shopper saw it: the name in her order's language (store_order checks the same).
      name: nameIn(found, request.locale),
      size: line.size,
      color: line.color,
      ...amounts,
      lineTotal: amounts.unitPrice * amounts.quantity,
    });
  }
  // The quantity offers on: each line's saving, and delivery made free by an offer.
  const offered = applyQuantityOffers(
    lines.map((l, i) => ({ productId: l.productId, category: categories[i]!, unitPrice: l.unitPrice, quantity: l.quantity })),
    pricing.settings.offers.list,
    now,
  );
  lines.forEach((l, i) => {
    const { offer, offerDiscount } = offered.lines[i]!;
    l.offer = offer;
    l.offerDiscount = offerDiscount;
    l.lineTotal = l.unitPrice * l.quantity - offerDiscount;
  });
  const subtotal = lines.reduce((sum, l) => sum + l.lineTotal, 0);
  const quote = shippingQuote(subtotal, wilaya, request.deliveryType, pricing.settings);
  if (!quote.ok) {
    return refused(
      new OrderRefusal('delivery_not_offered', {
        messageKey: 'deliveryNotOffered',
        field: 'deliveryType',
        values: { wilaya: wilaya.nameFr, wilayaAr: wilaya.nameAr },
      }),
    );
  }
  const typed = request.discountCode ? normalizeCode(request.discountCode) : '';
  const code = typed ? pricing.code : undefined;
  if (typed) {
    const reason = codeRefusal(code, subtotal, now);
    if (reason) return refused(codeRefusalOf(reason, code, pricing.settings.currency, orderMessageLocale(request.flow, request.locale)));
  }
  let shipping = quote.price;
  let deliveryDiscount = 0;
  const deliveryOffer = shipping > 0 ? offered.deliveryOffer : null;
  if (deliveryOffer) [deliveryDiscount, shipping] = [shipping, 0];
  const saving = code ? codeSaving(code, subtotal, shipping) : { goods: 0, delivery: 0 };
  if (saving.delivery > 0) [deliveryDiscount, shipping] = [saving.delivery, 0];
  const totals: OrderTotals = { subtotal, shippingPrice: shipping, total: subtotal - saving.goods + shipping };
  const savings: OrderSavings = {
    code: code ? { code: code.code, kind: code.kind, discount: saving.goods, terms: code } : null,
    deliveryDiscount,
    deliveryOffer,
  };
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
  return { ok: true, lines, limited, categories, totals, savings, wilaya };
}

const refused = (refusal: OrderRefusal): PricedOrder => ({ ok: false, refusal });
