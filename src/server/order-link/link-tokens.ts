// The two private links of an order (/o/<token>): each token is an HMAC of the order's idempotency key
// under the shop's signing secret (GATE_COOKIE_SECRET, with its own label here), 256 bits in base64url.
// Derived, not drawn: a retried checkout (same key) gets the same link back, and the admin can write the
// confirming link into its WhatsApp message whenever the owner taps it. Only each token's sha256 is
// stored (orders.view_link_hash, confirm_link_hash); a token is looked up by that hash.
import { createHash, createHmac } from 'node:crypto';
import { gateCookieSecret } from '../gate/cookie-secret.ts';
import type { LinkPower } from '../../domain/order-link/link-token.ts';

export const linkTokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export function linkToken(idempotencyKey: string, power: LinkPower, secret: string = gateCookieSecret()): string {
  return createHmac('sha256', secret).update(`order-link:${power}:${idempotencyKey}`, 'utf8').digest('base64url');
}

export type OrderLinkHashes = { viewHash: string; confirmHash: string };

/** The hashes store_order keeps with a new order. */
export function orderLinkHashes(idempotencyKey: string, secret: string = gateCookieSecret()): OrderLinkHashes {
  return {
    viewHash: linkTokenHash(linkToken(idempotencyKey, 'view', secret)),
    confirmHash: linkTokenHash(linkToken(idempotencyKey, 'confirm', secret)),
  };
}
