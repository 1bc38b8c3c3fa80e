// An order waits a moment for a client slot at the database's pooler instead of answering busy at
// once. In a drop, more function instances than the pooler takes clients (Supabase: 200 on the
// smallest computes) open a connection at the same moment; the ones refused used to answer 503 `busy`,
// and the order form waits at least a second before each new try (busy-retry.ts), so a refusal cost a
// buyer seconds while slots were freeing every few milliseconds (an order holds its client for one
// statement). Now a refused order tries again inside the function, paced by the driver's reconnect
// delay (client.ts, reconnectDelaySeconds: 15 ms, then growing) and a short pause of its own, for at
// most POOLER_SLOT_BUDGET_MS; then it answers busy as before.
// Only the pooler's "no more clients" refusal is waited for: it comes before any statement ran, so
// trying again can neither store twice nor lose anything (and the idempotency key would catch it).
// Other busy answers (a database down, a lost connection, a statement timeout) are not waited out here.

/** How long one order may wait for a pooler slot before answering busy (well within its 8 s deadline). */
export const POOLER_SLOT_BUDGET_MS = 2000;

// pgbouncer's max_client_conn (and its per-database and per-user caps), Supavisor's EMAXCONN, and
// PostgreSQL's own too_many_connections (53300) when no pooler stands in front. The same words as
// src/server/db/busy.ts, which counts these among the busy answers.
const POOLER_FULL = [/no more connections allowed/i, /max client connections reached/i];

export function isPoolerFull(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === '53300' || (typeof message === 'string' && POOLER_FULL.some((words) => words.test(message)));
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `work`, tried again while the pooler refuses the client, for at most `budgetMs`; then its last error. */
export async function whenPoolerHasRoom<T>(work: () => Promise<T>, budgetMs = POOLER_SLOT_BUDGET_MS, random = Math.random): Promise<T> {
  const started = performance.now();
  for (;;) {
    try {
      return await work();
    } catch (error) {
      if (!isPoolerFull(error)) throw error;
      // 20-60 ms, at random so the instances refused together do not knock together again.
      const wait = 20 + random() * 40;
      if (performance.now() - started + wait >= budgetMs) throw error;
      await pause(wait);
    }
  }
}
