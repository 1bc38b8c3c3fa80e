// Each carrier's health (carrier_health, one row per platform; src/domain/carriers/health.ts): the
// poll writes what each run found, a signed webhook when it was read. Going silent and coming back
// are each told to the owner once: the row is locked, `alerted_at` says whether she was told, and
// the chat message is enqueued in the outbox in the same transaction as the mark (a second poll at
// the same moment waits for the lock, then finds her told already).
import type { Sql } from '../../db/client.ts';
import type { Queryable } from '../../db/queryable.ts';
import { FINAL_OUTCOMES } from '../../../domain/carriers/outcome-moves.ts';
import type { CarrierPlatform } from '../../../domain/carriers/platforms.ts';
import { SILENT_AFTER_FAILURES, type CarrierHealthView, type HealthErrorKind } from '../../../domain/carriers/health.ts';
import type { WebhookMessage } from '../../notifications/order-message.ts';
import { backMessage, silentMessage } from './health-message.ts';

type Row = {
  platform: CarrierPlatform;
  last_poll_ok_at: Date | null;
  last_webhook_at: Date | null;
  failures_in_row: number;
  failing_since: Date | null;
  last_error_kind: HealthErrorKind | null;
  last_error_at: Date | null;
  alerted_at: Date | null;
};

async function lockRow(tx: Queryable, platform: CarrierPlatform): Promise<Row> {
  await tx`insert into carrier_health (platform) values (${platform}) on conflict do nothing`;
  const [row] = await tx<Row[]>`select * from carrier_health where platform = ${platform} for update`;
  return row!;
}

/** The chat message in the outbox, sent by the drain as the order messages are (src/server/notifications). */
async function enqueue(tx: Queryable, platform: CarrierPlatform, message: WebhookMessage): Promise<void> {
  await tx`insert into outbox (kind, payload) values ('carrier_health', ${tx.json({ notice: `carrier_health:${platform}`, message })})`;
}

const siteTitle = async (tx: Queryable) =>
  (await tx<{ site_title: string }[]>`select site_title from site_settings where id = 1`)[0]?.site_title ?? 'Shop';

export const waitingOf = async (tx: Queryable, platform: CarrierPlatform): Promise<number> =>
  (
    await tx<{ n: number }[]>`
      select count(*)::int as n from parcels
      where platform = ${platform} and state = 'created' and (outcome is null or outcome <> all(${[...FINAL_OUTCOMES]}::text[]))`
  )[0]!.n;

export type HealthChange = 'none' | 'silent' | 'back';

/** A poll that answered: the failures end; if the owner was told the carrier went silent, she is told it is back. */
export function recordPollAnswered(sql: Sql, platform: CarrierPlatform, at = new Date()): Promise<HealthChange> {
  return sql.begin(async (tx) => {
    const row = await lockRow(tx, platform);
    await tx`update carrier_health set last_poll_ok_at = ${at}, failures_in_row = 0, failing_since = null, alerted_at = null
             where platform = ${platform}`;
    if (!row.alerted_at || !row.failing_since) return 'none';
    await enqueue(
      tx,
      platform,
      backMessage({ platform, failures: row.failures_in_row, since: row.failing_since, at }, await siteTitle(tx)),
    );
    return 'back';
  });
}

/** A poll that failed, with the client's kind and its sentence (safe to log: carrier-error.ts). */
export function recordPollFailed(
  sql: Sql,
  platform: CarrierPlatform,
  failure: { kind: HealthErrorKind; text: string },
  at = new Date(),
): Promise<HealthChange> {
  return sql.begin(async (tx) => {
    const row = await lockRow(tx, platform);
    const failures = row.failures_in_row + 1;
    const since = row.failing_since ?? at;
    const alert = failures >= SILENT_AFTER_FAILURES && !row.alerted_at;
    await tx`update carrier_health
             set failures_in_row = ${failures}, failing_since = ${since}, last_error_kind = ${failure.kind}, last_error_at = ${at},
                 last_error_text = ${failure.text.slice(0, 300)}, alerted_at = ${alert ? at : row.alerted_at}
             where platform = ${platform}`;
    if (!alert) return 'none';
    const waiting = await waitingOf(tx, platform);
    await enqueue(
      tx,
      platform,
      silentMessage({ platform, failures, since, kind: failure.kind, text: failure.text, waiting }, await siteTitle(tx)),
    );
    return 'silent';
  });
}

/** A signed webhook delivery read: the carrier speaks, whatever the poll says of the token. */
export async function recordWebhookHeard(sql: Queryable, platform: CarrierPlatform, at = new Date()): Promise<void> {
  await sql`insert into carrier_health (platform, last_webhook_at) values (${platform}, ${at})
            on conflict (platform) do update set last_webhook_at = greatest(carrier_health.last_webhook_at, excluded.last_webhook_at)`;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The health of each connected carrier, with its parcels waiting and in an unread state. Failures
 * from before the account was last connected are not shown: new keys start a clean line (the next
 * poll says whether they work; the counts carry on, so the owner is not told twice).
 */
export async function readHealth(sql: Queryable): Promise<CarrierHealthView[]> {
  const accounts = await sql<
    { platform: CarrierPlatform; connected_at: Date }[]
  >`select platform, connected_at from carrier_accounts order by platform`;
  if (!accounts.length) return [];
  const platforms = accounts.map((a) => a.platform);
  const [rows, counts] = await Promise.all([
    sql<Row[]>`select * from carrier_health where platform = any(${platforms}::text[])`,
    sql<{ platform: CarrierPlatform; waiting: number; other: number }[]>`
      select platform, count(*)::int as waiting, count(*) filter (where outcome = 'other')::int as other from parcels
      where platform = any(${platforms}::text[]) and state = 'created'
        and (outcome is null or outcome <> all(${[...FINAL_OUTCOMES]}::text[]))
      group by platform`,
  ]);
  return accounts.map(({ platform, connected_at }): CarrierHealthView => {
    const row = rows.find((r) => r.platform === platform);
    const count = counts.find((c) => c.platform === platform);
    const failing =
      row && row.failures_in_row > 0 && row.failing_since && row.last_error_kind && row.last_error_at && row.last_error_at > connected_at
        ? { kind: row.last_error_kind, since: row.failing_since.toISOString(), lastAt: row.last_error_at.toISOString() }
        : null;
    return {
      platform,
      lastPollOkAt: iso(row?.last_poll_ok_at ?? null),
      lastWebhookAt: iso(row?.last_webhook_at ?? null),
      failuresInRow: failing ? row!.failures_in_row : 0,
      failing,
      waiting: count?.waiting ?? 0,
      other: count?.other ?? 0,
    };
  });
}
