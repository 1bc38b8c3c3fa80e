// The dashboard's delivery and return rates per wilaya and per customer, from outcomes that came back
// through Yalidine's own paths: its signed webhook served over real HTTP and the scheduled poll (the
// real carriers-poll function). The stand-in (tests/carriers/stand-ins/yalidine) stands in for
// Yalidine's API and webhooks, which are outside this machine (docs/carrier-apis.md). Orders are placed,
// confirmed and sent through the real paths; the dashboard is the real admin-dashboard function.
// Oran (31) and Sétif (19) are wilayas no other test sends parcels to, and each customer has a phone of
// her own, so their rows are this file's alone; other files' rows may sit beside them.
import { describe, expect, it } from 'vitest';
import adminDashboard from '../../netlify/functions/admin-dashboard.ts';
import { db } from '../../src/server/db/client.ts';
import type { Dashboard } from '../../src/domain/admin-orders/dashboard.ts';
import type { YalidineStatus } from '../carriers/stand-ins/yalidine/index.ts';
import { startYalidineStandIn } from '../carriers/stand-ins/yalidine/index.ts';
import { call } from './admin-helpers.ts';
import { carrierFunctionTest, confirmedOrder, createParcels, historyOf, orderRow, poll } from './carrier-helpers.ts';

const sql = db();
const WEBHOOK_SECRET = 'yalidine-webhook-secret-for-the-rates';
const shop = carrierFunctionTest('yalidine', {
  prefix: 'test-dashboard-rates',
  owner: 'rates-owner@test.dz',
  start: () => startYalidineStandIn({ webhookSecret: WEBHOOK_SECRET }),
  baseUrl: (yalidine) => yalidine.apiUrl,
  timeoutMs: 1500,
});

const KARIM = { name: 'Karim Haddad', phone: '0661234501' };
const SAMIA = { name: 'Samia Ould Ali', phone: '0771234502' };
const ORAN = { wilayaCode: '31', commune: 'Oran' };
const SETIF = { wilayaCode: '19', commune: 'Ain Abessa' };

/**
 * Confirmed orders sent to Yalidine in one Send; their trackings, in the order given. A customer's
 * orders differ by their quantity (the shop refuses the same order twice from one phone).
 */
async function sent(orders: { wilayaCode: string; commune: string; name?: string; phone?: string }[]): Promise<string[]> {
  const numbers: number[] = [];
  for (const [i, order] of orders.entries()) {
    const lines = [{ productId: shop.catalog.tee, size: 'M', color: 'Black', quantity: i + 1 }];
    numbers.push(await confirmedOrder(sql, shop.catalog, { ...order, lines }));
  }
  const results = await createParcels(
    shop.admin,
    'yalidine',
    numbers.map((number) => ({ number })),
  );
  return results.map((r) => {
    if (!r.ok || !r.parcel.tracking) throw new Error(JSON.stringify(r));
    return r.parcel.tracking;
  });
}

const walk = (tracking: string, ...statuses: YalidineStatus[]) => statuses.forEach((s) => shop.carrier.advance(tracking, s));

