// Products through the real handlers on the test database: create (a draft with its grid), the
// id made from the name (Arabic, French, taken), saves with the version check, the grid's sizes and
// colours, publish, duplicate, delete or archive, the list's filters and order, category renames,
// and the audit log of each change.
import { describe, expect, it } from 'vitest';
import products from '../../netlify/functions/admin-products.ts';
import actions from '../../netlify/functions/admin-product-actions.ts';
import order from '../../netlify/functions/admin-product-order.ts';
import categories from '../../netlify/functions/admin-categories.ts';
import { db } from '../../src/server/db/client.ts';
import { fieldsOf, type AdminProduct } from '../../src/domain/admin-catalog/product-form.ts';
import { listPublishedProducts } from '../../src/server/catalog/catalog.repo.ts';
import { call } from './admin-helpers.ts';
import { auditActions, createProduct, fields, orderNaming, useCatalogAdmin } from './admin-catalog.fixtures.ts';

const sql = db();
const admin = useCatalogAdmin('test-catalog-');
const save = (p: AdminProduct, change: Partial<AdminProduct> & { confirmStockRemoval?: boolean } = {}) =>
  call(products, `/api/admin/products/${p.id}`, {
    method: 'PUT',
    token: admin.token,
    body: { ...fieldsOf(p), updatedAt: p.updatedAt, ...change },
  });
const publish = (p: AdminProduct, published = true) =>
  call(actions, `/api/admin/products/${p.id}/publish`, { token: admin.token, body: { published, updatedAt: p.updatedAt } });
const cells = (p: AdminProduct) => p.variants.map((v) => `${v.size}/${v.color}:${v.stock}`);

describe('creating a product', () => {
  it('makes a draft with an id from its name and every size × colour at stock 0', async () => {
    const p = await createProduct(
      admin.token,
      fields('Test Catalog Hoodie', { sizes: ['S', 'M', 'L'], colors: ['Black', 'Sand'], badge: 'new', originalPrice: 4500 }),
    );
    expect(p).toMatchObject({
      id: 'test-catalog-hoodie',
      published: false,
      archived: false,
      idLocked: false,
      badge: 'new',
      originalPrice: 4500,
      images: [],
    });
    expect(cells(p)).toEqual(['S/Black:0', 'S/Sand:0', 'M/Black:0', 'M/Sand:0', 'L/Black:0', 'L/Sand:0']);
    expect(await auditActions(p.id)).toEqual(['product.create']);
    // A draft is not in the shop.
    expect((await listPublishedProducts(sql)).some((x) => x.id === p.id)).toBe(false);
  });

  it('a product without sizes and colours has one variant', async () => {
    const p = await createProduct(admin.token, fields('Test Catalog Cap'));
    expect(cells(p)).toEqual(['/:0']);
  });

  it('gives usable, unique ids for Arabic and French names and for a name already taken', async () => {
    const arabic = await createProduct(admin.token, fields('Test Catalog قميص أبيض'));
    const french = await createProduct(admin.token, fields('Test Catalog Été — Chemise brodée'));
    const again = await createProduct(admin.token, fields('Test Catalog Cap'));
    expect(arabic.id).toBe('test-catalog-qmis-abid');
    expect(french.id).toBe('test-catalog-ete-chemise-brodee');
    expect(again.id).toBe('test-catalog-cap-2');
    for (const id of [arabic.id, french.id, again.id])
      expect((await call(products, `/api/admin/products/${id}`, { token: admin.token })).status).toBe(200);
  });
});

