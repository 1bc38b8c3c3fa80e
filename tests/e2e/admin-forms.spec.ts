// The settings forms' behaviour in the browser, against the real functions: a stale save in two tabs,
// the wilaya quick edits, the smaller sections, and the admins screen (emails, own password, sessions).
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { AdminSettings } from '../../src/domain/admin/settings-forms.ts';
import type { WilayaPrices } from '../../src/domain/admin/wilaya-prices.ts';
import { LOCALES } from '../../src/i18n/locales.ts';
import { ADMIN, OWNER, PASSWORD_CHECK_MS, createOwner, openAdmin, shoot, texts } from './admin-fixture.ts';

const api = (request: APIRequestContext, token: string) => ({
  settings: async () => (await (await request.get('/api/admin/settings', { headers: { 'x-auth-token': token } })).json()) as AdminSettings,
  wilayas: async () => (await (await request.get('/api/admin/wilayas', { headers: { 'x-auth-token': token } })).json()) as WilayaPrices,
  put: (path: string, data: unknown) => request.put(`/api/admin/${path}`, { headers: { 'x-auth-token': token }, data }),
});

for (const locale of LOCALES) {
  test(`a save over a change made in another tab is refused, keeps what was typed, and offers a reload (${locale})`, async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    const { settings: t } = texts(locale);
    const session = await createOwner(request, baseURL!);
    const server = api(request, session.token);
    await openAdmin(page, locale, `${ADMIN}/settings/site-text`, session);
    await expect(page.getByLabel(t('heroText'))).not.toHaveValue('');

    // Another tab saves first.
    const before = await server.settings();
    const other = await server.put('settings/site-text', {
      ...before.siteText,
      heroText: 'Saved in the other tab',
      updatedAt: before.updatedAt,
    });
    expect(other.status()).toBe(200);

    await page.getByLabel(t('heroText')).fill('Typed in this tab');
    await page.getByRole('button', { name: t('save') }).click();
    await expect(page.getByText(t('stale'))).toBeVisible();
    await expect(page.getByLabel(t('heroText'))).toHaveValue('Typed in this tab');
    await shoot(page, testInfo.project.name, locale, 'site-text-stale');
    expect((await server.settings()).siteText.heroText).toBe('Saved in the other tab');

    await page.getByRole('button', { name: t('reload') }).click();
    await expect(page.getByLabel(t('heroText'))).toHaveValue('Saved in the other tab');
    await page.getByLabel(t('heroText')).fill('Typed after the reload');
    await page.getByRole('button', { name: t('save') }).click();
    await expect(page.getByText(t('saved'))).toBeVisible();
    expect((await server.settings()).siteText.heroText).toBe('Typed after the reload');
  });
}

test('wilaya quick edits: one price for the selected wilayas, then every offered price raised', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const locale = testInfo.project.name === 'phone' ? 'ar' : 'en';
  const { settings: t } = texts(locale);
  const session = await createOwner(request, baseURL!);
  const server = api(request, session.token);
  const before = await server.wilayas();
  await openAdmin(page, locale, `${ADMIN}/settings/shipping`, session);
  await expect(page.locator('[data-wilaya]')).toHaveCount(58);

  await page.locator('[data-wilaya="05"]').getByRole('checkbox').check();
  await page.locator('[data-wilaya="16"]').getByRole('checkbox').check();
  await expect(page.getByText(t('selectedCount', { n: 2 }))).toBeVisible();
  await page.getByLabel(t('setPrice'), { exact: true }).fill('950');
  await page.getByLabel(t('applyTo')).selectOption('home');
  await page.getByRole('button', { name: new RegExp(t('applyToSelected')) }).click();
  await expect(page.locator('[data-unsaved]')).toHaveText(t('unsavedChanges', { n: 2 }));
  await shoot(page, testInfo.project.name, locale, 'shipping-quick-edit');
  await page.getByRole('button', { name: t('saveWilayas') }).click();
  await expect(page.locator('[data-wilaya-table] [data-notice="success"]')).toBeVisible();
  let after = await server.wilayas();
  const price = (w: WilayaPrices, code: string) => w.wilayas.find((r) => r.code === code)!;
  expect(price(after, '05')).toMatchObject({ homePrice: 950, officePrice: price(before, '05').officePrice });
  expect(price(after, '16')).toMatchObject({ homePrice: 950, officePrice: price(before, '16').officePrice });

  await page.getByLabel(t('raiseBy')).fill('50');
  await page.getByRole('button', { name: t('raise'), exact: true }).click();
  const offered = after.wilayas.filter((w) => w.homePrice > 0 || w.officePrice > 0).length;
  await expect(page.locator('[data-unsaved]')).toHaveText(t('unsavedChanges', { n: offered }));
  await page.getByRole('button', { name: t('saveWilayas') }).click();
  await expect(page.locator('[data-wilaya-table] [data-notice="success"]')).toBeVisible();
  const raised = await server.wilayas();
  for (const row of raised.wilayas) {
    const was = price(after, row.code);
    expect(row.homePrice, row.code).toBe(was.homePrice === 0 ? 0 : was.homePrice + 50);
    expect(row.officePrice, row.code).toBe(was.officePrice === 0 ? 0 : was.officePrice + 50);
  }
  after = raised;
  // A price that is not a number is shown at its wilaya and never sent.
  await page.locator('[data-wilaya="16"] [data-price="office"]').fill('4O0');
  await expect(page.locator('[data-wilaya="16"]').getByText(t('priceInvalid'))).toBeVisible();
  await page.getByRole('button', { name: t('saveWilayas') }).click();
  await expect(page.getByText(t('invalid'))).toBeVisible();
  expect(price(await server.wilayas(), '16')).toEqual(price(after, '16'));
});

