// Delivers order notifications from the outbox: right after an order commits (one row), and from the
// scheduled drain (what is left). Failures are recorded on the row and retried later, never thrown.
import { db, type Sql } from '../db/client.ts';
import { claimDueNotifications, markFailed, markRateLimited, type ClaimedNotification } from './outbox.repo.ts';
import { markDeliveredSoon } from './delivered-marks.ts';
import { postToWebhook, webhookUrl, WebhookRateLimited } from './webhook.ts';
import { serializedOnEmbedded as serial } from '../db/embedded-serial.ts';
import { packMessages, type WebhookMessage } from './order-message.ts';

export type DeliveryOutcome = 'delivered' | 'failed' | 'postponed' | 'skipped';

// After a 429 this process sends nothing to the webhook until the time it gave: during a drop every
// order would otherwise knock on a closed door. Rows met meanwhile wait in the outbox until then.
let pausedUntil = 0;

/** One chat message and the outbox rows it tells of (one order, or several that waited): packMessages' shape. */
type Pack = { items: ClaimedNotification[]; message: WebhookMessage };

const numbersOf = (pack: Pack) => pack.items.map((r) => `#${r.payload.orderNumber}`).join(', ');

async function postpone(sql: Sql, pack: Pack, untilMs: number): Promise<DeliveryOutcome> {
  // Due again exactly when the pause ends (not rounded up): a drain waiting it out finds them due.
  await serial(() =>
    markRateLimited(
      sql,
      pack.items.map((r) => r.id),
      Math.max(0.001, (untilMs - Date.now()) / 1000),
    ),
  );
  return 'postponed';
}

async function send(sql: Sql, url: string, pack: Pack): Promise<DeliveryOutcome> {
  if (Date.now() < pausedUntil) return postpone(sql, pack, pausedUntil);
  try {
    await postToWebhook(url, pack.message);
    await Promise.all(pack.items.map((row) => markDeliveredSoon(sql, row.id)));
    return 'delivered';
  } catch (error) {
    if (error instanceof WebhookRateLimited) {
      pausedUntil = Math.max(pausedUntil, Date.now() + error.retryAfterSeconds * 1000);
      console.error(`${error.message}: rate limited for ${error.retryAfterSeconds} s (order ${numbersOf(pack)} waits in the outbox)`);
      return postpone(sql, pack, pausedUntil);
    }
    const reason = error instanceof Error ? (error.name === 'TimeoutError' ? 'webhook timed out' : error.message) : String(error);
    console.error(
      reason.startsWith('Discord API error') ? reason : `Discord webhook failed: ${reason}`,
      `(order ${numbersOf(pack)}, attempt ${Math.max(...pack.items.map((r) => r.attempts))})`,
    );
    await serial(async () => {
      for (const row of pack.items) await markFailed(sql, row.id, row.attempts, reason);
    });
    return 'failed';
  }
}

/** The order function's own delivery, after the order is committed and answered (its row is leased to it). */
export async function deliverNotification(row: ClaimedNotification, sql: Sql = db()): Promise<DeliveryOutcome> {
  const url = webhookUrl();
  // Without a webhook the row waits in the outbox; the drain sends it once one is configured.
  if (!url) return 'skipped';
  return send(sql, url, { items: [row], message: row.payload.message });
}

// The postponed rows' due time is the pause's end by the database's clock: a drain that waited the pause
// out claims a little after it, so those rows are due even if the two clocks differ slightly.
const DUE_MARGIN_MS = 250;
// Rows claimed at a time: about five chat messages once packed (Discord takes five requests at once).
const CLAIM_ROWS = 15;

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
  // The time budget is what bounds a run; this only caps a runaway.
  const maxRows = options.maxRows ?? 2000;
  let sent = 0;
  while (Date.now() < deadline && sent < maxRows) {
    // A rate limit is waited out when its end falls inside this run (Discord's usually last a second or
    // two: after a drop the backlog keeps flowing); a longer one leaves the rest to the next run.
    if (Date.now() < pausedUntil) {
      if (pausedUntil + DUE_MARGIN_MS >= deadline) break;
      await new Promise((resolve) => setTimeout(resolve, pausedUntil + DUE_MARGIN_MS - Date.now()));
    }
    const rows = await serial(() => claimDueNotifications(sql, Math.min(CLAIM_ROWS, maxRows - sent)));
    if (rows.length === 0) break;
    // The claimed rows go out packed into as few messages as fit, side by side, and are marked
    // delivered together.
    const packs = packMessages(rows, (row) => row.payload.message);
    const outcomes = await Promise.all(packs.map((pack) => send(sql, url, pack)));
    outcomes.forEach((outcome, i) => {
      const count = packs[i]!.items.length;
      if (outcome !== 'skipped') report[outcome] += count;
      if (outcome === 'delivered' || outcome === 'failed') sent += count;
    });
  }
  return report;
}
