// A tab that opens without its own working token (a new tab, a bookmark, a reopened browser, or this
// tab after its token ran out) asks for one with the browser's 24-hour session cookie before it shows
// the sign-in screen: POST /api/admin/session/token. The cookie is HttpOnly; this code never sees it.
// Not after signing out here (the sign-out cleared it; a failed one must not sign back in), nor when
// Supabase has just sent the owner back with a token to exchange, nor on the first-run screen.
import { atom } from 'nanostores';
import { adminCall } from '../core/admin-api.ts';
import { $screen } from '../core/admin-router.ts';
import { $session, peekSignInNotice, saveSession, type AdminSession } from '../core/admin-session.ts';
import { supabaseReturnOf } from './sign-in/supabase-return.ts';

const wantsResume = () =>
  $session.get() === null &&
  $screen.get().kind !== 'setup' &&
  peekSignInNotice() !== 'signedOut' &&
  supabaseReturnOf(location.hash) === null;

/** True while the tab asks for a token: the island shows Loading, not the sign-in screen. */
export const $resuming = atom(typeof window !== 'undefined' && wantsResume());

export async function resumeSession(): Promise<void> {
  if (!$resuming.get()) return;
  try {
    // An empty JSON body: a JSON request is never one a plain form of another site could send.
    saveSession(await adminCall<AdminSession>('session/token', { method: 'POST', anonymous: true, body: {} }));
  } catch {
    // No live session for this browser (401) or offline: the sign-in screen it is.
  } finally {
    $resuming.set(false);
  }
}
