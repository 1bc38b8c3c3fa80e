// The shopper's order page behind its private link: read the order, and her three moves while it is
// pending (confirm through the confirming link only, cancel, ask for a call). Each move locks the
// order's row (the same lock as the owner's moves, src/server/orders/order-moves.service.ts), so a
// tap racing the owner's click finds what the first did and says so; a cancel gives the units back once.
import type { Sql } from '../db/client.ts';
import { isLinkToken } from '../../domain/order-link/link-token.ts';
import { linkAbilities, type OrderLinkAction, type OrderView } from '../../domain/order-link/order-view.ts';
import { trackingLink } from '../../domain/order-link/tracking-link.ts';
import { CUSTOMER_BY } from '../../domain/orders/workflow.ts';
import type { HistoryLine } from '../../domain/orders/history-lines.ts';
import { moveOrderIn } from '../orders/order-moves.service.ts';
import { addHistoryLine } from '../orders/order-history.repo.ts';
import { bumpVersion } from '../orders/versions.ts';
import { linkTokenHash } from '../orders/link-tokens.ts';
import { addLineToOrder } from '../orders/add-line.ts';
import { findPairOffer } from '../orders/pair-offer.repo.ts';
import { canAddTo, type AddLineBody, type AddOutcome } from '../../domain/orders/added-line.ts';
import type { PairOffer } from '../../domain/order-link/order-view.ts';
import { countLookup, findLinkedOrder, type LinkedOrderRow, type LookupBudget } from './order-link.repo.ts';

/** Failed lookups (unknown tokens) per client address and window: a guesser stops; valid links are never counted. */
export const LOOKUPS_PER_WINDOW = 60;
export const LOOKUP_WINDOW_SECONDS = 600;

export function toOrderView(r: LinkedOrderRow, offer: PairOffer | null = null): OrderView {
  return {
    number: r.number,
    status: r.status,
    locale: r.locale,
    customerName: r.customer_name,
    address: r.address,
    wilaya: { code: r.wilaya_code, nameFr: r.wilaya_fr, nameAr: r.wilaya_ar },
    commune: r.commune,
    communeAr: r.commune_ar,
    deliveryType: r.delivery_type,
    lines: r.lines,
    subtotal: r.subtotal,
    shippingPrice: r.shipping_price,
    code: r.discount_code,
    codeDiscount: r.code_discount,
    deliveryDiscount: r.delivery_discount,
    total: r.total,
    currency: r.currency,
    steps: r.steps.map((s) => ({ status: s.status, at: new Date(s.at).toISOString() })),
    tracking: r.tracking_number ? { number: r.tracking_number, url: trackingLink(r.carrier, r.tracking_number) } : null,
    confirmedVia: r.confirmed_via,
    callRequested: r.call_requested,
    can: linkAbilities(r.status, r.power, r.self_confirm, r.call_requested),
    offer,
  };
}

/** Counts a lookup of a token that opened nothing; a link that opens its order never counts. */
export const countFailedLookup = (sql: Sql, clientKey: string | null): Promise<LookupBudget> =>
  clientKey ? countLookup(sql, clientKey, LOOKUPS_PER_WINDOW, LOOKUP_WINDOW_SECONDS) : Promise.resolve({ allowed: true });

/** The order a token opens, or undefined: a malformed, unknown or expired token all read the same. */
export async function readOrderPage(sql: Sql, token: string): Promise<OrderView | undefined> {
  if (!isLinkToken(token)) return undefined;
  const row = await findLinkedOrder(sql, linkTokenHash(token));
  return row && toOrderView(row, await offerFor(sql, row));
}

/** One more piece for her parcel: only while pending, and only until one was added. */
const offerFor = (sql: Sql, row: LinkedOrderRow) =>
  canAddTo(row.status) && !row.lines.some((l) => l.added) ? findPairOffer(sql, row.id) : Promise.resolve(null);

export type AddOutcomeView = { kind: 'missing' } | { kind: 'answered'; outcome: AddOutcome; view: OrderView };

/** Her tap on the offer: the move is src/server/orders/add-line.ts; this finds her order by its link and answers its view. */
export async function addToOrder(sql: Sql, token: string, tap: AddLineBody): Promise<AddOutcomeView> {
  if (!isLinkToken(token)) return { kind: 'missing' };
  const hash = linkTokenHash(token);
  const before = await findLinkedOrder(sql, hash);
  if (!before) return { kind: 'missing' };
  const outcome = await addLineToOrder(sql, before.id, tap);
  const row = await findLinkedOrder(sql, hash);
  if (!row) return { kind: 'missing' };
  return { kind: 'answered', outcome, view: toOrderView(row, await offerFor(sql, row)) };
}

export type ActOutcome =
  | { kind: 'done'; view: OrderView }
  /** The move is not (or no longer) open to this link: the order as it is now says what happened. */
  | { kind: 'refused'; view: OrderView }
  | { kind: 'missing' };

export async function actOnOrder(sql: Sql, token: string, action: OrderLinkAction, reason = ''): Promise<ActOutcome> {
  if (!isLinkToken(token)) return { kind: 'missing' };
  const hash = linkTokenHash(token);
  const done = await sql.begin(async (tx) => {
    // The row lock first: the owner's move in flight finishes, then this one sees its result.
    const row = await findLinkedOrder(tx, hash, { lock: true });
    if (!row) return undefined;
    const can = linkAbilities(row.status, row.power, row.self_confirm, row.call_requested);
    if (!can[action]) return false;
    if (action === 'call') {
      await tx`update orders set call_requested_at = now(), ${bumpVersion(tx)} where id = ${row.id}`;
      await addHistoryLine(tx, {
        orderId: row.id,
        status: row.status,
        kind: 'call_request',
        line: { kind: 'customer_call' },
        by: CUSTOMER_BY,
      });
      return true;
    }
    const line: HistoryLine = action === 'cancel' ? { kind: 'customer_cancelled', reason } : { kind: 'customer_confirmed' };
    const moved = await moveOrderIn(tx, row.number, action === 'confirm' ? 'confirmed' : 'cancelled', CUSTOMER_BY, line);
    return moved.ok;
  });
  if (done === undefined) return { kind: 'missing' };
  const row = await findLinkedOrder(sql, hash);
  if (!row) return { kind: 'missing' };
  return { kind: done ? 'done' : 'refused', view: toOrderView(row, await offerFor(sql, row)) };
}
