// Carrier files: the selected confirmed orders as Yalidine's and Ecotrack/NOEST's bulk-import CSV, read
// back cell by cell (official French names, the amount the driver collects, the free-shipping flag,
// Excel's BOM and the formula guard), marked shipped in the same step when asked (through the orders
// workflow, all or nothing), refused with nothing changed otherwise; and the tracking numbers pasted after.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import carrierExport from '../../netlify/functions/admin-carrier-export.ts';
import tracking from '../../netlify/functions/admin-tracking.ts';
import { db } from '../../src/server/db/client.ts';
import { placeOrder } from '../../src/server/orders/place-order.ts';
import { moveOrder } from '../../src/server/orders/order-moves.service.ts';
import { validateOrderRequest } from '../../src/domain/orders/validation.ts';
import { YALIDINE_COLUMNS, ECOTRACK_COLUMNS } from '../../src/domain/carriers/carrier-layouts.ts';
import type { OrderRequest } from '../../src/domain/orders/order-request.ts';
import { createTestCatalog, dropTestCatalog, orderRequest, type TestCatalog } from '../db/orders.fixtures.ts';
import { call, makeAdmin, signedIn } from './admin-helpers.ts';
import { csvRecords } from './csv-reader.ts';

const sql = db();
let token: string;
let catalog: TestCatalog;
const OWNER = 'carrier-owner@test.dz';

async function place(
  overrides: Partial<OrderRequest>,
): Promise<{ number: number; total: number; subtotal: number; shippingPrice: number }> {
  const parsed = validateOrderRequest(orderRequest(catalog, overrides));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  const placed = await placeOrder(parsed.order, sql);
  if (!placed.ok) throw new Error(placed.refusal.code);
  return placed.order;
}

async function confirmed(overrides: Partial<OrderRequest> = {}) {
  const order = await place(overrides);
  expect((await moveOrder(sql, order.number, 'confirmed', OWNER)).ok).toBe(true);
  return order;
}

