// The order page's link the owner sends to the customer (the admin's WhatsApp button). Its token is
// derived again from the order's key (link-tokens.ts) and handed out only when its sha256 is the one the
// order stores: an order placed before links, or under another secret, has no page to send. The token
// travels in the admin's answer only: never in a log or the audit.
import type { OrderStatus } from '../../domain/orders/workflow.ts';
import { orderPagePath, type CustomerLink } from '../../domain/order-link/link-token.ts';
import { linkAbilities } from '../../domain/order-link/order-view.ts';
import { localePath, type Locale } from '../../i18n/locales.ts';
import { linkSecret, linkToken, linkTokenHash } from '../orders/link-tokens.ts';

export type LinkedOrder = {
  idempotencyKey: string;
  status: OrderStatus;
  locale: Locale | null;
  viewHash: string | null;
  confirmHash: string | null;
  /** The owner lets customers confirm through the link (site_settings.order_link_self_confirm). */
  selfConfirm: boolean;
  /** The shop's default language: the order page's language when the order has none, and the one without a prefix. */
  defaultLocale: Locale;
  /** Whether the order's links still work (order_link_days after its last status change). */
  live: boolean;
};

/**
 * The confirming link while she may confirm through it, else the one that shows the order; null without
 * a live link, or without the secret links are derived with (a deployed site that has not set it).
 */
export function customerLinkOf(order: LinkedOrder, secret: string | null = linkSecret() ?? null): CustomerLink | null {
  if (!order.live || !secret) return null;
  const confirms = linkAbilities(order.status, 'confirm', order.selfConfirm, false).confirm;
  const stored = confirms ? order.confirmHash : order.viewHash;
  if (!stored) return null;
  const token = linkToken(order.idempotencyKey, confirms ? 'confirm' : 'view', secret);
  if (linkTokenHash(token) !== stored) return null;
  return { path: localePath(order.locale ?? order.defaultLocale, orderPagePath('', token), order.defaultLocale), confirms };
}
