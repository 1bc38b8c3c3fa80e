// Where parcels come back, and who sends them back: the dashboard's delivery and return rates per
// wilaya and per customer (her phone, stored one way only: orders/phone.ts), for the dashboard's
// period (the last 7 days, dashboard.ts). The outcomes are the orders' own statuses, which the
// carriers' poll and webhooks move (server/carriers/outcomes), so a return reported twice is one order.
// - parcels: the orders handed to the carrier in the period, or whose outcome came in it;
// - delivered, returned: outcomes that came in the period;
// - the rates count only parcels whose outcome is known (delivered or returned): a parcel still on its
//   way is neither a success nor a refusal yet, and counting it would make a busy week look better;
// - failed attempts: the failed delivery attempts the carriers reported in the period, each once
//   (parcel_attempts), whatever became of the parcel: a driver at a door nobody opened, a refusal.
import { ratio } from './ratio.ts';

/**
 * Below this many finished parcels a rate is shown as too few to judge: one refusal of two parcels
 * reads as 50 %, and an owner who stops delivering a wilaya on that loses its next customers.
 */
export const MIN_FINISHED_TO_JUDGE = 5;

/** The dashboard lists the customers with the most returns, this many at most: the ones worth a call. */
export const CUSTOMERS_SHOWN = 10;

/**
 * A customer is listed from this many failed attempts in the period, even with no parcel back yet: one
 * missed attempt is someone out when the driver came; two are a door that does not open, or a refusal
 * on its way back.
 */
export const ATTEMPTS_TO_LIST = 2;

export type OutcomeCounts = { parcels: number; delivered: number; returned: number; failedAttempts: number };

export type Rates = {
  /** 0..1 of the finished parcels; null while none is finished. */
  deliveryRate: number | null;
  returnRate: number | null;
  /** False while fewer than MIN_FINISHED_TO_JUDGE parcels are finished: show the counts, not the rate. */
  enoughToJudge: boolean;
};

export type WilayaOutcomes = OutcomeCounts & { wilayaCode: string; nameFr: string; nameAr: string };
export type WilayaRates = WilayaOutcomes & Rates;

export type CustomerOutcomes = { phone: string; name: string; orders: number; delivered: number; returned: number; failedAttempts: number };
export type CustomerRates = CustomerOutcomes & { returnRate: number | null };

export type DeliveryRates = { byWilaya: WilayaRates[]; byCustomer: CustomerRates[] };

export function ratesOf({ delivered, returned }: { delivered: number; returned: number }): Rates {
  const finished = delivered + returned;
  return {
    deliveryRate: ratio(delivered, finished),
    returnRate: ratio(returned, finished),
    enoughToJudge: finished >= MIN_FINISHED_TO_JUDGE,
  };
}

const byCode = (a: { wilayaCode: string }, b: { wilayaCode: string }) =>
  a.wilayaCode < b.wilayaCode ? -1 : a.wilayaCode > b.wilayaCode ? 1 : 0;

/**
 * Each wilaya with parcels or failed attempts in the period, most returns first (where to act), then the
 * most failed attempts (the returns to come), then the busiest.
 */
export function wilayaRates(rows: readonly WilayaOutcomes[]): WilayaRates[] {
  return rows
    .filter((w) => w.parcels > 0 || w.failedAttempts > 0)
    .map((w) => ({ ...w, ...ratesOf(w) }))
    .sort((a, b) => b.returned - a.returned || b.failedAttempts - a.failedAttempts || b.parcels - a.parcels || byCode(a, b));
}

/**
 * The customers who sent parcels back in the period, or at whose door ATTEMPTS_TO_LIST attempts failed:
 * most returns first, then the most failed attempts, then the highest share of returns, then the fewest
 * orders (one who refuses everything before one who also buys).
 */
export function customerRates(rows: readonly CustomerOutcomes[], shown = CUSTOMERS_SHOWN): CustomerRates[] {
  return rows
    .filter((c) => c.returned > 0 || c.failedAttempts >= ATTEMPTS_TO_LIST)
    .map((c) => ({ ...c, returnRate: ratio(c.returned, c.delivered + c.returned) }))
    .sort(
      (a, b) =>
        b.returned - a.returned ||
        b.failedAttempts - a.failedAttempts ||
        (b.returnRate ?? 0) - (a.returnRate ?? 0) ||
        a.orders - b.orders ||
        (a.phone < b.phone ? -1 : 1),
    )
    .slice(0, shown);
}