describe('saving a product', () => {
  it('saves every field, and refuses a save made from an older version (two tabs) with 409 stale', async () => {
    const p = await createProduct(admin.token, fields('Test Catalog Jacket'));
    const first = await save(p, {
      price: 5900,
      details: ['Wool', 'Lined'],
      shippingReturns: 'Free returns',
      badge: 'limited',
      description: 'Warm.',
    });
    expect(first.status).toBe(200);
    expect(first.body.product).toMatchObject({
      price: 5900,
      details: ['Wool', 'Lined'],
      shippingReturns: 'Free returns',
      badge: 'limited',
      description: 'Warm.',
    });
    expect(first.body.product.updatedAt).not.toBe(p.updatedAt);
    const second = await save(p, { price: 1 }); // the other tab still has the first version
    expect(second.status).toBe(409);
    expect(second.body.error).toMatchObject({ code: 'stale', message: expect.stringContaining('changed elsewhere') });
    const [row] = await sql`select price from products where id = ${p.id}`;
    expect(row!.price).toBe(5900);
  });

  it("a draft's id follows its name; after the first publish it never changes", async () => {
    const p = await createProduct(admin.token, fields('Test Catalog Draft Name'));
    const renamed = (await save(p, { name: 'Test Catalog Better Name' })).body.product as AdminProduct;
    expect(renamed.id).toBe('test-catalog-better-name');
    expect(renamed.variants).toHaveLength(1); // the grid follows the id
    expect(await sql`select 1 from variants where product_id = ${p.id}`).toHaveLength(0);
    expect((await call(products, `/api/admin/products/${p.id}`, { token: admin.token })).status).toBe(404);
    const published = (await publish(renamed)).body.product as AdminProduct;
    expect(published).toMatchObject({ published: true, idLocked: true });
    const again = (await save(published, { name: 'Test Catalog Final Name' })).body.product as AdminProduct;
    expect(again).toMatchObject({ id: 'test-catalog-better-name', name: 'Test Catalog Final Name' });
    expect((await listPublishedProducts(sql)).find((x) => x.id === again.id)?.name).toBe('Test Catalog Final Name');
  });

  it('adding a size adds its cells at 0; removing one with stock asks first (409 stock_at_stake) and removes on confirmation', async () => {
    const p = await createProduct(admin.token, fields('Test Catalog Grid', { sizes: ['M'], colors: ['Black', 'White'] }));
    const withL = (await save(p, { sizes: ['M', 'L'] })).body.product as AdminProduct;
    expect(cells(withL)).toEqual(['M/Black:0', 'M/White:0', 'L/Black:0', 'L/White:0']);
    await sql`update variants set stock = 4 where product_id = ${p.id} and size = 'L' and color = 'White'`;
    const fresh = (await call(products, `/api/admin/products/${p.id}`, { token: admin.token })).body.product as AdminProduct;
    const refused = await save(fresh, { sizes: ['M'] });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'stock_at_stake', details: { cells: [{ size: 'L', color: 'White', stock: 4 }] } });
    expect(refused.body.error.message).toContain('4 units');
    expect(cells((await call(products, `/api/admin/products/${p.id}`, { token: admin.token })).body.product)).toHaveLength(4);
    // Removing a colour whose cells are all empty needs no confirmation.
    const noWhiteM = await save(fresh, { colors: ['Black', 'White'], sizes: ['M', 'L'] });
    expect(noWhiteM.status).toBe(200);
    const confirmed = await save(noWhiteM.body.product, { sizes: ['M'], confirmStockRemoval: true });
    expect(confirmed.status).toBe(200);
    expect(cells(confirmed.body.product)).toEqual(['M/Black:0', 'M/White:0']);
    expect(await auditActions(p.id)).toContain('stock.remove-cells');
  });
});

