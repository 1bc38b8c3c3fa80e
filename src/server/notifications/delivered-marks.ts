// Rows delivered at about the same moment are marked in one UPDATE: during a drop every order sends
// its own notification, and a separate UPDATE (and commit) for each would add a transaction to every
// order. A mark waits at most MARK_DELAY_MS; until it is written the row stays leased, so no drain
// sends it again in the meantime.
import type { Sql } from '../db/client.ts';
import { serializedOnEmbedded as serial } from '../db/embedded-serial.ts';
import { markDelivered } from './outbox.repo.ts';

export const MARK_DELAY_MS = 20;
const MAX_BATCH = 500;

type Batch = { ids: number[]; written: Promise<void> };
const open = new WeakMap<Sql, Batch>();

/** Resolves once the row is marked delivered (with the others of its batch). */
export function markDeliveredSoon(sql: Sql, id: number): Promise<void> {
  let batch = open.get(sql);
  if (!batch || batch.ids.length >= MAX_BATCH) {
    const ids: number[] = [];
    const written = new Promise<void>((resolve, reject) => {
      setTimeout(() => {
        if (open.get(sql)?.ids === ids) open.delete(sql);
        serial(() => markDelivered(sql, ids)).then(resolve, reject);
      }, MARK_DELAY_MS);
    });
    batch = { ids, written };
    open.set(sql, batch);
  }
  batch.ids.push(id);
  return batch.written;
}
