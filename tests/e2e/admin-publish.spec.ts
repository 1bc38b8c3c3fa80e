// From the admin to the shop: the owner changes the hero text, the countdown, a wilaya's delivery
// price and the site password (turning protection on), the local runtime rebuilds the site in the
// background, and a shopper sees each change. In Arabic, at phone width: a flow runs once (each
// screen's texts in every language are the walks' job, admin-screens.spec.ts); with SCREENSHOTS=1
// the desktop project runs it again in English.
import { readdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { fromAlgiersLocal } from '../../src/domain/admin/algiers-time.ts';
import type { AdminSettings } from '../../src/domain/admin/settings-forms.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { ADMIN, OWNER, autoPublishing, createOwner, openAdmin, publishEverything, shoot, texts } from './admin-fixture.ts';
import { chooseWilaya } from './delivery-choice.ts';

const localeOf = (project: string): Locale => (project === 'phone' ? 'ar' : 'en');

async function goTo(
  page: Page,
  locale: Locale,
  label: 'navSiteText' | 'navCountdown' | 'navShipping' | 'navSitePassword' | 'navAudit' | 'navPublish',
) {
  const t = texts(locale).admin;
  await expect(page.locator('#admin-main')).toBeVisible(); // the island has taken over
  const menu = page.getByRole('button', { name: t('menu') });
  if (await menu.isVisible()) await menu.click();
  // Exact: the Arabic for Shipping (التوصيل) is inside the one for Carriers (شركات التوصيل).
  await page
    .getByRole('navigation', { name: t('menu') })
    .getByRole('link', { name: t(label), exact: true })
    .click();
}

/** Waits until the publishing bar says live (the rebuild finished and was swapped in). */
async function waitUntilLive(page: Page, locale: Locale) {
  const t = texts(locale).admin;
  const bar = page.locator('[data-publish-bar]');
  await expect(bar).toHaveAttribute('data-publish-bar', 'live', { timeout: 150_000 });
  await expect(bar).toContainText(t('publishLive', { time: '' }).trim());
}

async function publishedSettings(request: APIRequestContext, token: string): Promise<AdminSettings> {
  const response = await request.get('/api/admin/settings', { headers: { 'x-auth-token': token } });
  return (await response.json()) as AdminSettings;
}

test('hero text, countdown, a wilaya price and the site password reach the shop after the local rebuild', async ({
  page,
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(300_000);
  const locale = localeOf(testInfo.project.name);
  const { settings: t, field } = texts(locale);
  const session = await createOwner(request, baseURL!);
  await autoPublishing(baseURL!, 'as-shipped');
  const hero = `${locale === 'ar' ? 'إصدار' : 'Drop'} ${Date.now().toString(36)}`;
  const target = '2031-05-17T20:30';
  const gatePassword = `Night-drop-${Date.now().toString(36)}`;
  try {
    await openAdmin(page, locale, `${ADMIN}/`, session);

    // Site text: a field error keeps what was typed; then the real change.
    await goTo(page, locale, 'navSiteText');
    await page.getByLabel(t('siteTitle')).fill('');
    await page.getByLabel(t('heroText')).fill(hero);
    await page.getByRole('button', { name: t('save') }).click();
    await expect(page.getByText(field('required'))).toBeVisible();
    await expect(page.getByLabel(t('heroText'))).toHaveValue(hero);
    await page.getByLabel(t('siteTitle')).fill('D.R.P');
    await page.getByRole('button', { name: t('save') }).click();
    await expect(page.getByText(t('saved'))).toBeVisible();
    await expect(page.locator('[data-publish-bar]')).toHaveAttribute('data-publish-bar', /pending|publishing/);

    await goTo(page, locale, 'navCountdown');
    await page.getByLabel(t('targetLocal')).fill(target);
    await page.getByRole('button', { name: t('save') }).click();
    await expect(page.getByText(t('saved'))).toBeVisible();

    // Shipping: Alger's home price through its card, then saved alone.
    await goTo(page, locale, 'navShipping');
    await page.getByLabel(t('filter')).fill('16');
    const alger = page.locator('[data-wilaya="16"]');
    const homePrice = alger.locator('[data-price="home"]');
    await expect(homePrice).not.toHaveValue('');
    const price = String(Number(await homePrice.inputValue()) + 5); // a new price on every run
    await homePrice.fill(price);
    await expect(page.locator('[data-unsaved]')).toHaveText(t('unsavedChanges', { n: 1 }));
    await page.getByRole('button', { name: t('saveWilayas') }).click();
    await expect(page.locator('[data-wilaya-table]').getByText(t('saved'))).toBeVisible();

    // Site password: a new one, then protection on.
    await goTo(page, locale, 'navSitePassword');
    await page.getByLabel(t('newPassword')).fill(gatePassword);
    await page.getByLabel(t('confirmPassword')).fill(gatePassword);
    await page.getByRole('button', { name: t('updatePassword') }).click();
    await expect(page.getByText(t('passwordUpdated'))).toBeVisible();
    await page.getByRole('switch', { name: t('protectionEnabled') }).check({ force: true });
    await expect(page.getByText(t('protectionSaved', { state: t('stateOn') }))).toBeVisible();
    await shoot(page, testInfo.project.name, locale, 'site-password-saved');

    await waitUntilLive(page, locale);
    await shoot(page, testInfo.project.name, locale, 'published');
    // The runtime built it under .data/published/ (ignored by git and Prettier), nothing beside its build folder.
    const port = new URL(baseURL!).port;
    expect(readdirSync('.data/published').filter((f) => f.startsWith(`data_dist-e2e-${port}.published-`))).not.toEqual([]);
    expect(readdirSync('.data').filter((f) => f.startsWith(`dist-e2e-${port}.published-`))).toEqual([]);

    // A shopper: the gate, then the new password opens the shop with the new texts and prices.
    const shopper = await browser.newContext({ viewport: page.viewportSize()! });
    const shop = await shopper.newPage();
    const prefix = locale === 'ar' ? '/ar' : '';
    const gate = await shop.goto(`${prefix}/`);
    expect(gate?.status()).toBe(401);
    await shop.locator('#gate-password').fill(gatePassword);
    await shop.locator('[data-gate-form] button[type="submit"]').click();
    await expect(shop.getByText(hero)).toBeVisible();
    await expect(shop.locator('[data-countdown]').first()).toHaveAttribute('data-target', fromAlgiersLocal(target));
    await shop.goto(`${prefix}/products/crew-socks-3-pack/buy?color=Black`);
    await expect(shop.locator('astro-island[component-url*="BuyNow"]:not([ssr])')).toHaveCount(1);
    await chooseWilaya(shop, '16');
    // The button shows the price grouped by the page's language ('1 005 د.ج'): compare its digits.
    await expect.poll(async () => (await shop.locator('[data-delivery-type="home"]').textContent())?.replace(/\D/g, '')).toBe(price);
    await shopper.close();

    // The audit log names the admin for each change.
    await goTo(page, locale, 'navAudit');
    for (const action of ['settings.site-text', 'settings.countdown', 'wilayas.prices', 'gate.password', 'settings.gate']) {
      const entry = page.locator(`[data-audit-entry="${action}"]`).first();
      await expect(entry).toBeVisible();
      await expect(entry).toContainText(OWNER.email);
    }
    await expect(page.locator('[data-audit-entry="settings.site-text"]').first().locator('[data-audit-after]')).toContainText([hero]);
    await shoot(page, testInfo.project.name, locale, 'audit-after-publish');
  } finally {
    // The other browser tests share this site: open it again and wait for that build.
    const current = await publishedSettings(request, session.token);
    if (current.gate.enabled) {
      const off = await request.put('/api/admin/settings/gate', {
        headers: { 'x-auth-token': session.token },
        data: { ...current.gate, enabled: false, updatedAt: current.updatedAt },
      });
      expect(off.ok(), await off.text()).toBe(true);
      await expect
        .poll(
          async () => {
            const state = await request.get('/api/admin/publish', { headers: { 'x-auth-token': session.token } });
            const body = (await state.json()) as { state: string; changesPending: boolean };
            return body.state === 'live' && !body.changesPending;
          },
          { timeout: 150_000, intervals: [1000] },
        )
        .toBe(true);
    }
  }
});

test('the publish screen: automatic publishing off, a save waits listed as pending, and Publish puts it live', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  const locale = localeOf(testInfo.project.name);
  const { admin, settings: t, publish: p } = texts(locale);
  const session = await createOwner(request, baseURL!);
  const hero = `${locale === 'ar' ? 'نشر يدوي' : 'Manual publish'} ${Date.now().toString(36)}`;
  // What an earlier test saved must be live first (its build would show this test's save as publishing).
  await autoPublishing(baseURL!, 'as-shipped');
  await publishEverything(request, session.token);
  await openAdmin(page, locale, `${ADMIN}/publish`, session);
  const screen = page.locator('[data-publish-screen]');
  await expect(screen).toBeVisible();
  // Under npm start a publish is free: automatic publishing is on until the owner turns it off.
  const auto = page.getByRole('switch', { name: p('autoToggle') });
  await expect(auto).toBeChecked();
  await expect(page.getByText(p('autoLocal'))).toBeVisible();
  await auto.uncheck({ force: true });
  await page.getByRole('button', { name: p('save') }).click();
  await expect(page.getByText(p('saved'))).toBeVisible();
  await expect(page.locator('[data-auto-publish]')).toHaveAttribute('data-auto-publish', 'off');

  await goTo(page, locale, 'navSiteText');
  await page.getByLabel(t('heroText')).fill(hero);
  await page.getByRole('button', { name: t('save') }).click();
  await expect(page.getByText(t('saved'))).toBeVisible();
  const bar = page.locator('[data-publish-bar]');
  await expect(bar).toHaveAttribute('data-publish-bar', 'pending');
  await expect(bar.locator('[data-publish-review]')).toHaveText(admin('publishPending', { n: 1 }));
  // Longer than the quiet moment after a save (3 s): nothing starts by itself.
  await page.waitForTimeout(4_000);
  await expect(bar).toHaveAttribute('data-publish-bar', 'pending');
  await expect(bar.getByRole('button', { name: admin('publishNow') })).toBeVisible();
  await shoot(page, testInfo.project.name, locale, 'publish-bar-pending');

  // The bar leads to the list of what is not live yet.
  await bar.locator('[data-publish-review]').click();
  await expect(page).toHaveURL(new RegExp(`${ADMIN}/publish$`));
  const change = page.locator('[data-pending-change="settings.site-text"]');
  await expect(change).toContainText(t('action.settings.site-text'));
  await expect(page.getByRole('heading', { name: p('pendingTitle', { n: 1 }) })).toBeVisible();
  await shootAt390(page, testInfo.project.name, locale, 'publish-screen-pending');

  await page.locator('[data-publish-button]').click();
  // The answer comes once the local build has started (seconds on a busy machine).
  await expect(bar).toHaveAttribute('data-publish-bar', /publishing|live/, { timeout: 30_000 });
  await expect(bar).toHaveAttribute('data-publish-bar', 'live', { timeout: 150_000 });
  await expect(page.getByText(p('pendingEmpty'))).toBeVisible();
  await expect(page.locator('[data-publish-button]')).toBeDisabled();
  await shootAt390(page, testInfo.project.name, locale, 'publish-screen-live');
});

/** The screen at 390 px wide (a phone), whatever the project's width. */
async function shootAt390(page: Page, project: string, locale: Locale, name: string) {
  const viewport = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, project, locale, `${name}-390`);
  await page.setViewportSize(viewport);
}
