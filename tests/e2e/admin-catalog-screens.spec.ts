// The catalog screens at the project's width (390 px phone, 1280 px desktop) in English and Arabic:
// each fits the screen with thumb-sized controls, axe finds nothing, and a screenshot is kept for a
// person to look at (.data/screenshots/admin-catalog/). Then what the editor refuses, and how it says so.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { LOCALES, type Locale } from '../../src/i18n/locales.ts';
import { ADMIN, createOwner, goInApp, openAdmin, texts } from './admin-fixture.ts';
import { axeHere, walkWidths } from './browser-settings.ts';
import { translator } from '../../src/i18n/messages.ts';
import { csvImportMessages } from '../../src/domain/admin-catalog/csv-messages.ts';
import { addStock, catalogText, checkLayout, createProduct, shoot, testImage, uploadImage } from './admin-catalog-fixture.ts';

// Every step waits on the server, which shares two cores with a background rebuild of the site.
const expect = baseExpect.configure({ timeout: 30_000 });

/** A CSV with one new product (two rows) and one row the import refuses. */
const importCsv = (stamp: string) =>
  [
    'id,name,price,original_price,category,badge,description,details,shipping_returns,images,published,size,color,stock',
    `import-tee-${stamp},Import Tee ${stamp},2900,,Imported,new,Cotton tee,,,,false,M,White,4`,
    `import-tee-${stamp},,,,,,,,,,,L,White,2`,
    `bad-row-${stamp},Bad Row,not-a-price,,Imported,,,,,,false,M,Black,1`,
  ].join('\n');

for (const locale of LOCALES) {
  test(
    `every catalog screen fits and reads ${locale === 'ar' ? 'right to left' : 'left to right'} (${locale})`,
    walkWidths(locale),
    async ({ page, request, baseURL }, testInfo) => {
      test.setTimeout(300_000); // axe over eight screens on a shared 2-core machine
      const t = catalogText(locale);
      const project = testInfo.project.name;
      const axe = axeHere(project, locale); // browser-settings.ts: Arabic's desktop walk is layout only
      const session = await createOwner(request, baseURL!);
      const stamp = Date.now().toString(36);
      const product = await createProduct(request, session.token, {
        name: `${locale === 'ar' ? 'سترة صوف' : 'Wool Cardigan'} ${stamp}`,
        price: 6900,
        originalPrice: 8200,
        category: 'Knitwear',
        badge: 'limited',
        description: 'Soft merino wool.',
        details: ['100% merino', 'Hand wash cold'],
        shippingReturns: 'Returns within 7 days.',
        colors: ['Ecru', 'Navy'],
        sizes: ['S', 'M', 'L'],
      });
      await addStock(
        request,
        session.token,
        product.variants.map((v, i) => ({ variantId: v.id, delta: i + 1 })),
      );
      await uploadImage(request, session.token, product.id, await testImage('jpeg', '#e9e2d0'), 'front.jpg');
      await uploadImage(request, session.token, product.id, await testImage('png', '#1f2a44'), 'back.png');
      await openAdmin(page, locale, `${ADMIN}/products`, session);

      const screens = [
        { name: 'list', path: '/products', ready: page.locator(`[data-product-row="${product.id}"]`) },
        { name: 'new', path: '/products/new', ready: page.getByRole('heading', { level: 1, name: t('newProduct') }) },
        { name: 'editor', path: `/products/${product.id}`, ready: page.locator('[data-product-form]') },
        { name: 'stock', path: `/products/${product.id}/stock`, ready: page.locator('[data-variant]').first() },
        { name: 'images', path: `/products/${product.id}/images`, ready: page.locator('[data-image]').nth(1) },
        { name: 'low-stock', path: '/low-stock', ready: page.locator('[data-threshold-form]') },
        { name: 'import-export', path: '/import-export', ready: page.locator('[data-download-csv]') },
      ];
      const found: string[] = [];
      for (const screen of screens) {
        await goInApp(page, `${ADMIN}${screen.path}`);
        await expect(screen.ready).toBeVisible();
        await expect(page.getByText(texts(locale).admin('loading'))).toHaveCount(0);
        await checkLayout(page, screen.name);
        if (axe) found.push(...(await axeViolations(page, screen.name)));
        await shoot(page, project, locale, screen.name);
      }

      // The import's dry run: a change and a row's error, nothing written.
      await page
        .locator('[data-import-file]')
        .setInputFiles({ name: 'catalog.csv', mimeType: 'text/csv', buffer: Buffer.from(importCsv(stamp)) });
      await page.getByRole('button', { name: t('checkFile') }).click();
      await expect(page.locator('[data-import-report="dry-run"]')).toBeVisible();
      await expect(page.locator('[data-import-errors] li')).not.toHaveCount(0);
      await expect(page.locator('[data-import-change="create"]')).toContainText(`import-tee-${stamp}`);
      await expect(page.getByRole('button', { name: t('applyImport') })).toHaveCount(0); // errors first
      await checkLayout(page, 'import dry run');
      if (axe) found.push(...(await axeViolations(page, 'import dry run')));
      await shoot(page, project, locale, 'import-dry-run');
      const notWritten = await request.get(`/api/admin/products/import-tee-${stamp}`, { headers: { 'x-auth-token': session.token } });
      expect(notWritten.status()).toBe(404);

      // The confirmation before a delete.
      await goInApp(page, `${ADMIN}/products/${product.id}`);
      await page.locator('[data-delete]').click();
      await expect(page.getByRole('dialog', { name: t('confirmDeleteTitle', { name: product.name }) })).toBeVisible();
      if (axe) found.push(...(await axeViolations(page, 'delete dialog')));
      await shoot(page, project, locale, 'confirm-delete');
      await page.getByRole('button', { name: t('cancel') }).click();
      expect(found, found.join('\n')).toEqual([]);
    },
  );
}

