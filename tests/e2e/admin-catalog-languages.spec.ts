// The catalog in the shopper's language, from the owner's phone (issue 26): at 390 px, in the admin in
// Arabic, the owner gives a published English product its Arabic name (the language switch above the
// texts) and its category an Arabic label, and the site publishes; /ar/shop shows both, /shop still
// shows the English, /fr/shop falls back to the default language (English) where no French was
// written, and an Arabic search finds the product by its Arabic name. With SCREENSHOTS=1 the editor is
// kept with the switch on Arabic (admin in Arabic) and on English (admin in English).
import { expect as baseExpect, test } from '@playwright/test';
import { ADMIN, autoPublishing, createOwner, openAdmin } from './admin-fixture.ts';
import { catalogText, closeCountdown, createProduct, shoot, waitUntilLive } from './admin-catalog-fixture.ts';

// Every step waits on the server, which shares two cores with a background rebuild of the site.
const expect = baseExpect.configure({ timeout: 30_000 });

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the owner writes an Arabic name and category label; each language shows its own, or the default', async ({
    page,
    browser,
    request,
    baseURL,
  }, testInfo) => {
    test.setTimeout(400_000); // a local rebuild of the whole site on a shared machine
    const t = catalogText('ar');
    const stamp = Date.now().toString(36);
    const english = `Cable Knit Sweater ${stamp}`;
    const arabic = `كنزة صوف مضفورة ${stamp}`;
    const category = `Knitwear ${stamp}`;
    const categorySlug = `knitwear-${stamp}`;
    const label = 'ملابس صوفية';
    const session = await createOwner(request, baseURL!);
    await autoPublishing(baseURL!, 'as-shipped');
    const made = await createProduct(request, session.token, { name: english, category, description: 'A warm wool sweater.' });
    const published = await request.post(`/api/admin/products/${made.id}/publish`, {
      headers: { 'x-auth-token': session.token },
      data: { published: true, updatedAt: made.updatedAt },
    });
    expect(published.status(), await published.text()).toBe(200);

    // The editor: English (the default language) first and required, Arabic and French missing.
    await openAdmin(page, 'ar', `${ADMIN}/products/${made.id}`, session);
    const switcher = page.locator('[data-text-languages]');
    await expect(switcher.locator('[data-text-language]')).toHaveText([/English/, /العربية/, /Français/]);
    await expect(switcher.locator('[data-text-language="en"]')).toHaveAttribute('aria-pressed', 'true');
    await expect(switcher.locator('[data-text-language="en"]')).toContainText(t('languageRequired'));
    await expect(switcher.locator('[data-text-language="ar"]')).toContainText(t('languageMissing'));
    await switcher.locator('[data-text-language="ar"]').click();
    const arabicName = page.getByLabel(t('nameIn', { language: t('langAr') }), { exact: true });
    await expect(arabicName).toHaveValue('');
    await expect(arabicName).toHaveAttribute('placeholder', english);
    await arabicName.fill(arabic);
    await expect(switcher.locator('[data-text-language="ar"]')).toContainText(t('languageMissing')); // no description yet
    await page.getByLabel(t('description'), { exact: true }).fill('كنزة دافئة من الصوف.');
    await page.locator('[data-save-product]').click();
    await expect(page.getByText(t('saved'))).toBeVisible();
    await expect(switcher.locator('[data-text-language="ar"]')).toContainText(t('languageWritten'));
    await expect(page.getByLabel(t('nameIn', { language: t('langAr') }), { exact: true })).toHaveValue(arabic);

    // The category's Arabic label.
    await page.locator('[data-labels-open]').click();
    await page.locator('#category-label-ar').fill(label);
    await page.locator('[data-save-labels]').click();
    await expect(page.getByText(t('labelsSaved'))).toBeVisible();
    await shoot(page, testInfo.project.name, 'ar', 'editor-languages');

    // In English, with the switch on English.
    const owner = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const ownerPage = await owner.newPage();
    await openAdmin(ownerPage, 'en', `${ADMIN}/products/${made.id}`, session);
    await expect(ownerPage.locator('[data-text-language="en"]')).toHaveAttribute('aria-pressed', 'true');
    await expect(ownerPage.locator('[data-text-language="fr"]')).toContainText(catalogText('en')('languageMissing'));
    await shoot(ownerPage, testInfo.project.name, 'en', 'editor-languages');
    await owner.close();

    // The list flags the French still missing.
    await page.goto(`${ADMIN}/products`);
    await expect(page.locator(`[data-product-row="${made.id}"] [data-missing-language]`)).toHaveText([
      t('missingTag', { language: t('langFr') }),
    ]);
    await waitUntilLive(page, request, session.token, 'ar');

    const shopper = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const shop = await shopper.newPage();
    const card = shop.locator('[data-product-grid] > li:not([hidden])');
    // Arabic: the Arabic name and label.
    await shop.goto(`/ar/shop?category=${categorySlug}`);
    await closeCountdown(shop, 'ar');
    await expect(shop.locator(`button[data-category="${categorySlug}"]`)).toHaveText(label);
    await shop.locator('footer').scrollIntoViewIfNeeded();
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('heading')).toHaveText(arabic);
    // English, the default: as before.
    await shop.goto(`/shop?category=${categorySlug}`);
    await closeCountdown(shop, 'en');
    await expect(shop.locator(`button[data-category="${categorySlug}"]`)).toHaveText(category);
    await shop.locator('footer').scrollIntoViewIfNeeded();
    await expect(card.getByRole('heading')).toHaveText(english);
    // French: none written, so the default language's, marked as English.
    await shop.goto(`/fr/shop?category=${categorySlug}`);
    await closeCountdown(shop, 'fr');
    await expect(shop.locator(`button[data-category="${categorySlug}"]`)).toHaveText(category);
    await shop.locator('footer').scrollIntoViewIfNeeded();
    await expect(card.getByRole('heading')).toHaveText(english);
    await expect(card.locator('[lang="en"]').first()).toBeAttached();
    // An Arabic search finds it by its Arabic name.
    await shop.goto(`/ar/search?q=${encodeURIComponent('كنزة صوف مضفورة')}`);
    await expect(shop.locator('[data-status="ready"]')).toBeAttached();
    await expect(shop.locator('[data-search-results] > li').getByRole('heading', { name: arabic })).toBeVisible();
    await shopper.close();
  });
});
