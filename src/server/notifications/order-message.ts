// The chat message the owner reads when an order comes in (Discord-style webhook: {content, username}).
import { formatPrice } from '../../domain/money.ts';
import type { Wilaya } from '../../domain/shipping/delivery.ts';
import type { Order } from '../../domain/orders/order.types.ts';
import { chatText } from './chat-text.ts';

export type WebhookMessage = { content: string; username: string; allowed_mentions: { parse: string[] } };

// Discord refuses content over 2000 characters.
const MAX_CONTENT = 2000;
const DELIVERY = { home: 'home delivery', office: 'office delivery (stop desk)' } as const;

// Made once: building a DateTimeFormat costs more than the rest of the message.
const algiers = new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Algiers', dateStyle: 'medium', timeStyle: 'short' });
const algiersTime = (iso: string) => algiers.format(new Date(iso));

/** The number may still be a placeholder: the message is written in the order's transaction, before the insert. */
export function orderMessage(
  order: Omit<Order, 'id' | 'number'> & { number: number | string },
  wilaya: Pick<Wilaya, 'code' | 'nameFr'>,
  siteTitle: string,
  /** The wilaya of 2026 of the order's commune when it is not the carrier wilaya (Aflou, shipped as Laghouat). */
  wilaya2026?: { code: string; nameFr: string },
): WebhookMessage {
  const carrierWilaya = `${wilaya.code} ${chatText(wilaya.nameFr)}`;
  const wilayaText = wilaya2026 ? `${wilaya2026.code} ${chatText(wilaya2026.nameFr)}, shipped as ${carrierWilaya}` : carrierWilaya;
  const price = (n: number) => formatPrice(n, order.currency).replace(/[\u202f\u00a0]/g, ' ');
  const products = order.lines.map((l) => {
    const options = [l.color, l.size].filter(Boolean).join(' / ');
    return `- ${chatText(l.name)}${options ? ` (${chatText(options)})` : ''} × ${l.quantity} — ${price(l.unitPrice)} each, ${price(l.lineTotal)}`;
  });
  const lines = [
    `**New order #${order.number}**`,
    `Date: ${algiersTime(order.createdAt)} (${order.createdAt})`,
    `Status: ${order.status}`,
    `Name: ${chatText(order.customerName)}`,
    `Phone: ${order.phone}`,
    `Email: ${chatText(order.email)}`,
    `Address: ${chatText(order.address)}, ${chatText(order.commune)}${order.communeAr ? ` (${chatText(order.communeAr)})` : ''}, ${wilayaText} (${DELIVERY[order.deliveryType]})`,
    'Products:',
    ...products,
    `Subtotal: ${price(order.subtotal)}`,
    `Shipping: ${order.shippingPrice === 0 ? `free` : price(order.shippingPrice)}`,
    `Total: ${price(order.total)}`,
    `Notes: ${order.notes ? chatText(order.notes) : '—'}`,
  ];
  let content = lines.join('\n');
  if (content.length > MAX_CONTENT) {
    // Cut between characters, never inside an emoji: half of one is not text the database can keep.
    const cut = /[\ud800-\udbff]/.test(content[MAX_CONTENT - 2]!) ? MAX_CONTENT - 2 : MAX_CONTENT - 1;
    content = `${content.slice(0, cut)}…`;
  }
  return { content, username: `${siteTitle} orders`.slice(0, 80), allowed_mentions: { parse: [] } };
}

/**
 * Order messages that waited (a rate limit, a webhook that was down) packed into as few chat messages
 * as fit, in their order: Discord takes 30 messages a minute from one webhook, so after a drop of a
 * thousand orders the owner hears of them in minutes rather than in half an hour. A message that
 * already fills the limit goes alone.
 */
export function packMessages<T>(items: readonly T[], messageOf: (item: T) => WebhookMessage): { items: T[]; message: WebhookMessage }[] {
  const packs: { items: T[]; message: WebhookMessage }[] = [];
  for (const item of items) {
    const message = messageOf(item);
    const last = packs.at(-1);
    const joined = last ? `${last.message.content}\n\n${message.content}` : '';
    if (last && joined.length <= MAX_CONTENT && last.message.username === message.username) {
      last.items.push(item);
      last.message = { ...last.message, content: joined };
    } else {
      packs.push({ items: [item], message });
    }
  }
  return packs;
}
