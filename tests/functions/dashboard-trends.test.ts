// The dashboard's pictures on known orders, through the real GET /api/admin/dashboard/trends: orders,
// confirmed and delivered per Algiers day over 30 days, the orders by source (utm_source, else the
// platform a click id names, else direct) with what became of them, and the finished parcels per drawn
// wilaya with the 2019 and 2026 wilayas inside their parents, the checkouts left per day and those that
// came back; test orders never count. The clock is set
// to a month long before the other tests' orders (only Date is faked: the database and function are real).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import dashboard from '../../netlify/functions/admin-dashboard.ts';
import { db } from '../../src/server/db/client.ts';
import type { Trends } from '../../src/domain/admin-orders/dashboard-trends.ts';
import { call, makeAdmin, signedIn } from './admin-helpers.ts';

const sql = db();
const NOW = new Date('2023-07-31T11:00:00Z'); // 12:00 in Algiers; the 30 days run from 2 July, 00:00 Algiers
const PLACE: Record<string, [wilaya: string, commune: string]> = {
  alger: ['16', 'Alger Centre'],
  barika: ['05', 'Barika'], // Batna's, in Barika (60) since 2026
  timimoun: ['49', 'Timimoun'], // a 2019 wilaya, drawn inside Adrar
  adrar: ['01', 'Adrar'],
};
type Attribution = { utm?: string; fbc?: string; ttclid?: string };
type Fixture = {
  key: string;
  at: string;
  status: string;
  place: keyof typeof PLACE;
  history: [string, string][];
  attribution?: Attribution;
  test?: boolean;
};
const parcel = (confirmed: string, shipped: string, outcome: 'delivered' | 'returned', at: string): [string, string][] => [
  ['confirmed', confirmed],
  ['shipped', shipped],
  [outcome, at],
];

const fixtures: Fixture[] = [
  {
    key: 'A',
    at: '2023-07-30T10:00:00Z',
    status: 'delivered',
    place: 'alger',
    history: parcel('2023-07-30T12:00:00Z', '2023-07-30T15:00:00Z', 'delivered', '2023-07-31T09:00:00Z'),
    attribution: { utm: ' Facebook ' },
  },
  // 00:30 in Algiers on the 31st: that day's, though the 30th in UTC; confirmed at 01:00 Algiers.
  {
    key: 'B',
    at: '2023-07-30T23:30:00Z',
    status: 'returned',
    place: 'alger',
    history: parcel('2023-07-31T00:00:00Z', '2023-07-31T01:00:00Z', 'returned', '2023-07-31T08:00:00Z'),
    attribution: { fbc: 'fb.1.1690000000000.AbCdEf' },
  },
  {
    key: 'C',
    at: '2023-07-20T10:00:00Z',
    status: 'delivered',
    place: 'barika',
    history: parcel('2023-07-20T11:00:00Z', '2023-07-21T09:00:00Z', 'delivered', '2023-07-25T10:00:00Z'),
    attribution: { ttclid: 'E.C.P.abc' },
  },
  {
    key: 'D',
    at: '2023-07-20T12:00:00Z',
    status: 'returned',
    place: 'barika',
    history: parcel('2023-07-20T13:00:00Z', '2023-07-21T09:00:00Z', 'returned', '2023-07-26T10:00:00Z'),
    attribution: { utm: 'tiktok' },
  },
  {
    key: 'E',
    at: '2023-07-10T10:00:00Z',
    status: 'delivered',
    place: 'timimoun',
    history: parcel('2023-07-10T12:00:00Z', '2023-07-11T09:00:00Z', 'delivered', '2023-07-12T10:00:00Z'),
  },
  // A row (she accepted the ads choice) naming no source: direct.
  {
    key: 'F',
    at: '2023-07-10T11:00:00Z',
    status: 'returned',
    place: 'adrar',
    history: parcel('2023-07-10T12:30:00Z', '2023-07-11T09:00:00Z', 'returned', '2023-07-13T10:00:00Z'),
    attribution: {},
  },
  { key: 'G', at: '2023-07-31T08:00:00Z', status: 'pending', place: 'alger', history: [], attribution: { utm: 'instagram' } },
  // Confirmed, then cancelled: confirmed on its day, never a parcel.
  {
    key: 'H',
    at: '2023-07-15T10:00:00Z',
    status: 'cancelled',
    place: 'alger',
    history: [
      ['confirmed', '2023-07-15T11:00:00Z'],
      ['cancelled', '2023-07-16T11:00:00Z'],
    ],
  },
  // Placed before the 30 days, delivered in them: a delivery of 3 July and a parcel on the map, no source.
  {
    key: 'I',
    at: '2023-06-20T10:00:00Z',
    status: 'delivered',
    place: 'alger',
    history: parcel('2023-06-20T11:00:00Z', '2023-06-21T09:00:00Z', 'delivered', '2023-07-03T10:00:00Z'),
    attribution: { utm: 'facebook' },
  },
  // 23:30 in Algiers on 1 July: half an hour before the 30 days.
  { key: 'J', at: '2023-07-01T22:30:00Z', status: 'pending', place: 'alger', history: [] },
  {
    key: 'T',
    at: '2023-07-30T10:00:00Z',
    status: 'delivered',
    place: 'alger',
    test: true,
    history: parcel('2023-07-30T11:00:00Z', '2023-07-30T12:00:00Z', 'delivered', '2023-07-31T09:00:00Z'),
    attribution: { utm: 'facebook' },
  },
];

