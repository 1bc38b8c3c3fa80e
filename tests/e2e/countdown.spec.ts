import { expect, test, type Locator, type Page } from '@playwright/test';
import { screenshotsWanted } from './screenshots.ts';

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

// Below md every shopper page is one column as wide as the screen: there the popup is a bar along the
// bottom edge, one line tall, and the page's own content stays uncovered.
const PRODUCT = 'essential-heavyweight-tee';
const MD = 768;
const bar = (page: Page) => page.locator('[data-countdown-popup]');

/** Whether a tap at the middle of `target` reaches it (nothing fixed lies over it). */
function uncovered(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return element.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
  });
}

for (const c of [
  { lang: 'en', prefix: '', title: 'Next Drop Coming Soon', close: 'Close countdown', units: ['Days', 'Hours', 'Minutes', 'Seconds'] },
  { lang: 'ar', prefix: '/ar', title: 'الإصدار القادم قريباً', close: 'إغلاق العد التنازلي', units: ['أيام', 'ساعات', 'دقائق', 'ثوانٍ'] },
] as const) {
  test(
    `${c.lang}: on a phone the popup is a one-line bar that leaves the product's title, price and buttons uncovered; wider, the corner card`,
    { tag: '@layout' },
    async ({ page }) => {
      await page.goto(`${c.prefix}/products/${PRODUCT}`);
      const popup = page.getByRole('complementary', { name: c.title });
      await expect(popup).toBeVisible();
      // Every part of it stays: the title, the four units and the close button by its name.
      await expect(popup.getByText(c.title)).toBeVisible();
      for (const unit of c.units) await expect(popup.getByText(unit, { exact: true })).toBeVisible();
      await expect(popup.getByRole('button', { name: c.close })).toBeVisible();
      await expect(page.locator('[data-unit="seconds"]')).toHaveText(/^\d\d$/);
      const viewport = page.viewportSize()!;
      const box = (await popup.boundingBox())!;
      const width = viewport.width < MD ? 'phone' : 'desktop';
      // The screen as the shopper sees it (a full-page picture would put the bar at the page's end).
      const shot = (name: string) =>
        screenshotsWanted && page.screenshot({ path: `.data/screenshots/countdown/${name}-${c.lang}-${viewport.width}.png` });
      await shot('product');
      if (width === 'desktop') {
        // The card in the bottom end corner, as before: right in English, left in Arabic.
        expect(box.width).toBeCloseTo(272, 0);
        expect(box.height).toBeGreaterThan(100);
        expect(viewport.height - (box.y + box.height)).toBeCloseTo(12, 0);
        if (c.lang === 'ar') expect(box.x).toBeCloseTo(12, 0);
        else expect(viewport.width - (box.x + box.width)).toBeCloseTo(12, 0);
        return;
      }
      // Edge to edge along the bottom, one line tall: the title, the clock and × side by side.
      expect(box).toEqual({ x: 0, y: viewport.height - box.height, width: viewport.width, height: box.height });
      expect(box.height).toBeLessThanOrEqual(56);
      const middle = box.y + box.height / 2;
      for (const part of [popup.getByText(c.title), page.locator('[data-countdown-clock]'), popup.getByRole('button', { name: c.close })]) {
        const partBox = (await part.boundingBox())!;
        expect(partBox.y).toBeLessThan(middle);
        expect(partBox.y + partBox.height).toBeGreaterThan(middle);
      }
      // × at the end of the line: on the right in English, on the left in Arabic.
      const close = (await popup.getByRole('button', { name: c.close }).boundingBox())!;
      if (c.lang === 'ar') expect(close.x).toBeLessThan(viewport.width / 2);
      else expect(close.x).toBeGreaterThan(viewport.width / 2);
      // The product's title, price and buttons: uncovered where they first show, and once brought into view.
      const product = [
        page.getByRole('heading', { level: 1 }),
        page.locator('[data-price]'),
        page.getByRole('button', { name: c.lang === 'ar' ? 'أضف إلى السلة' : 'Add to Cart' }),
        page.getByRole('button', { name: c.lang === 'ar' ? 'اشترِ الآن' : 'Buy Now' }),
      ];
      for (const target of product) {
        const targetBox = (await target.boundingBox())!;
        if (targetBox.y + targetBox.height <= viewport.height) expect(await uncovered(target)).toBe(true);
      }
      for (const target of product) {
        await target.scrollIntoViewIfNeeded();
        expect(await uncovered(target)).toBe(true);
      }
      await shot('product-buttons');
    },
  );
}

// The bar is the phone's: this walk runs at 390 px in every project (wider, the popup is the corner card).
test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('on a phone, scrolled to the end of the shop, the cart’s checkout and Buy Now, nothing of the page is under the bar, and Place Order is uncovered', async ({
    page,
  }) => {
    await page.goto('/shop');
    await page.evaluate(() =>
      localStorage.setItem(
        'cart',
        JSON.stringify([
          {
            id: 'ribbed-beanie____Black',
            productId: 'ribbed-beanie',
            name: 'Ribbed Beanie',
            price: 1900,
            quantity: 1,
            imageUrl: '',
            variant: { size: '', color: 'Black' },
          },
        ]),
      ),
    );
    const pages: { path: string; prepare?: () => Promise<unknown>; last: string }[] = [
      { path: '/shop', last: 'main a' },
      { path: '/ar/shop', last: 'main a' },
      { path: '/cart', prepare: () => page.getByRole('button', { name: 'Proceed to Checkout' }).click(), last: 'Place Order' },
      { path: `/products/${PRODUCT}/buy`, last: 'Place Order' },
      { path: `/ar/products/${PRODUCT}/buy`, last: 'تأكيد الطلبية' },
    ];
    for (const { path, prepare, last } of pages) {
      await page.goto(path);
      await expect(bar(page)).toBeVisible();
      await prepare?.();
      if (last !== 'main a') await expect(page.getByRole('button', { name: last })).toBeVisible();
      // The shop's grid loads more cards as its end comes near: scroll until it has them all.
      await expect
        .poll(() =>
          page.evaluate(() => {
            window.scrollTo(0, document.documentElement.scrollHeight);
            return document.querySelector('[data-load-more]:not([hidden])') === null;
          }),
        )
        .toBe(true);
      // Measured once the page has settled at its end: Buy Now's island draws its product after the
      // shell, so a scroll taken before that lands short of the new end.
      await expect
        .poll(async () => {
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          const barTop = (await bar(page).boundingBox())!.y;
          return page.locator(':is(main, footer) :is(a, button, input, select, textarea, h1, h2, p)').evaluateAll(
            (elements, top) =>
              elements
                .filter((element) => {
                  const box = element.getBoundingClientRect();
                  return box.width > 0 && box.bottom > top && box.top < window.innerHeight;
                })
                .map((element) => element.textContent?.trim() || element.outerHTML.slice(0, 80)),
            barTop,
          );
        }, path)
        .toEqual([]);
      if (last === 'main a') continue;
      const button = page.getByRole('button', { name: last });
      await button.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      expect(await uncovered(button), path).toBe(true);
    }
  });
});
