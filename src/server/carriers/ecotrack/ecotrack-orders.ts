// The courier's orders of the last days, found by the shop's reference: get/orders pages of 40 (ECO-PM
// "Liste des commandes avec status"; the last 90 days by default, so the days are bounded). Used after
// a lost answer (findParcel) and after a create/orders that failed on the courier's side (HTTP 500,
// ecotrack-create.ts), where some of the orders may have been created: they are found, not created twice.
import { toAlgiersLocal } from '../../../domain/admin/algiers-time.ts';
import { outcomeOfEcotrackStatus } from '../../../domain/carriers/ecotrack-statuses.ts';
import { ordersPage } from './ecotrack-answers.ts';
import type { createEcotrackHttp } from './ecotrack-http.ts';

type Http = ReturnType<typeof createEcotrackHttp>;
export type CourierOrder = { tracking: string; reference: string; status: string };

// A parcel looked for was created moments before; two days also cover a retry the next morning without
// walking the 90 days get/orders covers by default.
const FIND_DAYS = 2;
const FIND_PAGES_MAX = 50;

/**
 * The live (not cancelled) orders of the last two days whose reference is one of `references`, by
 * reference (the exact one: never the first row). Stops as soon as every reference is found.
 */
export async function ordersByReference(http: Http, references: readonly string[], now: Date): Promise<Map<string, CourierOrder>> {
  const wanted = new Set(references);
  const found = new Map<string, CourierOrder>();
  const day = (daysAgo: number) => toAlgiersLocal(new Date(now.getTime() - daysAgo * 86_400_000).toISOString()).slice(0, 10);
  for (let page = 1; page <= FIND_PAGES_MAX && found.size < wanted.size; page += 1) {
    const { body } = await http.json(
      { method: 'GET', route: 'get/orders', query: { page, start_date: day(FIND_DAYS), end_date: day(0) } },
      ordersPage,
    );
    for (const row of body.data)
      if (wanted.has(row.reference) && !found.has(row.reference) && outcomeOfEcotrackStatus(row.status) !== 'cancelled')
        found.set(row.reference, row);
    if (body.current_page >= body.last_page) break;
  }
  return found;
}
