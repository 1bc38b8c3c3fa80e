// Importing a catalog whose images live on another shop's CDN, through the real handler: the images
// are fetched, converted by the upload's pipeline and stored in the shop's own storage (a local-disk
// storage in a temporary folder), the products keep the copies' addresses; an image that cannot be
// copied is reported on its row and the rest is imported. The CDN is a local HTTP server standing in
// for one outside the machine: loopback is let through only by allowLoopbackImagesForTests, which
// these tests call (configuration cannot), and one test shows the same file refused without it.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import csv from '../../netlify/functions/admin-catalog-csv.ts';
import products from '../../netlify/functions/admin-products.ts';
import { db } from '../../src/server/db/client.ts';
import { LocalDiskStorage } from '../../src/server/storage/local-disk.ts';
import { useImageStorage } from '../../src/server/storage/storage.ts';
import { allowLoopbackImagesForTests } from '../../src/server/admin-catalog/import-images.ts';
import { csvImportMessages } from '../../src/domain/admin-catalog/csv-messages.ts';
import { uploadedWidth } from '../../src/domain/admin-catalog/images.ts';
import type { AdminProduct } from '../../src/domain/admin-catalog/product-form.ts';
import { translator } from '../../src/i18n/messages.ts';
import { call } from './admin-helpers.ts';
import { useCatalogAdmin } from './admin-catalog.fixtures.ts';

const sql = db();
const admin = useCatalogAdmin('test-imgimp-');
const root = mkdtempSync(join(tmpdir(), 'shop-imported-'));
const storage = new LocalDiskStorage({ root, bucket: 'product-images' });
let server: Server;
let cdn: string;
const hits: string[] = [];
let inFlight = 0;
let maxInFlight = 0;
const waiting: (() => void)[] = [];
const images: Record<string, { type: string; bytes: Buffer }> = {};

