// Product images through the real handler and the real sharp: JPEG, PNG and WebP files made here
// become WebP at 400/800/1600 px (never enlarged), upright (the EXIF orientation applied) and
// without EXIF; anything else (an executable renamed .jpg, a HEIC, a broken JPEG, over 15 MB) is
// refused with a message and nothing is stored. Files go to a local-disk storage in a temporary
// folder; then the list: order, first image, alt text, removal (files deleted unless shared).
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import images from '../../netlify/functions/admin-product-images.ts';
import actions from '../../netlify/functions/admin-product-actions.ts';
import { db } from '../../src/server/db/client.ts';
import { LocalDiskStorage } from '../../src/server/storage/local-disk.ts';
import { useImageStorage } from '../../src/server/storage/storage.ts';
import { uploadedWidth } from '../../src/domain/admin-catalog/images.ts';
import type { AdminProduct } from '../../src/domain/admin-catalog/product-form.ts';
import { call } from './admin-helpers.ts';
import { createProduct, fields, useCatalogAdmin } from './admin-catalog.fixtures.ts';

const admin = useCatalogAdmin('test-images-');
const root = mkdtempSync(join(tmpdir(), 'shop-uploads-'));
const storage = new LocalDiskStorage({ root, bucket: 'product-images' });
beforeAll(() => useImageStorage(storage));
afterAll(() => {
  useImageStorage(undefined);
  rmSync(root, { recursive: true, force: true });
});

function upload(productId: string, bytes: Uint8Array, name: string, type: string, alt?: string) {
  const form = new FormData();
  form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), name);
  if (alt !== undefined) form.append('alt', alt);
  const request = new Request(`https://shop.example/api/admin/products/${productId}/images`, {
    method: 'POST',
    headers: { 'x-auth-token': admin.token },
    body: form,
  });
  return images(request, { requestId: 't' }).then(async (r) => ({ status: r.status, body: (await r.json()) as any }));
}

/** Left half red, right half blue; with EXIF orientation 6 (the camera was turned: show it rotated 90° clockwise). */
const turnedJpeg = () =>
  sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#ff0000' } })
    .composite([{ input: { create: { width: 1000, height: 1000, channels: 3, background: '#0000ff' } }, left: 1000, top: 0 }])
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Copyright: 'Test camera', Make: 'TestPhone' } })
    .toBuffer();

const filesOnDisk = () =>
  existsSync(join(root, 'product-images/products')) ? readdirSync(join(root, 'product-images/products')).sort() : [];
const diskFile = (url: string) => storage.pathOf(storage.keyOf(url)!);
const pixel = async (file: string, x: number, y: number) => {
  const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
};

