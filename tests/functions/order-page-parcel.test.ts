// The shopper's side of a parcel (issue #24, point 5), end to end through the real functions and
// database: an order placed through POST /api/orders, confirmed through the admin's order function, its
// parcel created through the admin's parcels function; then her order page's data (GET
// /api/order-link/<token>, what /o/<token> shows) and the owner's WhatsApp message built from the order
// as the admin reads it. The carriers are their stand-ins (tests/carriers/stand-ins), which stand in
// for Yalidine's and an Ecotrack courier's APIs and Yalidine's webhooks, services outside this machine.
import { describe, expect, it } from 'vitest';
import orders from '../../netlify/functions/orders.ts';
import orderLink from '../../netlify/functions/order-link.ts';
import adminOrder from '../../netlify/functions/admin-order.ts';
import adminParcels from '../../netlify/functions/admin-parcels.ts';
import { db } from '../../src/server/db/client.ts';
import { customerMessage } from '../../src/domain/order-link/customer-message.ts';
import { orderMessageInput } from '../../src/domain/order-link/order-message.ts';
import type { OrderDetail } from '../../src/domain/admin-orders/order-detail.ts';
import type { OrderView } from '../../src/domain/order-link/order-view.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { startYalidineStandIn } from '../carriers/stand-ins/yalidine/index.ts';
import { startEcotrackStandIn } from '../carriers/stand-ins/ecotrack/index.ts';
import { orderRequest, uniquePhone, type TestCatalog } from '../db/orders.fixtures.ts';
import { call } from './admin-helpers.ts';
import { carrierFunctionTest, createParcels, orderRow } from './carrier-helpers.ts';

const sql = db();
const SHOP = 'https://shop.example';
const WEBHOOK_SECRET = 'order-page-parcel-webhook-secret';
let ip = 0;

/** An order placed as a shopper places it, then confirmed by the owner; its number and her view link. */
async function placedAndConfirmed(catalog: TestCatalog, admin: string, locale: Locale) {
  const answer = await call(orders, '/api/orders', {
    body: orderRequest(catalog, { phone: uniquePhone(), locale }),
    ip: `198.51.100.${++ip}`,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const { number, viewToken } = answer.body.order as { number: number; viewToken: string };
  const confirmed = await call(adminOrder, `/api/admin/orders/${number}/status`, {
    method: 'POST',
    token: admin,
    body: { to: 'confirmed' },
  });
  expect(confirmed.status).toBe(200);
  return { number, viewToken };
}

async function herPage(viewToken: string): Promise<OrderView> {
  const answer = await call(orderLink, `/api/order-link/${viewToken}`, { ip: `198.51.100.${++ip}` });
  expect(answer.status).toBe(200);
  return answer.body as OrderView;
}

/** The owner's WhatsApp message, from the order as the admin's order function answers it. */
async function ownersMessage(admin: string, number: number): Promise<string> {
  const detail = (await call(adminOrder, `/api/admin/orders/${number}`, { token: admin })).body as OrderDetail;
  return customerMessage(orderMessageInput(detail, SHOP));
}

describe('a Yalidine parcel on her order page and in the owner’s message', () => {
  const shop = carrierFunctionTest('yalidine', {
    prefix: 'test-order-page-yalidine',
    owner: 'order-page-yalidine@test.dz',
    start: () => startYalidineStandIn({ webhookSecret: WEBHOOK_SECRET }),
    baseUrl: (yalidine) => yalidine.apiUrl,
    timeoutMs: 1500,
  });

  it('shows the tracking number and Yalidine’s page, then says delivered once Yalidine’s webhook reports it', async () => {
    const connected = await shop.connect({ ...shop.carrier.account, fromWilayaCode: '16', webhookSecret: WEBHOOK_SECRET });
    expect(connected.status).toBe(200);
    expect(await shop.carrier.webhooks.subscribe(shop.webhookUrl)).toMatchObject({ ok: true });

    const { number, viewToken } = await placedAndConfirmed(shop.catalog, shop.admin, 'ar');
    const before = await herPage(viewToken);
    expect([before.status, before.tracking]).toEqual(['confirmed', null]);
    expect(await ownersMessage(shop.admin, number)).not.toMatch(/yal-/);

    const [created] = await createParcels(shop.admin, 'yalidine', [{ number }]);
    if (!created?.ok || !created.parcel.tracking) throw new Error(JSON.stringify(created));
    const tracking = created.parcel.tracking;
    const url = `https://yalidine.com/suivre-un-colis/?tracking=${encodeURIComponent(tracking)}`;

    const page = await herPage(viewToken);
    expect(page).toMatchObject({ number, status: 'confirmed', tracking: { number: tracking, url } });
    // In the order's language (Arabic), after the link to this same page: the number and Yalidine's page.
    const message = await ownersMessage(shop.admin, number);
    const lines = message.split('\n');
    expect(lines.at(-2)).toMatch(new RegExp(`${SHOP}/ar/o/${viewToken}$`));
    expect(lines.at(-1)).toBe(`طردك ${tracking}، لمتابعته عند شركة التوصيل: ${url}`);

    shop.carrier.advance(tracking, 'Sorti en livraison');
    shop.carrier.advance(tracking, 'Livré');
    expect(await shop.carrier.webhooks.flush()).toBe(true);
    expect((await orderRow(sql, number)).status).toBe('delivered');
    const delivered = await herPage(viewToken);
    expect(delivered.status).toBe('delivered');
    expect(delivered.steps.map((s) => s.status)).toEqual(['pending', 'confirmed', 'shipped', 'delivered']);
    expect(delivered.tracking).toEqual({ number: tracking, url });
  });

  it('takes the number off her page and the message once the owner cancels the parcel', async () => {
    const { number, viewToken } = await placedAndConfirmed(shop.catalog, shop.admin, 'en');
    const [created] = await createParcels(shop.admin, 'yalidine', [{ number }]);
    expect(created).toMatchObject({ ok: true });
    expect((await herPage(viewToken)).tracking).not.toBeNull();
    const cancelled = await call(adminParcels, `/api/admin/parcels/${number}`, { method: 'DELETE', token: shop.admin });
    expect(cancelled.status).toBe(200);
    expect((await herPage(viewToken)).tracking).toBeNull();
    expect(await ownersMessage(shop.admin, number)).not.toMatch(/parcel/i);
  });
});

describe('an Ecotrack courier’s parcel, which has no page of its own to link', () => {
  const TOKEN = 'order-page-ecotrack-token-5521';
  const shop = carrierFunctionTest('ecotrack', {
    prefix: 'test-order-page-ecotrack',
    owner: 'order-page-ecotrack@test.dz',
    start: () => startEcotrackStandIn({ token: TOKEN, courierCode: 'OPGE' }),
    baseUrl: (courier) => courier.url,
    timeoutMs: 1500,
  });

  it('shows her the tracking number alone, on her page and in the owner’s message', async () => {
    expect((await shop.connect({ token: TOKEN })).status).toBe(200);
    const { number, viewToken } = await placedAndConfirmed(shop.catalog, shop.admin, 'fr');
    const [created] = await createParcels(shop.admin, 'ecotrack', [{ number }]);
    if (!created?.ok || !created.parcel.tracking) throw new Error(JSON.stringify(created));
    expect(created.parcel.state).toBe('created');
    expect((await herPage(viewToken)).tracking).toEqual({ number: created.parcel.tracking, url: null });
    expect((await ownersMessage(shop.admin, number)).split('\n').at(-1)).toBe(`Votre colis : ${created.parcel.tracking}`);
  });
});
