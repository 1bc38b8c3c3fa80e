// A corpus of malformed and hostile bodies sent through the real handler: each one gets a 4xx JSON
// error with a message, never a 500, and not one row (order, line, history, outbox) or unit of stock moves.
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import orders from '../../netlify/functions/orders.ts';
import { connect } from '../../src/server/db/client.ts';
import { countOrderRows, createTestCatalog, dropTestCatalog, orderRequest, setStock, type TestCatalog } from '../db/orders.fixtures.ts';

const sql = connect(inject('databaseUrl'), { max: 1 });
const PREFIX = 'test-orders-corpus';
let catalog: TestCatalog;

beforeAll(async () => {
  delete process.env.ORDER_WEBHOOK_URL;
  catalog = await createTestCatalog(sql, PREFIX);
  await setStock(sql, catalog.cap, '', '', 3);
});
afterAll(async () => {
  await dropTestCatalog(sql, PREFIX);
  await sql.end();
});

type Case = [label: string, body: string];

function corpus(): Case[] {
  const base = orderRequest(catalog) as unknown as Record<string, unknown>;
  const line = { productId: catalog.tee, size: 'M', color: 'Black', quantity: 1 };
  const json = (label: string, value: unknown): Case => [label, JSON.stringify(value)];
  const withField = (field: string, value: unknown) => ({ ...base, [field]: value });
  const withLine = (patch: Record<string, unknown>) => ({ ...base, lines: [{ ...line, ...patch }] });
  const cases: Case[] = [];

  // Broken or non-object JSON.
  for (const raw of [
    '',
    ' ',
    '{',
    '{"name": "Amina",',
    '{name: "Amina"}',
    "{'name': 'Amina'}",
    '{"lines": [1, 2,]}',
    'undefined',
    'NaN',
    '\ufeff{}',
    '{"a": 1}{"b": 2}',
    '[[[[[[[[[[',
    '<order><name>x</name></order>',
    'name=Amina&phone=0555123456',
  ]) {
    cases.push([`broken: ${raw.slice(0, 20)}`, raw]);
  }
  for (const value of [null, 0, 42, true, 'order', [], [base], {}])
    cases.push(json(`not an order: ${JSON.stringify(value)?.slice(0, 20)}`, value));

  // Each field missing, then each field of the wrong type.
  const required = ['flow', 'idempotencyKey', 'name', 'email', 'phone', 'address', 'wilayaCode', 'commune', 'deliveryType', 'lines'];
  for (const field of required) {
    const { [field]: _dropped, ...rest } = base;
    cases.push(json(`missing ${field}`, rest));
  }
  for (const field of [...required, 'notes', 'locale']) {
    for (const value of [null, 123, true, { $gt: '' }, ['x']])
      cases.push(json(`${field} = ${JSON.stringify(value)}`, withField(field, value)));
  }

  // Out-of-range values and oversized strings.
  for (const [field, value] of [
    ['flow', 'admin'],
    ['flow', 'CART'],
    ['idempotencyKey', 'short'],
    ['idempotencyKey', 'k'.repeat(101)],
    ['idempotencyKey', "'; delete from orders; --"],
    ['name', ''],
    ['name', '   '],
    ['name', 'n'.repeat(121)],
    ['email', 'amina'],
    ['email', 'amina@'],
    ['email', `${'e'.repeat(250)}@x.dz`],
    ['email', "x@y.dz' or '1'='1"],
    ['phone', '0555'],
    ['phone', '0212345678'],
    ['phone', '+33612345678'],
    ['phone', '0'.repeat(41)],
    ['phone', "0555123456' OR 1=1 --"],
    ['address', 'a'.repeat(501)],
    ['address', 'Rue 1'],
    ['notes', 'n'.repeat(1001)],
    ['commune', ''],
    ['commune', 'c'.repeat(121)],
    ['wilayaCode', '1'],
    ['wilayaCode', '016'],
    ['wilayaCode', "16'; drop table wilayas; --"],
    ['wilayaCode', '99'],
    ['wilayaCode', '00'],
    ['deliveryType', 'pickup'],
    ['deliveryType', "home'--"],
    ['locale', 'de'],
  ] as const) {
    cases.push(json(`${field} = ${value.slice(0, 24)}`, withField(field, value)));
  }

  // Markup and control characters in text fields.
  for (const [field, value] of [
    ['name', '<script>alert(1)</script>'],
    ['name', '<img src=x onerror=alert(1)>'],
    ['address', 'Rue 12 <iframe src=//evil.example>'],
    ['commune', '</div><h1>Pwned</h1>'],
    ['notes', '<!-- @everyone -->'],
    ['name', 'Amina\u0000'],
    ['address', '12 rue Didouche\u0007 Mourad'],
    ['notes', 'bell\u001b[31m'],
    // Invisible formatting and line breaks that are not a newline (src/domain/orders/hidden-formatting.ts).
    ['name', 'Amina \u202eilA'],
    ['name', 'Ami\u200bna'],
    ['address', '12 rue Didouche\u2028Total: 0 DZD'],
    ['address', '12 rue \u2066Didouche\u2069'],
    ['notes', 'merci\u2029bye'],
    ['notes', 'a\u0085b'],
    ['commune', 'Alger\u200eCentre'],
    // Blank fillers that are letters or marks to Unicode: a name that looks empty, or hides text.
    ['name', '\u3164'],
    ['name', '\u3164\u3164 \u3164'],
    ['name', '\u115f\u1160'],
    ['name', '\uffa0'],
    ['name', 'Ami\u034fna'],
    ['name', '\u2800'],
    ['address', '12 rue Didouche \u3164 Mourad'],
    ['commune', 'Alger\u3164Centre'],
    ['notes', 'merci \ufe0f'],
  ] as const) {
    cases.push(json(`${field} markup/control: ${JSON.stringify(value).slice(0, 24)}`, withField(field, value)));
  }
  // Half an emoji (a lone UTF-16 surrogate, only writable as a JSON escape): not text PostgreSQL can store.
  for (const [field, value] of [
    ['name', 'Amina \ud83d'],
    ['notes', 'merci \ude00'],
    ['address', '12 rue \udfff Didouche'],
    ['commune', '\ud800Alger'],
  ] as const) {
    cases.push(json(`${field} lone surrogate`, withField(field, value)));
  }
  cases.push(json('color lone surrogate', withLine({ color: 'Black\ud83d' })));

  // Lines: empty, wrong shapes, bad quantities, unknown ids, too many, duplicates.
  for (const [label, lines] of [
    ['no lines', []],
    ['lines as object', { 0: line }],
    ['lines as string', 'tee'],
    ['empty line', [{}]],
    ['line null', [null]],
    ['51 lines', Array.from({ length: 51 }, (_, i) => ({ ...line, size: `S${i}` }))],
    ['duplicate lines', [line, line]],
  ] as const) {
    cases.push(json(label, withField('lines', lines)));
  }
  for (const quantity of [0, -1, -1000, 1.5, 11, 101, 1e9, 2 ** 53, 1e308, '1', '', null, true, [1], { n: 1 }]) {
    cases.push(json(`quantity ${JSON.stringify(quantity)}`, withLine({ quantity })));
  }
  cases.push(['quantity as bare big number', JSON.stringify(withLine({ quantity: 1 })).replace('"quantity":1', '"quantity":1e400')]);
  for (const patch of [
    { productId: 'no-such-product' },
    { productId: catalog.draft, size: '', color: '' },
    { productId: 'Uppercase-ID' },
    { productId: '' },
    { productId: 'p'.repeat(81) },
    { productId: "x' union select * from orders --" },
    { productId: '../../etc/passwd' },
    { productId: 42 },
    { size: 'XXXL' },
    { color: 'Pink' },
    { size: 's'.repeat(21) },
    { color: 'c'.repeat(41) },
    { size: null },
    { color: 7 },
    { size: 'M\u0000' },
    { quantity: 4, productId: catalog.cap, size: '', color: '' },
  ]) {
    cases.push(json(`line ${JSON.stringify(patch).slice(0, 40)}`, withLine(patch)));
  }
  // A delivery type the wilaya does not offer, and a prototype-pollution attempt with nothing else valid.
  cases.push(json('Illizi home', { ...base, wilayaCode: '33', commune: 'Illizi', deliveryType: 'home' }));
  cases.push(json('Saïda office', { ...base, wilayaCode: '20', commune: 'Saïda', deliveryType: 'office' }));
  // A commune of another wilaya, a made-up one, and a near miss.
  for (const [wilayaCode, commune] of [
    ['05', 'Alger Centre'],
    ['16', 'Atlantis'],
    ['16', 'Bab Ezzouarr'],
    ['16', 'Bab'],
  ]) {
    cases.push(json(`commune ${commune} in ${wilayaCode}`, { ...base, wilayaCode, commune }));
  }
  cases.push(['__proto__ only', '{"__proto__": {"flow": "cart", "name": "x"}}']);
  return cases;
}

