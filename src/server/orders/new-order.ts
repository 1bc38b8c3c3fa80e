// What placing an order hands to the statement that stores it (orders.repo.ts storeOrder, through
// store-order-argument.ts): the request, its totals and lines, and what it was priced with.
import type { OrderLinkHashes } from './link-tokens.ts';
import type { OrderLine } from '../../domain/orders/order.types.ts';
import type { OrderRequest } from '../../domain/orders/order-request.ts';
import type { OrderTotals } from '../../domain/orders/totals.ts';
import type { Wilaya } from '../../domain/shipping/delivery.ts';
import type { WebhookMessage } from '../notifications/order-message.ts';
import type { PricingSettings } from './pricing.repo.ts';
import type { StoredAttribution } from './attribution-row.ts';
import type { OrderSavings } from './price-order.ts';

export type NewOrder = {
  request: OrderRequest;
  totals: OrderTotals;
  lines: OrderLine[];
  message: WebhookMessage;
  /** Whether each line's product has the 'limited' badge (the statement checks it is still so). */
  limited: boolean[];
  /** Each line's product category (the statement checks it is still so: category offers follow it). */
  categories: string[];
  /** The code and the delivery made free (price-order.ts). */
  savings: OrderSavings;
  /** The digest of the normalised request (request-digest.ts), kept with the order. */
  requestDigest: string;
  /** The client address (an IPv4 address or an IPv6 /64), or null when unknown: no per-address limit then. */
  clientKey: string | null;
  stock: { variantIds: number[]; quantities: number[] };
  /** The hashes of the order's two private links (src/server/orders/link-tokens.ts); none without the secret. */
  links: OrderLinkHashes | null;
  /** Where the order came from (with the shopper's consent only), null without: stored in the order's statement. */
  attribution: StoredAttribution | null;
  /** What the order was priced with: the statement stores the order only if the database still says so. */
  pricedWith: { settings: PricingSettings; wilaya: Pick<Wilaya, 'code' | 'homePrice' | 'officePrice'> };
};