let token: string;
let trends: Trends;

beforeAll(async () => {
  await makeAdmin('trends-owner@test.dz', 'the owner password');
  token = (await signedIn('trends-owner@test.dz')).token;
  // Nobody else's orders in these 30 days (or the counts below would be theirs too).
  const [others] = await sql<{ n: number }[]>`
    select count(*)::int as n from orders where created_at >= '2023-06-01' and created_at < '2023-09-01'`;
  expect(others!.n).toBe(0);
  for (const f of fixtures) {
    const [wilaya, commune] = PLACE[f.place]!;
    const [order] = await sql<{ id: string }[]>`
      insert into orders (idempotency_key, flow, status, customer_name, email, phone, address, wilaya_code, commune, delivery_type,
                          subtotal, shipping_price, total, created_at, is_test)
      values (${`trends-fixture-${f.key}`}, 'cart', ${f.status}, ${`Fixture ${f.key}`}, 'fixture@test.dz', '0555000222', 'Fixture address 1',
              ${wilaya}, ${commune}, 'home', 2500, 500, 3000, ${f.at}, ${f.test ?? false})
      returning id`;
    for (const [status, at] of [['pending', f.at] as [string, string], ...f.history]) {
      await sql`insert into order_status_history (order_id, status, changed_at) values (${order!.id}, ${status}, ${at})`;
    }
    if (f.attribution) {
      const a = f.attribution;
      await sql`insert into order_attribution (order_id, consented_at, utm_source, fbc, ttclid)
                values (${order!.id}, ${f.at}, ${a.utm ?? null}, ${a.fbc ?? null}, ${a.ttclid ?? null})`;
    }
  }
  // Left checkouts: two started on 20 July (one came back as order C), one at 00:30 Algiers on the 31st.
  const [c] = await sql<{ id: string }[]>`select id from orders where idempotency_key = 'trends-fixture-C'`;
  const drafts: [key: string, at: string, orderId: string | null][] = [
    ['trends-fixture-draft-1', '2023-07-20T08:00:00Z', null],
    ['trends-fixture-draft-2', '2023-07-20T09:00:00Z', c!.id],
    ['trends-fixture-draft-3', '2023-07-30T23:30:00Z', null],
  ];
  for (const [key, at, orderId] of drafts) {
    await sql`insert into left_checkouts (draft_key, phone, wilaya_code, flow, locale, lines, created_at, updated_at, left_at, converted_order_id, converted_at)
              values (${key}, '0666000333', '16', 'cart', 'fr', ${sql.json([{ productId: 'p', size: 'M', color: '', quantity: 1 }])},
                      ${at}, ${at}, ${at}, ${orderId}, ${orderId ? '2023-07-20T10:00:00Z' : null})`;
  }
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  const answer = await call(dashboard, '/api/admin/dashboard/trends', { token });
  expect(answer.status).toBe(200);
  trends = answer.body;
});

afterAll(async () => {
  vi.useRealTimers();
  await sql`delete from left_checkouts where draft_key like 'trends-fixture-%'`;
  await sql`delete from orders where idempotency_key like 'trends-fixture-%'`;
});

