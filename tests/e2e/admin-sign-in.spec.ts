// The owner's way in, in a real Chromium against the real site (phone 390 px and desktop 1280 px,
// English and Arabic): the first-run link, the password, the login block and the known device that
// gets past it, signing out, the session's upkeep (renewal, a session ended elsewhere, the 24-hour
// end) and the browser's 24-hour session cookie that signs new tabs in.
import { expect, test } from '@playwright/test';
import { LOCALES } from '../../src/i18n/locales.ts';
import {
  ADMIN,
  OWNER,
  PASSWORD_CHECK_MS,
  createOwner,
  freshAdminArea,
  openAdmin,
  setupLink,
  shoot,
  signInWithPassword,
  signOut,
  storedSession,
  texts,
} from './admin-fixture.ts';

test('signing out while the screen is still loading says "You are signed out.", not "Session expired"', async ({
  page,
  request,
  baseURL,
}) => {
  const { admin: t } = texts('en');
  const session = await createOwner(request, baseURL!);
  // As on a slow phone when the owner taps Sign out right after opening the admin: the screen's reads
  // are still out when the server ends the session, so they come back 401, before the sign-out's answer.
  let ended!: () => void;
  const endedOnServer = new Promise<void>((resolve) => {
    ended = resolve;
  });
  const held: Promise<number>[] = [];
  await page.route('**/api/admin/**', async (route) => {
    const method = route.request().method();
    if (method === 'DELETE' && route.request().url().endsWith('/api/admin/session')) {
      const response = await route.fetch(); // the server ends the session here
      ended();
      await Promise.all(held); // the reads' 401s reach the page first
      await route.fulfill({ response }).catch(() => {});
      return;
    }
    if (method !== 'GET') return route.continue();
    const answer = endedOnServer
      .then(() => route.fetch())
      .then(
        async (response) => {
          await route.fulfill({ response }).catch(() => {});
          return response.status();
        },
        () => 0,
      );
    held.push(answer);
    await answer;
  });
  await openAdmin(page, 'en', `${ADMIN}/`, session);
  await signOut(page, 'en');
  await expect(page.getByText(t('signedOut'))).toBeVisible();
  await expect(page.getByText(t('sessionExpired'))).toHaveCount(0);
  expect(await Promise.all(held)).toContain(401); // reads did come back refused with the ended token
});

test('a browser that signed in before gets in while a stranger on its address has blocked it', async ({ page, request, baseURL }) => {
  test.slow(); // eight password checks, the wrong ones answered late on purpose (the account's slowdown)
  const { admin: t } = texts('en');
  await createOwner(request, baseURL!);
  await openAdmin(page, 'en');
  await signInWithPassword(page, 'en');
  await expect(page.getByRole('heading', { name: t('homeTitle') })).toBeVisible();
  await signOut(page, 'en');
  await expect(page.getByText(t('signedOut'))).toBeVisible();

  // A stranger on the same address (this test's other client: same 127.0.0.1, none of the browser's cookies).
  const statuses = [];
  for (let n = 1; n <= 5; n++)
    statuses.push((await request.post('/api/admin/login', { data: { email: OWNER.email, password: `guess-number-${n}` } })).status());
  expect(statuses).toEqual([401, 401, 401, 401, 429]);

  await signInWithPassword(page, 'en');
  await expect(page.getByRole('heading', { name: t('homeTitle') })).toBeVisible();
  // The address itself stays blocked for whoever has no known-device cookie.
  expect((await request.post('/api/admin/login', { data: OWNER })).status()).toBe(429);
  await freshAdminArea(baseURL!); // the block would outlive this test
});

test('while "Signing in..." the fields take no keys; a refusal then leaves the password empty for the next try', async ({
  page,
  request,
  baseURL,
}) => {
  const { admin: t } = texts('en');
  await createOwner(request, baseURL!);
  await openAdmin(page, 'en');
  // The sign-in's answer is held until the test has tried to type (a slow network, a slow password check).
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/admin/login', async (route) => {
    await released;
    await route.continue();
  });
  const email = page.getByLabel(t('email'));
  const password = page.getByLabel(t('password'), { exact: true });
  await email.fill(OWNER.email);
  await password.fill('wrong-password-1');
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/admin/login', { timeout: PASSWORD_CHECK_MS });
  await page.getByRole('button', { name: t('signIn'), exact: true }).click();
  await expect(page.getByRole('button', { name: t('signingIn') })).toBeDisabled();
  await expect(password).not.toBeEditable();
  await expect(email).not.toBeEditable();
  // She notices the typo and types the right password while it is on its way: the keys do nothing.
  await password.focus();
  await page.keyboard.press('End');
  await page.keyboard.type('-fixed');
  await email.focus();
  await page.keyboard.type('x');
  await expect(password).toHaveValue('wrong-password-1');
  await expect(email).toHaveValue(OWNER.email);
  release();
  await answered;
  await expect(page.locator('[data-notice="error"]')).toHaveText(t('loginFailed'));
  await expect(password).toBeEditable();
  await expect(password).toHaveValue('');
  await expect(password).toBeFocused();
  await page.keyboard.type(OWNER.password);
  await page.getByRole('button', { name: t('signIn'), exact: true }).click();
  await expect(page.getByRole('heading', { name: t('homeTitle') })).toBeVisible({ timeout: PASSWORD_CHECK_MS });
});

