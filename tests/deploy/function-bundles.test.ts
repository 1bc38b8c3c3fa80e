// The functions whose handlers this file runs, packed the way Netlify packs them
// (@netlify/zip-it-and-ship-it with netlify.toml's settings) into folders, then each packed handler
// imported from its own folder and called with a real request against a real database: the bundle
// carries everything it needs. Every function's zip, as Netlify's real build writes it, is checked in
// netlify-build.test.ts (limits, node_modules/node/, zod/mini); `npm run bundle:functions` reports them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../../src/server/db/client.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { bundleFunctions, bundleProblems, carriesFullZod, moduleOf, type FunctionBundle } from '../../scripts/lib/function-bundles.ts';
import sharp from 'sharp';
import { upsertAdmin } from '../../src/server/admin/accounts.repo.ts';
import { createSession } from '../../src/server/admin/sessions.repo.ts';
import { freshDatabase, type FreshDatabase } from './databases.ts';

type Handler = (request: Request, context?: unknown) => Promise<Response>;
const root = fileURLToPath(new URL('../..', import.meta.url));
const outDir = mkdtempSync(join(tmpdir(), 'function-bundles-'));
const saved = { ...process.env };
/** The handlers run below. */
const RUN = ['admin-product-images', 'gate', 'health', 'orders', 'outbox-drain', 'stock'];

describe('functions packed as Netlify packs them', () => {
  let bundles: FunctionBundle[];
  let db: FreshDatabase;
  let productId: string;
  let adminToken: string;
  const uploads = mkdtempSync(join(tmpdir(), 'bundle-uploads-'));
  const handler = async (name: string): Promise<Handler> => {
    const bundle = bundles.find((b) => b.name === name)!;
    return ((await import(pathToFileURL(moduleOf(bundle)).href)) as { default: Handler }).default;
  };

  beforeAll(async () => {
    bundles = await bundleFunctions(root, outDir, { zip: false, only: RUN });
    db = await freshDatabase('pglite');
    process.env.DATABASE_EMBEDDED = '1';
    const sql = connect(db.url, { max: 1 });
    await migrate(sql, { seed: true });
    [{ id: productId }] = (await sql`select id from products where published order by id limit 1`) as unknown as [{ id: string }];
    adminToken = (await createSession(sql, (await upsertAdmin(sql, 'owner@bundle.test', null)).id, 'password')).token;
    await sql.end();
    // The packed modules read the same variables as on Netlify.
    Object.assign(process.env, {
      DATABASE_URL: db.url,
      DATABASE_EMBEDDED: '1',
      GATE_COOKIE_SECRET: 'bundle-test-secret-0123456789-0123456789',
      UPLOADS_DIR: uploads,
    });
  }, 300_000);
  afterAll(async () => {
    process.env = saved;
    await db?.stop();
    rmSync(outDir, { recursive: true, force: true });
    rmSync(uploads, { recursive: true, force: true });
  });

  it('packs them with nft, for the Node of netlify.toml, without the `node` binary, keeping to zod/mini', () => {
    expect(bundles.map((b) => b.name).sort()).toEqual(RUN);
    for (const b of bundles) expect([b.name, b.runtimeVersion, b.bundler]).toEqual([b.name, 'nodejs24.x', 'nft']);
    expect(bundles.flatMap(bundleProblems)).toEqual([]);
    expect(bundles.filter(carriesFullZod).map((b) => b.name)).toEqual([]);
    console.log(bundles.map((b) => `${b.name}: ${(b.bytes / 1024).toFixed(0)} KB in ${b.files.length} files (${b.bundler})`).join('\n'));
  });

  it('runs each packed handler from its bundle', async () => {
    const health = await (await handler('health'))(new Request('http://shop.test/api/health'));
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ ok: true, database: 'up' });

    const gate = await handler('gate');
    const empty = await gate(
      new Request('http://shop.test/api/gate', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
      { ip: '203.0.113.9' },
    );
    expect(empty.status).toBe(422);
    expect(await empty.json()).toEqual({ error: { code: 'invalid_request', message: 'Enter password' } });
    // Protection is off on this database: the password check does not exist then (404).
    const wrong = await gate(
      new Request('http://shop.test/api/gate', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"password":"not-it"}',
      }),
      { ip: '203.0.113.9' },
    );
    expect(wrong.status).toBe(404);

    const stock = await handler('stock');
    const live = await stock(new Request(`http://shop.test/api/stock/${productId}`), { params: { id: productId } });
    expect(live.status).toBe(200);
    const bad = await stock(new Request('http://shop.test/api/stock/NOT_AN_ID'), { params: { id: 'NOT_AN_ID' } });
    expect(bad.status).toBe(400);

    const orders = await (
      await handler('orders')
    )(new Request('http://shop.test/api/orders', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }), {
      ip: '203.0.113.9',
    });
    expect(orders.status).toBeGreaterThanOrEqual(400);
    expect(orders.status).toBeLessThan(500);
    expect((await orders.json()) as object).toHaveProperty('error');

    const drain = await (
      await handler('outbox-drain')
    )(new Request('http://shop.test/.netlify/functions/outbox-drain', { method: 'POST' }));
    expect(drain.status).toBe(200);
  });

  it('ships sharp with its Linux x64 binary beside the image upload, and converts a photo from the bundle', async () => {
    const bundle = bundles.find((b) => b.name === 'admin-product-images')!;
    expect(bundle.files).toEqual(
      expect.arrayContaining([
        'node_modules/sharp/package.json',
        expect.stringMatching(/^node_modules\/@img\/sharp-linux-x64\/lib\/sharp-linux-x64-[\d.]+\.node$/),
        expect.stringMatching(/^node_modules\/@img\/sharp-libvips-linux-x64\/lib\/libvips-cpp\.so/),
      ]),
    );
    expect(bundle.files.some((f) => f.startsWith('node_modules/node/'))).toBe(false); // not the 120 MB Node binary
    console.log(`admin-product-images: ${(bundle.bytes / 1024 / 1024).toFixed(1)} MB unzipped (Netlify allows 250 MB)`);
    const form = new FormData();
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#c0392b' } })
      .jpeg()
      .toBuffer();
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
    const upload = await (
      await handler('admin-product-images')
    )(
      new Request(`http://shop.test/api/admin/products/${productId}/images`, {
        method: 'POST',
        headers: { 'x-auth-token': adminToken },
        body: form,
      }),
      {},
    );
    expect(upload.status).toBe(201);
    const { product } = (await upload.json()) as { product: { images: { url: string }[] } };
    const url = product.images.at(-1)!.url;
    const stored = join(uploads, url.replace('/storage/v1/object/public/', ''));
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'webp', width: 800, height: 600 });
  });
});
