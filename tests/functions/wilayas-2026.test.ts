// A shopper in one of the 2026 wilayas (Law 26-06) through the real handlers: POST /api/orders with
// 59 Aflou and one of its communes is priced as Laghouat (03), stored with both codes; the admin shows
// both; the owner's edit stays on the 58 and the 2026 code follows the commune; and the Yalidine file
// carries Laghouat, the wilaya carriers ship on. A backup of the orders keeps both codes, and one made
// before the 2026 code existed restores with it computed from the commune.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import orders from '../../netlify/functions/orders.ts';
import adminOrders from '../../netlify/functions/admin-orders.ts';
import adminOrder from '../../netlify/functions/admin-order.ts';
import carrierExport from '../../netlify/functions/admin-carrier-export.ts';
import { db } from '../../src/server/db/client.ts';
import { moveOrder } from '../../src/server/orders/order-moves.service.ts';
import type { OrderDetail } from '../../src/domain/admin-orders/order-detail.ts';
import type { OrderListPage } from '../../src/domain/admin-orders/order-list.ts';
import { createTestCatalog, dropTestCatalog, orderRequest, type TestCatalog } from '../db/orders.fixtures.ts';
import { call, makeAdmin, signedIn } from './admin-helpers.ts';
import { csvRecords } from './csv-reader.ts';
import { dumpBackup } from '../../src/server/admin-orders/backup/dump.ts';
import { restoreBackup } from '../../src/server/admin-orders/backup/restore.ts';
import { emptyDatabase } from './empty-database.ts';
import type { BackupFile } from '../../src/domain/admin-orders/backup.ts';

const sql = db();
const OWNER = 'w69-owner@test.dz';
let catalog: TestCatalog;
let token: string;
let laghouat: { home_price: number; office_price: number };

beforeAll(async () => {
  delete process.env.ORDER_WEBHOOK_URL;
  catalog = await createTestCatalog(sql, 'w69');
  await sql`update variants set stock = 100 where product_id like 'w69-%'`;
  await makeAdmin(OWNER, 'the owner password');
  token = (await signedIn(OWNER)).token;
  const [row] = await sql<(typeof laghouat)[]>`select home_price, office_price from wilayas where code = '03'`;
  laghouat = row!;
});
afterAll(() => dropTestCatalog(sql, 'w69'));

