// Bad bodies for the orders' extras (carrier files, tracking numbers, backups, test orders): each gets
// a 4xx with a message and changes nothing: no order moved, no tracking number, no audit entry, no
// chat message (a local recorder stands in for the chat webhook, the only mock).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import carrierExport from '../../netlify/functions/admin-carrier-export.ts';
import tracking from '../../netlify/functions/admin-tracking.ts';
import backup from '../../netlify/functions/admin-backup.ts';
import testOrders from '../../netlify/functions/admin-test-orders.ts';
import { db } from '../../src/server/db/client.ts';
import { placeOrder } from '../../src/server/orders/place-order.ts';
import { moveOrder } from '../../src/server/orders/order-moves.service.ts';
import { validateOrderRequest } from '../../src/domain/orders/validation.ts';
import { createTestCatalog, dropTestCatalog, orderRequest, type TestCatalog } from '../db/orders.fixtures.ts';
import { call, makeAdmin, signedIn, type Handler } from './admin-helpers.ts';
import { startChatWebhook, type ChatWebhook } from './chat-webhook-recorder.ts';

const sql = db();
let token: string;
let catalog: TestCatalog;
let webhook: ChatWebhook;
let ready: number;

const snapshot = async () =>
  JSON.stringify(
    await sql`
  select (select json_agg(json_build_object('n', number, 's', status, 't', tracking_number, 'c', carrier, 'x', is_test) order by number) from orders) as orders,
         (select count(*) from order_status_history) as history, (select count(*) from admin_audit) as audit, (select sum(stock) from variants) as stock`,
  );

beforeAll(async () => {
  catalog = await createTestCatalog(sql, 'xbc');
  await makeAdmin('extras-owner@test.dz', 'the owner password');
  token = (await signedIn('extras-owner@test.dz')).token;
  const parsed = validateOrderRequest(orderRequest(catalog));
  if (!parsed.ok) throw new Error('fixture');
  const placed = await placeOrder(parsed.order, sql);
  if (!placed.ok) throw new Error(placed.refusal.code);
  ready = placed.order.number;
  await moveOrder(sql, ready, 'confirmed', 'extras-owner@test.dz');
  webhook = await startChatWebhook();
  process.env.ORDER_WEBHOOK_URL = webhook.url;
});
afterAll(async () => {
  await dropTestCatalog(sql, 'xbc');
  await webhook.close();
  delete process.env.ORDER_WEBHOOK_URL;
});

const common: unknown[] = ['', 'not json', '{"a":', '[]', 'null', '42', '"text"', [1, 2]];
const many = (n: number) => Array.from({ length: n }, (_, i) => 10_000 + i);
const corpus: { name: string; handler: Handler; method: string; path: string; bodies: unknown[] }[] = [
  {
    name: 'carrier export',
    handler: carrierExport,
    method: 'POST',
    path: '/api/admin/carrier-export',
    bodies: [
      ...common,
      {},
      { carrier: 'zr-express', numbers: [1] },
      { carrier: 'yalidine' },
      { carrier: 'yalidine', numbers: [] },
      { carrier: 'yalidine', numbers: 'all' },
      { carrier: 'yalidine', numbers: ['10001'] },
      { carrier: 'yalidine', numbers: [1.5] },
      { carrier: 'yalidine', numbers: [0] },
      { carrier: 'yalidine', numbers: [-3] },
      { carrier: 'yalidine', numbers: [2 ** 31] },
      { carrier: 'yalidine', numbers: [5, 5] },
      { carrier: 'yalidine', numbers: many(501) },
      { carrier: 'yalidine', numbers: [1], markShipped: 'yes' },
      { carrier: 'YALIDINE', numbers: [1] },
      { carrier: null, numbers: [1] },
      'READY_PENDING',
    ],
  },
  {
    name: 'tracking',
    handler: tracking,
    method: 'PUT',
    path: '/api/admin/tracking',
    bodies: [
      ...common,
      {},
      { carrier: 'yalidine', entries: [] },
      { carrier: 'yalidine' },
      { carrier: 'dhl', entries: [{ number: 1, trackingNumber: 'x' }] },
      ...['', '   ', 'x'.repeat(61), 'yal 123', 'yal-1;drop', '=HYPERLINK(1)', '<b>', 'ÿal', 42].map((t) => ({
        carrier: 'yalidine',
        entries: [{ number: 'READY', trackingNumber: t }],
      })),
      { carrier: 'yalidine', entries: [{ number: 'READY' }] },
      {
        carrier: 'yalidine',
        entries: [
          { number: 'READY', trackingNumber: 'a' },
          { number: 'READY', trackingNumber: 'b' },
        ],
      },
      { carrier: 'yalidine', entries: many(501).map((n) => ({ number: n, trackingNumber: 'x' })) },
      { carrier: 'yalidine', entries: [{ number: 0, trackingNumber: 'x' }] },
    ],
  },
  {
    name: 'backup now',
    handler: backup,
    method: 'POST',
    path: '/api/admin/backup',
    bodies: [
      ...common.filter((b) => b !== '[]' && b !== 'null'),
      { scope: 'all' },
      { scope: 'ORDERS' },
      { scope: 42 },
      { scope: null },
      JSON.stringify({ scope: 'x'.repeat(2000) }),
    ],
  },
];