test('the editor refuses what would lose work: a stale save, stock removed unasked, a bad file, a missing name', async ({
  page,
  context,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const locale: Locale = testInfo.project.name === 'phone' ? 'ar' : 'en';
  const t = catalogText(locale);
  const { field } = texts(locale);
  const session = await createOwner(request, baseURL!);
  const product = await createProduct(request, session.token, {
    name: `Two Tabs Hoodie ${Date.now().toString(36)}`,
    category: 'Hoodies',
    colors: ['Grey'],
    sizes: ['M', 'L'],
  });
  const large = product.variants.find((v) => v.size === 'L')!;
  await addStock(request, session.token, [{ variantId: large.id, delta: 4 }]);

  // Two tabs on the same product: the first save wins, the second is refused and nothing is overwritten.
  await openAdmin(page, locale, `${ADMIN}/products/${product.id}`, session);
  const other = await context.newPage(); // a second tab: its own sessionStorage, the same owner
  await openAdmin(other, locale, `${ADMIN}/products/${product.id}`, session);
  const price = (tab: Page) => tab.getByLabel(t('price', { currency: 'DZD' }), { exact: true });
  await expect(price(other)).toHaveValue('2500'); // both tabs have read the product before either saves
  await expect(price(page)).toHaveValue('2500');
  await price(page).fill('2700');
  await page.locator('[data-save-product]').click();
  await expect(page.getByText(t('saved'))).toBeVisible();
  await price(other).fill('9999');
  await other.locator('[data-save-product]').click();
  await expect(other.getByText(t('stale'))).toBeVisible();
  await other.locator('[data-reload]').click();
  await expect(price(other)).toHaveValue('2700');
  await other.close();

  // A missing name: the shared schema's field error, and what was typed stays.
  await page.getByLabel(t('name'), { exact: true }).fill('');
  await page.getByLabel(t('description'), { exact: true }).fill('Kept after the error');
  await page.locator('[data-save-product]').click();
  await expect(page.locator('#name-error')).toHaveText(field('required'));
  await expect(page.getByLabel(t('description'), { exact: true })).toHaveValue('Kept after the error');
  await page.getByLabel(t('name'), { exact: true }).fill(product.name);

  // Removing the size L that holds 4 units: asked first, with the units at stake; Cancel keeps it.
  await page.locator('[data-option="L"]').getByRole('button').click();
  await page.locator('[data-save-product]').click();
  const dialog = page.getByRole('dialog', { name: t('confirmRemoveTitle') });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('[data-stock-at-stake]')).toContainText('L · Grey');
  await expect(dialog).toContainText(t('confirmRemoveText', { n: 4 }));
  await shoot(page, testInfo.project.name, locale, 'confirm-remove-size');
  await dialog.getByRole('button', { name: t('confirmRemoveSave') }).click();
  await expect(page.getByText(t('saved'))).toBeVisible();
  await page
    .getByRole('navigation', { name: t('editProduct') })
    .getByRole('link', { name: t('tabStock') })
    .click();
  await expect(page.locator('[data-variant]')).toHaveCount(1);
  await expect(page.locator('[data-variant="M/Grey"]')).toBeVisible();

  // Taking away more than there is: the server's live number, nothing changed.
  const cell = page.locator('[data-variant="M/Grey"]');
  await cell.getByRole('textbox').fill('3');
  await cell.locator('[data-add]').click();
  await expect(cell.locator('[data-stock]')).toHaveText('3');
  await cell.getByRole('textbox').fill('5');
  await cell.locator('[data-take]').click();
  await expect(cell.getByRole('alert')).toHaveText(t('notEnough', { n: 3 }));
  await expect(cell.locator('[data-stock]')).toHaveText('3');

  // A program renamed .jpg: the server's refusal is shown, nothing is added.
  await page
    .getByRole('navigation', { name: t('editProduct') })
    .getByRole('link', { name: t('tabImages') })
    .click();
  await page
    .locator('[data-image-input]')
    .setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('MZ\x90\x00 this is not a picture'.repeat(20)) });
  await expect(page.locator('[data-upload="refused"]')).toContainText(t('imageNotAnImage'));
  await expect(page.locator('[data-image]')).toHaveCount(0);
  await shoot(page, testInfo.project.name, locale, 'image-refused');
});

