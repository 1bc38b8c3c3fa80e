// When the island refreshes its working token and when it gives the session up (spec sections 4
// and 9): the token lives 30 minutes and is renewed once under 5 minutes remain; the session is
// looked at every 5 minutes and ends at the latest 24 hours after sign-in.
export const REFRESH_WHEN_LEFT_MS = 5 * 60_000;
export const SESSION_CHECK_EVERY_MS = 5 * 60_000;

export type AdminSession = { token: string; tokenExpiresAt: string; sessionExpiresAt: string; email: string };
/** A session as the server sends it: with its own clock's time when it answered. */
export type IssuedSession = AdminSession & { issuedAt?: string };

const time = (iso: string) => Date.parse(iso);

/**
 * The session with its two ends moved onto this device's clock. The server's ends are on the
 * database's clock; a phone's clock can be minutes or hours off (set by hand, a dead battery), and
 * read against it a fresh 30-minute token may look nearly spent (renewed again every second) or
 * already over (the owner signed out at once). Kept as the time left when it arrived, it is right
 * whatever the phone's clock says.
 */
export function onThisClock(session: IssuedSession, localNow: number): AdminSession {
  const { issuedAt, ...rest } = session;
  const skew = issuedAt === undefined ? NaN : localNow - time(issuedAt);
  if (!Number.isFinite(skew)) return rest;
  const shift = (iso: string) => new Date(time(iso) + skew).toISOString();
  return { ...rest, tokenExpiresAt: shift(rest.tokenExpiresAt), sessionExpiresAt: shift(rest.sessionExpiresAt) };
}

export function isSessionOver(session: AdminSession, now: number): boolean {
  return !(time(session.sessionExpiresAt) > now) || !(time(session.tokenExpiresAt) > now);
}

/** True when the token is still good but close to its end, and a new one could outlive it. */
export function needsRefresh(session: AdminSession, now: number): boolean {
  if (isSessionOver(session, now)) return false;
  const tokenLeft = time(session.tokenExpiresAt) - now;
  const sessionLeft = time(session.sessionExpiresAt) - now;
  return tokenLeft < REFRESH_WHEN_LEFT_MS && sessionLeft > tokenLeft;
}

/** Milliseconds until the next look: the refresh moment or the regular check, whichever is sooner. */
export function nextCheckIn(session: AdminSession, now: number): number {
  const untilRefresh = time(session.tokenExpiresAt) - REFRESH_WHEN_LEFT_MS - now;
  return Math.max(1_000, Math.min(SESSION_CHECK_EVERY_MS, untilRefresh > 0 ? untilRefresh : SESSION_CHECK_EVERY_MS));
}

/** A session read back from sessionStorage: anything malformed counts as no session. */
export function readSession(raw: string | null): AdminSession | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { token, tokenExpiresAt, sessionExpiresAt, email } = value as Record<string, unknown>;
    const ok =
      typeof token === 'string' &&
      token.length > 0 &&
      typeof email === 'string' &&
      typeof tokenExpiresAt === 'string' &&
      !Number.isNaN(time(tokenExpiresAt)) &&
      typeof sessionExpiresAt === 'string' &&
      !Number.isNaN(time(sessionExpiresAt));
    return ok ? { token, tokenExpiresAt, sessionExpiresAt, email } : null;
  } catch {
    return null;
  }
}
