// A draft's edits are not changes waiting to go live: the shop's pages hold published products only,
// so creating, editing, adding images to, duplicating or deleting a draft leaves the publishing bar
// as it was ("Live since …", nothing to publish), and the publish screen's list leaves those lines out
// even when something else is pending. Publishing the draft is the one change that counts (its
// earlier edits ride along with it); a published product's edits count, and so does taking it out.
// Through the real handlers on the test database; images in a local-disk storage in a temporary folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import products from '../../netlify/functions/admin-products.ts';
import actions from '../../netlify/functions/admin-product-actions.ts';
import csv from '../../netlify/functions/admin-catalog-csv.ts';
import productOrder from '../../netlify/functions/admin-product-order.ts';
import images from '../../netlify/functions/admin-product-images.ts';
import publish from '../../netlify/functions/admin-publish.ts';
import settings from '../../netlify/functions/admin-settings.ts';
import { db } from '../../src/server/db/client.ts';
import { fieldsOf, type AdminProduct } from '../../src/domain/admin-catalog/product-form.ts';
import type { PublishState } from '../../src/domain/admin/publish.ts';
import { LocalDiskStorage } from '../../src/server/storage/local-disk.ts';
import { useImageStorage } from '../../src/server/storage/storage.ts';
import { call } from './admin-helpers.ts';
import { createProduct, fields, useCatalogAdmin } from './admin-catalog.fixtures.ts';

const sql = db();
const admin = useCatalogAdmin('test-drafts-');
const uploads = mkdtempSync(join(tmpdir(), 'shop-uploads-'));
let savedCooldown: number;
beforeAll(async () => {
  useImageStorage(new LocalDiskStorage({ root: uploads, bucket: 'product-images' }));
  savedCooldown = (await sql<{ order_cooldown_seconds: number }[]>`select order_cooldown_seconds from site_settings`)[0]!
    .order_cooldown_seconds;
});
afterAll(async () => {
  useImageStorage(undefined);
  rmSync(uploads, { recursive: true, force: true });
  await sql`update site_settings set order_cooldown_seconds = ${savedCooldown}`;
  await sql`update publish_state set changes_since = null, last_change_at = null`;
});
// Everything live, as after a publish: a change from here on is what the bar counts.
beforeEach(() => sql`update publish_state set changes_since = null, last_change_at = null, live_since = now(), error = null`);

const publishState = async (): Promise<PublishState> => (await call(publish, '/api/admin/publish', { token: admin.token })).body;
const pendingLines = async () => (await publishState()).pending.map((c) => `${c.action} ${c.subject}`);
const ok = <T>(answer: { status: number; body: T }) => {
  expect(answer.status).toBe(200);
  return answer.body;
};
const save = async (p: AdminProduct, change: Partial<AdminProduct> = {}): Promise<AdminProduct> =>
  ok(
    await call(products, `/api/admin/products/${p.id}`, {
      method: 'PUT',
      token: admin.token,
      body: { ...fieldsOf(p), updatedAt: p.updatedAt, ...change },
    }),
  ).product;
const setPublished = async (p: AdminProduct, published: boolean): Promise<AdminProduct> =>
  ok(await call(actions, `/api/admin/products/${p.id}/publish`, { token: admin.token, body: { published, updatedAt: p.updatedAt } }))
    .product;
const duplicate = async (p: AdminProduct): Promise<AdminProduct> => {
  const answer = await call(actions, `/api/admin/products/${p.id}/duplicate`, { token: admin.token, body: {} });
  expect(answer.status).toBe(201);
  return answer.body.product;
};
const remove = async (p: AdminProduct) => ok(await call(products, `/api/admin/products/${p.id}`, { method: 'DELETE', token: admin.token }));
async function addImage(p: AdminProduct): Promise<AdminProduct> {
  const form = new FormData();
  const png = await sharp({ create: { width: 500, height: 500, channels: 3, background: '#2a6' } })
    .png()
    .toBuffer();
  form.append('file', new Blob([png as Uint8Array<ArrayBuffer>], { type: 'image/png' }), 'tee.png');
  form.append('alt', 'A green tee');
  const response = await images(
    new Request(`https://shop.example/api/admin/products/${p.id}/images`, {
      method: 'POST',
      headers: { 'x-auth-token': admin.token },
      body: form,
    }),
    { requestId: 't' } as never,
  );
  expect(response.status).toBe(201);
  return ((await response.json()) as { product: AdminProduct }).product;
}
/** A settings save: a change shoppers see once published, to have something pending besides the drafts. */
async function saveSetting(cooldownSeconds: number): Promise<void> {
  const { updatedAt } = (await call(settings, '/api/admin/settings', { token: admin.token })).body;
  ok(await call(settings, '/api/admin/settings/orders', { method: 'PUT', token: admin.token, body: { cooldownSeconds, updatedAt } }));
}

