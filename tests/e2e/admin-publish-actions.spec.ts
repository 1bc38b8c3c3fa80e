// The two publish actions a new product's screen can show at once, at 390 px in English and Arabic
// (right to left): the publishing bar's "Publish the site" (saved changes go live) in a region named
// for it, and the product's own "Publish product" (draft to published), described by the line saying
// that shoppers do not see a draft. A draft's edits are not changes waiting to go live, so making and
// editing one leaves the bar as it was. With SCREENSHOTS=1 each screen is photographed at 390 px and
// at 1280 px, into .data/screenshots/admin-catalog/.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import type { Locale } from '../../src/i18n/locales.ts';
import { ADMIN, createOwner, openAdmin, texts } from './admin-fixture.ts';
import { catalogText, checkLayout, createProduct, shoot } from './admin-catalog-fixture.ts';

// Every step waits on the server, which shares two cores with the other suites.
const expect = baseExpect.configure({ timeout: 15_000 });

/** The bar's count of changes waiting, as the server counts them. */
async function waiting(page: Page, token: string) {
  const response = await page.request.get('/api/admin/publish', { headers: { 'x-auth-token': token } });
  return (await response.json()) as { changesPending: boolean; pendingTotal: number; pending: { action: string; subject: string }[] };
}

for (const locale of ['en', 'ar'] as const satisfies readonly Locale[]) {
  test(`a new product's screen names its two publish actions for what they do (${locale})`, async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const { admin, publish } = texts(locale);
    const t = catalogText(locale);
    const session = await createOwner(request, baseURL!); // automatic publishing off: nothing builds here
    const headers = { 'x-auth-token': session.token };

    // A draft and its edits wait for nothing: the bar's count does not move.
    const before = await waiting(page, session.token);
    const stamp = Date.now().toString(36);
    const draft = await createProduct(request, session.token, { name: locale === 'ar' ? `قميص ${stamp}` : `Linen shirt ${stamp}` });
    const after = await waiting(page, session.token);
    expect(after.changesPending).toBe(before.changesPending);
    expect(after.pendingTotal).toBe(before.pendingTotal);
    expect(after.pending.some((c) => c.subject === draft.id)).toBe(false);

    // A change shoppers will see (the order settings saved as they are): the bar offers to publish the site.
    const settings = await (await request.get('/api/admin/settings', { headers })).json();
    const saved = await request.put('/api/admin/settings/orders', {
      headers,
      data: { cooldownSeconds: settings.orders.cooldownSeconds, updatedAt: settings.updatedAt },
    });
    expect(saved.status(), await saved.text()).toBe(200);

    await openAdmin(page, locale, `${ADMIN}/products/${draft.id}`, session);
    const bar = page.getByRole('region', { name: admin('publishBar') });
    await expect(bar).toHaveAttribute('data-publish-bar', 'pending');
    const publishSite = bar.getByRole('button', { name: admin('publishNow'), exact: true });
    const publishProduct = page.locator('[data-product-actions]').getByRole('button', { name: t('publish'), exact: true });
    await expect(publishSite).toBeVisible();
    await expect(publishProduct).toBeVisible();
    await expect(page.locator('[data-product-status]')).toHaveAttribute('data-product-status', 'draft');
    // Two names a screen reader tells apart, each once on the screen, and the product's says what it does.
    expect(admin('publishNow')).not.toBe(t('publish'));
    await expect(page.getByRole('button', { name: admin('publishNow'), exact: true })).toHaveCount(1);
    await expect(page.getByRole('button', { name: t('publish'), exact: true })).toHaveCount(1);
    await expect(publishProduct).toHaveAccessibleDescription(t('draftHint'));
    await checkLayout(page, `product editor, ${locale}`);
    await shoot(page, testInfo.project.name, locale, 'two-publish-actions');
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(publishSite).toBeVisible();
    await expect(publishProduct).toBeVisible();
    await shoot(page, testInfo.project.name, locale, 'two-publish-actions');
    await page.setViewportSize({ width: 390, height: 844 });

    // Editing the draft on this screen leaves the count as it was; publishing the product is a change that counts.
    const waitingBefore = (await waiting(page, session.token)).pendingTotal;
    await page.getByLabel(t('price', { currency: 'DZD' }), { exact: true }).fill('2 700');
    await page.getByRole('button', { name: t('save'), exact: true }).click();
    await expect(page.getByText(t('saved'))).toBeVisible();
    await expect(bar.locator('[data-publish-review]')).toHaveText(admin('publishPending', { n: waitingBefore }));
    expect((await waiting(page, session.token)).pendingTotal).toBe(waitingBefore);

    await publishProduct.click();
    await expect(page.getByText(t('publishedNow'))).toBeVisible();
    await expect(page.locator('[data-product-status]')).toHaveAttribute('data-product-status', 'published');
    await expect(bar.locator('[data-publish-review]')).toHaveText(admin('publishPending', { n: waitingBefore + 1 }));
    // The publish screen's button is the site's too.
    await page.goto(`${ADMIN}/publish`);
    await expect(page.locator('[data-publish-button]')).toHaveText(publish('publish'));
    await expect(page.locator('[data-pending-change="product.publish"]').filter({ hasText: draft.id })).toBeVisible();

    // Out of the shop again, so the shop's other tests never meet it (its removal is a change too).
    const current = await (await request.get(`/api/admin/products/${draft.id}`, { headers })).json();
    expect((await request.delete(`/api/admin/products/${draft.id}`, { headers })).status()).toBe(200);
    expect(current.product.published).toBe(true);
  });
}
