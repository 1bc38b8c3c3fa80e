// What a carrier's status means for the shop's order, whatever the platform calls it. Each client maps
// its platform's own status labels (courier-specific for Ecotrack) to one of these; the outcome
// service turns them into the order's workflow moves and history lines. Pure: no I/O.
import type { OrderStatus } from '../orders/workflow.ts';

export const PARCEL_OUTCOMES = [
  'created', // the carrier has the parcel's data; nobody has picked it up yet
  'picked_up', // in the carrier's hands, on its way
  'out_for_delivery', // with the driver today
  'failed_attempt', // the driver could not deliver (a reason comes with it); it will try again or return it
  'delivered', // delivered and paid at the door
  'returning', // refused or undeliverable: on its way back to the shop
  'returned', // back at the shop (the units may go back to stock, once)
  'cancelled', // cancelled at the carrier before pickup
  // A state the shop cannot read (a workflow slug no source documents): the carrier's own word is shown,
  // the order stays where it is, and the dashboard counts it as "other". Never guessed as delivered or returned.
  'other',
] as const;
export type ParcelOutcome = (typeof PARCEL_OUTCOMES)[number];

/** One status report of one parcel, from a poll or a webhook, in the platform's words and ours. */
export type ParcelReport = {
  tracking: string;
  outcome: ParcelOutcome;
  /** The carrier's own label, kept in the order's history as it said it ("Tentative échouée"). */
  carrierStatus: string;
  /** Why an attempt failed, in the carrier's words, when it says. */
  reason?: string;
  /** When the carrier says it happened (ISO 8601). */
  at: string;
  /** The platform's id of this event when it has one (webhooks): a repeated delivery is applied once. */
  eventId?: string;
};

/** The order status each outcome leads to; null leaves the status as it is (a history line only). */
export const STATUS_OF_OUTCOME: Readonly<Record<ParcelOutcome, OrderStatus | null>> = {
  created: null,
  picked_up: 'shipped',
  out_for_delivery: 'shipped',
  failed_attempt: 'shipped',
  delivered: 'delivered',
  returning: 'returned',
  returned: 'returned',
  cancelled: null,
  other: null,
};
