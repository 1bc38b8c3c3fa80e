// What a carrier's report does to the order: the workflow's own moves, one step at a time (a parcel
// reported delivered while the order is still confirmed goes through shipped first, as the owner would
// have moved it), each with a history line in the carrier's words. Pure: the outcome service applies
// these with the workflow's moveOrderIn.
import { NEXT_STATUSES, type OrderStatus } from '../orders/workflow.ts';
import { STATUS_OF_OUTCOME, type ParcelOutcome, type ParcelReport } from './outcomes.ts';
import type { CarrierPlatform } from './platforms.ts';

/** Who made the move, in the order's history and the audit: the carrier, by its name. */
export const CARRIER_BY: Readonly<Record<CarrierPlatform, string>> = {
  yalidine: 'Yalidine',
  ecotrack: 'Ecotrack',
  noest: 'NOEST',
  zr_express: 'ZR Express',
};

/** The statuses from `from` to `to` along the workflow (shortest way), `to` last; [] when none or already there. */
export function stepsBetween(from: OrderStatus, to: OrderStatus): OrderStatus[] {
  if (from === to) return [];
  const cameFrom = new Map<OrderStatus, OrderStatus>();
  const queue: OrderStatus[] = [from];
  while (queue.length) {
    const at = queue.shift()!;
    for (const next of NEXT_STATUSES[at]) {
      if (next === from || cameFrom.has(next)) continue;
      cameFrom.set(next, at);
      if (next === to) {
        const path: OrderStatus[] = [to];
        for (let s = at; s !== from; s = cameFrom.get(s)!) path.unshift(s);
        return path;
      }
      queue.push(next);
    }
  }
  return [];
}

/** The moves a report asks of an order now at `status` ([] when it stays where it is, or cannot go there). */
export const movesFor = (status: OrderStatus, report: Pick<ParcelReport, 'outcome'>): OrderStatus[] => {
  const target = STATUS_OF_OUTCOME[report.outcome];
  return target ? stepsBetween(status, target) : [];
};

/** 'Tentative échouée: Client ne répond pas', as the carrier said it. */
export const carrierWords = (report: Pick<ParcelReport, 'carrierStatus' | 'reason'>) =>
  report.reason ? `${report.carrierStatus}: ${report.reason}` : report.carrierStatus;

/** carrier_events.event_key holds at most this many characters. */
export const EVENT_KEY_MAX = 300;

const sha256Hex = async (text: string): Promise<string> =>
  Array.from(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');

/**
 * The key that makes a report apply once: the webhook's event id, else its parcel, status and instant.
 * A key longer than the column holds is its SHA-256 instead (a signed webhook may carry any event id, and
 * cutting it short would make two events one): still the same for a redelivery, so it is applied once.
 */
export async function eventKeyOf(report: ParcelReport): Promise<string> {
  const [kind, key] = report.eventId
    ? ['event', report.eventId]
    : ['report', `${report.tracking}|${report.outcome}|${report.carrierStatus}|${report.at}`];
  const plain = `${kind}:${key}`;
  return plain.length <= EVENT_KEY_MAX ? plain : `${kind}-sha256:${await sha256Hex(key)}`;
}

/**
 * How far along a parcel is. A report older than the last one applied is ignored only when it is also
 * behind it (a webhook's "picked up" arriving after "delivered"): a poll dates a status by its own clock
 * when the carrier gives none, so an event of the same stage with an earlier true time (a failed
 * attempt's) still counts.
 */
export const OUTCOME_STAGE: Readonly<Record<ParcelOutcome, number>> = {
  // Unread: no report is behind it, and it is behind any other once older.
  other: 0,
  created: 0,
  picked_up: 1,
  out_for_delivery: 2,
  failed_attempt: 2,
  delivered: 3,
  returning: 3,
  returned: 4,
  cancelled: 4,
};

export const isBehind = (report: ParcelOutcome, last: ParcelOutcome | null) => last !== null && OUTCOME_STAGE[report] < OUTCOME_STAGE[last];

/** Outcomes after which the carrier has nothing more to say: the poll stops asking. */
export const FINAL_OUTCOMES = ['delivered', 'returned', 'cancelled'] as const;
