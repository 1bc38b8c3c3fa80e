// Stock from the admin through the real handlers: deltas applied atomically (all or none, never
// below 0), live at once on the shop's /api/stock without publishing, the low-stock view and its
// threshold; and, on PostgreSQL 15, stock edits and real orders (the real /api/orders handler) at
// the same moment, after which every unit is accounted for.
import { describe, expect, inject, it } from 'vitest';
import type { Context } from '@netlify/functions';
import stockAdmin from '../../netlify/functions/admin-stock.ts';
import actions from '../../netlify/functions/admin-product-actions.ts';
import liveStock from '../../netlify/functions/stock.ts';
import orders from '../../netlify/functions/orders.ts';
import { db } from '../../src/server/db/client.ts';
import type { AdminProduct } from '../../src/domain/admin-catalog/product-form.ts';
import { readPublishState } from '../../src/server/publish/publish-state.repo.ts';
import { call } from './admin-helpers.ts';
import { createProduct, fields, useCatalogAdmin } from './admin-catalog.fixtures.ts';
import { orderRequest } from '../db/orders.fixtures.ts';

const onPostgres = inject('databaseKind') === 'postgres15';
const sql = db();
const admin = useCatalogAdmin('test-stock-admin-');

const change = (changes: { variantId: number; delta: number }[]) =>
  call(stockAdmin, '/api/admin/stock', { token: admin.token, body: { changes } });
const shopStock = async (id: string) => {
  const response = await liveStock(new Request(`http://localhost/api/stock/${id}`), {
    params: { id },
    requestId: 't',
  } as unknown as Context);
  return ((await response.json()) as { variants: { size: string; color: string; stock: number }[] }).variants;
};
const stockOf = async (variantId: number) => (await sql<{ stock: number }[]>`select stock from variants where id = ${variantId}`)[0]!.stock;

async function publishedProduct(name: string, extra: Parameters<typeof fields>[1] = {}): Promise<AdminProduct> {
  const p = await createProduct(admin.token, fields(name, extra));
  return (
    await call(actions, `/api/admin/products/${p.id}/publish`, { token: admin.token, body: { published: true, updatedAt: p.updatedAt } })
  ).body.product;
}

describe('stock deltas', () => {
  it('adds and removes units; the shop sees them at once, without publishing', async () => {
    const p = await publishedProduct('Test Stock Admin Tee', { sizes: ['M', 'L'], colors: ['Black'] });
    const [m, l] = p.variants;
    await sql`update publish_state set changes_since = null`; // as if everything were live
    const answer = await change([
      { variantId: m!.id, delta: 10 },
      { variantId: l!.id, delta: 3 },
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body.variants).toEqual([
      { id: m!.id, productId: p.id, size: 'M', color: 'Black', stock: 10 },
      { id: l!.id, productId: p.id, size: 'L', color: 'Black', stock: 3 },
    ]);
    expect(await shopStock(p.id)).toEqual([
      { id: m!.id, size: 'M', color: 'Black', stock: 10 },
      { id: l!.id, size: 'L', color: 'Black', stock: 3 },
    ]);
    expect((await change([{ variantId: m!.id, delta: -4 }])).body.variants[0].stock).toBe(6);
    expect((await shopStock(p.id))[0]!.stock).toBe(6);
    // Stock needs no publish: it did not mark the site as changed.
    expect((await readPublishState(sql)).changesPending).toBe(false);
    const [entry] = await sql`select old_value, new_value from admin_audit where action = 'stock.change' order by id desc limit 1`;
    expect(entry).toMatchObject({ old_value: [{ variantId: m!.id, stock: 10 }], new_value: [{ variantId: m!.id, stock: 6 }] });
  });

  it('never below 0: 409 with what is left, and no change of the same call is applied', async () => {
    const p = await publishedProduct('Test Stock Admin Cap', { sizes: ['S', 'M'] });
    const [s, m] = p.variants;
    await change([
      { variantId: s!.id, delta: 2 },
      { variantId: m!.id, delta: 5 },
    ]);
    const refused = await change([
      { variantId: m!.id, delta: 1 },
      { variantId: s!.id, delta: -3 },
    ]);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'stock_below_zero', details: [{ variantId: s!.id, stock: 2, delta: -3 }] });
    expect(refused.body.error.message).toBe('Not enough stock: S has only 2 left. Nothing was changed.');
    expect([await stockOf(s!.id), await stockOf(m!.id)]).toEqual([2, 5]);
    const unknown = await change([{ variantId: 2_000_000_000, delta: 1 }]);
    expect([unknown.status, unknown.body.error.code]).toEqual([404, 'not_found']);
  });

  it('lists the variants at or under the threshold, which the owner sets', async () => {
    const p = await publishedProduct('Test Stock Admin Low', { sizes: ['S', 'M', 'L'] });
    const [s, m, l] = p.variants;
    await change([
      { variantId: s!.id, delta: 1 },
      { variantId: m!.id, delta: 4 },
      { variantId: l!.id, delta: 9 },
    ]);
    const put = await call(stockAdmin, '/api/admin/stock/threshold', { method: 'PUT', token: admin.token, body: { threshold: 4 } });
    expect(put.body).toEqual({ threshold: 4 });
    const low = async () =>
      (await call(stockAdmin, '/api/admin/stock/low', { token: admin.token })).body as {
        threshold: number;
        variants: { productId: string; size: string; stock: number }[];
      };
    const mine = (await low()).variants.filter((v) => v.productId === p.id).map((v) => `${v.size}:${v.stock}`);
    expect(mine).toEqual(['S:1', 'M:4']);
    await call(stockAdmin, '/api/admin/stock/threshold', { method: 'PUT', token: admin.token, body: { threshold: 0 } });
    expect((await low()).variants.filter((v) => v.productId === p.id)).toEqual([]);
    await call(stockAdmin, '/api/admin/stock/threshold', { method: 'PUT', token: admin.token, body: { threshold: 3 } });
  });
});

