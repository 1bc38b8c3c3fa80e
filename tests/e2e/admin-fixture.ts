// What the admin browser tests share: the site's own database (the embedded PGlite of Playwright's
// webServer, whose address scripts/lib/database.ts writes beside its folder), the first-run link
// made by the server's own service (as `npm start` prints it), and texts in both languages.
import { readFileSync } from 'node:fs';
import postgres from 'postgres';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { embeddedUrlFile } from '../../scripts/lib/database.ts';
import { hashToken, newToken } from '../../src/server/admin/tokens.ts';
import { SETUP_TOKEN_SECONDS } from '../../src/domain/admin/session.ts';
import type { Session } from '../../src/domain/admin/session.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { translator } from '../../src/i18n/messages.ts';
import { adminMessages } from '../../src/admin/core/messages.ts';
import { settingsMessages } from '../../src/admin/settings/messages/index.ts';
import { fieldMessages } from '../../src/admin/core/field-messages.ts';
import { publishMessages } from '../../src/admin/shell/publish/messages.ts';
import { screenshotsWanted } from './screenshots.ts';

export const ADMIN = '/gatekeeper-x9f2';
export const OWNER = { email: 'owner@drp.example', password: 'Owner-pass-2026!' };

export const texts = (locale: Locale) => ({
  admin: translator(adminMessages, locale),
  settings: translator(settingsMessages, locale),
  field: translator(fieldMessages, locale),
  publish: translator(publishMessages, locale),
});

export async function withSiteDb<T>(baseURL: string, use: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const url = readFileSync(embeddedUrlFile(`.data/e2e-${new URL(baseURL).port}`), 'utf8');
  // PGlite serves every connection from one session: one connection, no prepared statements.
  const sql = postgres(url, { max: 1, prepare: false, onnotice: () => {} });
  try {
    return await use(sql);
  } finally {
    await sql.end();
  }
}

/**
 * Back to a shop without any admin (state reset between tests): the first-run setup is open again,
 * and automatic publishing is off. Under npm start it is on by default, and then every save of every
 * test rebuilt the whole site in the background (dozens of builds, most of this suite's processor
 * time, beside the other suites' tests); the tests about publishing turn it on (autoPublishing).
 * Orders per client address at the owner's form's highest (10,000 in the window) on this test site:
 * every order of the suite comes from 127.0.0.1, and the carriers' specs place dozens within the
 * limit's 10 minutes (the 31st was refused with a 429). The limit itself is tested in
 * tests/functions/orders-guards.test.ts.
 */
export async function freshAdminArea(baseURL: string): Promise<void> {
  await withSiteDb(baseURL, async (sql) => {
    await sql
      .unsafe(
        `delete from admin_emails; delete from admin_setup_tokens; delete from login_attempts where scope = 'admin';
         update publish_state set auto_publish = false where id = 1;
         update site_settings set order_rate_per_address = 10000 where id = 1`,
      )
      .simple();
  });
}

/** Automatic publishing as the owner finds it under npm start (on), or off; freshAdminArea turns it off again. */
export async function autoPublishing(baseURL: string, choice: 'as-shipped' | 'off'): Promise<void> {
  await withSiteDb(baseURL, (sql) =>
    sql.unsafe(`update publish_state set auto_publish = ${choice === 'off' ? 'false' : 'null'} where id = 1`).simple(),
  );
}

/** Publishes what earlier tests saved and waits until it is live, so a test starts from a live site. */
export async function publishEverything(request: APIRequestContext, token: string): Promise<void> {
  const headers = { 'x-auth-token': token };
  const publishState = async () =>
    (await (await request.get('/api/admin/publish', { headers })).json()) as { state: string; changesPending: boolean };
  const now = await publishState();
  if (now.changesPending && now.state !== 'publishing')
    expect((await request.post('/api/admin/publish', { headers, data: {} })).ok()).toBe(true);
  await expect
    .poll(
      async () => {
        const state = await publishState();
        return state.state === 'live' && !state.changesPending;
      },
      { timeout: 150_000, intervals: [1000] },
    )
    .toBe(true);
}

