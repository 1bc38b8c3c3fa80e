// A real `astro build` after products were made through the admin's handlers: the published one,
// with an uploaded image, is on /shop, has its page (the upload's own copies in srcset, the owner's
// alt text), its Buy Now page and its search index entry; the draft and the archived one are on none.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import sharp from 'sharp';
import products from '../../netlify/functions/admin-products.ts';
import actions from '../../netlify/functions/admin-product-actions.ts';
import images from '../../netlify/functions/admin-product-images.ts';
import order from '../../netlify/functions/admin-product-order.ts';
import { db } from '../../src/server/db/client.ts';
import { LocalDiskStorage } from '../../src/server/storage/local-disk.ts';
import { useImageStorage } from '../../src/server/storage/storage.ts';
import type { AdminProduct } from '../../src/domain/admin-catalog/product-form.ts';
import { call, signedIn } from '../functions/admin-helpers.ts';
import { fields, orderNaming } from '../functions/admin-catalog.fixtures.ts';
import { astroBuild } from './astro-build.ts';

const outDir = mkdtempSync(join(tmpdir(), 'catalog-build-'));
const uploads = mkdtempSync(join(tmpdir(), 'catalog-build-uploads-'));
const sql = db();
let token: string;

const build = () => astroBuild(outDir);

const create = async (name: string, extra = {}) =>
  (await call(products, '/api/admin/products', { token, body: fields(name, extra) })).body.product as AdminProduct;
const publish = async (p: AdminProduct) =>
  (await call(actions, `/api/admin/products/${p.id}/publish`, { token, body: { published: true, updatedAt: p.updatedAt } })).body
    .product as AdminProduct;

beforeAll(async () => {
  useImageStorage(new LocalDiskStorage({ root: uploads, bucket: 'product-images' }));
  await sql`delete from products where id like 'test-built-%'`;
  token = (await signedIn('owner@test.dz')).token;
});
afterAll(async () => {
  useImageStorage(undefined);
  await sql`delete from orders where id in (select order_id from order_lines where product_id like 'test-built-%')`;
  await sql`delete from products where id like 'test-built-%'`;
  rmSync(outDir, { recursive: true, force: true });
  rmSync(uploads, { recursive: true, force: true });
});

it(
  "shows the admin's published product everywhere, with its upload, and neither the draft nor the archived one",
  { timeout: 600_000 },
  async () => {
    const kaftan = await create('Test Built Kaftan', { sizes: ['S', 'M', 'L'], colors: ['Green', 'Sand'], category: 'Test Built' });
    const form = new FormData();
    const photo = await sharp({ create: { width: 1000, height: 1250, channels: 3, background: '#2e7d32' } })
      .jpeg()
      .toBuffer();
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'kaftan.jpg');
    form.append('alt', 'Green kaftan, front');
    const uploaded = await images(
      new Request(`https://shop.example/api/admin/products/${kaftan.id}/images`, {
        method: 'POST',
        headers: { 'x-auth-token': token },
        body: form,
      }),
      {},
    );
    const withImage = ((await uploaded.json()) as { product: AdminProduct }).product;
    const image = withImage.images[0]!.url;
    await publish(withImage);
    // First in the owner's order, so first on /shop's first page.
    const list = (await call(order, '/api/admin/product-order', { token, body: { id: kaftan.id, direction: 'up' } })).body.ids as string[];
    await call(order, '/api/admin/product-order', { token, body: { ids: [kaftan.id, ...list.filter((id) => id !== kaftan.id)] } });
    await create('Test Built Draft', { category: 'Test Built' });
    const archived = await publish(await create('Test Built Archived', { category: 'Test Built' }));
    await orderNaming(archived.id);
    await call(products, `/api/admin/products/${archived.id}`, { method: 'DELETE', token });

    const { code, output } = await build();
    expect(code, output.slice(-2000)).toBe(0);
    const page = (path: string) => readFileSync(join(outDir, path, 'index.html'), 'utf8');
    const has = (html: string, text: string) => html.includes(text);
    const shop = page('shop');
    const firstCard = shop.slice(shop.indexOf('data-product-id='), shop.indexOf('data-product-id=') + 2000);
    expect(has(firstCard, `data-product-id="${kaftan.id}"`), 'the kaftan is the first card').toBe(true);
    expect(has(firstCard, `${image.replace('-800.webp', '-400.webp')} 400w`), "the card offers the upload's 400 px copy").toBe(true);
    expect(has(shop, 'Test Built Draft') || has(shop, 'Test Built Archived'), 'draft or archived on /shop').toBe(false);
    const product = page(`products/${kaftan.id}`);
    expect(has(product, `src="${image}"`), 'the product page shows the upload').toBe(true);
    expect(has(product, `${image.replace('-800.webp', '-1600.webp')} 1600w`), 'with its 1600 px copy').toBe(true);
    expect(has(product, 'alt="Green kaftan, front"'), "and the owner's alt text").toBe(true);
    // Buy Now is one shell per language; the product's Buy Now data is its own file, with the upload.
    const buyNow = readFileSync(join(outDir, 'products', kaftan.id, 'buy-data.json'), 'utf8');
    expect(has(buyNow, 'Test Built Kaftan') && has(buyNow, image.replace('-800.webp', '')), 'the Buy Now data, with the upload').toBe(true);
    expect(has(page(`ar/products/${kaftan.id}`), 'Test Built Kaftan'), 'the Arabic page').toBe(true);
    for (const gone of ['test-built-draft', archived.id]) expect(existsSync(join(outDir, 'products', gone)), gone).toBe(false);
    // One search index per language (/search-index/{lang}.json), each with the published product alone.
    for (const lang of ['en', 'ar', 'fr']) {
      const index = readFileSync(join(outDir, 'search-index', `${lang}.json`), 'utf8');
      expect(index, lang).toContain(kaftan.id);
      expect(index, lang).toContain(image);
      expect(index, lang).not.toContain('test-built-draft');
      expect(index, lang).not.toContain(archived.id);
    }
  },
);