describe("a draft's edits are not changes waiting to go live", () => {
  it('creating, editing, adding images to, duplicating and deleting a draft leave the site live, nothing pending', async () => {
    let draft = await createProduct(admin.token, fields('Test Drafts Linen Shirt'));
    draft = await save(draft, { price: 4100, description: 'Washed linen.' });
    draft = await addImage(draft);
    const copy = await duplicate(draft);
    expect(await remove(copy)).toEqual({ result: 'deleted' });
    expect(await setPublished(draft, false)).toMatchObject({ published: false }); // "unpublishing" a draft changes nothing

    expect(await publishState()).toMatchObject({ state: 'live', changesPending: false, pending: [], pendingTotal: 0 });
    // Each of them is still in the audit log: the log keeps everything, the bar only what shoppers would see.
    const audited = await sql<{ action: string }[]>`select action from admin_audit where subject like 'test-drafts-%' order by id`;
    expect(audited.map((r) => r.action)).toEqual(
      expect.arrayContaining(['product.create', 'product.update', 'product.images', 'product.duplicate', 'product.delete']),
    );
  });

  it('with another change pending, the list and the count leave the draft out', async () => {
    let draft = await createProduct(admin.token, fields('Test Drafts Wool Scarf'));
    await saveSetting(savedCooldown + 1);
    draft = await save(draft, { price: 2900 });
    draft = await addImage(draft);
    await duplicate(draft);

    const state = await publishState();
    expect(state).toMatchObject({ state: 'pending', changesPending: true, pendingTotal: 1 });
    expect(state.pending.map((c) => c.action)).toEqual(['settings.orders']);
  });

  it("publishing the draft is the one line waiting (its edits ride along); a published product's edits count", async () => {
    let product = await createProduct(admin.token, fields('Test Drafts Denim Jacket'));
    product = await save(product, { price: 8800 });
    product = await addImage(product);
    product = await setPublished(product, true);
    expect(await pendingLines()).toEqual([`product.publish ${product.id}`]);
    expect((await publishState()).pendingTotal).toBe(1);

    // Live now; then edits to the product in the shop are waiting to go live.
    await sql`update publish_state set changes_since = null, last_change_at = null`;
    product = await save(product, { price: 8500 });
    product = await addImage(product);
    expect(await publishState()).toMatchObject({ state: 'pending', pendingTotal: 2 });
    expect((await pendingLines()).sort()).toEqual([`product.images ${product.id}`, `product.update ${product.id}`]);
  });

  it('taking a product out of the shop counts; its edits as a draft afterwards do not', async () => {
    let product = await setPublished(await createProduct(admin.token, fields('Test Drafts Silk Scarf')), true);
    await sql`update publish_state set changes_since = null, last_change_at = null`;
    product = await setPublished(product, false);
    expect(await pendingLines()).toEqual([`product.unpublish ${product.id}`]);

    await sql`update publish_state set changes_since = null, last_change_at = null`;
    product = await save(product, { price: 3100 });
    product = await addImage(product);
    expect(await publishState()).toMatchObject({ changesPending: false, pendingTotal: 0 });

    // Deleting a product in the shop counts (it leaves the shop with the next publish).
    const shown = await setPublished(await createProduct(admin.token, fields('Test Drafts Wool Cap')), true);
    await sql`update publish_state set changes_since = null, last_change_at = null`;
    await remove(shown);
    expect(await pendingLines()).toEqual([`product.delete ${shown.id}`]);
  });
});

describe('a catalog file or a new order that touches only drafts', () => {
  const importing = async (text: string) =>
    ok(await call(csv, '/api/admin/catalog/import?dryRun=false', { token: admin.token, body: text, contentType: 'text/csv' }));

  it('leaves the site live with nothing pending; the same file for a published product counts', async () => {
    const draft = await createProduct(admin.token, fields('Test Drafts Csv Tote'));
    expect(await importing(`id,name,price\n${draft.id},Test Drafts Csv Tote,2500`)).toMatchObject({ applied: true, errors: [] });
    expect(await importing('name,price,category,published\nTest Drafts Csv Cap,1500,Test Drafts,no')).toMatchObject({
      applied: true,
      errors: [],
    });
    // The draft moved past a product of the shop: the shop's own order is the same.
    const rows = await sql<{ id: string; published: boolean }[]>`
      select id, published from products where archived_at is null order by position, id`;
    const firstShown = rows.findIndex((r) => r.published);
    const others = rows.map((r) => r.id).filter((id) => id !== draft.id);
    const ids = [...others.slice(0, firstShown + 1), draft.id, ...others.slice(firstShown + 1)];
    expect(rows.findIndex((r) => r.id === draft.id)).toBeLessThan(firstShown);
    expect(ok(await call(productOrder, '/api/admin/product-order', { token: admin.token, body: { ids } }))).toEqual({ ids });
    expect(await publishState()).toMatchObject({ state: 'live', changesPending: false, pending: [] });

    const shown = await setPublished(await createProduct(admin.token, fields('Test Drafts Csv Belt')), true);
    await sql`update publish_state set changes_since = null, last_change_at = null`;
    await importing(`id,name,price\n${shown.id},Test Drafts Csv Belt,3100`);
    expect(await publishState()).toMatchObject({ state: 'pending', changesPending: true });
  });
});
