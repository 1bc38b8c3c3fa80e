import { expect, test, type Page } from '@playwright/test';

// The drop's time is baked into the pages at build time: read it from the built page.
async function dropTime(page: Page): Promise<number> {
  const html = await (await page.request.get('/shop')).text();
  const iso = /data-target="([^"]+)"/.exec(html)?.[1];
  expect(iso, 'the countdown is on in the demo settings').toBeTruthy();
  return Date.parse(iso!);
}

const popup = (page: Page) => page.getByRole('complementary', { name: 'Next Drop Coming Soon' });
const seconds = (page: Page) => page.locator('[data-unit="seconds"]');

test('the popup ticks every second, and at expiry blurs the page for 2 s then unblurs it over 1 s', async ({ page }) => {
  const target = await dropTime(page);
  // Time stands still between steps: only runFor moves it.
  await page.clock.install({ time: target - 6_000 });
  await page.clock.pauseAt(target - 5_000);
  await page.goto('/shop');
  await expect(popup(page)).toBeVisible();
  await expect(popup(page).getByText('Next Drop Coming Soon')).toBeVisible();
  await expect(seconds(page)).toHaveText('05');
  await page.clock.runFor(1_000);
  await expect(seconds(page)).toHaveText('04');

  await page.clock.runFor(4_000);
  await expect(popup(page).getByText('Drop Time Expired')).toBeVisible();
  await expect(popup(page).getByText('Stay tuned for the next drop!')).toBeVisible();
  await expect(seconds(page)).toHaveText('00');
  const main = page.locator('#main');
  await expect(main).toHaveAttribute('data-countdown-blur', 'blurred');
  await expect(main).toHaveCSS('filter', /blur/);

  await page.clock.runFor(1_900);
  await expect(main).toHaveCSS('filter', /blur/);
  await page.clock.runFor(200);
  await expect(main).toHaveAttribute('data-countdown-blur', 'unblurring');
  await expect(main).toHaveCSS('transition-duration', '1s');
  await page.clock.runFor(1_000);
  await expect(main).toHaveAttribute('data-countdown-blur', 'none');
  await expect(main).toHaveCSS('filter', 'none');
});

test('the landing page has the countdown built in, without a popup or a blur', async ({ page }) => {
  const target = await dropTime(page);
  // Time stands still until runFor: a slow page load must not eat the 2 s before the drop.
  await page.clock.install({ time: target - 6_000 });
  await page.clock.pauseAt(target - 2_000);
  await page.goto('/');
  const main = page.locator('#main');
  await expect(main.getByText('Next Drop Coming Soon')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close countdown' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'ENTER' })).toHaveAttribute('href', '/shop');
  await page.clock.runFor(2_000);
  await expect(main.getByText('Drop Time Expired')).toBeVisible();
  await expect(main.getByText('Stay tuned for the next drop!')).toBeVisible();
  await expect(main).not.toHaveAttribute('data-countdown-blur', /./);
});

test('a page opened after the drop shows it expired without blurring', async ({ page }) => {
  const target = await dropTime(page);
  await page.clock.install({ time: target + 60_000 });
  await page.goto('/shop');
  await expect(popup(page).getByText('Drop Time Expired')).toBeVisible();
  await page.clock.runFor(1_000);
  await expect(page.locator('#main')).not.toHaveAttribute('data-countdown-blur', /./);
});

test('the popup closes, and stays closed for the visit', async ({ page }) => {
  await page.goto('/shop');
  await expect(popup(page)).toBeVisible();
  await page.getByRole('button', { name: 'Close countdown' }).click();
  await expect(popup(page)).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(popup(page)).toBeHidden();
});

test('a close tapped before any of the page’s scripts arrived closes the popup and is remembered', async ({ page, isMobile }) => {
  // A slow phone on mobile data: none of the page's modules has arrived when the shopper taps ×.
  let release!: () => void;
  const modulesArrive = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/.+\.js$/, async (route) => {
    await modulesArrive;
    await route.continue();
  });
  await page.goto('/shop', { waitUntil: 'commit' });
  const close = page.getByRole('button', { name: 'Close countdown' });
  await expect(close).toBeVisible();
  await (isMobile ? close.tap() : close.click());
  await expect(popup(page)).toBeHidden();
  expect(await page.evaluate(() => sessionStorage.getItem('countdown-closed'))).toBeTruthy();
  release();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(popup(page)).toBeHidden();
});

test('in Arabic the popup sits at the bottom left, the end of a right-to-left page', { tag: '@layout' }, async ({ page }) => {
  await page.goto('/ar/shop');
  const box = await page.getByRole('complementary', { name: 'الإصدار القادم قريباً' }).boundingBox();
  const viewport = page.viewportSize()!;
  expect(box!.x).toBeLessThan(viewport.width / 2);
  await expect(page.getByRole('button', { name: 'إغلاق العد التنازلي' })).toBeVisible();
});

test(
  'scrolled to the end, no footer link is under the open popup, and the room goes with the popup',
  { tag: '@layout' },
  async ({ page }) => {
    await page.goto('/about');
    await expect(popup(page)).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const covered = await page.locator('footer a').evaluateAll((links) =>
      links
        .filter((link) => {
          const box = link.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return !link.contains(hit);
        })
        .map((link) => link.textContent?.trim()),
    );
    expect(covered).toEqual([]);
    await page.getByRole('button', { name: 'Close countdown' }).click();
    expect(await page.evaluate(() => document.body.style.paddingBottom)).toBe('');
  },
);
