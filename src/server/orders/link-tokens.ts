// The two private links of an order (/o/<token>): each token is an HMAC of the order's idempotency key
// under the shop's signing secret (GATE_COOKIE_SECRET, with its own label here), 256 bits in base64url.
// Derived, not drawn: a retried checkout (same key) gets the same link back, and the admin can write the
// confirming link into its WhatsApp message whenever the owner taps it. Only each token's sha256 is
// stored (orders.view_link_hash, confirm_link_hash); a token is looked up by that hash.
import { createHash, createHmac } from 'node:crypto';
import { gateCookieSecret } from '../gate/cookie-secret.ts';
import type { LinkPower } from '../../domain/order-link/link-token.ts';

export const linkTokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * The secret the links are derived with, or undefined on a deployed site that has not set
 * GATE_COOKIE_SECRET: its orders are placed as before, without links (an order never fails for a
 * page it could do without), and the deploy guide asks for the variable.
 */
export function linkSecret(read: () => string = gateCookieSecret): string | undefined {
  try {
    return read();
  } catch (error) {
    console.warn(`[order-link] no order links: ${(error as Error).message}`);
    return undefined;
  }
}

export function linkToken(idempotencyKey: string, power: LinkPower, secret: string): string {
  return createHmac('sha256', secret).update(`order-link:${power}:${idempotencyKey}`, 'utf8').digest('base64url');
}

export type OrderLinkHashes = { viewHash: string; confirmHash: string };

/** The hashes store_order keeps with a new order (none without the secret). */
export function orderLinkHashes(idempotencyKey: string, secret: string | undefined): OrderLinkHashes | null {
  const links = orderLinks(idempotencyKey, secret);
  return links && { viewHash: links.viewHash, confirmHash: links.confirmHash };
}

/**
 * An order's links, each derived once: the view token its answer carries, and both hashes store_order
 * keeps (placing an order used to derive the view token twice).
 */
export function orderLinks(idempotencyKey: string, secret: string | undefined): (OrderLinkHashes & { viewToken: string }) | null {
  if (!secret) return null;
  const viewToken = linkToken(idempotencyKey, 'view', secret);
  return { viewToken, viewHash: linkTokenHash(viewToken), confirmHash: linkTokenHash(linkToken(idempotencyKey, 'confirm', secret)) };
}
