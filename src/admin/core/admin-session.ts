// The tab's working session inside the island: kept in sessionStorage (one tab, gone with it), never
// in a cookie the browser would send on its own. The browser's 24-hour session lives in an HttpOnly
// cookie this code cannot read, and only mints a working token for a tab that has none
// (resume-session.ts). Ending it leaves a notice for the sign-in screen.
import { atom } from 'nanostores';
import { onThisClock, readSession, type AdminSession, type IssuedSession } from './session-timing.ts';

export type { AdminSession } from './session-timing.ts';
export type SignInNotice = 'expired' | 'authError' | 'signedOut';

const SESSION_KEY = 'admin-session';
const NOTICE_KEY = 'admin-notice';

function stored(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null; // storage off (private mode): the owner signs in again after a reload
  }
}

function store(key: string, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // see stored()
  }
}

export const $session = atom<AdminSession | null>(typeof window === 'undefined' ? null : readSession(stored(SESSION_KEY)));

/** Keeps a session the server just gave, its ends read on this device's clock (onThisClock). */
export function saveSession(issued: IssuedSession): void {
  const session = onThisClock(issued, Date.now());
  store(SESSION_KEY, JSON.stringify(session));
  store(NOTICE_KEY, null);
  $session.set(session);
}

// Set when the owner signs out: the requests still in flight then come back 401 (the token was just
// revoked), and must not turn "You are signed out." into "Session expired".
let signingOut = false;

export function beginSignOut(): void {
  signingOut = true;
}

/**
 * Forgets the session. With `reload`, the page starts over on the sign-in screen, so nothing the
 * previous session loaded stays in memory (the spec: the session is cleared and the page reloads).
 */
export function forgetSession(notice: SignInNotice | null, options: { reload: boolean }): void {
  if (signingOut && notice === 'expired') return;
  store(SESSION_KEY, null);
  store(NOTICE_KEY, notice);
  if (options.reload) window.location.reload();
  else $session.set(null);
}

/** The notice left by the last ending, left in place for the sign-in screen. */
export function peekSignInNotice(): SignInNotice | null {
  const notice = stored(NOTICE_KEY);
  return notice === 'expired' || notice === 'authError' || notice === 'signedOut' ? notice : null;
}

/** The notice left by the last ending (read once: a later reload shows a clean form). */
export function takeSignInNotice(): SignInNotice | null {
  const notice = peekSignInNotice();
  store(NOTICE_KEY, null);
  return notice;
}
