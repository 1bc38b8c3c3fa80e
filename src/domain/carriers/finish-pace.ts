// How fast the parcels that wait for their validation (created at the carrier, valid/order not sent
// yet) are finished by themselves: parcels-finish runs every minute and validates at most a share of
// the platform's quota for a minute, leaving the rest for the owner's clicks and the poll. Pure.
import type { Quotas } from './platforms.ts';

/** A run every minute (netlify/functions/parcels-finish.ts). */
export const FINISH_EVERY_MINUTES = 1;
/** The share of a minute's quota a run may use (Ecotrack: 40 of its 50). */
const SHARE = 0.8;
/** A scheduled function has 30 s: a platform without a minute's quota still gets no more than this a run. */
const RUN_MAX = 100;

/** How many parcels one run of parcels-finish validates at most. */
export function finishPerRun(quotas: Quotas): number {
  const perMinute = Math.min(quotas.perMinute ?? Infinity, (quotas.perSecond ?? Infinity) * 60, quotas.perHour ?? Infinity);
  return Math.max(1, Math.min(RUN_MAX, Math.floor(perMinute * SHARE)));
}

/** Within how many minutes `waiting` parcels are all validated: the runs they need, and the wait for the next run. */
export function minutesToFinish(waiting: number, quotas: Quotas): number {
  return (Math.ceil(waiting / finishPerRun(quotas)) + 1) * FINISH_EVERY_MINUTES;
}
