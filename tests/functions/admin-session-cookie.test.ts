// The browser's 24-hour admin session (issue 22, point 17): the HttpOnly cookie a sign-in sets, the
// working tokens it mints for new tabs (POST /api/admin/session/token), what the mint refuses, and
// what ends the cookie. Real handlers, real database; the "browser" below is a cookie jar that sends
// what Chromium sends from the shop's own admin page (Origin and Sec-Fetch-Site).
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import login from '../../netlify/functions/admin-login.ts';
import setup from '../../netlify/functions/admin-setup.ts';
import session from '../../netlify/functions/admin-session.ts';
import sessionToken from '../../netlify/functions/admin-session-token.ts';
import sessions from '../../netlify/functions/admin-sessions.ts';
import password from '../../netlify/functions/admin-password.ts';
import me from '../../netlify/functions/admin-me.ts';
import { db } from '../../src/server/db/client.ts';
import { createSetupToken } from '../../src/server/admin/setup.ts';
import { hashToken } from '../../src/server/admin/tokens.ts';
import { SESSION_COOKIE } from '../../src/server/admin/session-cookie.ts';
import { call, makeAdmin, resetAdminArea } from './admin-helpers.ts';

const sql = db();
const PASSWORD = 'correct horse battery';
const SITE = 'https://shop.example'; // the origin adminRequest() builds its URLs on
const SAME_ORIGIN = { origin: SITE, 'sec-fetch-site': 'same-origin' };

beforeEach(async () => {
  await resetAdminArea();
  await makeAdmin('owner@test.dz', PASSWORD);
});
afterAll(resetAdminArea);

type Attributes = { value: string; attributes: Map<string, string> };
/** The session cookie an answer sets, parsed (a sign-in also sets the known-device cookie, on its own path). */
function setCookieOf(response: Response): Attributes | undefined {
  const header = response.headers.getSetCookie().find((one) => one.startsWith(`${SESSION_COOKIE}=`));
  if (!header) return undefined;
  const [pair, ...rest] = header.split(';').map((part) => part.trim());
  const value = pair!.slice(pair!.indexOf('=') + 1);
  return { value, attributes: new Map(rest.map((a) => [a.split('=')[0]!.toLowerCase(), a.split('=')[1] ?? ''])) };
}

/** One browser: its cookie jar (the session cookie only) and what its admin page sends. */
class Browser {
  cookie: string | undefined;
  readonly ip: string;
  constructor(ip = '198.51.100.7') {
    this.ip = ip;
  }
  headers(extra: Record<string, string> = {}): Record<string, string> {
    return { ...SAME_ORIGIN, ...(this.cookie ? { cookie: `${SESSION_COOKIE}=${this.cookie}` } : {}), ...extra };
  }
  keep(response: Response): void {
    const set = setCookieOf(response);
    if (set) this.cookie = set.attributes.get('max-age') === '0' ? undefined : set.value;
  }
  async signIn() {
    const answer = await call(login, '/api/admin/login', {
      body: { email: 'owner@test.dz', password: PASSWORD },
      ip: this.ip,
      headers: this.headers(),
    });
    expect(answer.status).toBe(200);
    this.keep(answer.response);
    return answer.body as { token: string; sessionExpiresAt: string; tokenExpiresAt: string; email: string };
  }
  /** A new tab of this browser asks for its working token. */
  async newTab(extra: Record<string, string> = {}) {
    const answer = await call(sessionToken, '/api/admin/session/token', { method: 'POST', headers: this.headers(extra) });
    this.keep(answer.response);
    return answer;
  }
}

const meStatus = async (token: string) => (await call(me, '/api/admin/me', { token })).status;
const tabSessions = async () => Number((await sql`select count(*) from admin_sessions`)[0]!.count);

describe("signing in sets the browser's 24-hour session cookie", () => {
  it('HttpOnly, Secure, SameSite=Strict, scoped to /api/admin/, as long as the session; only its sha256 is stored, the body never has it', async () => {
    const answer = await call(login, '/api/admin/login', { body: { email: 'owner@test.dz', password: PASSWORD } });
    const cookie = setCookieOf(answer.response)!;
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect([...cookie.attributes.keys()].sort()).toEqual(['httponly', 'max-age', 'path', 'samesite', 'secure']);
    expect(cookie.attributes.get('path')).toBe('/api/admin/');
    expect(cookie.attributes.get('samesite')).toBe('Strict');
    const maxAge = Number(cookie.attributes.get('max-age'));
    expect(maxAge).toBeGreaterThan(86_400 - 60);
    expect(maxAge).toBeLessThanOrEqual(86_400);
    expect(Math.abs(Date.parse(answer.body.sessionExpiresAt) - (Date.now() + maxAge * 1000))).toBeLessThan(5_000);
    expect(JSON.stringify(answer.body)).not.toContain(cookie.value);
    const [row] = await sql`select secret_hash, expires_at from admin_session_cookies`;
    expect(row!.secret_hash).toBe(hashToken(cookie.value));
    expect((row!.expires_at as Date).toISOString()).toBe(answer.body.sessionExpiresAt);
  });

  it('the first-run setup sets it too', async () => {
    await resetAdminArea();
    const token = (await createSetupToken(sql))!;
    const done = await call(setup, '/api/admin/setup', { body: { token, email: 'owner@test.dz', password: PASSWORD } });
    expect(done.status).toBe(200);
    expect(setCookieOf(done.response)?.attributes.get('httponly')).toBe('');
  });
});

