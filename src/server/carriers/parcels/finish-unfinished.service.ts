// The parcels a carrier holds but did not validate (a click whose minute's quota ran out between
// creating and validating, a token revoked between the two calls), finished by themselves: each run of
// parcels-finish takes the longest waiting ones of each connected platform, up to its share of a
// minute's quota (domain/carriers/finish-pace.ts), and validates each by its tracking, exactly as the
// owner's next click would (create-parcels.service.ts `finish`): never created again. The first one
// that still cannot be validated ends the run, since the rest would meet the same quota, token or
// outage; it goes to the back of the line with why it waits, and the next run tries again. It asks first
// which platforms have a parcel waiting: most minutes nothing waits, and that minute costs one indexed
// query instead of reading and unsealing every connected account to claim nothing.
import type { Sql } from '../../db/client.ts';
import { finishPerRun } from '../../../domain/carriers/finish-pace.ts';
import { CARRIER_PLATFORMS, PLATFORM_QUOTAS, type CarrierPlatform } from '../../../domain/carriers/platforms.ts';
import type { CarrierClient } from '../carrier-client.ts';
import { finish } from './create-parcels.service.ts';
import { claimUnfinished, releaseLease } from './parcels.repo.ts';
import { platformsWaiting } from './parcels-waiting.repo.ts';

/** Who finished them, in the order's history and the audit: the shop itself, not an admin. */
export const FINISHED_BY = 'parcels-finish';

export type FinishReport = { platform: CarrierPlatform; taken: number; finished: number; stillWaiting?: string };

export type FinishOptions = { budgetMs: number; now?: () => number };

export async function finishUnfinished(sql: Sql, client: CarrierClient, options: FinishOptions): Promise<FinishReport> {
  const now = options.now ?? Date.now;
  const started = now();
  const claimed = await claimUnfinished(sql, client.platform, finishPerRun(PLATFORM_QUOTAS[client.platform]));
  const report: FinishReport = { platform: client.platform, taken: claimed.length, finished: 0 };
  for (const { number, parcel } of claimed) {
    // Past the budget, or after a parcel that could not be validated, the rest wait for the next run.
    if (report.stillWaiting !== undefined || now() - started > options.budgetMs) {
      await releaseLease(sql, parcel.id);
      continue;
    }
    try {
      const result = await finish(sql, client, { number, parcel }, parcel.tracking!, FINISHED_BY);
      if (result.ok) report.finished++;
      else report.stillWaiting = `#${number}: ${result.message}`;
    } catch (error) {
      await releaseLease(sql, parcel.id);
      report.stillWaiting = `#${number}: ${(error as Error).message}`;
    }
  }
  return report;
}

/**
 * Each platform with a parcel waiting, in turn, with what is left of the budget; one failing does not
 * stop the others. A platform with nothing waiting gets no report and its account is not read.
 */
export async function finishAllUnfinished(
  sql: Sql,
  clientFor: (platform: CarrierPlatform) => Promise<CarrierClient | undefined>,
  options: FinishOptions,
): Promise<FinishReport[]> {
  const now = options.now ?? Date.now;
  const started = now();
  const waiting = await platformsWaiting(sql);
  const reports: FinishReport[] = [];
  for (const platform of CARRIER_PLATFORMS.filter((p) => waiting.includes(p))) {
    try {
      const client = await clientFor(platform);
      if (client) reports.push(await finishUnfinished(sql, client, { budgetMs: options.budgetMs - (now() - started), now }));
    } catch (error) {
      reports.push({ platform, taken: 0, finished: 0, stillWaiting: (error as Error).message });
    }
  }
  return reports;
}