test('social, currency and order settings save through their forms; a bad value is refused in place', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const locale = testInfo.project.name === 'phone' ? 'en' : 'ar';
  const { settings: t, field } = texts(locale);
  const session = await createOwner(request, baseURL!);
  const server = api(request, session.token);

  await openAdmin(page, locale, `${ADMIN}/settings/social`, session);
  await page.getByLabel('Instagram').fill('not a handle!');
  await page.getByRole('button', { name: t('save') }).click();
  await expect(page.getByText(field('invalidHandle'))).toBeVisible();
  await page.getByLabel('Instagram').fill('drp.dz');
  await page.getByLabel('TikTok').fill('@drp.dz');
  await page.getByRole('button', { name: t('save') }).click();
  await expect(page.getByText(t('saved'))).toBeVisible();
  expect((await server.settings()).social).toMatchObject({ instagram: 'drp.dz', tiktok: '@drp.dz' });

  await page.goto(`${ADMIN}/settings/currency`);
  await page.getByLabel(t('currency')).fill('EU');
  await page.getByRole('button', { name: t('save') }).click();
  await expect(page.getByText(field('invalidCurrency'))).toBeVisible();
  await page.getByLabel(t('currency')).fill('dzd');
  await page.getByRole('button', { name: t('save') }).click();
  await expect(page.getByText(t('saved'))).toBeVisible();
  expect((await server.settings()).currency).toBe('DZD');

  await page.goto(`${ADMIN}/settings/orders`);
  await page.getByLabel(t('cooldownSeconds')).fill('ten');
  await page.getByRole('button', { name: t('save') }).click();
  await expect(page.getByText(field('wholeNumber'))).toBeVisible();
  await expect(page.getByLabel(t('cooldownSeconds'))).toHaveValue('ten');
  await page.getByLabel(t('cooldownSeconds')).fill('600');
  // The drop's units of one variant per address: the owner's number, explained where it is typed.
  await expect(page.getByText(t('dropUnitsPerAddressHint'))).toBeVisible();
  const units = locale === 'en' ? 6 : 5; // both projects share the site: each saves a number of its own
  await page.getByLabel(t('dropUnitsPerAddress')).fill(String(units));
  await page.getByRole('button', { name: t('save') }).click();
  await expect(page.getByText(t('saved'))).toBeVisible();
  expect((await server.settings()).orders).toMatchObject({ cooldownSeconds: 600, dropUnitsPerAddress: units });
});

test('admins: add and remove an email, change one’s own password, end another session', async ({
  page,
  browser,
  request,
  baseURL,
}, testInfo) => {
  // A wrong current password is answered late on purpose: more than the default 30 s on a busy machine.
  test.slow();
  const locale = testInfo.project.name === 'phone' ? 'ar' : 'en';
  const { settings: t } = texts(locale);
  const session = await createOwner(request, baseURL!);
  // A second device of the owner's.
  const other = await request.post('/api/admin/login', { data: OWNER });
  expect(other.status()).toBe(200);
  const otherToken = ((await other.json()) as { token: string }).token;

  await openAdmin(page, locale, `${ADMIN}/admins`, session);
  // The first admin is the shop's owner (issue 22, point 10), marked in the list.
  await expect(page.locator(`[data-admin-email="${OWNER.email}"] [data-owner]`)).toHaveText(t('owner'));
  await page.getByLabel(t('newEmail')).fill('Staff@DRP.example');
  await page.getByRole('button', { name: t('addEmail') }).click();
  const staff = page.locator('[data-admin-email="staff@drp.example"]');
  await expect(staff).toBeVisible();
  await staff.getByRole('button', { name: t('remove') }).click();
  await staff.getByRole('button', { name: t('confirmRemove') }).click();
  await expect(staff).toHaveCount(0);

  const sessions = page.locator('[data-sessions] li');
  await expect(sessions).toHaveCount(2);
  await page
    .locator('[data-session="other"]')
    .getByRole('button', { name: t('endSession') })
    .click();
  await expect(sessions).toHaveCount(1);
  expect((await request.get('/api/admin/me', { headers: { 'x-auth-token': otherToken } })).status()).toBe(401);

  await page.getByLabel(t('currentPassword')).fill('not-the-password');
  await page.getByLabel(t('ownNewPassword'), { exact: true }).fill('Another-pass-2027!');
  await page.getByLabel(t('ownConfirmPassword')).fill('Another-pass-2027!');
  await page.getByRole('button', { name: t('changeOwnPassword') }).click();
  await expect(page.locator('[data-section="own-password"] [data-notice="error"]')).toHaveText(t('wrongPassword'), {
    timeout: PASSWORD_CHECK_MS,
  });
  await page.getByLabel(t('currentPassword')).fill(OWNER.password);
  await page.getByRole('button', { name: t('changeOwnPassword') }).click();
  await expect(page.getByText(t('ownPasswordChanged'))).toBeVisible({ timeout: PASSWORD_CHECK_MS });

  // The new password works from a fresh browser; the old one does not.
  const fresh = await browser.newContext();
  expect((await fresh.request.post(`${baseURL}/api/admin/login`, { data: OWNER })).status()).toBe(401);
  expect((await fresh.request.post(`${baseURL}/api/admin/login`, { data: { ...OWNER, password: 'Another-pass-2027!' } })).status()).toBe(
    200,
  );
  await fresh.close();
});