describe('uploading', () => {
  let product: AdminProduct;
  beforeAll(async () => {
    product = await createProduct(admin.token, fields('Test Images Tee'));
  });

  it('a turned JPEG: WebP at 400, 800 and 1600 px, upright, EXIF gone', async () => {
    const input = await turnedJpeg();
    const sent = await sharp(input).metadata();
    expect([sent.orientation, sent.exif?.toString('latin1').includes('TestPhone')]).toEqual([6, true]);
    const answer = await upload(product.id, new Uint8Array(input), 'IMG_0001.JPG', 'image/jpeg', 'Front of the tee');
    expect(answer.status).toBe(201);
    const [image] = answer.body.product.images;
    expect(image).toEqual({
      url: expect.stringMatching(/^\/storage\/v1\/object\/public\/product-images\/products\/[0-9a-f-]{36}-800\.webp$/),
      alt: 'Front of the tee',
    });
    for (const width of [400, 800, 1600]) {
      const file = diskFile(uploadedWidth(image.url, width) ?? image.url);
      const meta = await sharp(file).metadata();
      // Upright: the 2000 × 1000 photo turned by its orientation is 1000 wide, so 1600 is not enlarged.
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', Math.min(width, 1000), Math.min(width, 1000) * 2]);
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
    // The red left half is at the top now, the blue right half at the bottom.
    const file = diskFile(image.url);
    const [top, bottom] = [await pixel(file, 400, 50), await pixel(file, 400, 1550)];
    expect(top[0]).toBeGreaterThan(200);
    expect(top[2]).toBeLessThan(60);
    expect(bottom[2]).toBeGreaterThan(200);
    expect(bottom[0]).toBeLessThan(60);
    const raw = (await sharp(file).toBuffer()).toString('latin1');
    expect(raw).not.toContain('TestPhone');
  });

  it('a PNG (with transparency) and a WebP are converted too, at their widths', async () => {
    const png = await sharp({ create: { width: 1800, height: 1200, channels: 4, background: { r: 0, g: 128, b: 0, alpha: 0.5 } } })
      .png()
      .toBuffer();
    const webp = await sharp({ create: { width: 600, height: 900, channels: 3, background: '#808080' } })
      .webp()
      .toBuffer();
    const a = await upload(product.id, new Uint8Array(png), 'flat.png', 'image/png');
    const b = await upload(product.id, new Uint8Array(webp), 'small.webp', 'image/webp');
    expect([a.status, b.status]).toEqual([201, 201]);
    const [, pngImage, webpImage] = b.body.product.images as { url: string }[];
    const widths = async (url: string) =>
      Promise.all([400, 800, 1600].map(async (w) => (await sharp(diskFile(uploadedWidth(url, w) ?? url)).metadata()).width));
    expect(await widths(pngImage!.url)).toEqual([400, 800, 1600]);
    expect(await widths(webpImage!.url)).toEqual([400, 600, 600]); // never enlarged
    expect((await sharp(diskFile(pngImage!.url)).metadata()).format).toBe('webp');
  });

  it('refuses anything else with a message, and stores nothing', async () => {
    const before = filesOnDisk();
    const elf = new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...new Array(200).fill(0)]);
    const heic = new Uint8Array([
      0,
      0,
      0,
      24,
      ...new TextEncoder().encode('ftypheic'),
      0,
      0,
      0,
      0,
      ...new TextEncoder().encode('mif1heic'),
      ...new Array(100).fill(0),
    ]);
    const brokenJpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Array(500).fill(7)]);
    const huge = new Uint8Array(15 * 1024 * 1024 + 1);
    huge.set([0xff, 0xd8, 0xff]);
    const cases = [
      {
        bytes: elf,
        name: 'photo.jpg',
        type: 'image/jpeg',
        status: 415,
        message: 'This file is not a JPEG, PNG or WebP image. Choose a photo in one of those formats.',
      },
      {
        bytes: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        name: 'logo.png',
        type: 'image/png',
        status: 415,
        message: expect.stringContaining('not a JPEG, PNG or WebP'),
      },
      { bytes: heic, name: 'IMG_0002.HEIC', type: 'image/heic', status: 415, message: expect.stringContaining('iPhone HEIC') },
      { bytes: brokenJpeg, name: 'cut.jpg', type: 'image/jpeg', status: 415, message: expect.stringContaining('could not be read') },
      {
        bytes: huge,
        name: 'big.jpg',
        type: 'image/jpeg',
        status: 413,
        message: 'This image is larger than 15 MB. Choose a smaller photo.',
      },
    ];
    for (const c of cases) {
      const answer = await upload(product.id, c.bytes, c.name, c.type);
      expect([answer.status, answer.body.error.message], c.name).toEqual([c.status, c.message]);
    }
    const noFile = await images(
      new Request(`https://shop.example/api/admin/products/${product.id}/images`, {
        method: 'POST',
        headers: { 'x-auth-token': admin.token },
        body: new FormData(),
      }),
      {},
    );
    expect(noFile.status).toBe(422);
    const notMultipart = await call(images, `/api/admin/products/${product.id}/images`, { token: admin.token, body: { file: 'x' } });
    expect(notMultipart.status).toBe(415);
    expect(filesOnDisk()).toEqual(before);
    const [row] = await db()`select cardinality(images) as n from products where id = ${product.id}`;
    expect(row!.n).toBe(3);
  });

  it('refuses a photo over 12,000 px on a side (a 1 × 13,000 px PNG of a few hundred bytes) with the reason the admin words, and stores nothing', async () => {
    const before = filesOnDisk();
    const tall = new Uint8Array(
      await sharp({ create: { width: 1, height: 13_000, channels: 3, background: '#888' } })
        .png()
        .toBuffer(),
    );
    const answer = await upload(product.id, tall, 'strip.png', 'image/png');
    expect(answer.status).toBe(413);
    expect(answer.body.error).toEqual({
      code: 'image_too_large',
      message: 'This image is too long or too tall (at most 12,000 pixels on a side). Choose another photo.',
      details: { reason: 'sideTooLong' },
    });
    expect(filesOnDisk()).toEqual(before);
  });
});

