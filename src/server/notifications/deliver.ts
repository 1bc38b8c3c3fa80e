// Delivers order notifications from the outbox: right after an order commits (one row), and from the
// scheduled drain (what is left). Failures are recorded on the row and retried later, never thrown.
import { db, type Sql } from '../db/client.ts';
import { claimDueNotifications, markFailed, markRateLimited, type ClaimedNotification } from './outbox.repo.ts';
import { markDeliveredSoon } from './delivered-marks.ts';
import { postToWebhook, webhookUrl, WebhookRateLimited } from './webhook.ts';
import { serializedOnEmbedded as serial } from '../orders/embedded-serial.ts';

export type DeliveryOutcome = 'delivered' | 'failed' | 'postponed' | 'skipped';

// After a 429 this process sends nothing to the webhook until the time it gave: during a drop every
// order would otherwise knock on a closed door. Rows met meanwhile wait in the outbox until then.
let pausedUntil = 0;

async function postpone(sql: Sql, row: ClaimedNotification, untilMs: number): Promise<DeliveryOutcome> {
  await serial(() => markRateLimited(sql, row.id, Math.max(1, Math.ceil((untilMs - Date.now()) / 1000))));
  return 'postponed';
}

async function send(sql: Sql, url: string, row: ClaimedNotification): Promise<DeliveryOutcome> {
  if (Date.now() < pausedUntil) return postpone(sql, row, pausedUntil);
  try {
    await postToWebhook(url, row.payload.message);
    await markDeliveredSoon(sql, row.id);
    return 'delivered';
  } catch (error) {
    if (error instanceof WebhookRateLimited) {
      pausedUntil = Math.max(pausedUntil, Date.now() + error.retryAfterSeconds * 1000);
      console.error(`${error.message}: rate limited for ${error.retryAfterSeconds} s (order #${row.payload.orderNumber} waits in the outbox)`);
      return postpone(sql, row, pausedUntil);
    }
    const reason = error instanceof Error ? (error.name === 'TimeoutError' ? 'webhook timed out' : error.message) : String(error);
    console.error(reason.startsWith('Discord API error') ? reason : `Discord webhook failed: ${reason}`, `(order #${row.payload.orderNumber}, attempt ${row.attempts})`);
    await serial(() => markFailed(sql, row.id, row.attempts, reason));
    return 'failed';
  }
}

/** The order function's own delivery, after the order is committed and answered (its row is leased to it). */
export async function deliverNotification(row: ClaimedNotification, sql: Sql = db()): Promise<DeliveryOutcome> {
  const url = webhookUrl();
  // Without a webhook the row waits in the outbox; the drain sends it once one is configured.
  if (!url) return 'skipped';
  return send(sql, url, row);
}

// The postponed rows' due time is written by the database a moment after the pause began: a drain
// that waited out a rate limit claims a little after its end, so those rows are due by then.
const DUE_MARGIN_MS = 250;

export type DrainReport = { delivered: number; failed: number; postponed: number };

/**
 * Sends what is due, a few rows at a time, within a time budget (scheduled functions are short-lived)
 * and up to `maxRows` rows delivered or failed; rows postponed by a rate limit come back once it ends.
 */
export async function drainOutbox(options: { sql?: Sql; budgetMs?: number; maxRows?: number } = {}): Promise<DrainReport> {
  const sql = options.sql ?? db();
  const url = webhookUrl();
  const report: DrainReport = { delivered: 0, failed: 0, postponed: 0 };
  if (!url) return report;
  const deadline = Date.now() + (options.budgetMs ?? 12_000);
  const maxRows = options.maxRows ?? 100;
  let sent = 0;
  while (Date.now() < deadline && sent < maxRows) {
    // A rate limit is waited out when its end falls inside this run (Discord's usually last a second or
    // two: after a drop the backlog keeps flowing); a longer one leaves the rest to the next run.
    if (Date.now() < pausedUntil) {
      if (pausedUntil + DUE_MARGIN_MS >= deadline) break;
      await new Promise((resolve) => setTimeout(resolve, pausedUntil + DUE_MARGIN_MS - Date.now()));
    }
    const rows = await serial(() => claimDueNotifications(sql, Math.min(5, maxRows - sent)));
    if (rows.length === 0) break;
    // The claimed rows go out side by side (five at most), and are marked delivered together.
    for (const outcome of await Promise.all(rows.map((row) => send(sql, url, row)))) {
      if (outcome !== 'skipped') report[outcome]++;
      if (outcome === 'delivered' || outcome === 'failed') sent++;
    }
  }
  return report;
}
