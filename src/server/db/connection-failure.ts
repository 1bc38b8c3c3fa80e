// What the owner reads when a script (or the build) cannot reach its database: one sentence that names
// the address, the reason and what to check, instead of the driver's stack. Only failures to open a
// connection become a sentence; any other error is left as it is (it is a bug to see in full).
import { DatabaseUrlError } from './connection-settings.ts';

const SUPABASE_CERTIFICATE = 'Supabase: Project Settings → Database → SSL Configuration → Download certificate';

/** Certificate chains that the given authority (DATABASE_CA_CERT or sslrootcert) does not vouch for. */
const UNTRUSTED = new Set([
  'SELF_SIGNED_CERT_IN_CHAIN',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'CERT_SIGNATURE_FAILURE',
  'CERT_UNTRUSTED',
  'CERT_REJECTED',
  'INVALID_CA',
  'UNABLE_TO_DECRYPT_CERT_SIGNATURE',
  'UNABLE_TO_DECODE_ISSUER_PUBLIC_KEY',
]);
const EXPIRED = new Set(['CERT_HAS_EXPIRED', 'CERT_NOT_YET_VALID']);
const NOT_ANSWERING = new Set(['ETIMEDOUT', 'CONNECT_TIMEOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EHOSTDOWN']);
const HUNG_UP = new Set(['ECONNRESET', 'EPIPE', 'CONNECTION_CLOSED', 'CONNECTION_DESTROYED', 'CONNECTION_ENDED']);

type Where = { address: string; host: string; user: string };

function whereOf(url: string): Where {
  try {
    const parsed = new URL(url);
    const host = parsed.searchParams.get('host') ?? decodeURIComponent(parsed.hostname);
    const port = parsed.searchParams.get('port') ?? (parsed.port || '5432');
    return { address: `${host}:${port}`, host, user: decodeURIComponent(parsed.username) || 'postgres' };
  } catch {
    return { address: 'DATABASE_URL', host: 'DATABASE_URL', user: 'postgres' };
  }
}

/**
 * Whether DATABASE_URL's user and password (everything before the last @) hold a character a URL
 * reads as a delimiter (@ # / ? [ ]) or a % that starts no %XX: a password pasted as it is. The URL is
 * then cut in the wrong place, and the "host" is a piece of the password (`p@t#x@host` names host t).
 */
export function unencodedPassword(url: string): boolean {
  const rest = url.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '');
  const at = rest.lastIndexOf('@');
  if (at < 0) return false;
  const userinfo = rest.slice(0, at);
  return /[@#/?[\]]/.test(userinfo) || /%(?![0-9a-f]{2})/i.test(userinfo);
}

const PERCENT_ENCODE =
  "DATABASE_URL's password holds characters a URL reads as separators, so the URL was read wrong: write the password percent-encoded (@ as %40, # as %23, / as %2F, ? as %3F, % as %25, [ as %5B, ] as %5D)";

/** The error's code: Node's (errno, TLS), the driver's, or PostgreSQL's SQLSTATE; for several addresses tried, the first. */
function codeOf(error: Record<string, unknown>): string | undefined {
  if (typeof error.code === 'string') return error.code;
  const inner = (error as { errors?: unknown[] }).errors?.[0];
  return inner && typeof inner === 'object' ? codeOf(inner as Record<string, unknown>) : undefined;
}

/**
 * The sentence for a failure to connect to the database at `url`, or undefined when `error` is not
 * one. The password in the URL never appears.
 */
export function connectionFailure(error: unknown, url: string): string | undefined {
  if (error instanceof DatabaseUrlError) return error.message;
  if (!error || typeof error !== 'object') return undefined;
  const code = codeOf(error as Record<string, unknown>);
  if (!code) return undefined;
  const { address, host, user } = whereOf(url);
  const message = String((error as { message?: unknown }).message ?? '')
    .replace(/\s+/g, ' ')
    .trim();

  if (UNTRUSTED.has(code)) {
    return `The database at ${address} presented a certificate that the authority in DATABASE_CA_CERT (or sslrootcert) did not sign (${code}): put the current certificate there (${SUPABASE_CERTIFICATE}), or remove DATABASE_CA_CERT to connect encrypted without that check.`;
  }
  if (EXPIRED.has(code)) {
    return `A certificate between you and the database at ${address} has expired or is not valid yet (${code}): put the current certificate in DATABASE_CA_CERT (${SUPABASE_CERTIFICATE}) and check this computer's clock.`;
  }
  if (code === 'ERR_TLS_CERT_ALTNAME_INVALID') {
    return `The database's certificate is not made out to ${host} (${code}): use the host name of Supabase's Connect screen in DATABASE_URL, or sslmode=verify-ca to check the authority only.`;
  }
  if (code === 'EPROTO' || code.startsWith('ERR_SSL_')) {
    return `The encrypted connection to ${address} failed (${code}): check that DATABASE_URL names a PostgreSQL port (Supabase: 5432, or 6543 for the transaction pooler).`;
  }
  if (code === 'ECONNREFUSED') {
    return `Nothing accepts database connections at ${address} (ECONNREFUSED): check the host and port in DATABASE_URL (Supabase's transaction pooler is port 6543).`;
  }
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    // The host named is a piece of the password, not a typo in the host: say what to fix.
    if (unencodedPassword(url)) return `The database host ${host} cannot be found (${code}): ${PERCENT_ENCODE}.`;
    return `The database host ${host} cannot be found (${code}): check the host in DATABASE_URL and this computer's internet connection.`;
  }
  if (NOT_ANSWERING.has(code)) {
    return `The database at ${address} did not answer (${code}): check DATABASE_URL and the network, and that the Supabase project is not paused (a Free project pauses after a week without activity; restore it in its dashboard).`;
  }
  if (HUNG_UP.has(code)) {
    return `The database at ${address} closed the connection while it was opening (${code}): check the port and sslmode in DATABASE_URL, and that the Supabase project is not paused.`;
  }
  if (code === '28P01' || code === 'SASL_SIGNATURE_MISMATCH') {
    return `The database at ${address} refused the password of user ${user} (${code}): copy the database password into DATABASE_URL again, with characters such as @ # / : ? % percent-encoded (@ as %40).`;
  }
  if (/tenant or user not found/i.test(message)) {
    return `Supabase's pooler at ${address} knows no project for user ${user} (${message}): the user must be postgres.<ref> with your project's ref, and the project must not be paused.`;
  }
  if (code === '28000') {
    return `The database at ${address} refused user ${user} (${code}: ${message}): check the user name in DATABASE_URL (on Supabase's pooler: postgres.<ref>).`;
  }
  if (code === '3D000') return `The database named in DATABASE_URL does not exist at ${address} (${code}): on Supabase it is /postgres.`;
  if (code === '53300') return `The database at ${address} has no connection to spare (${code}: ${message}): try again in a moment.`;
  if (code === '57P03') return `The database at ${address} is starting up or restarting (${code}): try again in a minute.`;
  if (code.startsWith('08')) return `The database at ${address} refused the connection (${code}: ${message}).`;
  return undefined;
}