describe('stock edits and orders at the same moment', () => {
  // PGlite runs one transaction at a time, so there the race is small; PostgreSQL 15 runs them side by side.
  const orderCount = onPostgres ? 120 : 12;
  const editCount = onPostgres ? 60 : 6;

  it('every unit is accounted for: start + applied deltas - units sold = what is left', async () => {
    process.env.ORDER_WEBHOOK_URL = '';
    const p = await publishedProduct('Test Stock Admin Race', { sizes: ['M'], colors: ['Black'] });
    const variantId = p.variants[0]!.id;
    const start = onPostgres ? 40 : 4;
    await change([{ variantId, delta: start }]);
    const edits = Array.from({ length: editCount }, (_, i) => (i % 3 === 2 ? -2 : 3));
    const catalog = { tee: p.id, cap: p.id, draft: p.id };
    const placing = Array.from({ length: orderCount }, async () => {
      const body = orderRequest(catalog, { lines: [{ productId: p.id, size: 'M', color: 'Black', quantity: 1 }] });
      const response = await orders(
        new Request('http://localhost/api/orders', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
        { requestId: 't' },
      );
      return response.status;
    });
    const editing = edits.map(async (delta) => (await change([{ variantId, delta }])).status);
    const [orderStatuses, editStatuses] = await Promise.all([Promise.all(placing), Promise.all(editing)]);

    expect(
      orderStatuses.every((s) => s === 201 || s === 409),
      JSON.stringify(orderStatuses),
    ).toBe(true);
    expect(
      editStatuses.every((s) => s === 200 || s === 409),
      JSON.stringify(editStatuses),
    ).toBe(true);
    const applied = edits.filter((_, i) => editStatuses[i] === 200).reduce((a, b) => a + b, 0);
    const [sold] = await sql<{ units: number; orders: number }[]>`
      select coalesce(sum(quantity), 0)::int as units, count(*)::int as orders from order_lines where product_id = ${p.id}`;
    expect(sold!.orders).toBe(orderStatuses.filter((s) => s === 201).length);
    const left = await stockOf(variantId);
    expect(left).toBeGreaterThanOrEqual(0);
    expect(left).toBe(start + applied - sold!.units);
    // The audit log holds exactly the applied edits.
    const [audited] = await sql<
      { n: number }[]
    >`select count(*)::int as n from admin_audit where action = 'stock.change' and subject = ${p.id}`;
    expect(audited!.n).toBe(1 + editStatuses.filter((s) => s === 200).length);
    if (onPostgres) expect(sold!.orders).toBeGreaterThan(0);
  });
});
