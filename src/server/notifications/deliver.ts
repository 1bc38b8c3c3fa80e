// Delivers order notifications from the outbox: right after an order commits (one row), and from the
// scheduled drain (what is left). Each row is claimed before the call and settled after it
// (outbox.repo.ts says how, and why each order is told once); failures are recorded on the row and
// retried later, never thrown. The log names the true cause: the webhook (refused, unreachable, no
// answer) or the database (the webhook took the message and the mark could not be written).
import { db, type Sql } from '../db/client.ts';
import {
  claimDueNotifications,
  markFailed,
  markOutcomeUnknown,
  markRateLimited,
  UNKNOWN_OUTCOME_SECONDS,
  type ClaimedNotification,
} from './outbox.repo.ts';
import { markDeliveredSoon } from './delivered-marks.ts';
import { postToWebhook, webhookUrl, WebhookOutcomeUnknown, WebhookRateLimited, WEBHOOK_TIMEOUT_MS } from './webhook.ts';
import { serializedOnEmbedded as serial } from '../db/embedded-serial.ts';
import { packMessages, type WebhookMessage } from './order-message.ts';

export type DeliveryOutcome = 'delivered' | 'failed' | 'unknown' | 'postponed' | 'skipped';

// After a 429 this process sends nothing to the webhook until the time it gave: during a drop every
// order would otherwise knock on a closed door. Rows met meanwhile wait in the outbox until then.
let pausedUntil = 0;

/** One chat message and the outbox rows it tells of (one order, or several that waited): packMessages' shape. */
type Pack = { items: ClaimedNotification[]; message: WebhookMessage };

const numbersOf = (pack: Pack) => pack.items.map((r) => `#${r.payload.orderNumber}`).join(', ');

/**
 * Writes an outcome that is not a delivery. The database failing here changes nothing for the owner:
 * the row keeps its lease and is claimed again when it runs out, which is as late as any of these.
 */
async function settle(pack: Pack, write: () => Promise<void>): Promise<void> {
  await serial(write).catch((error: unknown) => {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(
      `[outbox] database: could not record the outcome for order ${numbersOf(pack)} (${reason}); it is tried again once its lease runs out`,
    );
  });
}

async function postpone(sql: Sql, pack: Pack, untilMs: number): Promise<DeliveryOutcome> {
  // Due again exactly when the pause ends (not rounded up): a drain waiting it out finds them due.
  const ids = pack.items.map((r) => r.id);
  await settle(pack, () => markRateLimited(sql, ids, Math.max(0.001, (untilMs - Date.now()) / 1000)));
  return 'postponed';
}

async function send(sql: Sql, url: string, pack: Pack, timeoutMs: number): Promise<DeliveryOutcome> {
  if (Date.now() < pausedUntil) return postpone(sql, pack, pausedUntil);
  const ids = pack.items.map((r) => r.id);
  try {
    await postToWebhook(url, pack.message, timeoutMs);
  } catch (error) {
    if (error instanceof WebhookRateLimited) {
      pausedUntil = Math.max(pausedUntil, Date.now() + error.retryAfterSeconds * 1000);
      console.error(`${error.message}: rate limited for ${error.retryAfterSeconds} s (order ${numbersOf(pack)} waits in the outbox)`);
      return postpone(sql, pack, pausedUntil);
    }
    const attempt = Math.max(...pack.items.map((r) => r.attempts));
    if (error instanceof WebhookOutcomeUnknown) {
      console.error(
        `Discord webhook: ${error.message}; it may have posted order ${numbersOf(pack)} (attempt ${attempt}): not sent again for ${UNKNOWN_OUTCOME_SECONDS / 60} min`,
      );
      await settle(pack, () => markOutcomeUnknown(sql, ids, `${error.message} (outcome unknown)`));
      // An answer that comes after all settles it: posted, never sent again. Not awaited: the caller
      // (an order's answer, a drain's budget) does not wait for a slow webhook.
      void error.lateAnswer
        .then(async (posted) => {
          if (!posted) return;
          await Promise.all(ids.map((id) => markDeliveredSoon(sql, id)));
          console.error(`Discord webhook answered late: order ${numbersOf(pack)} was posted, recorded as delivered`);
        })
        .catch((e: unknown) =>
          console.error(
            `[outbox] database: order ${numbersOf(pack)} was posted (a late answer), but ${e instanceof Error ? e.message : String(e)}`,
          ),
        );
      return 'unknown';
    }
    const reason = error instanceof Error ? error.message : String(error);
    console.error(
      reason.startsWith('Discord API error') ? reason : `Discord webhook unreachable: ${reason}`,
      `(order ${numbersOf(pack)}, attempt ${attempt})`,
    );
    await settle(pack, () => markFailed(sql, ids, attempt, reason));
    return 'failed';
  }
  // Posted: from here on a failure is the database's, never a reason to send the message again.
  await Promise.all(ids.map((id) => markDeliveredSoon(sql, id))).catch((error: unknown) => {
    console.error(`[outbox] database: order ${numbersOf(pack)} was posted, but ${error instanceof Error ? error.message : String(error)}`);
  });
  return 'delivered';
}

/** The order function's own delivery, after the order is committed and answered (its row is leased to it). */
export async function deliverNotification(row: ClaimedNotification, sql: Sql = db()): Promise<DeliveryOutcome> {
  const url = webhookUrl();
  // Without a webhook the row waits in the outbox; the drain sends it once one is configured.
  if (!url) return 'skipped';
  return send(sql, url, { items: [row], message: row.payload.message }, WEBHOOK_TIMEOUT_MS);
}

// The postponed rows' due time is the pause's end by the database's clock: a drain that waited the pause
// out claims a little after it, so those rows are due even if the two clocks differ slightly.
const DUE_MARGIN_MS = 250;
// Rows claimed at a time: about five chat messages once packed (Discord takes five requests at once).
const CLAIM_ROWS = 15;

/** `unknown`: sent with no answer (too slow, or cut off): they wait UNKNOWN_OUTCOME_SECONDS. */
export type DrainReport = { delivered: number; failed: number; unknown: number; postponed: number };

/**
 * Sends what is due, a few rows at a time, within a time budget (scheduled functions are short-lived)
 * and up to `maxRows` rows delivered or failed; rows postponed by a rate limit come back once it ends.
 */
export async function drainOutbox(
  options: { sql?: Sql; budgetMs?: number; maxRows?: number; webhookTimeoutMs?: number } = {},
): Promise<DrainReport> {
  const sql = options.sql ?? db();
  const url = webhookUrl();
  const report: DrainReport = { delivered: 0, failed: 0, unknown: 0, postponed: 0 };
  const timeoutMs = options.webhookTimeoutMs ?? WEBHOOK_TIMEOUT_MS;
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
    const unsettled = rows.filter((r) => r.unsettled);
    if (unsettled.length)
      console.error(
        `[outbox] order ${unsettled.map((r) => `#${r.payload.orderNumber}`).join(', ')}: the last attempt never settled ` +
          '(its sender stopped, or the database failed before the outcome was written); sending again',
      );
    // The claimed rows go out packed into as few messages as fit, side by side, and are marked
    // delivered together.
    const packs = packMessages(rows, (row) => row.payload.message);
    const outcomes = await Promise.all(packs.map((pack) => send(sql, url, pack, timeoutMs)));
    outcomes.forEach((outcome, i) => {
      const count = packs[i]!.items.length;
      if (outcome !== 'skipped') report[outcome] += count;
      if (outcome !== 'postponed' && outcome !== 'skipped') sent += count;
    });
  }
  return report;
}
