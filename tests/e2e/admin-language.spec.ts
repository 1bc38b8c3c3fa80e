// The owner's default language, from the admin to the shop: French chosen on the Language screen
// (the admin itself in French; in Arabic when SCREENSHOTS=1 runs it on the desktop), the local runtime rebuilds,
// and then /shop speaks French, /fr/shop redirects to /shop and English moves to /en/shop. Back to
// English at the end (the other admin tests share this site), which moves it all back.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { AdminSettings } from '../../src/domain/admin/settings-forms.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { ADMIN, autoPublishing, createOwner, openAdmin, shoot, texts } from './admin-fixture.ts';

async function waitUntilPublished(request: APIRequestContext, token: string) {
  await expect
    .poll(
      async () => {
        const state = await request.get('/api/admin/publish', { headers: { 'x-auth-token': token } });
        const body = (await state.json()) as { state: string; changesPending: boolean };
        return body.state === 'live' && !body.changesPending;
      },
      { timeout: 150_000, intervals: [1000] },
    )
    .toBe(true);
}

const settingsOf = async (request: APIRequestContext, token: string) =>
  (await (await request.get('/api/admin/settings', { headers: { 'x-auth-token': token } })).json()) as AdminSettings;

/** Where a path sends a shopper who follows nothing: its status and Location. */
async function answerOf(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  return { status: response.status(), location: response.headers().location?.replace(/^https?:\/\/[^/]+/, '') };
}

async function shopSpeaks(page: Page, path: string, lang: Locale, heading: string) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test('French as the default language: /shop speaks French and /fr/shop redirects to it after a publish', async ({
  page,
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(400_000);
  const locale: Locale = testInfo.project.name === 'phone' ? 'fr' : 'ar';
  const { admin, settings: t } = texts(locale);
  const session = await createOwner(request, baseURL!);
  await autoPublishing(baseURL!, 'as-shipped');
  try {
    await openAdmin(page, locale, `${ADMIN}/`, session);
    await expect(page.locator('#admin-main')).toBeVisible();
    const menu = page.getByRole('button', { name: admin('menu') });
    if (await menu.isVisible()) await menu.click();
    await page
      .getByRole('navigation', { name: admin('menu') })
      .getByRole('link', { name: admin('navLanguage') })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: t('languageTitle') })).toBeVisible();
    const choice = page.getByRole('group', { name: t('defaultLocale') });
    await expect(choice.getByRole('radio', { name: 'English' })).toBeChecked();
    await choice.getByRole('radio', { name: 'Français' }).check();
    // The addresses the choice will give, before it is saved.
    await expect(page.locator('[data-locale-addresses]')).toContainText('/en/shop');
    await page.getByRole('button', { name: t('save') }).click();
    await expect(page.getByText(t('saved'))).toBeVisible();
    await shoot(page, testInfo.project.name, locale, 'language-saved');
    await expect(page.locator('[data-publish-bar]')).toHaveAttribute('data-publish-bar', /pending|publishing/);
    await expect(page.locator('[data-publish-bar]')).toHaveAttribute('data-publish-bar', 'live', { timeout: 150_000 });

    const shopper = await browser.newContext({ viewport: page.viewportSize()! });
    const shop = await shopper.newPage();
    await shopSpeaks(shop, '/shop', 'fr', 'Nos produits');
    await shopSpeaks(shop, '/en/shop', 'en', 'Our Products');
    await shopSpeaks(shop, '/ar/shop', 'ar', 'منتجاتنا');
    expect(await answerOf(request, '/fr/shop')).toEqual({ status: 301, location: '/shop' });
    expect(await answerOf(request, '/fr')).toEqual({ status: 301, location: '/' });
    expect(await answerOf(request, '/shop')).toMatchObject({ status: 200 });
    await shop.goto('/fr/products/boxy-oversized-tee');
    await expect(shop).toHaveURL(/\/products\/boxy-oversized-tee$/);
    await expect(shop.getByRole('button', { name: 'Ajouter au panier' })).toBeVisible();
    expect((await answerOf(request, '/en/products/no-such-tee')).status).toBe(404);
    await shopper.close();
  } finally {
    const current = await settingsOf(request, session.token);
    const back = await request.put('/api/admin/settings/language', {
      headers: { 'x-auth-token': session.token },
      data: { defaultLocale: 'en', updatedAt: current.updatedAt },
    });
    expect(back.ok(), await back.text()).toBe(true);
    await waitUntilPublished(request, session.token);
  }
  // English is the default again: its prefix goes back to the bare route.
  expect(await answerOf(request, '/en/shop')).toEqual({ status: 301, location: '/shop' });
  expect((await answerOf(request, '/fr/shop')).status).toBe(200);
});