describe("POST /api/admin/session/token: a new tab's working token from the cookie", () => {
  it('a new tab gets its own token; both tabs work; the session still ends 24 h after sign-in; the cookie gets a new secret', async () => {
    const browser = new Browser();
    const first = await browser.signIn();
    const signedInCookie = browser.cookie;
    const tab = await browser.newTab();
    expect(tab.status).toBe(200);
    expect(tab.body.email).toBe('owner@test.dz');
    expect(tab.body.token).not.toBe(first.token);
    expect(tab.body.sessionExpiresAt).toBe(first.sessionExpiresAt);
    expect(Date.parse(tab.body.tokenExpiresAt) - Date.now()).toBeGreaterThan(29 * 60_000);
    expect([await meStatus(first.token), await meStatus(tab.body.token)]).toEqual([200, 200]);
    expect(browser.cookie).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(browser.cookie).not.toBe(signedInCookie);
    expect(Number(setCookieOf(tab.response)!.attributes.get('max-age'))).toBeGreaterThan(86_400 - 60);
    // The next tab mints with the new secret.
    expect((await browser.newTab()).status).toBe(200);
  });

  it('tabs opening at once all carry the replaced secret: it still mints for a minute; presented later, a copy exists, and the session ends for every tab', async () => {
    const browser = new Browser();
    const first = await browser.signIn();
    const replaced = browser.cookie!;
    const tabA = await browser.newTab();
    const late = new Browser();
    late.cookie = replaced;
    const tabB = await late.newTab();
    expect(tabB.status).toBe(200);
    expect(tabB.response.headers.get('set-cookie')).toBeNull(); // the browser keeps the secret tab A got
    await sql`update admin_session_cookies set rotated_at = now() - interval '61 seconds'`;
    const copy = await late.newTab();
    expect([copy.status, copy.body.error.code]).toEqual([401, 'session_expired']);
    expect((await browser.newTab()).status).toBe(401);
    expect([await meStatus(first.token), await meStatus(tabA.body.token), await meStatus(tabB.body.token)]).toEqual([401, 401, 401]);
    const [audit] = await sql`select action, subject from admin_audit order by id desc limit 1`;
    expect(audit).toEqual({ action: 'sessions.cookie_reused', subject: 'owner@test.dz' });
  });

  it("refuses a request that does not come from the shop's own page (403), and mints nothing", async () => {
    const browser = new Browser();
    await browser.signIn();
    const before = await tabSessions();
    const ways: Record<string, Record<string, string>> = {
      foreignOrigin: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      foreignOriginNoFetchMetadata: { origin: 'https://evil.example', 'sec-fetch-site': '' },
      crossSite: { 'sec-fetch-site': 'cross-site' },
      sameSiteSubdomain: { origin: 'https://blog.shop.example', 'sec-fetch-site': 'same-site' },
      plainHttp: { origin: 'http://shop.example' },
      opaqueOrigin: { origin: 'null' },
    };
    for (const [way, headers] of Object.entries(ways)) {
      const sent = Object.fromEntries(Object.entries(browser.headers(headers)).filter(([, v]) => v !== ''));
      const answer = await call(sessionToken, '/api/admin/session/token', { method: 'POST', headers: sent });
      expect([answer.status, answer.body.error.code], way).toEqual([403, 'cross_site_request']);
      expect(answer.response.headers.get('set-cookie'), way).toBeNull();
    }
    // Neither Origin nor Sec-Fetch-Site: not a page of a browser.
    const bare = await call(sessionToken, '/api/admin/session/token', {
      method: 'POST',
      headers: { cookie: `${SESSION_COOKIE}=${browser.cookie}` },
    });
    expect(bare.status).toBe(403);
    expect(await tabSessions()).toBe(before);
    // The cookie was not spent by any of them.
    expect((await browser.newTab()).status).toBe(200);
    expect((await call(sessionToken, '/api/admin/session/token', { method: 'GET', headers: browser.headers() })).status).toBe(405);
  });

  it('an unknown, malformed or missing cookie mints nothing (401); an unknown one is cleared', async () => {
    const stranger = new Browser();
    stranger.cookie = 'A'.repeat(43);
    const unknown = await stranger.newTab();
    expect([unknown.status, unknown.body.error.code]).toEqual([401, 'session_expired']);
    expect(setCookieOf(unknown.response)?.attributes.get('max-age')).toBe('0');
    stranger.cookie = "' or 1=1 --";
    expect((await stranger.newTab()).status).toBe(401);
    const none = await new Browser().newTab();
    expect(none.status).toBe(401);
    expect(none.response.headers.get('set-cookie')).toBeNull();
    expect(await tabSessions()).toBe(0);
  });

  it("a cookie past the session's 24 hours mints nothing", async () => {
    const browser = new Browser();
    await browser.signIn();
    await sql`update admin_session_cookies set created_at = now() - interval '25 hours', expires_at = now() - interval '1 hour'`;
    const late = await browser.newTab();
    expect(late.status).toBe(401);
    expect(browser.cookie).toBeUndefined(); // cleared
  });
});

