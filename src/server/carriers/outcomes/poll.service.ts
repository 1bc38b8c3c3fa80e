// The scheduled poll: for each connected carrier, the parcels whose outcome is not final yet, the
// longest unasked first, at most POLL_PER_RUN a run (the client paces its calls under the quotas and
// asks for many trackings per call), each report applied as a webhook's would be (apply-report.ts).
import type { Sql } from '../../db/client.ts';
import { CARRIER_PLATFORMS, type CarrierPlatform } from '../../../domain/carriers/platforms.ts';
import { FINAL_OUTCOMES } from '../../../domain/carriers/outcome-moves.ts';
import type { CarrierClient } from '../carrier-client.ts';
import { CarrierError } from '../carrier-error.ts';
import { recordPollAnswered, recordPollFailed, type HealthChange } from '../health/health.repo.ts';
import { applyReport, type Applied } from './apply-report.ts';

// The parcels asked per platform and run, so that every platform fits the function's 30 s within its
// quotas. Yalidine: 1,000 calls an hour for everything; at 50 trackings a call, 500 parcels is 10 calls.
// Ecotrack and NOEST take 100 trackings a call: 5 calls. ZR Express reads one parcel at a time (the
// parcel, then its state history: 2 calls) at the 10 a second the client keeps: 50 parcels is about 10 s;
// its webhooks bring the rest as they happen, and the longest unasked go first on the next run.
export const POLL_PER_RUN: Readonly<Record<CarrierPlatform, number>> = { yalidine: 500, ecotrack: 500, noest: 500, zr_express: 50 };

/** `health`: what the run did to the carrier's health line ('silent', 'back': the owner was told in the chat). */
export type PollReport = {
  platform: CarrierPlatform;
  asked: number;
  reports: number;
  applied: number;
  error?: string;
  health?: HealthChange;
};

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

/**
 * A run with no parcel to ask proves nothing of the carrier; while its line says it fails, one harmless
 * call (checkConnection) tells whether it answers again, so a line does not stay red for a carrier
 * whose last parcel came home.
 */
async function stillFailing(sql: Sql, platform: CarrierPlatform): Promise<boolean> {
  const [row] = await sql<{ n: number }[]>`select failures_in_row as n from carrier_health where platform = ${platform}`;
  return (row?.n ?? 0) > 0;
}

/** The run's result written to the carrier's health line; a failure to write it is logged, never the poll's. */
async function noteHealth(
  sql: Sql,
  platform: CarrierPlatform,
  outcome: { ok: true } | { ok: false; error: CarrierError },
): Promise<HealthChange> {
  try {
    return outcome.ok
      ? await recordPollAnswered(sql, platform)
      : await recordPollFailed(sql, platform, { kind: outcome.error.kind, text: outcome.error.message });
  } catch (error) {
    console.error(`[carriers-poll] ${platform}: the health line could not be written: ${(error as Error).message}`);
    return 'none';
  }
}

/**
 * Every connected platform in turn; one carrier failing (down, quota) does not stop the others. A poll
 * the carrier answered, or one it failed (a CarrierError: its token refused, its quota, no answer),
 * goes on its health line (src/server/carriers/health); the shop's own failures (the database) do not.
 */
export async function pollCarriers(
  sql: Sql,
  clientFor: (platform: CarrierPlatform) => Promise<CarrierClient | undefined>,
): Promise<PollReport[]> {
  await sql`delete from carrier_events where received_at < now() - make_interval(days => ${EVENT_KEYS_KEPT_DAYS})`;
  const reports: PollReport[] = [];
  for (const platform of CARRIER_PLATFORMS) {
    let client: CarrierClient | undefined;
    try {
      client = await clientFor(platform);
      if (!client) continue;
      const report = await pollPlatform(sql, client);
      if (report.asked > 0) report.health = await noteHealth(sql, platform, { ok: true });
      else if (await stillFailing(sql, platform)) {
        const check = await client.checkConnection();
        report.health = await noteHealth(
          sql,
          platform,
          check.ok
            ? { ok: true }
            : { ok: false, error: new CarrierError(check.refused === 'keys' ? 'auth' : 'refused', check.message, false) },
        );
      }
      reports.push(report);
    } catch (error) {
      const report: PollReport = { platform, asked: 0, reports: 0, applied: 0, error: (error as Error).message };
      if (client && error instanceof CarrierError) report.health = await noteHealth(sql, platform, { ok: false, error });
      reports.push(report);
    }
  }
  return reports;
}
