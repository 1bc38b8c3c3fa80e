// Whether an error means "the database takes no more clients right now", as opposed to a fault. In a
// drop each Netlify Function instance opens its own connection, and the pooler in front of the
// database caps its clients (Supabase: 200 on the smallest computes): the next one is refused. Such a
// refusal comes before any statement ran, so nothing was stored, and the same request (same
// idempotency key) may simply come again: the order function answers it 503 `busy` with Retry-After.
// Also a pooler that waited too long for a free server connection, a database still starting, and a
// connection that could not be opened in time or at all.
// And a connection lost in the middle of a request (the database crashed, restarted or was cut off, a
// statement outlived its statement_timeout, the request its deadline: src/server/http/deadline.ts):
// then the order may or may not have been stored, but the same request (same idempotency key) is
// still safe to send again, and answers the stored order if there is one (place-order.ts keyedAnswer).

// PostgreSQL: too_many_connections ("sorry, too many clients already"), cannot_connect_now (starting up);
// query_canceled (statement_timeout), admin_shutdown and crash_shutdown (the server stopped or restarts
// after a crash), connection_failure and connection_does_not_exist.
const BUSY_SQLSTATES = new Set(['53300', '57P03', '57014', '57P01', '57P02', '08006', '08003']);

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

// The driver's (postgres.js) and Node's codes for a connection that never opened, then for one lost
// while in use (closed by the server, reset, or ended by the shop at its deadline or its stop), then
// the request deadline's own (REQUEST_DEADLINE, src/server/http/deadline.ts).
const BUSY_CONNECTION_CODES = new Set([
  'CONNECT_TIMEOUT',
  'ECONNREFUSED',
  'ETIMEDOUT',
  'ECONNRESET',
  'EPIPE',
  'CONNECTION_CLOSED',
  'CONNECTION_DESTROYED',
  'CONNECTION_ENDED',
  'REQUEST_DEADLINE',
]);

export function isDatabaseBusy(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (BUSY_SQLSTATES.has(code) || BUSY_CONNECTION_CODES.has(code))) return true;
  return typeof message === 'string' && BUSY_MESSAGES.some((words) => words.test(message));
}