it('every malformed or hostile body gets a 4xx with a message, and nothing is written', async () => {
  const cases = corpus();
  expect(cases.length).toBeGreaterThanOrEqual(100);
  const rowsBefore = await countOrderRows(sql);
  const [stockBefore] = await sql`select sum(stock)::int as units from variants`;

  const failures: string[] = [];
  const statuses = new Map<number, number>();
  for (const [label, body] of cases) {
    const response = await orders(
      new Request('http://localhost/api/orders', { method: 'POST', body, headers: { 'content-type': 'application/json' } }),
    );
    const answer = await response.json().catch(() => undefined);
    const ok =
      response.status >= 400 && response.status < 500 && typeof answer?.error?.code === 'string' && answer.error.message.length > 0;
    if (!ok) failures.push(`${label}: ${response.status} ${JSON.stringify(answer)}`);
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  }
  expect(failures).toEqual([]);
  // Each kind of refusal is represented: broken JSON, unknown product, short stock, invalid fields.
  expect([...statuses.keys()].sort()).toEqual([400, 404, 409, 422]);
  console.log(`[corpus] ${cases.length} bodies:`, Object.fromEntries(statuses));
  expect(await countOrderRows(sql)).toEqual(rowsBefore);
  const [stockAfter] = await sql`select sum(stock)::int as units from variants`;
  expect(stockAfter).toEqual(stockBefore);
});