describe('publishing, duplicating, deleting', () => {
  it('publish puts the product in the shop, unpublish takes it out', async () => {
    const p = await createProduct(admin.token, fields('Test Catalog Shirt', { sizes: ['M'] }));
    const published = (await publish(p)).body.product as AdminProduct;
    expect((await listPublishedProducts(sql)).some((x) => x.id === p.id)).toBe(true);
    expect((await publish(p)).status).toBe(409); // the old version
    const draft = (await publish(published, false)).body.product as AdminProduct;
    expect(draft.published).toBe(false);
    expect((await listPublishedProducts(sql)).some((x) => x.id === p.id)).toBe(false);
    expect(await auditActions(p.id)).toEqual(['product.create', 'product.publish', 'product.unpublish']);
  });

  it('duplicate makes a draft copy with its own id, the same fields and the grid at 0', async () => {
    const p = await createProduct(admin.token, fields('Test Catalog Polo', { sizes: ['S', 'M'], colors: ['Navy'] }));
    await sql`update variants set stock = 7 where product_id = ${p.id}`;
    const answer = await call(actions, `/api/admin/products/${p.id}/duplicate`, { method: 'POST', token: admin.token });
    expect(answer.status).toBe(201);
    expect(answer.body.product).toMatchObject({
      id: 'test-catalog-polo-copy',
      name: 'Test Catalog Polo (copy)',
      sizes: ['S', 'M'],
      colors: ['Navy'],
      published: false,
    });
    expect(cells(answer.body.product)).toEqual(['S/Navy:0', 'M/Navy:0']);
  });

  it('delete removes a product no order names, and archives one that an order names (gone from the shop)', async () => {
    const unsold = await createProduct(admin.token, fields('Test Catalog Unsold'));
    const deleted = await call(products, `/api/admin/products/${unsold.id}`, { method: 'DELETE', token: admin.token });
    expect(deleted.body).toEqual({ result: 'deleted' });
    expect(await sql`select 1 from products where id = ${unsold.id}`).toHaveLength(0);

    const sold = (await publish(await createProduct(admin.token, fields('Test Catalog Sold')))).body.product as AdminProduct;
    await orderNaming(sold.id);
    const archived = await call(products, `/api/admin/products/${sold.id}`, { method: 'DELETE', token: admin.token });
    expect(archived.body).toMatchObject({ result: 'archived', product: { id: sold.id, archived: true, published: false } });
    expect((await listPublishedProducts(sql)).some((x) => x.id === sold.id)).toBe(false);
    const [lines] = await sql`select count(*)::int as n from order_lines where product_id = ${sold.id}`;
    expect(lines!.n).toBe(1);
    const list = await call(products, '/api/admin/products?q=Test%20Catalog%20Sold', { token: admin.token });
    expect(list.body.products).toEqual([]);
    const archivedList = await call(products, '/api/admin/products?archived=true&q=Test%20Catalog%20Sold', { token: admin.token });
    expect(archivedList.body.products.map((x: { id: string }) => x.id)).toEqual([sold.id]);
    expect(await auditActions(sold.id)).toContain('product.archive');
  });
});

