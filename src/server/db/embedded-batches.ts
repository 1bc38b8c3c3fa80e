// The embedded PGlite is ONE PostgreSQL session that the socket server shares between every
// connection (the local site, a local publish's build, the admin scripts). pglite-socket 0.2.17
// queues each protocol message on its own and keeps a connection's turn only inside a transaction,
// so an extended-protocol batch (Parse, Bind, Describe, Execute, Sync) from one connection can be cut
// by another's: its Bind then meets the other's unnamed statement ("bind message supplies 2
// parameters, but prepared statement requires 1") or, worse, reads the other's rows. Upstream knows
// it (electric-sql/pglite issue 1046, PR 977, both open); until a release fixes it, this replaces the
// server's scheduling: a connection keeps its turn from its first message until the session answers
// ReadyForQuery outside a transaction, and a message that throws no longer stalls the queue.
import type { PGlite } from '@electric-sql/pglite';
import type { PGLiteSocketServer } from '@electric-sql/pglite-socket';

type QueuedMessage = {
  handlerId: number;
  message: Uint8Array;
  onData: (data: Uint8Array) => void;
  resolve: (bytes: number) => void;
  reject: (error: unknown) => void;
};

/** The parts of pglite-socket's internal query queue this module relies on (checked at start). */
type QueryQueue = {
  db: PGlite;
  queue: QueuedMessage[];
  processing: boolean;
  lastHandlerId: number | null;
  processQueue: () => Promise<void>;
  clearQueueForHandler: (handlerId: number) => void;
};

const READY_FOR_QUERY = 0x5a; // 'Z', then Int32 length 5, then the transaction status byte

/** True when a backend answer ends with ReadyForQuery: the connection's batch is over. */
export function endsWithReadyForQuery(tail: Uint8Array): boolean {
  const n = tail.length;
  return n >= 6 && tail[n - 6] === READY_FOR_QUERY && tail[n - 5] === 0 && tail[n - 4] === 0 && tail[n - 3] === 0 && tail[n - 2] === 5;
}

export function keepBatchesWhole(server: PGLiteSocketServer): void {
  const queue = (server as unknown as { queryQueue?: QueryQueue }).queryQueue;
  if (
    !queue ||
    !Array.isArray(queue.queue) ||
    typeof queue.processQueue !== 'function' ||
    typeof queue.clearQueueForHandler !== 'function'
  ) {
    throw new Error('pglite-socket changed its query queue: review src/server/db/embedded-batches.ts against the new version');
  }
  // The connection whose batch is open (it sent messages and has not yet been told ReadyForQuery).
  let batchOwner: number | null = null;
  const ownerNow = () => batchOwner ?? (queue.db.isInTransaction() ? queue.lastHandlerId : null);

  queue.processQueue = async () => {
    if (queue.processing) return;
    queue.processing = true;
    try {
      while (queue.queue.length > 0) {
        const owner = ownerNow();
        const index = owner === null ? 0 : queue.queue.findIndex((item) => item.handlerId === owner);
        if (index === -1) break; // the owner's next message has not arrived yet: the others wait
        const [item] = queue.queue.splice(index, 1) as [QueuedMessage];
        let bytes = 0;
        let tail = new Uint8Array(0);
        try {
          await queue.db.runExclusive(() =>
            queue.db.execProtocolRawStream(item.message, {
              onRawData: (data: Uint8Array) => {
                bytes += data.length;
                tail = data.length >= 6 ? data.slice(-6) : Uint8Array.from([...tail, ...data]).slice(-6);
                item.onData(data);
              },
            }),
          );
        } catch (error) {
          batchOwner = null;
          item.reject(error);
          continue;
        }
        queue.lastHandlerId = item.handlerId;
        batchOwner = endsWithReadyForQuery(tail) ? null : item.handlerId;
        item.resolve(bytes);
      }
    } finally {
      queue.processing = false;
    }
  };

  // A connection that goes away mid-batch must not keep the others waiting for its next message.
  const clearQueueForHandler = queue.clearQueueForHandler.bind(queue);
  queue.clearQueueForHandler = (handlerId) => {
    clearQueueForHandler(handlerId);
    if (batchOwner === handlerId) {
      batchOwner = null;
      void queue.processQueue();
    }
  };
}
