// Rows delivered at about the same moment are marked in one UPDATE: during a drop every order sends
// its own notification, and a separate UPDATE (and commit) for each would add a transaction to every
// order. A mark waits at most MARK_DELAY_MS; until it is written the row stays leased, so no drain
// sends it again in the meantime.
//
// The webhook has taken these messages: a mark that fails (the database restarting, a dropped
// connection) is written again, with a growing pause, for as long as the rows' lease lasts. Given up
// on, or never written because the process stopped, a row is sent again once its lease runs out,
// which is the one way the owner can still be told twice.
import type { Sql } from '../db/client.ts';
import { serializedOnEmbedded as serial } from '../db/embedded-serial.ts';
import { LEASE_SECONDS, markDelivered } from './outbox.repo.ts';
import { WEBHOOK_TIMEOUT_MS } from './webhook.ts';

export const MARK_DELAY_MS = 20;
const MAX_BATCH = 500;
/**
 * How long a failed mark is tried again: the lease less the webhook's call (which came first) and a
 * margin for the two clocks, so this process never still holds a row another sender has claimed.
 */
export const MARK_RETRY_MS = LEASE_SECONDS * 1000 - WEBHOOK_TIMEOUT_MS - 15_000;
const FIRST_PAUSE_MS = 100;
const LONGEST_PAUSE_MS = 2_000;

type Batch = { ids: number[]; written: Promise<void> };
const open = new WeakMap<Sql, Batch>();

/** Resolves once the row is marked delivered (with the others of its batch); rejects if that could not be written in time. */
export function markDeliveredSoon(sql: Sql, id: number): Promise<void> {
  let batch = open.get(sql);
  if (!batch || batch.ids.length >= MAX_BATCH) {
    const ids: number[] = [];
    const written = new Promise<void>((resolve, reject) => {
      setTimeout(() => {
        if (open.get(sql)?.ids === ids) open.delete(sql);
        writeUntilDone(sql, ids).then(resolve, reject);
      }, MARK_DELAY_MS);
    });
    batch = { ids, written };
    open.set(sql, batch);
  }
  batch.ids.push(id);
  return batch.written;
}

async function writeUntilDone(sql: Sql, ids: number[]): Promise<void> {
  const giveUpAt = Date.now() + MARK_RETRY_MS;
  let pause = FIRST_PAUSE_MS;
  for (let tries = 1; ; tries++) {
    try {
      await serial(() => markDelivered(sql, ids));
      if (tries > 1) console.error(`[outbox] the delivery of ${ids.length} notification(s) recorded after ${tries} tries`);
      return;
    } catch (error) {
      if (tries === 1)
        console.error(
          `[outbox] database: the webhook took ${ids.length} notification(s) but the delivery could not be recorded (${reasonOf(error)}); trying again`,
        );
      // A client this process closed on purpose (a deployed function's, once its request is done)
      // never comes back: the row waits for its lease instead.
      if (Date.now() + pause > giveUpAt || closedOnPurpose(error)) {
        throw new Error(
          `the database could not record ${ids.length} delivered notification(s) in ${Math.round(MARK_RETRY_MS / 1000)} s (${reasonOf(error)}): ` +
            'they will be sent again once their lease runs out',
          { cause: error },
        );
      }
      await new Promise((resolve) => setTimeout(resolve, pause));
      pause = Math.min(LONGEST_PAUSE_MS, pause * 2);
    }
  }
}

const closedOnPurpose = (error: unknown) => ['CONNECTION_ENDED', 'CONNECTION_DESTROYED'].includes((error as { code?: string })?.code ?? '');
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