describe('the list', () => {
  it('searches by name and filters by category, published and stock state', async () => {
    const a = await createProduct(admin.token, fields('Test Catalog Filter Alpha', { category: 'Test Filter Bags', sizes: ['M', 'L'] }));
    const b = (await publish(await createProduct(admin.token, fields('Test Catalog Filter Beta', { category: 'Test Filter Bags' })))).body
      .product as AdminProduct;
    await sql`update variants set stock = 20 where product_id = ${a.id} and size = 'M'`;
    await sql`update variants set stock = 50 where product_id = ${b.id}`;
    const ids = async (query: string) =>
      ((await call(products, `/api/admin/products?${query}`, { token: admin.token })).body.products as { id: string }[]).map((x) => x.id);
    expect(await ids('q=filter%20al')).toEqual([a.id]);
    expect(await ids('category=Test%20Filter%20Bags')).toEqual([b.id, a.id]); // the later one first
    expect(await ids('category=Test%20Filter%20Bags&published=true')).toEqual([b.id]);
    expect(await ids('category=Test%20Filter%20Bags&stock=low')).toEqual([a.id]); // L is at 0
    expect(await ids('category=Test%20Filter%20Bags&stock=in')).toEqual([b.id]);
    await sql`update variants set stock = 0 where product_id = ${a.id}`;
    expect(await ids('category=Test%20Filter%20Bags&stock=out')).toEqual([a.id]);
    const list = await call(products, '/api/admin/products?q=Filter%20Alpha', { token: admin.token });
    expect(list.body.products[0].stock).toEqual({ units: 0, variants: 2, low: 2, out: 2, state: 'out' });
    expect(list.body.categories).toContain('Test Filter Bags');
    expect(typeof list.body.lowStockThreshold).toBe('number');
    expect((await call(products, '/api/admin/products?stock=none', { token: admin.token })).status).toBe(422);
  });

  it("moves a product up or down in the owner's order, which is the shop's order", async () => {
    const x = (await publish(await createProduct(admin.token, fields('Test Catalog Order X')))).body.product as AdminProduct;
    const y = (await publish(await createProduct(admin.token, fields('Test Catalog Order Y')))).body.product as AdminProduct;
    const shopOrder = async () => (await listPublishedProducts(sql)).map((p) => p.id).filter((id) => id === x.id || id === y.id);
    expect(await shopOrder()).toEqual([y.id, x.id]); // the later one first
    const moved = await call(order, '/api/admin/product-order', { token: admin.token, body: { id: x.id, direction: 'up' } });
    expect(moved.status).toBe(200);
    expect(await shopOrder()).toEqual([x.id, y.id]);
    const whole = moved.body.ids as string[];
    const back = [...whole];
    back.splice(back.indexOf(x.id), 1);
    back.splice(back.indexOf(y.id) + 1, 0, x.id);
    expect((await call(order, '/api/admin/product-order', { token: admin.token, body: { ids: back } })).status).toBe(200);
    expect(await shopOrder()).toEqual([y.id, x.id]);
    expect((await call(order, '/api/admin/product-order', { token: admin.token, body: { ids: back.slice(1) } })).body.error.code).toBe(
      'stale',
    );
    expect(await auditActions(x.id)).toContain('products.order');
  });

  it('a product the owner adds (or duplicates) goes first, in the shop and in the list, and the owner can move it', async () => {
    const listed = async () =>
      ((await call(products, '/api/admin/products', { token: admin.token })).body.products as { id: string }[]).map((p) => p.id);
    const shop = async () => (await listPublishedProducts(sql)).map((p) => p.id);
    const older = (await publish(await createProduct(admin.token, fields('Test Catalog First Older')))).body.product as AdminProduct;
    const added = (await publish(await createProduct(admin.token, fields('Test Catalog First Added')))).body.product as AdminProduct;
    expect((await shop()).slice(0, 2)).toEqual([added.id, older.id]);
    expect((await listed()).slice(0, 2)).toEqual([added.id, older.id]);
    const copy = (await call(actions, `/api/admin/products/${older.id}/duplicate`, { method: 'POST', token: admin.token })).body
      .product as AdminProduct;
    expect((await listed()).slice(0, 3)).toEqual([copy.id, added.id, older.id]);

    // One step down, then to the end of the list: the shop follows.
    expect((await call(order, '/api/admin/product-order', { token: admin.token, body: { id: added.id, direction: 'down' } })).status).toBe(
      200,
    );
    expect((await listed()).slice(0, 3)).toEqual([copy.id, older.id, added.id]);
    const last = [...(await listed()).filter((id) => id !== added.id), added.id];
    expect((await call(order, '/api/admin/product-order', { token: admin.token, body: { ids: last } })).status).toBe(200);
    expect(await listed()).toEqual(last);
    expect((await shop()).at(-1)).toBe(added.id);
    // After the owner's order (positions 1..n), the next new product still goes before them all.
    const next = await createProduct(admin.token, fields('Test Catalog First Next'));
    expect(await listed()).toEqual([next.id, ...last]);
  });

  it('products created at once, while the owner moves one, each get their own place before every product', async () => {
    const before = (await sql<{ id: string }[]>`select id from products where archived_at is null order by position, id`).map((r) => r.id);
    const [a, b] = await Promise.all([
      createProduct(admin.token, fields('Test Catalog Race A')),
      createProduct(admin.token, fields('Test Catalog Race B')),
      call(order, '/api/admin/product-order', { token: admin.token, body: { id: before[0]!, direction: 'down' } }),
      createProduct(admin.token, fields('Test Catalog Race C')),
    ]);
    const rows = await sql<
      { id: string; position: number }[]
    >`select id, position from products where archived_at is null order by position, id`;
    expect(new Set(rows.map((r) => r.position)).size).toBe(rows.length);
    expect(new Set(rows.slice(0, 3).map((r) => r.id))).toEqual(new Set([a.id, b.id, 'test-catalog-race-c']));
  });

  it('renaming a category renames it on all its products', async () => {
    const p = await createProduct(admin.token, fields('Test Catalog Cat One', { category: 'Test Old Cat' }));
    const q = await createProduct(admin.token, fields('Test Catalog Cat Two', { category: 'Test Old Cat' }));
    const answer = await call(categories, '/api/admin/categories/rename', {
      token: admin.token,
      body: { from: 'Test Old Cat', to: 'Test New Cat' },
    });
    expect(answer.body).toMatchObject({ renamed: 2 });
    expect(answer.body.categories).toContain('Test New Cat');
    expect(answer.body.categories).not.toContain('Test Old Cat');
    const rows = await sql`select category from products where id in (${p.id}, ${q.id})`;
    expect(rows.map((r) => r.category)).toEqual(['Test New Cat', 'Test New Cat']);
    // Forms opened before the rename are stale now.
    expect((await save(p, { price: 1 })).status).toBe(409);
    expect(
      (await call(categories, '/api/admin/categories/rename', { token: admin.token, body: { from: 'Test Old Cat', to: 'X' } })).status,
    ).toBe(404);
  });
});
