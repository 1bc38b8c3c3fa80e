// Catalog admin tests: products made through the real handlers, named so that their ids start
// with the test file's prefix (and are removed after it), an order naming a product, and readers.
import { afterAll, beforeAll } from 'vitest';
import { randomUUID } from 'node:crypto';
import products from '../../netlify/functions/admin-products.ts';
import { db } from '../../src/server/db/client.ts';
import type { ProductFields } from '../../src/domain/admin-catalog/product-form.ts';
import { call, signedIn } from './admin-helpers.ts';
import { uniquePhone } from '../db/orders.fixtures.ts';

export const fields = (name: string, extra: Partial<ProductFields> = {}): ProductFields => ({
  name,
  price: 3200,
  originalPrice: null,
  description: 'A heavy cotton tee.',
  category: 'Test Catalog',
  badge: 'none',
  details: ['100% cotton'],
  shippingReturns: 'Returns within 7 days.',
  colors: [],
  sizes: [],
  ...extra,
});

/** Signs an owner in before the file's tests and removes the products whose id starts with prefix after them. */
export function useCatalogAdmin(prefix: string) {
  const state = { token: '' };
  beforeAll(async () => {
    await db()`insert into site_settings (id) values (1) on conflict do nothing`;
    await db()`delete from products where id like ${`${prefix}%`}`;
    state.token = (await signedIn('owner@test.dz')).token;
  });
  afterAll(async () => {
    await db()`delete from orders where id in (select order_id from order_lines where product_id like ${`${prefix}%`})`;
    await db()`delete from products where id like ${`${prefix}%`}`;
  });
  return state;
}

export async function createProduct(token: string, body: ProductFields) {
  const answer = await call(products, '/api/admin/products', { token, body });
  if (answer.status !== 201) throw new Error(`create failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.product;
}

/** An order (straight in SQL) with one line naming the product: enough for "appears in orders". */
export async function orderNaming(productId: string): Promise<void> {
  const sql = db();
  const [order] = await sql<{ id: string }[]>`
    insert into orders (idempotency_key, flow, customer_name, email, phone, address, wilaya_code, commune, delivery_type, subtotal, shipping_price, total)
    values (${`test-${randomUUID()}`}, 'cart', 'Amina', 'a@example.dz', ${uniquePhone()}, '12 rue Didouche', '16', 'Alger Centre', 'home', 100, 0, 100)
    returning id`;
  await sql`insert into order_lines (order_id, product_id, product_name, unit_price, quantity, line_total) values (${order!.id}, ${productId}, 'x', 100, 1, 100)`;
}

export async function auditActions(subject: string): Promise<string[]> {
  const rows = await db()<{ action: string }[]>`select action from admin_audit where subject = ${subject} order by id`;
  return rows.map((r) => r.action);
}