async function exportCsv(body: unknown) {
  const response = await carrierExport(
    new Request('https://shop.example/api/admin/carrier-export', {
      method: 'POST',
      headers: { 'x-auth-token': token, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
  // Read as bytes: Response.text() would drop the byte order mark that Excel needs.
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { response, bytes, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
}

const statusOf = async (number: number) => (await sql<{ status: string }[]>`select status from orders where number = ${number}`)[0]!.status;
const snapshot = async () =>
  JSON.stringify(
    await sql`
  select o.number, o.status, o.tracking_number, o.carrier, (select count(*) from order_status_history h where h.order_id = o.id) as history
  from orders o order by o.number`,
  ) + JSON.stringify(await sql`select count(*) from admin_audit`);

beforeAll(async () => {
  catalog = await createTestCatalog(sql, 'car');
  await sql`update variants set stock = 100 where product_id like 'car-%'`;
  await makeAdmin(OWNER, 'the owner password');
  token = (await signedIn(OWNER)).token;
});
afterAll(() => dropTestCatalog(sql, 'car'));

describe('the Yalidine file', () => {
  it("has Yalidine's columns, the official names, the total to collect and freeshipping set, and opens in Excel", async () => {
    const home = await confirmed({
      name: 'Amina Benali Kaci',
      wilayaCode: '16',
      commune: 'alger centre',
      deliveryType: 'home',
      address: 'Cité 5 Juillet, bloc "B", n° 12',
    });
    const office = await confirmed({
      name: 'Yacine',
      wilayaCode: '05',
      commune: 'Batna',
      deliveryType: 'office',
      lines: [
        { productId: catalog.tee, size: 'M', color: 'Black', quantity: 2 },
        { productId: catalog.cap, size: '', color: '', quantity: 1 },
      ],
    });
    const { response, bytes, text } = await exportCsv({ carrier: 'yalidine', numbers: [home.number, office.number] });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="yalidine-\d{4}-\d\d-\d\d-\d+-\d+\.csv"$/);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.endsWith('\r\n')).toBe(true);
    const { header, records } = csvRecords(text.slice(1));
    expect(header).toEqual([...YALIDINE_COLUMNS]);
    expect(records).toHaveLength(2);
    const [a, b] = records as [Record<string, string>, Record<string, string>];
    expect(a).toMatchObject({
      order_id: String(home.number),
      firstname: 'Amina',
      familyname: 'Benali Kaci',
      contact_phone: expect.stringMatching(/^0[567]\d{8}$/),
      address: 'Cité 5 Juillet, bloc "B", n° 12',
      to_commune_name: 'Alger Centre',
      to_wilaya_name: 'Alger',
      product_list: 'Order Test Tee (Black, M) x1',
      price: String(home.total),
      do_insurance: '0',
      declared_value: String(home.subtotal),
      freeshipping: '1',
      is_stopdesk: '0',
      stopdesk_id: '',
      has_exchange: '0',
      product_to_collect: '',
    });
    expect(Number(a.price)).toBe(home.subtotal + home.shippingPrice);
    expect(b).toMatchObject({
      order_id: String(office.number),
      firstname: 'Yacine',
      familyname: 'Yacine',
      to_wilaya_name: 'Batna',
      to_commune_name: 'Batna',
      is_stopdesk: '1',
      price: String(office.total),
      product_list: 'Order Test Tee (Black, M) x2, Order Test Cap x1',
    });
    // Exported without marking: still confirmed.
    expect(await statusOf(home.number)).toBe('confirmed');
  });

  it("a free-shipping order collects the goods only, with the carrier's free-shipping flag: the customer never pays delivery twice", async () => {
    await sql`update site_settings set free_shipping_threshold = 3000`;
    try {
      const free = await confirmed({ wilayaCode: '16', commune: 'Alger Centre', deliveryType: 'home' });
      expect(free.shippingPrice).toBe(0);
      const { records } = csvRecords((await exportCsv({ carrier: 'yalidine', numbers: [free.number] })).text.slice(1));
      expect(records[0]).toMatchObject({ price: String(free.subtotal), freeshipping: '1' });
      const eco = csvRecords((await exportCsv({ carrier: 'ecotrack', numbers: [free.number] })).text.slice(1));
      expect(eco.records[0]!.montant).toBe(String(free.subtotal));
    } finally {
      await sql`update site_settings set free_shipping_threshold = 5000`;
    }
  });

  it('cells Excel would run as formulas are guarded', async () => {
    const sneaky = await confirmed({
      name: '=HYPERLINK("http://evil.example","Click")',
      address: '+213 rue =1+1 Bab Ezzouar',
      notes: '@SUM(A1:A9)',
    });
    const { text } = await exportCsv({ carrier: 'ecotrack', numbers: [sneaky.number] });
    const { records } = csvRecords(text.slice(1));
    expect(records[0]!.nom_client).toBe(`'=HYPERLINK("http://evil.example","Click")`);
    expect(records[0]!.adresse).toBe("'+213 rue =1+1 Bab Ezzouar");
    expect(records[0]!.remarque).toBe("'@SUM(A1:A9)");
  });
});

describe('the Ecotrack/NOEST file', () => {
  it('has the Ecotrack columns: the wilaya code, the amount to collect, the stop-desk flag', async () => {
    const order = await confirmed({
      name: 'Karim Haddad',
      wilayaCode: '05',
      commune: 'Batna',
      deliveryType: 'office',
      notes: 'Appeler avant',
    });
    const { text } = await exportCsv({ carrier: 'ecotrack', numbers: [order.number] });
    const { header, records } = csvRecords(text.slice(1));
    expect(header).toEqual([...ECOTRACK_COLUMNS]);
    expect(records[0]).toEqual({
      reference: String(order.number),
      nom_client: 'Karim Haddad',
      telephone: expect.stringMatching(/^0[567]\d{8}$/),
      adresse: expect.any(String),
      commune: 'Batna',
      code_wilaya: '5',
      montant: String(order.total),
      remarque: 'Appeler avant',
      produit: 'Order Test Tee (Black, M) x1',
      stop_desk: '1',
    });
  });
});

describe('marking shipped in the same step', () => {
  it("moves the confirmed orders to shipped with the workflow's history and audit; an order shipped already is exported again unchanged", async () => {
    const one = await confirmed();
    const two = await confirmed();
    const { response } = await exportCsv({ carrier: 'yalidine', numbers: [one.number, two.number], markShipped: true });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-shipped-numbers')).toBe(`${one.number},${two.number}`);
    expect([await statusOf(one.number), await statusOf(two.number)]).toEqual(['shipped', 'shipped']);
    const history = await sql<{ note: string; changed_by: string }[]>`
      select h.note, h.changed_by from order_status_history h join orders o on o.id = h.order_id where o.number = ${one.number} and h.status = 'shipped'`;
    expect(history).toEqual([{ note: 'Exported for Yalidine', changed_by: OWNER }]);
    const again = await exportCsv({ carrier: 'yalidine', numbers: [one.number], markShipped: true });
    expect([again.response.status, again.response.headers.get('x-shipped-numbers')]).toEqual([200, '']);
  });

  it('refuses a selection with a pending, cancelled, unknown, test or too costly order, and changes nothing', async () => {
    const ready = await confirmed();
    const pending = await place({});
    const cancelled = await confirmed();
    await moveOrder(sql, cancelled.number, 'cancelled', OWNER);
    const test = await confirmed();
    await sql`update orders set is_test = true where number = ${test.number}`;
    const costly = await confirmed();
    await sql`update orders set subtotal = 160000, total = 160000 + shipping_price where number = ${costly.number}`;
    const before = await snapshot();
    const cases: [number[], number, string, number[]][] = [
      [[ready.number, pending.number], 409, 'not_exportable', [pending.number]],
      [[ready.number, cancelled.number], 409, 'not_exportable', [cancelled.number]],
      [[ready.number, 99_999_999], 404, 'not_found', [99_999_999]],
      [[ready.number, test.number], 409, 'not_exportable', [test.number]],
      [[ready.number, costly.number], 422, 'over_carrier_limit', [costly.number]],
    ];
    for (const [numbers, status, code, named] of cases) {
      const { response, text } = await exportCsv({ carrier: 'yalidine', numbers, markShipped: true });
      const body = JSON.parse(text);
      expect([response.status, body.error.code], code).toEqual([status, code]);
      expect(body.error.message).toContain(`#${named[0]}`);
      expect(response.headers.get('x-order-numbers')).toBe(named.join(','));
    }
    expect(await snapshot()).toBe(before);
    // Ecotrack has no ceiling of its own.
    expect((await exportCsv({ carrier: 'ecotrack', numbers: [costly.number] })).response.status).toBe(200);
  });
});

describe('tracking numbers', () => {
  it('keeps the pasted numbers with the carrier, clears one with null, and audits each change', async () => {
    const one = await confirmed();
    const two = await confirmed();
    const saved = await call(tracking, '/api/admin/tracking', {
      method: 'PUT',
      token,
      body: {
        carrier: 'yalidine',
        entries: [
          { number: one.number, trackingNumber: ' yal-64BPEK ' },
          { number: two.number, trackingNumber: 'yal-12345A' },
        ],
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.saved).toEqual([
      { number: one.number, trackingNumber: 'yal-64BPEK', carrier: 'yalidine' },
      { number: two.number, trackingNumber: 'yal-12345A', carrier: 'yalidine' },
    ]);
    const rows = await sql<
      { tracking_number: string | null; carrier: string | null }[]
    >`select tracking_number, carrier from orders where number = ${one.number}`;
    expect(rows[0]).toEqual({ tracking_number: 'yal-64BPEK', carrier: 'yalidine' });
    await call(tracking, '/api/admin/tracking', {
      method: 'PUT',
      token,
      body: { carrier: 'yalidine', entries: [{ number: one.number, trackingNumber: null }] },
    });
    expect((await sql`select tracking_number, carrier from orders where number = ${one.number}`)[0]).toEqual({
      tracking_number: null,
      carrier: null,
    });
    const audit = await sql<
      { old_value: unknown; new_value: unknown }[]
    >`select old_value, new_value from admin_audit where action = 'orders.tracking' and subject = ${`#${one.number}`} order by id`;
    expect(audit.map((a) => a.new_value)).toEqual([
      { trackingNumber: 'yal-64BPEK', carrier: 'yalidine' },
      { trackingNumber: null, carrier: null },
    ]);
  });

  it('an unknown order saves nothing', async () => {
    const one = await confirmed();
    const before = await snapshot();
    const answer = await call(tracking, '/api/admin/tracking', {
      method: 'PUT',
      token,
      body: {
        carrier: 'ecotrack',
        entries: [
          { number: one.number, trackingNumber: 'ECTN1' },
          { number: 99_999_998, trackingNumber: 'ECTN2' },
        ],
      },
    });
    expect([answer.status, answer.body.error.code]).toEqual([404, 'not_found']);
    expect(await snapshot()).toBe(before);
  });
});
