// The dashboard's figures on known orders, on an Algiers clock: today (from Algiers midnight) and the
// last 7 days, each figure checked by hand; test orders never count. The clock is set to a day long
// before the other tests' orders (only Date is faked: the database and the function are real).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import dashboard from '../../netlify/functions/admin-dashboard.ts';
import { db } from '../../src/server/db/client.ts';
import { dashboardWindows } from '../../src/domain/admin-orders/dashboard.ts';
import { call, makeAdmin, signedIn } from './admin-helpers.ts';

const sql = db();
const NOW = new Date('2025-03-10T11:00:00Z'); // 12:00 in Algiers (UTC+1), Monday 10 March 2025
const COMMUNE: Record<string, string> = { '16': 'Alger Centre', '05': 'Batna' };
let token: string;

type Fixture = {
  key: string;
  at: string;
  status: string;
  wilaya: string;
  total: number;
  test?: boolean;
  history: [string, string][];
  /** Who confirmed it (orders.confirmed_via): the customer through her link, or the owner. */
  via?: 'link' | 'owner';
};

const fixtures: Fixture[] = [
  { key: 'A', at: '2025-03-10T08:00:00Z', status: 'pending', wilaya: '16', total: 1000, history: [] },
  {
    key: 'B',
    at: '2025-03-10T09:00:00Z',
    status: 'confirmed',
    wilaya: '16',
    total: 1000,
    via: 'link',
    history: [['confirmed', '2025-03-10T09:30:00Z']],
  },
  // 00:30 in Algiers today, though still the 9th in UTC: today's.
  {
    key: 'C',
    at: '2025-03-09T23:30:00Z',
    status: 'cancelled',
    wilaya: '16',
    total: 1000,
    via: 'owner',
    history: [
      ['confirmed', '2025-03-09T23:40:00Z'],
      ['cancelled', '2025-03-09T23:50:00Z'],
    ],
  },
  // 23:30 in Algiers yesterday: the week's, not today's.
  {
    key: 'D',
    at: '2025-03-09T22:30:00Z',
    status: 'cancelled',
    wilaya: '16',
    total: 1000,
    history: [['cancelled', '2025-03-09T22:40:00Z']],
  },
  {
    key: 'E',
    at: '2025-03-05T10:00:00Z',
    status: 'delivered',
    wilaya: '16',
    total: 5000,
    via: 'link',
    history: [
      ['confirmed', '2025-03-05T11:00:00Z'],
      ['shipped', '2025-03-06T09:00:00Z'],
      ['delivered', '2025-03-10T10:00:00Z'],
    ],
  },
  {
    key: 'F',
    at: '2025-03-04T10:00:00Z',
    status: 'returned',
    wilaya: '05',
    total: 4000,
    via: 'owner',
    history: [
      ['confirmed', '2025-03-04T11:00:00Z'],
      ['shipped', '2025-03-05T09:00:00Z'],
      ['returned', '2025-03-08T10:00:00Z'],
    ],
  },
  {
    key: 'G',
    at: '2025-03-04T11:00:00Z',
    status: 'returned',
    wilaya: '05',
    total: 4000,
    via: 'link',
    history: [
      ['confirmed', '2025-03-04T12:00:00Z'],
      ['shipped', '2025-03-05T09:00:00Z'],
      ['returned', '2025-03-10T07:00:00Z'],
    ],
  },
  {
    key: 'H',
    at: '2025-03-06T10:00:00Z',
    status: 'delivered',
    wilaya: '05',
    total: 3000,
    via: 'link',
    history: [
      ['confirmed', '2025-03-06T11:00:00Z'],
      ['shipped', '2025-03-06T12:00:00Z'],
      ['delivered', '2025-03-07T10:00:00Z'],
    ],
  },
  // Placed before the week, delivered in it: counts in the week's outcomes only.
  {
    key: 'I',
    at: '2025-02-20T10:00:00Z',
    status: 'delivered',
    wilaya: '16',
    total: 2000,
    via: 'link',
    history: [
      ['confirmed', '2025-02-20T11:00:00Z'],
      ['shipped', '2025-02-21T09:00:00Z'],
      ['delivered', '2025-03-09T10:00:00Z'],
    ],
  },
  // 23:00 in Algiers on the 3rd: an hour before the week starts (the 4th, 00:00 Algiers).
  { key: 'J', at: '2025-03-03T22:00:00Z', status: 'pending', wilaya: '16', total: 1000, history: [] },
  // Test orders, never counted.
  { key: 'T1', at: '2025-03-10T09:00:00Z', status: 'pending', wilaya: '16', total: 1000, test: true, history: [] },
  {
    key: 'T2',
    at: '2025-03-08T09:00:00Z',
    status: 'returned',
    wilaya: '16',
    total: 99_999,
    test: true,
    via: 'link',
    history: [
      ['confirmed', '2025-03-08T09:10:00Z'],
      ['returned', '2025-03-10T09:00:00Z'],
    ],
  },
  {
    key: 'T3',
    at: '2025-03-08T09:00:00Z',
    status: 'delivered',
    wilaya: '05',
    total: 88_888,
    test: true,
    history: [['delivered', '2025-03-10T09:00:00Z']],
  },
];

