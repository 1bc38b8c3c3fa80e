// Whether an error means "the database takes no more clients right now", as opposed to a fault. In a
// drop each Netlify Function instance opens its own connection, and the pooler in front of the
// database caps its clients (Supabase: 200 on the smallest computes): the next one is refused. Such a
// refusal comes before any statement ran, so nothing was stored, and the same request (same
// idempotency key) may simply come again: the order function answers it 503 `busy` with Retry-After.
// Also a pooler that waited too long for a free server connection, a database still starting, and a
// connection that could not be opened in time or at all.

// PostgreSQL: too_many_connections ("sorry, too many clients already"), cannot_connect_now (starting up).
const BUSY_SQLSTATES = new Set(['53300', '57P03']);

// The poolers' own refusals, by their words: pgbouncer's come with SQLSTATE 08P01 (which it also uses
// for faults such as an unsupported startup parameter), Supavisor's with XX000.
const BUSY_MESSAGES = [
  /no more connections allowed/i, // pgbouncer: max_client_conn, max_db_connections, max_user_connections
  /query_wait_timeout/i, // pgbouncer: no server connection freed in time
  /pgbouncer cannot connect to server/i,
  /max client connections reached/i, // Supavisor: "(EMAXCONN) max client connections reached, limit: 200"
  /MaxClientsInSessionMode/i, // Supavisor's session mode: clients limited to the pool size
  /ECHECKOUTTIMEOUT|unable to check out connection from the pool/i, // Supavisor: no server connection freed in time
];

// The driver's (postgres.js) and Node's codes for a connection that never opened.
const BUSY_CONNECTION_CODES = new Set(['CONNECT_TIMEOUT', 'ECONNREFUSED', 'ETIMEDOUT']);

export function isDatabaseBusy(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (BUSY_SQLSTATES.has(code) || BUSY_CONNECTION_CODES.has(code))) return true;
  return typeof message === 'string' && BUSY_MESSAGES.some((words) => words.test(message));
}