describe('what ends the cookie', () => {
  it('signing out in one tab ends every tab of the browser and clears the cookie; the cookie mints nothing after', async () => {
    const browser = new Browser();
    const first = await browser.signIn();
    const kept = browser.cookie!;
    const tab = (await browser.newTab()).body;
    const out = await call(session, '/api/admin/session', { method: 'DELETE', token: tab.token, headers: browser.headers() });
    expect(out.status).toBe(204);
    expect(setCookieOf(out.response)?.attributes.get('max-age')).toBe('0');
    browser.keep(out.response);
    expect([await meStatus(first.token), await meStatus(tab.token)]).toEqual([401, 401]);
    const copy = new Browser();
    copy.cookie = kept; // even a copy kept from before the sign-out
    expect((await copy.newTab()).status).toBe(401);
    expect((await browser.newTab()).status).toBe(401);
  });

  it("signing out with the cookie alone (the tab's token ran out) ends the session; not from another site", async () => {
    const browser = new Browser();
    const first = await browser.signIn();
    const foreign = await call(session, '/api/admin/session', {
      method: 'DELETE',
      headers: browser.headers({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }),
    });
    expect([foreign.status, foreign.body.error.code]).toEqual([403, 'cross_site_request']);
    expect(await meStatus(first.token)).toBe(200);
    const out = await call(session, '/api/admin/session', { method: 'DELETE', headers: browser.headers() });
    expect(out.status).toBe(204);
    expect(await meStatus(first.token)).toBe(401);
    expect((await browser.newTab()).status).toBe(401);
  });

  it("a password change ends every other browser's cookie and gives this browser's cookie a new secret at once", async () => {
    const laptop = new Browser('198.51.100.7');
    const phone = new Browser('198.51.100.8');
    const here = await laptop.signIn();
    const otherTab = (await laptop.newTab()).body;
    await phone.signIn();
    const before = laptop.cookie!;
    const changed = await call(password, '/api/admin/password', {
      token: here.token,
      body: { currentPassword: PASSWORD, newPassword: 'a new long password' },
      headers: laptop.headers(),
    });
    expect(changed.status).toBe(200);
    laptop.keep(changed.response);
    expect(laptop.cookie).not.toBe(before);
    expect((await phone.newTab()).status).toBe(401);
    const copy = new Browser();
    copy.cookie = before; // taken before the change: no grace
    expect((await copy.newTab()).status).toBe(401);
    expect(await meStatus(otherTab.token)).toBe(200); // this browser's tabs stay
    expect((await laptop.newTab()).status).toBe(200);
  });

  it("the Admins screen lists one row per browser and ends a browser's session with its cookie", async () => {
    const laptop = new Browser('198.51.100.7');
    const phone = new Browser('198.51.100.8');
    const here = await laptop.signIn();
    const secondTab = (await laptop.newTab()).body;
    await phone.signIn();
    await phone.newTab();
    const list = (await call(sessions, '/api/admin/sessions', { token: here.token })).body.sessions as { id: string; current: boolean }[];
    expect(list.map((s) => s.current).sort()).toEqual([false, true]);
    // The laptop's other tab is this device too.
    const [sibling] = await sql`select id from admin_sessions where token_hash = ${hashToken(secondTab.token)}`;
    expect((await call(sessions, `/api/admin/sessions/${sibling!.id}`, { method: 'DELETE', token: here.token })).body.error.code).toBe(
      'own_session',
    );
    const phoneRow = list.find((s) => !s.current)!;
    expect((await call(sessions, `/api/admin/sessions/${phoneRow.id}`, { method: 'DELETE', token: here.token })).status).toBe(204);
    expect((await phone.newTab()).status).toBe(401);
    expect(await meStatus(secondTab.token)).toBe(200);
  });
});