for (const locale of LOCALES) {
  test(`an imported image the server may not fetch is reported on its row, the rest imported (${locale})`, async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000); // an import, axe and a screenshot, beside a background rebuild on a shared 2-core machine
    const t = catalogText(locale);
    const session = await createOwner(request, baseURL!);
    const stamp = Date.now().toString(36);
    await openAdmin(page, locale, `${ADMIN}/import-export`, session);
    // The real import copies images on other hosts into the shop's storage. This machine's own address
    // is one the server must not fetch: the site's functions run without the stand-in-CDN allowance
    // of the functions tests (tests/functions/admin-catalog-import-images.test.ts).
    const imageUrl = 'http://127.0.0.1:9/cdn/tee.jpg';
    const file = ['id,name,price,category,images,published', `image-tee-${stamp},Image Tee ${stamp},2500,Imported,${imageUrl},no`].join(
      '\n',
    );
    await page.locator('[data-import-file]').setInputFiles({ name: 'images.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
    await page.getByRole('button', { name: t('checkFile') }).click();
    await expect(page.locator('[data-images-to-copy]')).toHaveText(t('imagesToCopy', { n: 1 }));
    await page.getByRole('button', { name: t('applyImport') }).click();
    await expect(page.locator('[data-import-report="applied"]')).toBeVisible();
    await expect(page.locator('[data-import-warning="imageNotPublic"]')).toHaveText(
      translator(csvImportMessages, locale)('imageNotPublic', { url: imageUrl }),
    );
    await checkLayout(page, 'import with an image not copied');
    expect(await axeViolations(page, 'import with an image not copied')).toEqual([]);
    await shoot(page, testInfo.project.name, locale, 'import-image-not-copied');
    const imported = await request.get(`/api/admin/products/image-tee-${stamp}`, { headers: { 'x-auth-token': session.token } });
    expect(((await imported.json()) as { product: { images: unknown[] } }).product.images).toEqual([]);
  });
}