describe('the dashboard in pictures', () => {
  it('counts orders placed, confirmed and delivered per Algiers day, every one of the 30 days', () => {
    expect(trends.from).toBe('2023-07-01T23:00:00.000Z');
    expect(trends.days).toHaveLength(30);
    expect(trends.days[0]!.day).toBe('2023-07-02');
    expect(trends.days.at(-1)!.day).toBe('2023-07-31');
    const busy = trends.days.filter((d) => d.orders + d.confirmed + d.delivered > 0);
    expect(busy).toEqual([
      { day: '2023-07-03', orders: 0, confirmed: 0, delivered: 1 }, // I
      { day: '2023-07-10', orders: 2, confirmed: 2, delivered: 0 }, // E, F
      { day: '2023-07-12', orders: 0, confirmed: 0, delivered: 1 }, // E
      { day: '2023-07-15', orders: 1, confirmed: 1, delivered: 0 }, // H
      { day: '2023-07-20', orders: 2, confirmed: 2, delivered: 0 }, // C, D
      { day: '2023-07-25', orders: 0, confirmed: 0, delivered: 1 }, // C
      { day: '2023-07-30', orders: 1, confirmed: 1, delivered: 0 }, // A
      { day: '2023-07-31', orders: 2, confirmed: 1, delivered: 1 }, // B and G placed, B confirmed, A delivered
    ]);
  });

  it('counts the orders of the 30 days by source, with what became of them and the delivered rate', () => {
    const row = (r: Partial<Trends['sources'][number]>) => ({ enoughToJudge: false, ...r });
    expect(trends.sources).toEqual([
      // A (utm " Facebook ") and B (a Meta click id only)
      row({ kind: 'tagged', source: 'facebook', orders: 2, confirmed: 2, delivered: 1, returned: 1, deliveredRate: 0.5 }),
      // C (a TikTok click id only) and D (utm tiktok)
      row({ kind: 'tagged', source: 'tiktok', orders: 2, confirmed: 2, delivered: 1, returned: 1, deliveredRate: 0.5 }),
      row({ kind: 'tagged', source: 'instagram', orders: 1, confirmed: 0, delivered: 0, returned: 0, deliveredRate: 0 }),
      // E (no row), F (a row naming nothing), H (confirmed, then cancelled)
      row({ kind: 'direct', source: '', orders: 3, confirmed: 3, delivered: 1, returned: 1, deliveredRate: 1 / 3 }),
    ]);
  });

  it('puts the finished parcels on the drawn wilayas, the new ones inside their parents', () => {
    const area = (code: string) => trends.wilayas.find((w) => w.code === code);
    expect(trends.wilayas.map((w) => w.code)).toEqual(['01', '05', '16']);
    // A and I delivered, B returned
    expect(area('16')).toMatchObject({ nameFr: 'Alger', delivered: 2, returned: 1, refusalRate: 1 / 3, enoughToJudge: false, inside: [] });
    // C and D, both in Barika (60, of 2026), inside Batna
    expect(area('05')).toMatchObject({ nameFr: 'Batna', delivered: 1, returned: 1, refusalRate: 0.5 });
    expect(area('05')!.inside).toEqual([
      {
        code: '60',
        nameFr: 'Barika',
        nameAr: 'بريكة',
        since: 2026,
        delivered: 1,
        returned: 1,
        refusalRate: 0.5,
        enoughToJudge: false,
      },
    ]);
    // F returned in Adrar; E delivered in Timimoun (49, of 2019), drawn inside Adrar
    expect(area('01')).toMatchObject({ nameFr: 'Adrar', delivered: 1, returned: 1, refusalRate: 0.5 });
    expect(area('01')!.inside).toEqual([
      expect.objectContaining({ code: '49', nameFr: 'Timimoun', since: 2019, delivered: 1, returned: 0, refusalRate: 0 }),
    ]);
  });

  it('counts the checkouts left per Algiers day, and those that came back as an order', () => {
    expect(trends.leftCheckouts).toHaveLength(30);
    expect(trends.leftCheckouts.filter((d) => d.left > 0)).toEqual([
      { day: '2023-07-20', left: 2, cameBack: 1 },
      { day: '2023-07-31', left: 1, cameBack: 0 },
    ]);
  });
});
