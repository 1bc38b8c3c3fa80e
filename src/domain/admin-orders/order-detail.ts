// GET /api/admin/orders/{number}: everything the order carries (spec section 3), its history, its
// call log and its phone's record. updatedAt is the version an edit sends back (a stale one is refused).
import type { OrderFlow } from '../orders/limits.ts';
import type { OfferSeen } from '../offers/offer.types.ts';
import type { CallOutcome } from './calls.ts';
import type { CustomerCounts, OrderSignal } from './signals.ts';
import type { OrderStatus } from '../orders/workflow.ts';
import type { ConfirmedVia, OrderPlace } from './order-list.ts';
import type { Order } from '../orders/order.types.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { ParcelView } from '../carriers/admin-api.ts';
import type { CustomerLink } from '../order-link/link-token.ts';

export type OrderDetailLine = {
  productId: string;
  productName: string;
  size: string;
  color: string;
  unitPrice: number;
  quantity: number;
  lineTotal: number;
  /** The customer added it after ordering, through her order link (src/domain/orders/added-line.ts). */
  addedByCustomer?: boolean;
  /** The quantity offer priced on the line when it was ordered, and what it took off. */
  offer: OfferSeen | null;
  offerDiscount: number;
};

/**
 * kind 'status': a move (status is the new one); 'edit': fields changed (changes: field -> [old, new]); 'restock': units back;
 * 'call_request': the customer asked to be called through her order link (status: the order's, unchanged);
 * 'parcel': its parcel at the carrier (created, cancelled, a carrier status that leaves the order's status as it is);
 * 'line_added': the customer added a piece through her order link.
 */
export type OrderHistoryEntry = {
  kind: 'status' | 'edit' | 'restock' | 'call_request' | 'parcel' | 'line_added';
  status: OrderStatus;
  note: string;
  changes: Record<string, [unknown, unknown]> | null;
  by: string;
  at: string;
};

export type OrderCall = { id: number; outcome: CallOutcome; note: string; postponedUntil: string | null; by: string; at: string };

export type CustomerRecord = CustomerCounts & {
  phone: string;
  /** The newest order of the phone other than this one (null: this is its only order). */
  lastOrder: { number: number; createdAt: string; status: OrderStatus } | null;
  blacklisted: { reason: string; since: string } | null;
};

/** The customer's fields and the sums as the order stored them; where it goes as the list shows it. */
type OrderStored = Pick<
  Order,
  'customerName' | 'email' | 'phone' | 'address' | 'notes' | 'subtotal' | 'shippingPrice' | 'total' | 'currency'
>;

export type OrderDetail = OrderStored &
  OrderPlace & {
    number: number;
    createdAt: string;
    updatedAt: string;
    status: OrderStatus;
    flow: OrderFlow;
    isTest: boolean;
    lines: OrderDetailLine[];
    /** The discount code (as typed, in capitals) and what it took off; what delivery would have cost when made free. */
    code: string | null;
    codeDiscount: number;
    deliveryDiscount: number;
    /** The carrier the order was exported to (orders-extras' carrier files), and the tracking number it gave. */
    carrier: 'yalidine' | 'ecotrack' | null;
    trackingNumber: string | null;
    /** When the units went back to stock (cancel: at once; return: when the parcel was received). */
    stockReturnedAt: string | null;
    /** The statuses this order may move to now (domain/orders/workflow.ts NEXT_STATUSES). */
    nextStatuses: OrderStatus[];
    editable: boolean;
    /** A returned parcel not yet marked received: POST .../return-received gives its units back. */
    awaitingReturn: boolean;
    history: OrderHistoryEntry[];
    calls: OrderCall[];
    customer: CustomerRecord;
    signals: OrderSignal[];
    /** The language the order was placed in (null: before orders kept it). */
    locale: Locale | null;
    /** Who confirmed it: the customer through her link, or the owner; null while never confirmed. */
    confirmedVia: ConfirmedVia | null;
    /** When the customer asked, through her link, to be called (cleared when a call is logged). */
    callRequestedAt: string | null;
    customerLink: CustomerLink | null;
    /** Its newest parcel at a carrier through the carrier's API (the live one first); null when none was ever made. */
    parcel: ParcelView | null;
  };
