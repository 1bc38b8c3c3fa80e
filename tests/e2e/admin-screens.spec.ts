// Every admin screen in each language, at its walk's width (browser-settings.ts: walkWidths):
// it renders in the right direction, nothing is wider than the screen, every button is big enough
// to tap, axe finds no violation (once per screen and width: axeHere), and a screenshot is kept for a person to look at (.data/screenshots/admin/).
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { LOCALES, type Locale } from '../../src/i18n/locales.ts';
import { axeHere, walkWidths } from './browser-settings.ts';
import { ADMIN, createOwner, freshAdminArea, goInApp, openAdmin, shoot, texts, withSiteDb } from './admin-fixture.ts';
import { translator } from '../../src/i18n/messages.ts';
import { carriersMessages } from '../../src/admin/settings/carriers/carriers-messages.ts';

const SCREENS = [
  { name: 'overview', path: '/', heading: (l: Locale) => texts(l).admin('homeTitle') },
  { name: 'publish', path: '/publish', heading: (l: Locale) => texts(l).publish('title') },
  { name: 'site-text', path: '/settings/site-text', heading: (l: Locale) => texts(l).settings('siteTextTitle') },
  { name: 'countdown', path: '/settings/countdown', heading: (l: Locale) => texts(l).settings('countdownTitle') },
  { name: 'site-password', path: '/settings/site-password', heading: (l: Locale) => texts(l).settings('sitePasswordTitle') },
  { name: 'shipping', path: '/settings/shipping', heading: (l: Locale) => texts(l).settings('shippingTitle') },
  { name: 'social', path: '/settings/social', heading: (l: Locale) => texts(l).settings('socialTitle') },
  { name: 'currency', path: '/settings/currency', heading: (l: Locale) => texts(l).settings('currencyTitle') },
  { name: 'orders', path: '/settings/orders', heading: (l: Locale) => texts(l).settings('ordersTitle') },
  { name: 'carriers', path: '/settings/carriers', heading: (l: Locale) => translator(carriersMessages, l)('title') },
  { name: 'ads', path: '/settings/ads', heading: (l: Locale) => texts(l).settings('adsTitle') },
  { name: 'admins', path: '/admins', heading: (l: Locale) => texts(l).settings('adminsTitle') },
  { name: 'audit', path: '/audit', heading: (l: Locale) => texts(l).settings('auditTitle') },
] as const;

async function checkLayout(page: Page, label: string) {
  const layout = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const tooSmall = [...document.querySelectorAll<HTMLElement>('button, a[href], input:not([type="checkbox"]):not(.sr-only), select')]
      .filter((el) => el.offsetParent !== null && !el.classList.contains('sr-only'))
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height < 40)
      .map(({ el }) => el.outerHTML.slice(0, 80));
    return { overflow: document.documentElement.scrollWidth - width, tooSmall };
  });
  expect(layout.overflow, `${label}: wider than the screen`).toBeLessThanOrEqual(0);
  expect(layout.tooSmall, `${label}: targets under 40 px`).toEqual([]);
}

for (const locale of LOCALES) {
  test(
    `every signed-out screen fits and reads ${locale === 'ar' ? 'right to left' : 'left to right'} (${locale})`,
    walkWidths(locale),
    async ({ page, baseURL }, testInfo) => {
      const { admin: t } = texts(locale);
      await freshAdminArea(baseURL!);
      await openAdmin(page, locale);
      await expect(page.getByRole('heading', { name: t('signInTitle') })).toBeVisible();
      await checkLayout(page, 'sign-in');
      if (axeHere(testInfo.project.name, locale)) expect(await axeViolations(page, 'sign-in')).toEqual([]);
      await shoot(page, testInfo.project.name, locale, 'sign-in');

      await page.getByRole('button', { name: t('signIn'), exact: true }).click();
      await expect(page.locator('[data-field-error]').first()).toBeVisible();
      if (axeHere(testInfo.project.name, locale)) expect(await axeViolations(page, 'sign-in with errors')).toEqual([]);
      await shoot(page, testInfo.project.name, locale, 'sign-in-errors');

      await page.goto(`${ADMIN}/setup#token=${'x'.repeat(43)}`);
      await expect(page.getByText(t('setupInvalid'))).toBeVisible();
      await checkLayout(page, 'setup');
      await shoot(page, testInfo.project.name, locale, 'setup-invalid');
    },
  );

  test(`every signed-in screen fits, in ${locale}`, walkWidths(locale), async ({ page, request, baseURL }, testInfo) => {
    test.setTimeout(300_000); // axe over ten screens, one with 116 price fields, on a shared 2-core machine
    const session = await createOwner(request, baseURL!);
    await openAdmin(page, locale, `${ADMIN}/`, session);
    const found: string[] = [];
    for (const screen of SCREENS) {
      await goInApp(page, `${ADMIN}${screen.path}`);
      await expect(page.getByRole('heading', { level: 1, name: screen.heading(locale) })).toBeVisible();
      await expect(page.getByText(texts(locale).admin('loading'))).toHaveCount(0);
      if (screen.name === 'shipping') await expect(page.locator('[data-wilaya]')).toHaveCount(58);
      await checkLayout(page, screen.name);
      if (axeHere(testInfo.project.name, locale)) found.push(...(await axeViolations(page, screen.name)));
      await shoot(page, testInfo.project.name, locale, screen.name);
    }
    expect(found, found.join('\n')).toEqual([]);
    const menu = page.getByRole('button', { name: texts(locale).admin('menu') });
    if (await menu.isVisible()) {
      await menu.click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shoot(page, testInfo.project.name, locale, 'menu');
    }
  });
}