for (const locale of LOCALES) {
  test.describe(`in ${locale}`, () => {
    test('first-run setup from the printed link signs the owner in; sign out, then in again with the password', async ({
      page,
      baseURL,
    }, testInfo) => {
      const { admin: t, field } = texts(locale);
      await freshAdminArea(baseURL!);
      const link = await setupLink(baseURL!);
      await openAdmin(page, locale, link);
      await expect(page.getByRole('heading', { name: t('setupTitle') })).toBeVisible();

      // The shared schema speaks before anything is sent, and what was typed stays.
      await page.getByLabel(t('email')).fill('not-an-email');
      await page.getByLabel(t('password'), { exact: true }).fill('short');
      await page.getByLabel(t('confirmPassword')).fill('short');
      await page.getByRole('button', { name: t('createAccount') }).click();
      await expect(page.getByText(field('invalidEmail'))).toBeVisible();
      await expect(page.getByText(field('passwordTooShort', { min: 10 }))).toBeVisible();
      await expect(page.getByLabel(t('email'))).toHaveValue('not-an-email');

      await page.getByLabel(t('email')).fill(OWNER.email);
      await page.getByLabel(t('password'), { exact: true }).fill(OWNER.password);
      await page.getByLabel(t('confirmPassword')).fill(`${OWNER.password}x`);
      await page.getByRole('button', { name: t('createAccount') }).click();
      await expect(page.getByText(t('passwordsDiffer'))).toBeVisible();
      await shoot(page, testInfo.project.name, locale, 'setup');
      await page.getByLabel(t('confirmPassword')).fill(OWNER.password);
      await page.getByRole('button', { name: t('createAccount') }).click();

      await expect(page.getByRole('heading', { name: t('homeTitle') })).toBeVisible({ timeout: PASSWORD_CHECK_MS });
      await expect(page).toHaveURL(`${ADMIN}/`);
      expect((await storedSession(page))?.email).toBe(OWNER.email);

      // The link is single use.
      await page.goto(link);
      await expect(page.getByText(t('setupInvalid'))).toBeVisible();

      await page.goto(`${ADMIN}/`);
      await signOut(page, locale);
      await expect(page.getByText(t('signedOut'))).toBeVisible();
      expect(await storedSession(page)).toBeNull();

      await signInWithPassword(page, locale);
      await expect(page.getByRole('heading', { name: t('homeTitle') })).toBeVisible();
    });

    test('the 5th wrong password blocks sign-in and shows the remaining seconds, counted down live', async ({
      page,
      request,
      baseURL,
    }, testInfo) => {
      test.slow(); // six password checks, the wrong ones answered late on purpose
      const { admin: t } = texts(locale);
      await createOwner(request, baseURL!);
      await openAdmin(page, locale);
      const notice = page.locator('[data-notice="error"]');
      for (let attempt = 1; attempt <= 4; attempt++) {
        await signInWithPassword(page, locale, `wrong-password-${attempt}`);
        await expect(notice).toHaveText(t('loginFailed'));
        await expect(page.getByLabel(t('password'), { exact: true })).toHaveValue('');
      }
      await signInWithPassword(page, locale, 'wrong-password-5');
      const wait = page.locator('[data-login-wait]');
      await expect(wait).toBeVisible();
      // One generic sentence plus the wait: nothing says which part was wrong.
      await expect(notice).toContainText(t('loginFailed'));
      const first = Number(/\d+/.exec((await wait.textContent()) ?? '')?.[0]);
      expect(first).toBeGreaterThan(590);
      expect(first).toBeLessThanOrEqual(600);
      await expect(page.getByRole('button', { name: t('waitButton', { n: first }) })).toBeDisabled();
      await shoot(page, testInfo.project.name, locale, 'sign-in-blocked');
      await expect(wait).not.toHaveText(t('tryAgainIn', { n: first }), { timeout: 3_000 });

      // Even the right password is refused while blocked, with the wait.
      const blocked = await request.post('/api/admin/login', { data: OWNER });
      expect(blocked.status()).toBe(429);
      // The same block, counted down since (how far depends on how busy the machine is, not on the rule).
      const left = ((await blocked.json()) as { error: { retryAfterSeconds: number } }).error.retryAfterSeconds;
      expect(left).toBeGreaterThan(0);
      expect(left).toBeLessThanOrEqual(first);
      await freshAdminArea(baseURL!); // the block would outlive this test
    });

    test('a session ended elsewhere clears the island and shows Session expired', async ({ page, request, baseURL }) => {
      const { admin: t } = texts(locale);
      const session = await createOwner(request, baseURL!);
      await openAdmin(page, locale, `${ADMIN}/`, session);
      await expect(page.getByRole('heading', { name: t('homeTitle') })).toBeVisible();
      // Another device ends it (the settings screen's "end session", or sign-out there).
      const ended = await request.delete('/api/admin/session', { headers: { 'x-auth-token': session.token } });
      expect(ended.status()).toBe(204);
      await page.goto(`${ADMIN}/settings/site-text`);
      await expect(page.getByText(t('sessionExpired'))).toBeVisible();
      await expect(page.getByRole('button', { name: t('signIn'), exact: true })).toBeVisible();
      expect(await storedSession(page)).toBeNull();
    });

    test('the working token is renewed under 5 minutes before its end, and the session ends after 24 hours', async ({
      page,
      request,
      baseURL,
    }) => {
      const { admin: t } = texts(locale);
      const session = await createOwner(request, baseURL!);
      await page.clock.install();
      await openAdmin(page, locale, `${ADMIN}/`, session);
      await expect(page.getByRole('heading', { name: t('homeTitle') })).toBeVisible();

      // 26 minutes on: the island's check finds under 5 minutes left and renews at the server.
      await page.clock.fastForward('26:00');
      await expect.poll(async () => (await storedSession(page))?.token).not.toBe(session.token);
      const renewed = (await storedSession(page))!;
      // Renewed once: the new token's 30 minutes are read on the page's clock (26 minutes ahead of the
      // server's), so the next 5-minute look only asks whether the session stands; it does not renew again.
      const looked = page.waitForResponse((r) => /^\/api\/admin\/(me|session\/refresh)$/.test(new URL(r.url()).pathname));
      await page.clock.fastForward('05:01');
      expect(new URL((await looked).url()).pathname).toBe('/api/admin/me');
      expect((await storedSession(page))?.token).toBe(renewed.token);
      const me = await request.get('/api/admin/me', { headers: { 'x-auth-token': renewed.token } });
      expect(me.status()).toBe(200);
      const old = await request.get('/api/admin/me', { headers: { 'x-auth-token': session.token } });
      expect(old.status()).toBe(401);

      // A day on, the session is over: cleared, back to sign-in with 'Session expired'.
      await page.clock.fastForward('24:00:00');
      await expect(page.getByText(t('sessionExpired'))).toBeVisible();
      expect(await storedSession(page)).toBeNull();
    });
  });
}