describe('every body an extras endpoint rejects gets a 4xx with a message and changes nothing', () => {
  for (const entry of corpus) {
    it(`${entry.name}: ${entry.bodies.length} bad bodies`, async () => {
      // A pending order: every field of the export is right, only the order is not ready for a carrier.
      const parsed = validateOrderRequest(orderRequest(catalog));
      if (!parsed.ok) throw new Error('fixture');
      const pending = await placeOrder(parsed.order, sql);
      if (!pending.ok) throw new Error('fixture');
      const before = await snapshot();
      webhook.requests.length = 0;
      for (const raw of entry.bodies) {
        const body =
          raw === 'READY_PENDING'
            ? { carrier: 'yalidine', numbers: [ready, pending.order.number], markShipped: true }
            : JSON.parse(JSON.stringify(raw ?? null).replaceAll('"READY"', String(ready)));
        const answer = await call(entry.handler, entry.path, { method: entry.method, token, body: raw === null ? 'null' : body });
        const label = `${entry.name} ${JSON.stringify(body).slice(0, 80)}`;
        expect(answer.status, label).toBeGreaterThanOrEqual(400);
        expect(answer.status, label).toBeLessThan(500);
        expect(answer.body.error.code, label).toEqual(expect.any(String));
        expect(answer.body.error.message.length, label).toBeGreaterThan(0);
      }
      expect(await snapshot()).toBe(before);
      expect(webhook.requests).toHaveLength(0);
    });
  }

  it('a bad backup scope in the download query is a 422; an unknown test order path a 404', async () => {
    for (const scope of ['all', '', 'ORDERS', 'orders%00']) {
      const answer = await backup(
        new Request(`https://shop.example/api/admin/backup?scope=${scope}`, { headers: { 'x-auth-token': token } }),
      );
      expect(answer.status, scope).toBe(422);
    }
    const before = await snapshot();
    for (const path of [
      '/api/admin/test-orders/abc',
      '/api/admin/test-orders/0',
      '/api/admin/test-orders/%ZZ',
      '/api/admin/test-orders/1e3',
    ]) {
      expect((await call(testOrders, path, { method: 'DELETE', token })).status, path).toBe(404);
    }
    expect(await snapshot()).toBe(before);
  });

  it('bodies over the size limit are 413', async () => {
    const huge = JSON.stringify({ carrier: 'yalidine', numbers: many(500), pad: 'x'.repeat(20_000) });
    expect((await call(carrierExport, '/api/admin/carrier-export', { method: 'POST', token, body: huge })).status).toBe(413);
    expect(
      (await call(backup, '/api/admin/backup', { method: 'POST', token, body: JSON.stringify({ scope: 'orders', pad: 'x'.repeat(2000) }) }))
        .status,
    ).toBe(413);
  });
});