beforeAll(async () => {
  await makeAdmin('dash-owner@test.dz', 'the owner password');
  token = (await signedIn('dash-owner@test.dz')).token;
  for (const f of fixtures) {
    const [order] = await sql<{ id: string }[]>`
      insert into orders (idempotency_key, flow, status, customer_name, email, phone, address, wilaya_code, commune, delivery_type,
                          subtotal, shipping_price, total, created_at, is_test, confirmed_via)
      values (${`dashboard-fixture-${f.key}`}, 'cart', ${f.status}, ${`Fixture ${f.key}`}, 'fixture@test.dz', '0555000111', 'Fixture address 1',
              ${f.wilaya}, ${COMMUNE[f.wilaya]!}, 'home', ${f.total - 500}, 500, ${f.total}, ${f.at}, ${f.test ?? false}, ${f.via ?? null})
      returning id`;
    for (const [status, at] of [['pending', f.at] as [string, string], ...f.history]) {
      await sql`insert into order_status_history (order_id, status, changed_at) values (${order!.id}, ${status}, ${at})`;
    }
  }
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterAll(async () => {
  vi.useRealTimers();
  await sql`delete from orders where idempotency_key like 'dashboard-fixture-%'`;
});

describe('the dashboard', () => {
  it('cuts the days on an Algiers clock', () => {
    expect(dashboardWindows(NOW)).toEqual({
      today: { from: '2025-03-09T23:00:00.000Z', to: NOW.toISOString() },
      week: { from: '2025-03-03T23:00:00.000Z', to: NOW.toISOString() },
    });
  });

  it('today: orders, pending, confirmation rate, delivered revenue, return rate, returns by wilaya', async () => {
    const answer = await call(dashboard, '/api/admin/dashboard', { token });
    expect(answer.status).toBe(200);
    expect(answer.body.timeZone).toBe('Africa/Algiers');
    expect(answer.body.today).toEqual({
      from: '2025-03-09T23:00:00.000Z',
      to: NOW.toISOString(),
      orders: 3, // A, B, C
      pendingToConfirm: 1, // A
      confirmationRate: 1, // B and C (confirmed, then cancelled) of the decided B, C
      confirmedBy: { link: 1, owner: 1, linkShare: 0.5, ownerShare: 0.5 }, // B through her link, C by the owner
      deliveredRevenue: 5000, // E, delivered today
      delivered: 1,
      returned: 1, // G
      returnRate: 0.5,
      addedItems: 0,
      addedDelivered: 0,
    });
  });

  it('the last 7 days', async () => {
    const { body } = await call(dashboard, '/api/admin/dashboard', { token });
    expect(body.week).toEqual({
      from: '2025-03-03T23:00:00.000Z',
      to: NOW.toISOString(),
      orders: 8, // A..H (I before the week, J an hour before it)
      pendingToConfirm: 1,
      confirmationRate: 6 / 7, // B, C, E, F, G, H of the decided B..H (D cancelled unconfirmed)
      // B, E, G, H through the link; C, F by the owner (I was placed before the week, T2 is a test)
      confirmedBy: { link: 4, owner: 2, linkShare: 4 / 6, ownerShare: 2 / 6 },
      deliveredRevenue: 10_000, // E 5000 + H 3000 + I 2000
      delivered: 3,
      returned: 2, // F, G
      returnRate: 0.4,
      addedItems: 0,
      addedDelivered: 0,
    });
  });

  it("the last 7 days' rates per wilaya and per customer, from the parcels' steps in the week", async () => {
    const { body } = await call(dashboard, '/api/admin/dashboard', { token });
    expect(body.rates).toEqual({
      byWilaya: [
        // F and G back, H delivered: too few to judge.
        {
          wilayaCode: '05',
          nameFr: 'Batna',
          nameAr: 'باتنة',
          parcels: 3,
          delivered: 1,
          returned: 2,
          deliveryRate: 1 / 3,
          returnRate: 2 / 3,
          enoughToJudge: false,
          failedAttempts: 0,
        },
        // E, and I shipped before the week but delivered in it.
        {
          wilayaCode: '16',
          nameFr: 'Alger',
          nameAr: 'الجزائر',
          parcels: 2,
          delivered: 2,
          returned: 0,
          deliveryRate: 1,
          returnRate: 0,
          enoughToJudge: false,
          failedAttempts: 0,
        },
      ],
      // Every fixture has one phone: A..H placed in the week, and I delivered in it; B is the newest.
      byCustomer: [{ phone: '0555000111', name: 'Fixture B', orders: 9, delivered: 3, returned: 2, returnRate: 0.4, failedAttempts: 0 }],
    });
  });

  it('refuses other methods and calls without a session', async () => {
    expect((await call(dashboard, '/api/admin/dashboard', { method: 'POST', token, body: {} })).status).toBe(405);
    expect((await call(dashboard, '/api/admin/dashboard')).status).toBe(401);
  });
});
