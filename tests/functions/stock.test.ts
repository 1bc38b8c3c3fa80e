// GET /api/stock/{id} against the real test database: stock changed in SQL is what the handler answers.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Context } from '@netlify/functions';
import stock, { config } from '../../netlify/functions/stock.ts';
import { connect } from '../../src/server/db/client.ts';
import { readLiveStock } from '../../src/domain/catalog/variant-availability.ts';

const liveStock = (body: unknown) => {
  const live = readLiveStock(body);
  if (!live) throw new Error(`not a stock answer: ${JSON.stringify(body)}`);
  return live;
};

const sql = connect(inject('databaseUrl'), { max: 1 });

// The context the local runtime and Netlify give: the :id of config.path.
const call = (id: string, init: RequestInit = {}) =>
  stock(new Request(`http://localhost/api/stock/${encodeURIComponent(id)}`, init), {
    params: { id },
    requestId: 'test',
  } as unknown as Context);

beforeAll(async () => {
  await sql`insert into products (id, name, price, category, colors, sizes, published)
            values ('test-stock-tee', 'Stock Tee', 2500, 'Test', '{Black,White}', '{M,L}', true),
                   ('test-stock-draft', 'Draft', 2500, 'Test', '{}', '{}', false),
                   ('test-stock-bare', 'No variants yet', 2500, 'Test', '{}', '{}', true)`;
  await sql`insert into variants (product_id, size, color, stock)
            values ('test-stock-tee', 'M', 'Black', 3), ('test-stock-tee', 'L', 'Black', 1),
                   ('test-stock-tee', 'M', 'White', 0), ('test-stock-draft', '', '', 5)`;
});
afterAll(async () => {
  await sql`delete from products where id like 'test-stock-%'`;
  await sql.end();
});

describe('GET /api/stock/{id}', () => {
  it('is routed at /api/stock/:id for GET only', () => {
    expect(config).toMatchObject({ path: '/api/stock/:id', method: ['GET'] });
  });

  it('answers every variant with its stock, never cached', async () => {
    const response = await call('test-stock-tee');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = liveStock(await response.json());
    expect(body.productId).toBe('test-stock-tee');
    expect(body.variants.map((v) => [v.size, v.color, v.stock])).toEqual([
      ['M', 'Black', 3],
      ['L', 'Black', 1],
      ['M', 'White', 0],
    ]);
    expect(body.variants.every((v) => Number.isInteger(v.id) && v.id > 0)).toBe(true);
  });

  it('shows a size sold out in the database at once (no rebuild, no cache)', async () => {
    await sql`update variants set stock = 0 where product_id = 'test-stock-tee' and size = 'L' and color = 'Black'`;
    const after = liveStock(await (await call('test-stock-tee')).json());
    expect(after.variants.find((v) => v.size === 'L' && v.color === 'Black')?.stock).toBe(0);
    await sql`update variants set stock = 7 where product_id = 'test-stock-tee' and size = 'M' and color = 'White'`;
    const restocked = liveStock(await (await call('test-stock-tee')).json());
    expect(restocked.variants.find((v) => v.size === 'M' && v.color === 'White')?.stock).toBe(7);
  });

  it('answers a published product without variants with an empty list', async () => {
    const response = await call('test-stock-bare');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ productId: 'test-stock-bare', variants: [] });
  });

  it('is a 404 JSON for an unknown or unpublished product', async () => {
    for (const id of ['no-such-product', 'test-stock-draft']) {
      const response = await call(id);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expect(await response.json()).toEqual({ error: { code: 'product_not_found', message: 'Product not found' } });
    }
  });

  it('is a 400 for a malformed id, before touching the database', async () => {
    for (const id of ['Bad_Id', '-starts-with-dash', "x' or 1=1 --", 'a'.repeat(81), '']) {
      const response = await call(id);
      expect(response.status, id).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: 'invalid_product_id' } });
    }
  });

  it('refuses other methods with 405', async () => {
    const response = await call('test-stock-tee', { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET');
  });

  it('reads the id from the path when no route params are given', async () => {
    const response = await stock(new Request('http://localhost/api/stock/test-stock-tee'), { requestId: 'test' } as unknown as Context);
    expect(response.status).toBe(200);
  });
});