beforeAll(async () => {
  images['/hoodie-front.jpg'] = {
    type: 'image/jpeg',
    bytes: await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#884422' } })
      .jpeg()
      .toBuffer(),
  };
  images['/hoodie-back.png'] = {
    type: 'image/png',
    bytes: await sharp({ create: { width: 600, height: 600, channels: 3, background: '#224488' } })
      .png()
      .toBuffer(),
  };
  images['/hoodie-tag.webp'] = {
    type: 'image/webp',
    bytes: await sharp({ create: { width: 300, height: 200, channels: 3, background: '#eeeeee' } })
      .webp()
      .toBuffer(),
  };
  server = createServer((req, res) => {
    const path = req.url ?? '';
    hits.push(path);
    const image = images[path];
    if (image) return void res.writeHead(200, { 'content-type': image.type, 'content-length': image.bytes.length }).end(image.bytes);
    if (path === '/size-chart.html') return void res.writeHead(200, { 'content-type': 'text/html' }).end('<p>size chart</p>');
    if (path === '/fake.jpg') return void res.writeHead(200, { 'content-type': 'image/jpeg' }).end('<?php echo "not a picture";');
    if (path === '/huge.jpg') return void res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': 11 * 1024 * 1024 }).end();
    if (path === '/slow.jpg') return; // never answers
    if (path.startsWith('/rack/')) {
      // Holds each answer until four are waiting (or a moment has passed): shows how many the import fetches at once.
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      const answer = () => {
        inFlight -= 1;
        res.writeHead(200, { 'content-type': 'image/webp' }).end(images['/hoodie-tag.webp']!.bytes);
      };
      waiting.push(answer);
      if (inFlight >= 4) waiting.splice(0).forEach((a) => a());
      else setTimeout(() => waiting.splice(waiting.indexOf(answer) >>> 0, 1).forEach((a) => a()), 1000);
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  cdn = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  useImageStorage(storage);
});
afterAll(async () => {
  useImageStorage(undefined);
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await sql`delete from imported_images where source_url like ${`${cdn}/%`}`;
  rmSync(root, { recursive: true, force: true });
});
// A short deadline for the slow server (production's is 15 s per image).
beforeEach(() => allowLoopbackImagesForTests({ allowLoopback: true, timeoutMs: 3000 }));
afterEach(() => allowLoopbackImagesForTests(undefined));

const importing = (text: string, dryRun: boolean) =>
  call(csv, `/api/admin/catalog/import?dryRun=${dryRun}`, { token: admin.token, body: text, headers: { 'content-type': 'text/csv' } });
const getProduct = async (id: string) =>
  (await call(products, `/api/admin/products/${id}`, { token: admin.token })).body.product as AdminProduct;
const fileOf = (url: string) => storage.pathOf(storage.keyOf(url)!);

/** Shopify's product export: one image per row, on the variant rows and then on rows of their own. */
const shopifyFile = () =>
  [
    'Handle,Title,Body (HTML),Type,Published,Option1 Name,Option1 Value,Variant Price,Variant Inventory Qty,Image Src,Image Position',
    `test-imgimp-hoodie,Test Imported Hoodie,Warm,Hoodies,TRUE,Size,M,4500.00,6,${cdn}/hoodie-front.jpg,1`, // 2
    `test-imgimp-hoodie,,,,,,L,4500.00,2,${cdn}/hoodie-back.png,2`, // 3
    `test-imgimp-hoodie,,,,,,,,,${cdn}/hoodie-tag.webp,3`, // 4: an image row
    `test-imgimp-hoodie,,,,,,,,,${cdn}/size-chart.html,4`, // 5: not an image
    `test-imgimp-cap,Test Imported Cap,Cap,Caps,TRUE,Title,Default Title,1500.00,4,http://10.0.0.8/cap.jpg,1`, // 6: a private address
  ].join('\r\n');

describe("importing a catalog with images on another shop's CDN", () => {
  it('the dry run counts the images to copy and fetches nothing', async () => {
    const before = hits.length;
    const dry = await importing(shopifyFile(), true);
    expect(dry.status).toBe(200);
    expect(dry.body).toMatchObject({ dryRun: true, applied: false, errors: [], warnings: [], imagesToCopy: 5 });
    expect(dry.body.changes.map((c: { productId: string; action: string }) => [c.productId, c.action])).toEqual([
      ['test-imgimp-hoodie', 'create'],
      ['test-imgimp-cap', 'create'],
    ]);
    expect(hits.length).toBe(before);
    expect(existsSync(join(root, 'product-images'))).toBe(false);
  });

  it("copies each image into the shop's storage as the upload does; what cannot be copied is reported on its row", async () => {
    const real = await importing(shopifyFile(), false);
    expect(real.status, JSON.stringify(real.body)).toBe(200);
    expect(real.body).toMatchObject({ applied: true, errors: [] });
    expect(real.body.warnings).toEqual([
      {
        row: 5,
        column: 'images',
        key: 'imageNotImage',
        values: { url: `${cdn}/size-chart.html` },
        message: `"${cdn}/size-chart.html" was not copied: it is not a JPEG, PNG or WebP image.`,
      },
      {
        row: 6,
        column: 'images',
        key: 'imageNotPublic',
        values: { url: 'http://10.0.0.8/cap.jpg' },
        message: '"http://10.0.0.8/cap.jpg" was not copied: its server is not on the public internet.',
      },
    ]);
    for (const w of real.body.warnings) {
      expect(translator(csvImportMessages, 'fr')(w.key, w.values)).toContain('n’a pas été copiée');
      expect(translator(csvImportMessages, 'ar')(w.key, w.values)).toMatch(/^لم تُنسخ «.+»: /);
    }

    const hoodie = await getProduct('test-imgimp-hoodie');
    expect(hoodie.variants.map((v) => `${v.size}:${v.stock}`)).toEqual(['M:6', 'L:2']);
    expect(hoodie.images).toHaveLength(3);
    for (const { url } of hoodie.images)
      expect(url).toMatch(/^\/storage\/v1\/object\/public\/product-images\/products\/[0-9a-f-]{36}-800\.webp$/);
    // In the file's order, each re-encoded to WebP at the upload's widths (never enlarged).
    const widths = await Promise.all(
      hoodie.images.map(async ({ url }) => {
        const sizes = [];
        for (const w of [400, 800, 1600]) {
          const meta = await sharp(fileOf(uploadedWidth(url, w)!)).metadata();
          expect(meta.format).toBe('webp');
          sizes.push(meta.width);
        }
        return sizes;
      }),
    );
    expect(widths).toEqual([
      [400, 800, 1200],
      [400, 600, 600],
      [300, 300, 300],
    ]);
    expect(await getProduct('test-imgimp-cap')).toMatchObject({ name: 'Test Imported Cap', images: [] });
  });

  it('the same file again copies nothing twice and changes nothing', async () => {
    const fetched = hits.filter((h) => h.startsWith('/hoodie')).length;
    const dry = await importing(shopifyFile(), true);
    // The copied images are read as their copies; the two that failed are still to copy (the dry run
    // cannot know they will fail again: it lists the hoodie's images as changing).
    expect(dry.body).toMatchObject({ errors: [], imagesToCopy: 2 });
    expect(dry.body.changes.find((c: { productId: string }) => c.productId === 'test-imgimp-hoodie')).toMatchObject({
      action: 'update',
      fields: ['images'],
    });
    const before = await getProduct('test-imgimp-hoodie');
    const real = await importing(shopifyFile(), false);
    expect(real.body).toMatchObject({ applied: true, errors: [] });
    expect(real.body.changes.map((c: { action: string }) => c.action)).toEqual(['unchanged', 'unchanged']);
    expect(real.body.warnings.map((w: { key: string }) => w.key)).toEqual(['imageNotImage', 'imageNotPublic']);
    expect(hits.filter((h) => h.startsWith('/hoodie')).length).toBe(fetched);
    expect((await getProduct('test-imgimp-hoodie')).images).toEqual(before.images);
  });

  it('a fake image, a too-big one and a slow server are reported; the product is imported without them', async () => {
    const text = [
      'id,name,price,category,images',
      `test-imgimp-tee,Test Imported Tee,2500,Tees,${cdn}/fake.jpg ${cdn}/huge.jpg ${cdn}/slow.jpg ${cdn}/hoodie-front.jpg`,
    ].join('\n');
    const real = await importing(text, false);
    expect(real.status).toBe(200);
    expect(real.body.warnings.map((w: { row: number; key: string }) => [w.row, w.key])).toEqual([
      [2, 'imageNotImage'],
      [2, 'imageTooLarge'],
      [2, 'imageTimeout'],
    ]);
    const tee = await getProduct('test-imgimp-tee');
    // The hoodie's front was copied by an earlier import: its copy is used, not a second one.
    expect(tee.images.map((i) => i.url)).toEqual([(await getProduct('test-imgimp-hoodie')).images[0]!.url]);
  });

  it('without the test allowance a local address is refused like any private one', async () => {
    allowLoopbackImagesForTests(undefined);
    const before = hits.length;
    const real = await importing(
      ['id,name,price,category,images', `test-imgimp-scarf,Test Imported Scarf,1800,Scarves,${cdn}/hoodie-tag.webp?v=2`].join('\n'),
      false,
    );
    expect(real.body).toMatchObject({ applied: true, errors: [] });
    expect(real.body.warnings).toMatchObject([{ row: 2, key: 'imageNotPublic' }]);
    expect(hits.length).toBe(before);
    expect((await getProduct('test-imgimp-scarf')).images).toEqual([]);
  });

  it('fetches four images at a time', async () => {
    const racks = Array.from({ length: 9 }, (_, i) => `${cdn}/rack/${i}.webp`);
    const real = await importing(
      ['id,name,price,category,images', `test-imgimp-rack,Test Imported Rack,900,Racks,${racks.join(' ')}`].join('\n'),
      false,
    );
    expect(real.body).toMatchObject({ applied: true, errors: [], warnings: [] });
    expect(maxInFlight).toBe(4);
    expect((await getProduct('test-imgimp-rack')).images).toHaveLength(9);
  });

  it('an import that runs out of time says which images to import again', async () => {
    allowLoopbackImagesForTests({ allowLoopback: true, budgetMs: -1 });
    const real = await importing(
      ['id,name,price,category,images', `test-imgimp-belt,Test Imported Belt,900,Belts,${cdn}/hoodie-back.png?v=3`].join('\n'),
      false,
    );
    expect(real.body.warnings).toMatchObject([{ row: 2, key: 'imageNotReached' }]);
    expect(real.body.warnings[0].message).toMatch(/Import the same file again/);
  });
});