test('the browser stays signed in: a new tab opens signed in from the session cookie; after signing out a new tab asks to sign in', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const { admin: t } = texts('en');
  await createOwner(request, baseURL!);
  await openAdmin(page, 'en');
  await signInWithPassword(page, 'en');
  await expect(page.getByRole('heading', { name: t('homeTitle') })).toBeVisible();

  // As Chromium keeps it over http://localhost: HttpOnly, Secure, SameSite=Strict, for the admin API
  // only, and persistent for the session's 24 hours (a reopened browser still has it).
  const sessionCookies = async () => (await context.cookies()).filter((c) => c.name === '__Secure-admin_session');
  const [cookie] = await sessionCookies();
  expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/api/admin/' });
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(86_400_000 - 120_000);
  expect(await page.evaluate(() => document.cookie)).toBe(''); // no script sees it
  const firstToken = (await storedSession(page))!.token;

  // A new tab (a bookmark): nothing in its sessionStorage, yet signed in with its own working token.
  const tab = await context.newPage();
  await openAdmin(tab, 'en', `${ADMIN}/`);
  await expect(tab.getByRole('heading', { name: t('homeTitle') })).toBeVisible();
  const tabToken = (await storedSession(tab))!.token;
  expect(tabToken).not.toBe(firstToken);
  for (const token of [firstToken, tabToken])
    expect((await request.get('/api/admin/me', { headers: { 'x-auth-token': token } })).status()).toBe(200);

  // Signing out in that tab ends the browser's session: the cookie is gone, every tab's token too,
  // and the next new tab asks to sign in.
  await signOut(tab, 'en');
  await expect(tab.getByText(t('signedOut'))).toBeVisible();
  expect(await sessionCookies()).toEqual([]);
  for (const token of [firstToken, tabToken])
    expect((await request.get('/api/admin/me', { headers: { 'x-auth-token': token } })).status()).toBe(401);
  const next = await context.newPage();
  await openAdmin(next, 'en');
  await expect(next.getByRole('button', { name: t('signIn'), exact: true })).toBeVisible();
  expect(await storedSession(next)).toBeNull();
});

test('the language chosen in the admin is remembered on this device', async ({ page }) => {
  await page.goto(`${ADMIN}/`);
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: texts('ar').admin('signInTitle') })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { name: texts('ar').admin('signInTitle') })).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('a first-run link that is unknown says so', async ({ page, baseURL }) => {
  await freshAdminArea(baseURL!);
  await openAdmin(page, 'en', `${ADMIN}/setup#token=${'x'.repeat(43)}`);
  await expect(page.getByText(texts('en').admin('setupInvalid'))).toBeVisible();
});