// Netlify's function runtime sets neither NETLIFY nor CONTEXT, and its disk is read-only: the choice of
// storage may depend on configuration only. With no Supabase Storage (and no UPLOADS_DIR, which only
// the local runtime sets), an upload is a 503 naming what to set, and nothing reaches any disk.
it('with no storage configured (a deployed function: no NETLIFY, no CONTEXT) an upload is a 503 that says what to set, and nothing is stored', async () => {
  const p = await createProduct(admin.token, fields('Test Images Nowhere'));
  const names = ['NETLIFY', 'CONTEXT', 'UPLOADS_DIR', 'SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY'] as const;
  const saved = Object.fromEntries(names.map((name) => [name, process.env[name]]));
  for (const name of names) delete process.env[name];
  useImageStorage(undefined);
  const defaultDisk = resolve('.data/uploads/product-images/products');
  const onDefaultDisk = () => (existsSync(defaultDisk) ? readdirSync(defaultDisk).length : 0);
  const before = onDefaultDisk();
  try {
    const jpeg = new Uint8Array(
      await sharp({ create: { width: 100, height: 100, channels: 3, background: '#000' } })
        .jpeg()
        .toBuffer(),
    );
    const answer = await upload(p.id, jpeg, 'a.jpg', 'image/jpeg');
    expect([answer.status, answer.body.error.code]).toEqual([503, 'storage_unavailable']);
    expect(answer.body.error.message).toContain('SUPABASE_URL');
    expect(answer.body.error.message).toContain('SUPABASE_SERVICE_ROLE_KEY');
  } finally {
    for (const name of names) if (saved[name] !== undefined) process.env[name] = saved[name];
    useImageStorage(storage);
  }
  expect(onDefaultDisk()).toBe(before);
  const [row] = await db()`select cardinality(images) as n from products where id = ${p.id}`;
  expect(row!.n).toBe(0);
});

describe('the image list', () => {
  it('reorders, sets the first, changes alt texts and removes (deleting the files no product uses)', async () => {
    const p = await createProduct(admin.token, fields('Test Images List'));
    const jpeg = async (color: string) =>
      new Uint8Array(
        await sharp({ create: { width: 500, height: 500, channels: 3, background: color } })
          .jpeg()
          .toBuffer(),
      );
    await upload(p.id, await jpeg('#ff0000'), 'a.jpg', 'image/jpeg', 'A');
    await upload(p.id, await jpeg('#00ff00'), 'b.jpg', 'image/jpeg', 'B');
    let product = (await upload(p.id, await jpeg('#0000ff'), 'c.jpg', 'image/jpeg', 'C')).body.product as AdminProduct;
    const [a, b, c] = product.images;
    const put = (list: { url: string; alt: string }[], updatedAt = product.updatedAt) =>
      call(images, `/api/admin/products/${p.id}/images`, { method: 'PUT', token: admin.token, body: { images: list, updatedAt } });

    const reordered = await put([{ ...c!, alt: 'Back, blue' }, a!, b!]);
    expect(reordered.status).toBe(200);
    expect(reordered.body.product.images).toEqual([{ url: c!.url, alt: 'Back, blue' }, a, b]);
    expect((await put([a!], product.updatedAt)).body.error.code).toBe('stale');
    product = reordered.body.product;

    // A copy shares the images: removing one from the original keeps its files for the copy.
    const copy = (await call(actions, `/api/admin/products/${p.id}/duplicate`, { method: 'POST', token: admin.token })).body
      .product as AdminProduct;
    expect(copy.images.map((i) => i.url)).toEqual(product.images.map((i) => i.url));
    const removed = await put([product.images[0]!, product.images[1]!]);
    expect(removed.body.product.images.map((i: { url: string }) => i.url)).toEqual([c!.url, a!.url]);
    expect(existsSync(diskFile(b!.url))).toBe(true);
    const copyPut = await call(images, `/api/admin/products/${copy.id}/images`, {
      method: 'PUT',
      token: admin.token,
      body: { images: [], updatedAt: copy.updatedAt },
    });
    expect(copyPut.body.product.images).toEqual([]);
    for (const w of [400, 800, 1600]) expect(existsSync(diskFile(uploadedWidth(b!.url, w) ?? b!.url)), `b at ${w}`).toBe(false);
    expect(existsSync(diskFile(a!.url))).toBe(true); // still the original's

    const foreign = await put([{ url: '/images/products/someone-else.webp', alt: '' }], removed.body.product.updatedAt);
    expect([foreign.status, foreign.body.error.fields]).toEqual([422, { 'images.0.url': 'unknownImage' }]);
    const [entry] =
      await db()`select old_value, new_value from admin_audit where action = 'product.images' and subject = ${p.id} order by id desc limit 1`;
    expect(entry!.new_value).toEqual([
      { url: c!.url, alt: 'Back, blue' },
      { url: a!.url, alt: 'A' },
    ]);
  });
});
