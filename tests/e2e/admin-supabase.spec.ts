// Signing in through Supabase Auth, in the browser: Supabase sends the owner back to the admin with
// an access token in the address's fragment (email link or Google, implicit flow); the island
// exchanges it at POST /api/admin/session. The token here is minted by the test's stand-in for
// Supabase (its only stand-in: see admin-supabase-stand-in.ts), signed like Supabase's.
import { expect, test } from '@playwright/test';
import { ADMIN, createOwner, freshAdminArea, openAdmin, storedSession, texts } from './admin-fixture.ts';
import { startSupabaseStandIn, type SupabaseStandIn } from './admin-supabase-stand-in.ts';

let supabase: SupabaseStandIn;
test.beforeAll(async ({ baseURL }) => {
  supabase = await startSupabaseStandIn(Number(new URL(baseURL!).port));
});
test.afterAll(async () => supabase.close());

for (const locale of ['en', 'ar'] as const) {
  test(`an authorised email comes back from Supabase signed in (${locale})`, async ({ page, request, baseURL }) => {
    const { admin: t } = texts(locale);
    const owner = await createOwner(request, baseURL!);
    const staff = `staff-${locale}@drp.example`;
    const added = await request.post('/api/admin/admins', { headers: { 'x-auth-token': owner.token }, data: { email: staff } });
    expect(added.ok(), await added.text()).toBe(true);

    // The sign-in screen offers Supabase's ways once the site has it configured.
    await openAdmin(page, locale);
    await expect(page.getByRole('button', { name: t('emailLink') })).toBeVisible();
    await expect(page.getByRole('button', { name: t('google') })).toBeVisible();

    // The owner leaves for Supabase (email link or Google) and comes back to the admin.
    const accessToken = await supabase.mint(staff);
    await page.goto('about:blank');
    await page.goto(`${ADMIN}/#access_token=${accessToken}&expires_in=3600&refresh_token=r1&token_type=bearer&type=magiclink`);
    await expect(page.getByRole('heading', { name: t('homeTitle') })).toBeVisible();
    expect((await storedSession(page))?.email).toBe(staff);
    // The token is wiped from the address bar (and so from the history).
    expect(new URL(page.url()).hash).toBe('');
    expect(supabase.signedOut).not.toContain(accessToken);
  });

  test(`an unlisted email is refused, signed out of Supabase and told the spec's error (${locale})`, async ({ page, request, baseURL }) => {
    const { admin: t } = texts(locale);
    await createOwner(request, baseURL!);
    await openAdmin(page, locale);
    const accessToken = await supabase.mint('stranger@elsewhere.example');
    await page.goto('about:blank');
    await page.goto(`${ADMIN}/#access_token=${accessToken}&token_type=bearer&type=magiclink`);
    await expect(page.getByText(t('authError'))).toBeVisible();
    await expect(page.getByRole('button', { name: t('signIn'), exact: true })).toBeVisible();
    expect(await storedSession(page)).toBeNull();
    await expect.poll(() => supabase.signedOut).toContain(accessToken);
  });
}

test('an expired Supabase token is refused like an unlisted one', async ({ page, request, baseURL }) => {
  await freshAdminArea(baseURL!);
  const owner = await createOwner(request, baseURL!);
  const accessToken = await supabase.mint(owner.email, { expiresInSeconds: -120 });
  await openAdmin(page, 'en', `${ADMIN}/#access_token=${accessToken}&token_type=bearer`);
  await expect(page.getByText(texts('en').admin('authError'))).toBeVisible();
  expect(await storedSession(page)).toBeNull();
});

test('Sign in with email link: the link is asked of Supabase for the admin page, and following it signs in', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const locale = testInfo.project.name === 'phone' ? 'ar' : 'en';
  const { admin: t } = texts(locale);
  const owner = await createOwner(request, baseURL!);
  await openAdmin(page, locale);
  await page.getByRole('button', { name: t('emailLink') }).click();
  await page.locator('#admin-link-email').fill(owner.email);
  await page.getByRole('button', { name: t('emailLinkSend') }).click();
  await expect(page.getByText(t('emailLinkSent', { email: owner.email }))).toBeVisible();
  const link = supabase.emailLinks.at(-1)!;
  expect(link).toEqual({ email: owner.email, redirectTo: `${baseURL}${ADMIN}/`, createUser: false });

  // The owner opens the link from the mail: Supabase sends them to the admin with a token.
  await page.goto('about:blank');
  await page.goto(`${link.redirectTo}#access_token=${await supabase.mint(owner.email)}&token_type=bearer&type=magiclink`);
  await expect(page.getByRole('heading', { name: t('homeTitle') })).toBeVisible();
});

test('Sign in with Google opens a popup that hands its token back to the admin tab and closes', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const locale = testInfo.project.name === 'phone' ? 'en' : 'ar';
  const { admin: t } = texts(locale);
  const owner = await createOwner(request, baseURL!);
  supabase.googleAccount.email = owner.email;
  await openAdmin(page, locale);
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: t('google') }).click()]);
  await popup.waitForEvent('close');
  await expect(page.getByRole('heading', { name: t('homeTitle') })).toBeVisible();
  expect((await storedSession(page))?.email).toBe(owner.email);
});

test('Sign in with Google for an account that is not an admin ends in the spec’s error', async ({ page, request, baseURL }) => {
  await createOwner(request, baseURL!);
  supabase.googleAccount.email = 'someone@gmail.example';
  await openAdmin(page, 'en');
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: texts('en').admin('google') }).click()]);
  await popup.waitForEvent('close');
  await expect(page.getByText(texts('en').admin('authError'))).toBeVisible();
  expect(await storedSession(page)).toBeNull();
});
