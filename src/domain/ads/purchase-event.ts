// A delivered order as each platform's Purchase event: the body of one element of Meta's `data` and
// of TikTok's `data`. Pure: the server reads the order and its attribution, this shapes them.
// Field by field sources: docs/ad-platform-apis.md.
import { COUNTRY, hashed, metaPhone, normalizeEmail, normalizeWord, phoneE164, sha256, splitName } from './user-data.ts';
import { PURCHASE, purchaseEventId } from './ad-platforms.ts';

/** What the server knows of a delivered order that the shopper let the shop tell (order_attribution). */
export type DeliveredOrder = {
  orderId: string;
  orderNumber: number;
  deliveredAt: Date;
  customerName: string;
  email: string;
  /** As stored: 0XXXXXXXXX. */
  phone: string;
  /** The commune's and the wilaya's Latin names. */
  commune: string;
  wilaya: string;
  /** What she pays for the goods, in DZD: the subtotal less the code's discount (shipping is not what she bought). */
  goodsTotal: number;
  currency: string;
  /** Each line at its own price after its quantity offer (may have cents: a bundle price spread over its pieces). */
  lines: { productId: string; quantity: number; unitPrice: number }[];
  attribution: { fbp: string | null; fbc: string | null; ttclid: string | null; ttp: string | null; userAgent: string | null };
  /** The shop's address (event_source_url / page.url): Netlify always sets it (URL); null only off Netlify. */
  siteUrl: string | null;
};

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);
const present = <T extends Record<string, unknown>>(object: T): Partial<T> =>
  Object.fromEntries(
    Object.entries(object).filter(([, v]) => v !== null && v !== undefined && !(Array.isArray(v) && v.length === 0)),
  ) as Partial<T>;

export type MetaServerEvent = ReturnType<typeof metaPurchase>;

/**
 * Meta's Parameters page: a website event requires client_user_agent, action_source and
 * event_source_url; any other action_source requires only itself. An order whose browser's user agent
 * was not captured (or a shop with no address, off Netlify) cannot be a complete website event, so it
 * is sent as what Meta then sees: a conversion the shop's system records when the carrier reports the
 * delivery (`system_generated`), rather than a website event Meta would refuse or discount.
 */
export const metaActionSource = (order: Pick<DeliveredOrder, 'attribution' | 'siteUrl'>): 'website' | 'system_generated' =>
  order.attribution.userAgent && order.siteUrl ? 'website' : 'system_generated';

export function metaPurchase(order: DeliveredOrder) {
  const { first, last } = splitName(order.customerName);
  const e164 = phoneE164(order.phone);
  return {
    event_name: PURCHASE,
    event_time: seconds(order.deliveredAt),
    event_id: purchaseEventId(order.orderId),
    action_source: metaActionSource(order),
    ...(order.siteUrl ? { event_source_url: order.siteUrl } : {}),
    user_data: present({
      em: hashed(normalizeEmail(order.email)),
      ph: e164 ? hashed(metaPhone(e164)) : [],
      fn: hashed(first),
      ln: hashed(last),
      ct: hashed(normalizeWord(order.commune)),
      st: hashed(normalizeWord(order.wilaya)),
      country: hashed(COUNTRY),
      fbp: order.attribution.fbp,
      fbc: order.attribution.fbc,
      client_user_agent: order.attribution.userAgent,
    }),
    custom_data: {
      currency: order.currency,
      value: order.goodsTotal,
      content_type: 'product',
      content_ids: [...new Set(order.lines.map((l) => l.productId))],
      contents: order.lines.map((l) => ({ id: l.productId, quantity: l.quantity, item_price: l.unitPrice })),
      num_items: order.lines.reduce((sum, l) => sum + l.quantity, 0),
      order_id: String(order.orderNumber),
    },
  };
}

export type TikTokServerEvent = ReturnType<typeof tiktokPurchase>;

export function tiktokPurchase(order: DeliveredOrder) {
  const e164 = phoneE164(order.phone);
  const email = normalizeEmail(order.email);
  return {
    event: PURCHASE,
    event_time: seconds(order.deliveredAt),
    event_id: purchaseEventId(order.orderId),
    user: present({
      email: email ? sha256(email) : null,
      phone: e164 ? sha256(e164) : null,
      ttclid: order.attribution.ttclid,
      ttp: order.attribution.ttp,
      user_agent: order.attribution.userAgent,
    }),
    properties: {
      currency: order.currency,
      value: order.goodsTotal,
      content_type: 'product',
      contents: order.lines.map((l) => ({ content_id: l.productId, quantity: l.quantity, price: l.unitPrice })),
      num_items: order.lines.reduce((sum, l) => sum + l.quantity, 0),
      order_id: String(order.orderNumber),
    },
    ...(order.siteUrl ? { page: { url: order.siteUrl } } : {}),
  };
}