test('shoppers never download the admin: its page and bundles are only on its own path', async ({ page }) => {
  const adminScripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') adminScripts.add(new URL(response.url()).pathname);
  });
  await page.goto(`${ADMIN}/`);
  await expect(page.getByRole('heading', { name: texts('en').admin('signInTitle') })).toBeVisible();
  const adminOnly = [...adminScripts].filter((path) => /Admin|SignIn|admin/.test(path));
  expect(adminOnly.length).toBeGreaterThan(0);

  const shopperScripts: string[] = [];
  const shopperStyles: string[] = [];
  page.removeAllListeners('response');
  page.on('request', (request) => {
    if (request.resourceType() === 'script') shopperScripts.push(new URL(request.url()).pathname);
    if (request.resourceType() === 'stylesheet') shopperStyles.push(new URL(request.url()).pathname);
  });
  for (const path of ['/', '/shop', '/products/crew-socks-3-pack', '/products/crew-socks-3-pack/buy', '/cart', '/ar/shop'])
    await page.goto(path);
  expect(shopperScripts.filter((path) => adminOnly.includes(path))).toEqual([]);
  const adminStyle = await (await page.request.get(`${ADMIN}/`)).text();
  const adminCss = /href="(\/_astro\/[^"]+\.css)"/.exec(adminStyle)?.[1];
  expect(adminCss).toBeTruthy();
  expect(shopperStyles).not.toContain(adminCss);
});

test('the admin page is noindex, in every sub-path, and neither the sitemap nor robots.txt names it', async ({ request }) => {
  for (const path of [`${ADMIN}/`, `${ADMIN}`, `${ADMIN}/settings/shipping`, `${ADMIN}/setup`]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['x-robots-tag'], path).toContain('noindex');
    const html = await response.text();
    expect(html, path).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html, path).toContain('Loading...');
  }
  expect(await (await request.get('/robots.txt')).text()).not.toContain('gatekeeper');
  const index = await (await request.get('/sitemap-index.xml')).text();
  for (const sitemap of index.match(/<loc>([^<]+)<\/loc>/g) ?? []) {
    const url = new URL(sitemap.replace(/<\/?loc>/g, ''));
    expect(await (await request.get(url.pathname)).text()).not.toContain('gatekeeper');
  }
});

test('the first screen downloads at most 150 KB of compressed JavaScript (supabase-js only on a tap)', async ({ page }) => {
  const { gzipSync, brotliCompressSync } = await import('node:zlib');
  const bodies = new Map<string, Buffer>();
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') bodies.set(new URL(response.url()).pathname, await response.body());
  });
  await page.goto(`${ADMIN}/`);
  await expect(page.getByRole('button', { name: texts('en').admin('signIn'), exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const inline = await page.evaluate(() => [...document.querySelectorAll('script:not([src])')].map((s) => s.textContent ?? '').join('\n'));
  const all = [...bodies.values(), Buffer.from(inline)];
  const raw = all.reduce((sum, b) => sum + b.length, 0);
  const gzip = all.reduce((sum, b) => sum + gzipSync(b, { level: 9 }).length, 0);
  const brotli = all.reduce((sum, b) => sum + brotliCompressSync(b).length, 0);
  console.log(
    `[admin budget] first screen: ${bodies.size} scripts, ${(raw / 1024).toFixed(1)} KB raw, ${(gzip / 1024).toFixed(1)} KB gzip, ${(brotli / 1024).toFixed(1)} KB brotli`,
  );
  // supabase-js (its auth client, GoTrueClient) arrives only with a tap on a Supabase sign-in; a chunk's
  // name says nothing (the tiny supabase-return.ts that reads the address is a chunk of its own).
  const withSupabaseJs = [...bodies].filter(([, body]) => body.includes('GoTrueClient')).map(([path]) => path);
  expect(withSupabaseJs).toEqual([]);
  expect(gzip).toBeLessThanOrEqual(150 * 1024);
});

// A publishing flow with its builds runs once, in Arabic at phone width (as admin-publish.spec.ts);
// with SCREENSHOTS=1 the desktop project runs it again in English.
test('the publishing bar: a failed build says why, and Try again publishes until live', async ({ page, request, baseURL }, testInfo) => {
  test.setTimeout(180_000);
  const locale = testInfo.project.name === 'phone' ? 'ar' : 'en';
  const t = texts(locale).admin;
  const session = await createOwner(request, baseURL!);
  const reason = 'astro build exited with code 1';
  // A build that failed after a change (as the publisher records it), written while the site is idle.
  await withSiteDb(baseURL!, (sql) =>
    sql
      .unsafe(
        `
    update publish_state set changes_since = now(), last_change_at = now(), requested_at = null,
      build_started_at = now() - interval '1 minute', build_finished_at = now(), error = '${reason}' where id = 1`,
      )
      .simple(),
  );
  await openAdmin(page, locale, `${ADMIN}/`, session);
  const bar = page.locator('[data-publish-bar]');
  await expect(bar).toHaveAttribute('data-publish-bar', 'failed');
  await expect(bar).toContainText(t('publishFailed', { reason }));
  await shoot(page, testInfo.project.name, locale, 'publish-failed');

  await bar.getByRole('button', { name: t('publishRetry') }).click();
  await expect(bar).toHaveAttribute('data-publish-bar', /publishing|live/);
  await expect(bar).toHaveAttribute('data-publish-bar', 'live', { timeout: 150_000 });
  await expect(bar).toContainText(t('publishLive', { time: '' }).trim());
});
