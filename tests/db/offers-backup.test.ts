// Backups are generic (src/server/admin-orders/backup reads the schema): the offers' and codes' tables
// and the orders' new columns ride along (restoring any table is proven generically by
// tests/functions/admin-backup.test.ts's row-by-row round trip); an orders-only
// backup's code uses name their code loosely (set null on a restore without the codes, as a line's variant).
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { connect } from '../../src/server/db/client.ts';
import { placeOrder } from '../../src/server/orders/place-order.ts';
import { dumpBackup } from '../../src/server/admin-orders/backup/dump.ts';
import { readLooseReferences } from '../../src/server/admin-orders/backup/catalog.ts';
import { createTestCatalog, dropTestCatalog, orderRequest, type TestCatalog } from './orders.fixtures.ts';

const sql = connect(inject('databaseUrl'), { max: 2 });
const PREFIX = 'test-offers-bkp';
let catalog: TestCatalog;

beforeAll(async () => {
  catalog = await createTestCatalog(sql, PREFIX);
  await sql`insert into quantity_offers (product_id, kind, min_quantity, value) values (${catalog.tee}, 'percent', 2, 10)`;
  await sql`insert into discount_codes (code, kind, value, max_uses, once_per_phone) values ('TESTBKP', 'amount', 500, 9, true)`;
  const placed = await placeOrder(
    orderRequest(catalog, { lines: [{ productId: catalog.tee, size: 'M', color: 'Black', quantity: 2 }], discountCode: 'TESTBKP' }),
    sql,
  );
  if (!placed.ok) throw new Error(placed.refusal.code);
});
afterAll(async () => {
  await sql`delete from quantity_offers where product_id = ${catalog.tee}`;
  await sql`delete from orders where discount_code = 'TESTBKP'`;
  await sql`delete from discount_codes where code = 'TESTBKP'`;
  await dropTestCatalog(sql, PREFIX);
  await sql.end();
});

const rowsOf = (file: Awaited<ReturnType<typeof dumpBackup>>, table: string) => {
  const t = file.tables[table]!;
  return t.rows.map((row) => Object.fromEntries(t.columns.map((c, i) => [c, row[i]])));
};

it('a whole-database backup holds the offers, the codes, their uses and what each order and line was priced with', async () => {
  const file = await dumpBackup(sql, 'database');
  expect(rowsOf(file, 'quantity_offers')).toContainEqual(expect.objectContaining({ product_id: catalog.tee, kind: 'percent', value: 10 }));
  expect(rowsOf(file, 'discount_codes')).toContainEqual(expect.objectContaining({ code: 'TESTBKP', uses: 1, max_uses: 9 }));
  expect(rowsOf(file, 'discount_code_uses').length).toBeGreaterThan(0);
  expect(rowsOf(file, 'quantity_offers_version')).toHaveLength(1);
  const order = rowsOf(file, 'orders').find((o) => o.discount_code === 'TESTBKP')!;
  expect(order).toMatchObject({ code_discount: 500, subtotal: 5760 });
  expect(rowsOf(file, 'order_lines').find((l) => l.order_id === order.id)).toMatchObject({
    offer_discount: 640,
    offer: expect.objectContaining({ kind: 'percent', minQuantity: 2, value: 10 }),
  });
});

it('an orders-only backup carries the code uses, whose code is a loose reference: restored without the codes, set null', async () => {
  const file = await dumpBackup(sql, 'orders');
  expect(rowsOf(file, 'discount_code_uses').length).toBeGreaterThan(0);
  expect(file.tables.discount_codes).toBeUndefined();
  // The restore sets such a column null where its row is not in the file (restore.ts valueOf), as an order line's variant.
  expect(await readLooseReferences(sql)).toContainEqual({
    table: 'discount_code_uses',
    column: 'code_id',
    parent: 'discount_codes',
    parentColumn: 'id',
  });
});
