// Every CSV the shop writes (the carrier files and the catalog export), opened as Excel opens a file on
// a double click: split on ',' (English PCs) and on ';' (French and Arabic PCs, the default in Algeria),
// whatever the file was written with. Shoppers' and products' text full of formula starts, behind every
// separator a spreadsheet may cut on, must never give a cell that starts with = + - @ (blanks, tabs or a
// carriage return before them included). The catalog file imported back still changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import carrierExport from '../../netlify/functions/admin-carrier-export.ts';
import csv from '../../netlify/functions/admin-catalog-csv.ts';
import { db } from '../../src/server/db/client.ts';
import { placeOrder } from '../../src/server/orders/place-order.ts';
import { moveOrder } from '../../src/server/orders/order-moves.service.ts';
import { validateOrderRequest } from '../../src/domain/orders/validation.ts';
import { CARRIERS } from '../../src/domain/carriers/carrier-layouts.ts';
import { createTestCatalog, dropTestCatalog, orderRequest, type TestCatalog } from '../db/orders.fixtures.ts';
import { call, makeAdmin, signedIn } from './admin-helpers.ts';
import { createProduct, fields } from './admin-catalog.fixtures.ts';
import { isFormulaCell, spreadsheetCells } from './csv-reader.ts';

const sql = db();
const OWNER = 'formula-owner@test.dz';
let token: string;
let catalog: TestCatalog;

/** Formula starts behind each separator a spreadsheet may split on, and at the very start. */
const HOSTILE = [
  "x;=cmd|' /C calc'!A0;",
  'Cité 5, =1+1',
  'bloc B\n=HYPERLINK("http://evil.example","clic")',
  'b;\t@SUM(A1:A9)',
  'c; "+1"',
  '"=2+2"',
  'd,-2+3',
  '\uFF1D1+1 full width',
  "e;'=3+3",
  '\r=4+4',
  ' -5+5 ;; \t+6',
];
const hostile = (i: number) => HOSTILE[i % HOSTILE.length]!;

async function bytesOf(response: Response): Promise<string> {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  // Read as bytes: Response.text() would drop the byte order mark.
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(new Uint8Array(await response.arrayBuffer()));
}

function expectNoFormulaCells(text: string) {
  for (const separator of [',', ';'] as const) {
    const cells = spreadsheetCells(text, separator);
    expect(cells.length).toBeGreaterThan(10);
    expect(cells.filter(isFormulaCell), `split on '${separator}'`).toEqual([]);
  }
}

beforeAll(async () => {
  catalog = await createTestCatalog(sql, 'fml');
  await sql`update variants set stock = 100 where product_id like 'fml-%'`;
  await makeAdmin(OWNER, 'the owner password');
  token = (await signedIn(OWNER)).token;
});
afterAll(async () => {
  await sql`delete from orders where id in (select order_id from order_lines where product_id like 'fml-%')`;
  await dropTestCatalog(sql, 'fml');
});

describe('no cell of a CSV runs as a formula, on a PC that splits on , or on ;', () => {
  it('the carrier files (Yalidine and Ecotrack/NOEST)', async () => {
    const numbers: number[] = [];
    for (let i = 0; i < 4; i++) {
      const parsed = validateOrderRequest(
        orderRequest(catalog, {
          lines: [
            { productId: catalog.tee, size: 'M', color: 'Black', quantity: 1 },
            { productId: catalog.cap, size: '', color: '', quantity: 1 },
          ],
        }),
      );
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
      const placed = await placeOrder(parsed.order, sql);
      if (!placed.ok) throw new Error(placed.refusal.code);
      expect((await moveOrder(sql, placed.order.number, 'confirmed', OWNER)).ok).toBe(true);
      numbers.push(placed.order.number);
    }
    // Whatever a shopper or an older version stored: written straight into the rows, past any form check.
    for (const [i, number] of numbers.entries()) {
      await sql`update orders set customer_name = ${hostile(i)}, address = ${`${hostile(i + 3)} rue Didouche`}, notes = ${hostile(i + 6)} where number = ${number}`;
      await sql`update order_lines set product_name = ${hostile(i + 1)}, size = ${hostile(i + 4)}, color = ${hostile(i + 8)}
                where order_id = (select id from orders where number = ${number})`;
    }
    for (const carrier of CARRIERS) {
      const response = await carrierExport(
        new Request('https://shop.example/api/admin/carrier-export', {
          method: 'POST',
          headers: { 'x-auth-token': token, 'content-type': 'application/json' },
          body: JSON.stringify({ carrier, numbers }),
        }),
      );
      expectNoFormulaCells(await bytesOf(response));
    }
  });

  it('the catalog export, and the file imported back changes nothing', async () => {
    const product = await createProduct(token, fields('Test Formula Tee', { sizes: ['M'], colors: ['Black'] }));
    await sql`update products set name = ${HOSTILE[0]!}, description = ${HOSTILE[2]!}, category = ${HOSTILE[1]!}, shipping_returns = ${HOSTILE[3]!},
                                  details = ${[HOSTILE[4]!, HOSTILE[5]!, '- 100% cotton']}::text[], sizes = ${[HOSTILE[6]!]}::text[], colors = ${[HOSTILE[7]!]}::text[]
              where id = ${product.id}`;
    await sql`update variants set size = ${HOSTILE[6]!}, color = ${HOSTILE[7]!} where product_id = ${product.id}`;
    const exported = await bytesOf(
      await csv(new Request('https://shop.example/api/admin/catalog/export', { headers: { 'x-auth-token': token } }), {}),
    );
    expect(exported).toContain('Cité 5, ');
    expectNoFormulaCells(exported);

    const before =
      await sql`select name, description, category, shipping_returns, details, sizes, colors from products where id = ${product.id}`;
    const answer = await call(csv, '/api/admin/catalog/import?dryRun=false', {
      token,
      body: exported,
      headers: { 'content-type': 'text/csv' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toEqual([]);
    expect(answer.body.changes.find((c: { productId: string }) => c.productId === product.id)).toMatchObject({
      action: 'unchanged',
      fields: [],
    });
    expect(
      await sql`select name, description, category, shipping_returns, details, sizes, colors from products where id = ${product.id}`,
    ).toEqual(before);
    await sql`delete from products where id = ${product.id}`;
  });
});
