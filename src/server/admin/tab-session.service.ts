// A tab opened without its own working token (a new tab, a bookmark, a reopened browser) gets one
// from the browser's cookie session, until the 24 hours from sign-in are over. Each mint replaces
// the cookie's secret. The secret it replaced still mints for COOKIE_GRACE_SECONDS (tabs of one
// browser opening at once all carry it, and only the first gets the new one); presented after that,
// two holders of the cookie exist, the browser and a copy, so the session ends for both.
import type { Sql } from '../db/client.ts';
import type { Session } from '../../domain/admin/session.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import { createTabSession } from './sessions.repo.ts';
import { endCookieSession, findByPrevious, rotatePresented, type IssuedCookie } from './session-cookies.repo.ts';

export const COOKIE_GRACE_SECONDS = 60;

/** cookie: the replaced secret to set (none when an earlier secret within its grace minted). */
export type TabMint = { ok: true; session: Session; cookie?: IssuedCookie } | { ok: false; reason: 'unknown' | 'reused' };

export async function mintTabSession(sql: Sql, secret: string): Promise<TabMint> {
  return sql.begin(async (tx) => {
    const rotated = await rotatePresented(tx, secret);
    if (rotated) {
      const session = await createTabSession(tx, rotated.session.id);
      return session ? { ok: true, session, cookie: rotated.cookie } : ({ ok: false, reason: 'unknown' } as const);
    }
    const earlier = await findByPrevious(tx, secret, COOKIE_GRACE_SECONDS);
    if (!earlier) return { ok: false, reason: 'unknown' } as const;
    if (earlier.withinGrace) {
      const session = await createTabSession(tx, earlier.session.id);
      return session ? { ok: true, session } : ({ ok: false, reason: 'unknown' } as const);
    }
    await endCookieSession(tx, earlier.session.id);
    await recordAudit(tx, {
      email: earlier.session.email,
      action: 'sessions.cookie_reused',
      subject: earlier.session.email,
      oldValue: { cookieSession: earlier.session.id },
    });
    return { ok: false, reason: 'reused' } as const;
  });
}
