// Test products and order requests for the order tests. Products are made per test file (ids start
// with the file's prefix) so each file sees its own stock; phones and keys are unique per request
// so the cooldown of one test never meets another.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import type { Sql } from '../../src/server/db/client.ts';
import type { OrderRequest } from '../../src/domain/orders/order-request.ts';

export type TestCatalog = { tee: string; cap: string; draft: string };

const catalogIds = (prefix: string): TestCatalog => ({ tee: `${prefix}-tee`, cap: `${prefix}-cap`, draft: `${prefix}-draft` });

export async function createTestCatalog(sql: Sql, prefix: string): Promise<TestCatalog> {
  const ids = catalogIds(prefix);
  await sql`insert into products (id, name, price, category, colors, sizes, position, published) values
    (${ids.tee}, 'Order Test Tee', 3200, 'Test', '{Black}', '{M,L}', 1000, true),
    (${ids.cap}, 'Order Test Cap', 1500, 'Test', '{}', '{}', 1001, true),
    (${ids.draft}, 'Order Draft', 900, 'Test', '{}', '{}', 1002, false)`;
  await sql`insert into variants (product_id, size, color, stock) values
    (${ids.tee}, 'M', 'Black', 5), (${ids.tee}, 'L', 'Black', 1), (${ids.cap}, '', '', 3), (${ids.draft}, '', '', 9)`;
  return ids;
}

export async function dropTestCatalog(sql: Sql, prefix: string): Promise<void> {
  await sql`delete from products where id like ${`${prefix}-%`}`;
}

/** A test file's catalog: made before its tests, dropped after them, and then its client closed. */
export function useTestCatalog(sql: Sql, prefix: string): TestCatalog {
  beforeAll(() => createTestCatalog(sql, prefix));
  afterAll(async () => {
    await dropTestCatalog(sql, prefix);
    await sql.end();
  });
  return catalogIds(prefix);
}

export async function stockOf(sql: Sql, productId: string, size = '', color = ''): Promise<number> {
  const [row] = await sql<
    { stock: number }[]
  >`select stock from variants where product_id = ${productId} and size = ${size} and color = ${color}`;
  return row!.stock;
}

export async function setStock(sql: Sql, productId: string, size: string, color: string, stock: number): Promise<void> {
  await sql`update variants set stock = ${stock} where product_id = ${productId} and size = ${size} and color = ${color}`;
}

const usedPhones = new Set<string>();
/** A fresh 05/06/07 number, different from every other one this test run made. */
export function uniquePhone(): string {
  for (;;) {
    const phone = `0${5 + Math.floor(Math.random() * 3)}${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    if (!usedPhones.has(phone)) {
      usedPhones.add(phone);
      return phone;
    }
  }
}

/** A real commune of each wilaya the tests order to: an order must name one of its wilaya's communes. */
export const COMMUNE_OF: Record<string, string> = { '16': 'Alger Centre', '05': 'Batna', '20': 'Saida', '33': 'Illizi', '56': 'Djanet' };

export function orderRequest(catalog: TestCatalog, overrides: Partial<OrderRequest> = {}): OrderRequest {
  const wilayaCode = overrides.wilayaCode ?? '16';
  return {
    flow: 'cart',
    idempotencyKey: `test-${randomUUID()}`,
    name: 'Amina Benali',
    email: 'amina@example.dz',
    phone: uniquePhone(),
    address: '12 rue Didouche Mourad',
    notes: '',
    wilayaCode,
    commune: COMMUNE_OF[wilayaCode] ?? 'Alger Centre',
    deliveryType: 'home',
    lines: [{ productId: catalog.tee, size: 'M', color: 'Black', quantity: 1 }],
    ...overrides,
  };
}

export async function countOrderRows(sql: Sql): Promise<{ orders: number; lines: number; history: number; outbox: number }> {
  const [row] = await sql<{ orders: number; lines: number; history: number; outbox: number }[]>`
    select (select count(*)::int from orders) as orders, (select count(*)::int from order_lines) as lines,
           (select count(*)::int from order_status_history) as history, (select count(*)::int from outbox) as outbox`;
  return row!;
}
