// The scheduled poll: for each connected carrier, the parcels whose outcome is not final yet, the
// longest unasked first, at most POLL_PER_RUN a run (the client paces its calls under the quotas and
// asks for many trackings per call), each report applied as a webhook's would be (apply-report.ts).
import type { Sql } from '../../db/client.ts';
import { CARRIER_PLATFORMS, type CarrierPlatform } from '../../../domain/carriers/platforms.ts';
import { FINAL_OUTCOMES } from '../../../domain/carriers/outcome-moves.ts';
import type { CarrierClient } from '../carrier-client.ts';
import { applyReport, type Applied } from './apply-report.ts';

// The parcels asked per platform and run, so that every platform fits the function's 30 s within its
// quotas. Yalidine: 1,000 calls an hour for everything; at 50 trackings a call, 500 parcels is 10 calls.
// Ecotrack and NOEST take 100 trackings a call: 5 calls. ZR Express reads one parcel at a time (the
// parcel, then its state history: 2 calls) at the 10 a second the client keeps: 50 parcels is about 10 s;
// its webhooks bring the rest as they happen, and the longest unasked go first on the next run.
export const POLL_PER_RUN: Readonly<Record<CarrierPlatform, number>> = { yalidine: 500, ecotrack: 500, noest: 500, zr_express: 50 };

export type PollReport = { platform: CarrierPlatform; asked: number; reports: number; applied: number; error?: string };

export async function pollPlatform(sql: Sql, client: CarrierClient, limit = POLL_PER_RUN[client.platform]): Promise<PollReport> {
  const rows = await sql<{ id: string; tracking: string }[]>`
    select id::text, tracking from parcels
    where platform = ${client.platform} and state = 'created' and (outcome is null or outcome <> all(${[...FINAL_OUTCOMES]}::text[]))
    order by polled_at nulls first, id limit ${limit}`;
  const report: PollReport = { platform: client.platform, asked: rows.length, reports: 0, applied: 0 };
  if (!rows.length) return report;
  const reports = await client.statuses(rows.map((r) => r.tracking));
  report.reports = reports.length;
  for (const r of reports) {
    try {
      if ((await applyReport(sql, client.platform, r)) === ('applied' satisfies Applied)) report.applied++;
    } catch (error) {
      console.error(`[carriers-poll] ${client.platform} ${r.tracking}: ${(error as Error).message}`);
    }
  }
  await sql`update parcels set polled_at = now() where id = any(${rows.map((r) => r.id)}::bigint[])`;
  return report;
}

// Yalidine retries a delivery for a day (YAL-WH): an event key older than a month can never come back.
export const EVENT_KEYS_KEPT_DAYS = 30;

/** Every connected platform in turn; one carrier failing (down, quota) does not stop the others. */
export async function pollCarriers(
  sql: Sql,
  clientFor: (platform: CarrierPlatform) => Promise<CarrierClient | undefined>,
): Promise<PollReport[]> {
  await sql`delete from carrier_events where received_at < now() - make_interval(days => ${EVENT_KEYS_KEPT_DAYS})`;
  const reports: PollReport[] = [];
  for (const platform of CARRIER_PLATFORMS) {
    try {
      const client = await clientFor(platform);
      if (client) reports.push(await pollPlatform(sql, client));
    } catch (error) {
      reports.push({ platform, asked: 0, reports: 0, applied: 0, error: (error as Error).message });
    }
  }
  return reports;
}