/**
 * The one-time link `npm start` prints while no admin exists, with the server's own token functions.
 * Written as one simple-protocol statement (as createSetupToken's insert): the site's PGlite serves
 * every connection from one session, and only a simple query never interleaves with the site's own.
 */
export async function setupLink(baseURL: string): Promise<string> {
  const token = newToken();
  await withSiteDb(baseURL, async (sql) => {
    // One link at a time, as createSetupToken keeps it: a new link ends the one before.
    await sql.unsafe(`delete from admin_setup_tokens`).simple();
    const [row] = await sql
      .unsafe<{ admins: number }[]>(
        `
      with added as (
        insert into admin_setup_tokens (token_hash, expires_at)
        select '${hashToken(token)}', now() + make_interval(secs => ${SETUP_TOKEN_SECONDS})
        where not exists (select 1 from admin_emails)
        returning 1)
      select (select count(*) from added)::int as admins`,
      )
      .simple();
    if (row?.admins !== 1) throw new Error('an admin exists: call freshAdminArea first');
  });
  return `${ADMIN}/setup#token=${token}`;
}

/** A fresh shop with its owner account, made through the first-run endpoint; answers the owner's session. */
export async function createOwner(request: APIRequestContext, baseURL: string): Promise<Session> {
  await freshAdminArea(baseURL);
  const token = new URLSearchParams((await setupLink(baseURL)).split('#')[1]).get('token');
  const response = await request.post('/api/admin/setup', { data: { token, ...OWNER } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Session;
}

/** Opens the admin in a language, as the owner left it on this device (localStorage). */
export async function openAdmin(page: Page, locale: Locale, path = `${ADMIN}/`, session?: Session): Promise<void> {
  await page.addInitScript(
    ({ locale, session }) => {
      if (!localStorage.getItem('admin-locale-set-by-test')) {
        localStorage.setItem('admin-locale', locale);
        localStorage.setItem('admin-locale-set-by-test', '1');
      }
      if (session && !sessionStorage.getItem('admin-session-set-by-test')) {
        sessionStorage.setItem('admin-session', JSON.stringify(session));
        sessionStorage.setItem('admin-session-set-by-test', '1');
      }
    },
    { locale, session },
  );
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
}

/**
 * Opens a screen as the admin's own links do: a history entry, no page load (a walk over every
 * screen then loads the admin's code once, not once a screen). Waits for the island to listen first.
 */
export async function goInApp(page: Page, path: string): Promise<void> {
  await expect(page.locator('#admin-main')).toBeVisible();
  await page.evaluate((path) => {
    history.pushState(null, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * How long one sign-in may take here: this test site hashes at scrypt's smallest cost
 * (TEST_PASSWORD_COST=low), but a wrong password is answered late on purpose (the account's slowdown),
 * on a loaded machine. Longer than an expectation's usual 5 s.
 */
export const PASSWORD_CHECK_MS = 20_000;

/** Fills and sends the sign-in form, and waits for the server's answer. */
export async function signInWithPassword(page: Page, locale: Locale, password = OWNER.password): Promise<void> {
  const t = texts(locale).admin;
  await page.getByLabel(t('email')).fill(OWNER.email);
  await page.getByLabel(t('password'), { exact: true }).fill(password);
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/admin/login', { timeout: PASSWORD_CHECK_MS });
  await page.getByRole('button', { name: t('signIn'), exact: true }).click();
  await answered;
}

export async function signOut(page: Page, locale: Locale): Promise<void> {
  const t = texts(locale).admin;
  await expect(page.locator('#admin-main')).toBeVisible(); // the island has taken over
  const menu = page.getByRole('button', { name: t('menu') });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('button', { name: t('signOut') }).click();
}

export const storedSession = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('admin-session') ?? 'null') as Session | null);

/** The whole page as a screen that tall would show it (sticky bars at the real bottom, not mid-page), with SCREENSHOTS=1. */
export async function shoot(page: Page, project: string, locale: Locale, name: string): Promise<void> {
  if (!screenshotsWanted) return;
  const viewport = page.viewportSize()!;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height: Math.max(viewport.height, height) });
  await page.screenshot({ path: `.data/screenshots/admin/${project}-${locale}-${name}.png` });
  await page.setViewportSize(viewport);
}