const post = (body: unknown) =>
  orders(
    new Request('http://localhost/api/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );

const stored = async (number: number) =>
  (
    await sql<
      { wilaya_code: string; wilaya_code_2026: string }[]
    >`select wilaya_code, wilaya_code_2026 from orders where number = ${number}`
  )[0];

/** An order of 59 Aflou, placed as the shop's form sends it: the 2026 code and a commune typed in Arabic. */
async function aflouOrder(deliveryType: 'home' | 'office' = 'office') {
  const response = await post(orderRequest(catalog, { wilayaCode: '59', commune: 'أفلو', deliveryType }));
  expect(response.status).toBe(201);
  return (await response.json()).order as { number: number; wilayaCode: string; commune: string; shippingPrice: number; total: number };
}

describe('POST /api/orders with a wilaya of 2026', () => {
  it('59 Aflou with one of its communes: priced as Laghouat, stored on 03 with 59 beside it', async () => {
    const order = await aflouOrder('office');
    expect(order).toMatchObject({
      wilayaCode: '03',
      commune: 'Aflou',
      shippingPrice: laghouat.office_price,
      total: 3200 + laghouat.office_price,
    });
    expect(await stored(order.number)).toEqual({ wilaya_code: '03', wilaya_code_2026: '59' });
    // The owner's chat message names her wilaya as she knows it, and the one it is shipped as.
    const [outbox] = await sql<{ content: string }[]>`
      select payload->'message'->>'content' as content from outbox where (payload->>'orderNumber')::int = ${order.number}`;
    expect(outbox!.content).toContain('Aflou (أفلو), 59 Aflou, shipped as 03 Laghouat (office delivery (stop desk))');
  });

  it("refuses a commune that is not the new wilaya's own with the commune's message (422)", async () => {
    const response = await post(orderRequest(catalog, { wilayaCode: '59', commune: 'Laghouat' }));
    expect(response.status).toBe(422);
    expect((await response.json()).error).toMatchObject({ code: 'commune_unknown', fields: { commune: expect.any(String) } });
  });
});

describe('the admin', () => {
  it('shows both wilayas on the list and the order; its edit stays on the 58 and the 2026 code follows the commune', async () => {
    const { number } = await aflouOrder();
    const aflou = { code: '59', nameFr: 'Aflou', nameAr: 'أفلو' };
    const page = (await call(adminOrders, '/api/admin/orders?wilaya=03', { token })).body as OrderListPage;
    expect(page.orders.find((o) => o.number === number)).toMatchObject({ wilayaCode: '03', wilayaNameFr: 'Laghouat', wilaya2026: aflou });
    const detail = (await call(adminOrder, `/api/admin/orders/${number}`, { token })).body as OrderDetail;
    expect(detail).toMatchObject({ wilayaCode: '03', wilayaNameFr: 'Laghouat', wilaya2026: aflou });

    const form = {
      customerName: detail.customerName,
      phone: detail.phone,
      address: detail.address,
      notes: detail.notes,
      deliveryType: detail.deliveryType,
      updatedAt: detail.updatedAt,
    };
    const to59 = await call(adminOrder, `/api/admin/orders/${number}`, {
      method: 'PATCH',
      token,
      body: { ...form, wilayaCode: '59', commune: 'Brida' },
    });
    expect([to59.status, to59.body.error?.fields]).toEqual([422, { wilayaCode: 'unknownWilaya' }]);
    const edited = await call(adminOrder, `/api/admin/orders/${number}`, {
      method: 'PATCH',
      token,
      body: { ...form, wilayaCode: '03', commune: 'Laghouat' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ wilayaCode: '03', commune: 'Laghouat', wilaya2026: null });
    expect(await stored(number)).toEqual({ wilaya_code: '03', wilaya_code_2026: '03' });
  });
});

describe('the Yalidine file', () => {
  it('carries Laghouat, the wilaya carriers ship an Aflou order on', async () => {
    const order = await aflouOrder('home');
    expect((await moveOrder(sql, order.number, 'confirmed', OWNER)).ok).toBe(true);
    const response = await carrierExport(
      new Request('https://shop.example/api/admin/carrier-export', {
        method: 'POST',
        headers: { 'x-auth-token': token, 'content-type': 'application/json' },
        body: JSON.stringify({ carrier: 'yalidine', numbers: [order.number] }),
      }),
    );
    expect(response.status).toBe(200);
    const { records } = csvRecords((await response.text()).replace(/^\uFEFF/, ''));
    expect(records).toEqual([
      expect.objectContaining({
        order_id: String(order.number),
        to_wilaya_name: 'Laghouat',
        to_commune_name: 'Aflou',
        price: String(order.total),
      }),
    ]);
  });
});

describe('backups', () => {
  /** The file as a backup made before the 2026 codes: without wilayas_2026 and without the columns that refer to it. */
  const before2026 = (file: BackupFile): BackupFile => {
    const { wilayas_2026: _, ...tables } = file.tables;
    const without = (name: string, column: string) => {
      const table = tables[name];
      if (!table) return {};
      const at = table.columns.indexOf(column);
      expect(at, `${name}.${column}`).toBeGreaterThan(-1);
      return { [name]: { columns: table.columns.filter((_, i) => i !== at), rows: table.rows.map((r) => r.filter((_, i) => i !== at)) } };
    };
    return { ...file, tables: { ...tables, ...without('orders', 'wilaya_code_2026'), ...without('communes', 'wilaya_code_2026') } };
  };
  const codes = (from: typeof sql) =>
    from<{ number: number; wilaya_code: string; wilaya_code_2026: string }[]>`
      select number, wilaya_code, wilaya_code_2026 from orders order by number`;

  it('a backup keeps both codes; one made before the 2026 codes gets them from the communes, the orders alone or the whole database', async () => {
    const { number } = await aflouOrder();
    const orders = await dumpBackup(sql, 'orders');
    const database = await dumpBackup(sql, 'database');
    for (const [label, backup] of [
      ['orders', orders],
      ['orders, before 2026', before2026(orders)],
      ['database, before 2026', before2026(database)],
    ] as const) {
      const target = await emptyDatabase(sql);
      try {
        await restoreBackup(target.sql, backup);
        expect(await codes(target.sql), label).toEqual(await codes(sql));
        expect(
          (await codes(target.sql)).find((o) => o.number === number),
          label,
        ).toMatchObject({ wilaya_code: '03', wilaya_code_2026: '59' });
        const [moved] = await target.sql<{ n: number }[]>`select count(*)::int as n from communes where wilaya_code_2026 <> wilaya_code`;
        expect(moved!.n, label).toBe(108);
      } finally {
        await target.drop();
      }
    }
  }, 300_000);
});