describe('the dashboard’s rates from the carriers’ outcomes', () => {
  it('counts each wilaya’s and each customer’s parcels as the webhook and the poll brought them, a return reported twice once', async () => {
    const connected = await shop.connect({ ...shop.carrier.account, fromWilayaCode: '16', webhookSecret: WEBHOOK_SECRET });
    expect(connected.status).toBe(200);
    expect(await shop.carrier.webhooks.subscribe(shop.webhookUrl)).toMatchObject({ ok: true, status: 200 });

    // Oran: Karim's three (one delivered, two refused) and four of other customers (three delivered,
    // one on its way). Sétif: Samia's refused one and one delivered.
    const [k1, k2, k3, o1, o2, o3, o4] = await sent([
      { ...ORAN, ...KARIM },
      { ...ORAN, ...KARIM },
      { ...ORAN, ...KARIM },
      ORAN,
      ORAN,
      ORAN,
      ORAN,
    ]);
    const [s1, s2] = await sent([
      { ...SETIF, ...SAMIA },
      { ...SETIF, name: 'Nadia Amrani' },
    ]);
    const refused: YalidineStatus[] = ['Sorti en livraison', 'Tentative échouée', 'Retour vers vendeur', 'Retourné au vendeur'];
    const delivered: YalidineStatus[] = ['Sorti en livraison', 'Livré'];

    // Through the webhook: Karim's first return, twice and out of order, and three deliveries.
    walk(k1!, ...refused);
    walk(k2!, ...delivered);
    walk(o1!, ...delivered);
    walk(o2!, ...delivered);
    expect(await shop.carrier.webhooks.flush({ reverse: true, duplicate: true })).toBe(true);
    // Through the poll: the same return read again, and the rest.
    walk(k3!, ...refused);
    walk(o3!, ...delivered);
    walk(o4!, 'Sorti en livraison');
    walk(s1!, ...refused);
    walk(s2!, ...delivered);
    expect((await poll()).status).toBe(200);
    expect((await poll()).status).toBe(200);
    // And the webhook's copies of what the poll read.
    expect(await shop.carrier.webhooks.flush({ duplicate: true })).toBe(true);

    const number = async (tracking: string) =>
      (
        await sql<{ number: number }[]>`select o.number from orders o join parcels p on p.order_id = o.id where p.tracking = ${tracking}`
      )[0]!.number;
    expect(await orderRow(sql, await number(k1!))).toMatchObject({ status: 'returned' });
    expect(await orderRow(sql, await number(o4!))).toMatchObject({ status: 'shipped' });
    // k3's return came by the poll, then by the webhook twice: one move to returned.
    const k3Returns = (await historyOf(sql, await number(k3!))).filter((h) => h.kind === 'status' && h.status === 'returned');
    expect(k3Returns).toHaveLength(1);

    const answer = (await call(adminDashboard, '/api/admin/dashboard', { token: shop.admin })).body as Dashboard;
    const { byWilaya, byCustomer } = answer.rates;
    // The wilayas' outcomes add up to the week's, whatever other files left in the shop.
    const sum = (key: 'delivered' | 'returned') => byWilaya.reduce((total, w) => total + w[key], 0);
    expect([sum('delivered'), sum('returned')]).toEqual([answer.week.delivered, answer.week.returned]);
    expect(byWilaya.find((w) => w.wilayaCode === '31')).toEqual({
      wilayaCode: '31',
      nameFr: 'Oran',
      nameAr: 'وهران',
      parcels: 7, // o4 still on its way: counted, not in the rates
      delivered: 4,
      returned: 2,
      failedAttempts: 2, // Karim's refused two, each tried once before it came back
      deliveryRate: 4 / 6,
      returnRate: 2 / 6,
      enoughToJudge: true,
    });
    expect(byWilaya.find((w) => w.wilayaCode === '19')).toEqual({
      wilayaCode: '19',
      nameFr: 'Sétif',
      nameAr: 'سطيف',
      parcels: 2,
      delivered: 1,
      returned: 1,
      failedAttempts: 1,
      deliveryRate: 0.5,
      returnRate: 0.5,
      enoughToJudge: false, // two finished parcels: too few to judge
    });
    // Most returns first: Oran's two before Sétif's one.
    const codes = byWilaya.map((w) => w.wilayaCode);
    expect(codes.indexOf('31')).toBeLessThan(codes.indexOf('19'));

    const karim = byCustomer.find((c) => c.phone === KARIM.phone);
    const samia = byCustomer.find((c) => c.phone === SAMIA.phone);
    expect(karim).toEqual({
      phone: KARIM.phone,
      name: KARIM.name,
      orders: 3,
      delivered: 1,
      returned: 2,
      failedAttempts: 2,
      returnRate: 2 / 3,
    });
    expect(samia).toEqual({ phone: SAMIA.phone, name: SAMIA.name, orders: 1, delivered: 0, returned: 1, failedAttempts: 1, returnRate: 1 });
    expect(byCustomer.indexOf(karim!)).toBeLessThan(byCustomer.indexOf(samia!));
    // Customers with no parcel back are not listed.
    expect(byCustomer.map((c) => c.name)).not.toContain('Nadia Amrani');
  });
});
