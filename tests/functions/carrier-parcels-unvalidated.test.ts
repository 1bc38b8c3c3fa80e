// A parcel Ecotrack created but did not validate is never created twice, and finishes by itself: the
// real admin function, the real scheduled parcels-finish and the real database, against a stand-in for
// an Ecotrack courier (tests/carriers/stand-ins/ecotrack), which stands in for the courier's Ecotrack
// API outside this machine and follows Ecotrack's Postman collection "ECOTRACK API" (docs/carrier-apis.md,
// "Ecotrack platform"): create/order(s), then valid/order per parcel, or it is never collected.
import { beforeAll, describe, expect, it } from 'vitest';
import adminCarriers from '../../netlify/functions/admin-carriers.ts';
import adminOrder from '../../netlify/functions/admin-order.ts';
import adminParcels from '../../netlify/functions/admin-parcels.ts';
import parcelsFinish from '../../netlify/functions/parcels-finish.ts';
import type { CreateParcelsAnswer, ParcelView } from '../../src/domain/carriers/admin-api.ts';
import { db } from '../../src/server/db/client.ts';
import { startEcotrackStandIn } from '../carriers/stand-ins/ecotrack/index.ts';
import { startNoestStandIn } from '../carriers/stand-ins/noest/index.ts';
import { call } from './admin-helpers.ts';
import { carrierFunctionTest, confirmedOrder, historyOf, orderRow } from './carrier-helpers.ts';

const sql = db();
const TOKEN = 'ecotrack-unvalidated-token-7788';
const shop = carrierFunctionTest('ecotrack', {
  prefix: 'test-carrier-unvalidated',
  owner: 'unvalidated-owner@test.dz',
  // A quota of 3 a minute, so that it runs out between creating and validating; `nextMinute` starts
  // the next minute without waiting for it.
  start: () => startEcotrackStandIn({ token: TOKEN, courierCode: 'UNVA', perMinute: 3 }),
  baseUrl: (courier) => courier.url,
});
beforeAll(async () => {
  const connected = await shop.connect({ token: TOKEN });
  expect(connected.status, JSON.stringify(connected.body)).toBe(200);
});

const atCarrier = (reference: string) => shop.carrier.parcels().filter((p) => p.reference === reference);
const routeOf = (url: string) => url.replace(/^\/api\/v1\//, '').replace(/\?.*$/, '');
const routesSince = (start: number) => shop.carrier.calls.slice(start).map((c) => [routeOf(c.url), c.status]);
const parcelRows = (number: number) =>
  sql<{ state: string; tracking: string | null; lease: boolean }[]>`
    select p.state, p.tracking, p.lease_until is not null as lease from parcels p join orders o on o.id = p.order_id
    where o.number = ${number} order by p.id`;

async function send(numbers: number[]): Promise<CreateParcelsAnswer> {
  const answer = await call(adminParcels, '/api/admin/parcels', {
    method: 'POST',
    token: shop.admin,
    body: { platform: 'ecotrack', orders: numbers.map((number) => ({ number })) },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as CreateParcelsAnswer;
}

/** A confirmed order sent while the courier refuses the token for valid/order: its parcel waits for its validation. */
async function leftWaiting() {
  const number = await confirmedOrder(sql, shop.catalog);
  await sql`delete from carrier_places`;
  shop.carrier.nextMinute();
  shop.carrier.failNext(401, 'valid/order');
  expect((await send([number])).results).toEqual([expect.objectContaining({ number, code: 'awaiting_validation' })]);
  const [held] = atCarrier(String(number));
  return { number, held: held! };
}

async function parcelOnTheOrderPage(number: number): Promise<ParcelView> {
  const detail = await call(adminOrder, `/api/admin/orders/${number}`, { token: shop.admin });
  expect(detail.status).toBe(200);
  return (detail.body as { parcel: ParcelView }).parcel;
}

/**
 * The queries the shop sends the database while `run` runs, with their parameters: postgres.js hands
 * each query it sends to its documented `debug` option, which it reads at every query. The driver's own
 * lookup of array types on a new connection (pg_catalog) is left out: it is not the shop's.
 */
async function queriesDuring<T>(run: () => Promise<T>): Promise<{ result: T; queries: { text: string; parameters: unknown[] }[] }> {
  const queries: { text: string; parameters: unknown[] }[] = [];
  const before = sql.options.debug;
  sql.options.debug = (_connection, text, parameters) => void queries.push({ text: text.replace(/\s+/g, ' ').trim(), parameters });
  try {
    const result = await run();
    return { result, queries: queries.filter((q) => !q.text.includes('pg_catalog.')) };
  } finally {
    sql.options.debug = before;
  }
}

/**
 * PostgreSQL's plan for `query` in a shop that has sent 5,000 parcels since (copies of order `number`,
 * each with its parcel created and delivered, as most parcels end), all rolled back after.
 */
async function planAmongSentParcels(query: string, number: number): Promise<string> {
  let plan = '';
  await sql
    .begin(async (tx) => {
      const [columns] = await tx<{ list: string }[]>`
        select string_agg(quote_ident(column_name), ', ') as list from information_schema.columns
        where table_schema = 'public' and table_name = 'orders' and is_generated = 'NEVER'
          and column_name not in ('id', 'number', 'idempotency_key')`;
      await tx.unsafe(
        `insert into orders (number, idempotency_key, ${columns!.list})
         select 900000 + g, 'sent-before-' || g, ${columns!.list} from orders, generate_series(1, 5000) g where number = $1`,
        [number],
      );
      await tx`insert into parcels (order_id, platform, reference, tracking, state, outcome)
               select id, 'ecotrack', number::text, 'SENT' || number, 'created', 'delivered' from orders where number > 900000`;
      await tx`analyze orders, parcels`;
      plan = (await tx.unsafe<{ 'QUERY PLAN': string }[]>(`explain ${query}`)).map((r) => r['QUERY PLAN']).join('\n');
      throw new Error('rolled back');
    })
    .catch((error: Error) => {
      if (error.message !== 'rolled back') throw error;
    });
  return plan;
}

const finishRun = async () => {
  const answer = await parcelsFinish(new Request('https://shop.example/.netlify/functions/parcels-finish', { method: 'POST' }));
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { reports: { platform: string; taken: number; finished: number; stillWaiting?: string }[] }).reports;
};

describe('a parcel created at Ecotrack whose valid/order fails for good', () => {
  // A token revoked between the two calls (401), then a validation refused with a 4xx the shop cannot read.
  it.each([
    [401, /refused the API token/, { waitingFor: 'token' }],
    [422, /answered valid\/order in a way the shop does not know/, {}],
  ])(
    'waits for its validation with its tracking and why (valid/order answered %i), and the next Send validates it: never a second parcel',
    async (status, why, cause) => {
      const number = await confirmedOrder(sql, shop.catalog);
      await sql`delete from carrier_places`; // the communes are read again: the same count against the quota each time
      shop.carrier.nextMinute();
      shop.carrier.failNext(status, 'valid/order');
      const start = shop.carrier.calls.length;
      const first = await send([number]);
      expect(routesSince(start)).toEqual([
        ['get/communes', 200],
        ['create/order', 200],
        ['valid/order', status],
      ]);
      const [held] = atCarrier(String(number));
      expect(held).toMatchObject({ validated: false });
      expect(first.results).toEqual([
        {
          number,
          ok: false,
          code: 'awaiting_validation',
          message: expect.stringMatching(why),
          // What the admin words in the owner's language: it waits for its validation, with its tracking.
          reason: { code: 'validation_pending', detail: held!.tracking },
          tracking: held!.tracking,
          ...cause,
        },
      ]);
      expect(first.results[0]!.ok ? '' : first.results[0]!.message).toContain(held!.tracking);
      expect(first.finishing).toEqual({ parcels: 1, withinMinutes: 2 });
      // Not failed: the row keeps the tracking, and the owner's order page says it waits, and why.
      expect(await parcelRows(number)).toEqual([{ state: 'creating', tracking: held!.tracking, lease: false }]);
      expect(await parcelOnTheOrderPage(number)).toMatchObject({
        state: 'creating',
        tracking: held!.tracking,
        waitingReason: expect.stringMatching(why),
        trackingUrl: null,
      });
      expect(await orderRow(sql, number)).toMatchObject({ status: 'confirmed', tracking_number: null });

      // The owner fixes it (a new token; the courier answers again) and clicks Send once more.
      shop.carrier.nextMinute();
      const retryStart = shop.carrier.calls.length;
      const retried = await send([number]);
      expect(routesSince(retryStart)).toEqual([['valid/order', 200]]);
      expect(retried.results).toEqual([
        { number, ok: true, parcel: expect.objectContaining({ state: 'created', tracking: held!.tracking }) },
      ]);
      expect(retried.finishing).toBeUndefined();
      expect(atCarrier(String(number))).toHaveLength(1);
      expect(atCarrier(String(number))[0]).toMatchObject({ validated: true, askedCollection: true });
      expect(await parcelRows(number)).toEqual([{ state: 'created', tracking: held!.tracking, lease: false }]);
      expect(await parcelOnTheOrderPage(number)).toMatchObject({ state: 'created', waitingReason: null });
      expect(await orderRow(sql, number)).toMatchObject({ tracking_number: held!.tracking, carrier: 'ecotrack' });
    },
  );
});

describe('a parcel that waits for its validation', () => {
  it('may be cancelled at the courier (Ecotrack allows it before valid/order), and parcels-finish then leaves it be', async () => {
    const { number, held } = await leftWaiting();

    shop.carrier.nextMinute();
    const cancelled = await call(adminParcels, `/api/admin/parcels/${number}`, { method: 'DELETE', token: shop.admin });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body).toMatchObject({ state: 'cancelled', tracking: held.tracking, waitingReason: null });
    expect(shop.carrier.parcel(held.tracking)).toBeUndefined();
    expect(await parcelRows(number)).toEqual([{ state: 'cancelled', tracking: held.tracking, lease: false }]);
    expect(await historyOf(sql, number)).toContainEqual(
      expect.objectContaining({ kind: 'parcel', note: `Parcel ${held.tracking} cancelled at the carrier` }),
    );
    const start = shop.carrier.calls.length;
    expect(await finishRun()).toEqual([]);
    expect(shop.carrier.calls.length).toBe(start);
  });
});

describe('parcels left waiting by a click whose quota ran out', () => {
  it('are validated by the scheduled parcels-finish within the quota, the longest waiting first, never created again', async () => {
    const numbers = [
      await confirmedOrder(sql, shop.catalog),
      await confirmedOrder(sql, shop.catalog),
      await confirmedOrder(sql, shop.catalog),
    ];
    await sql`delete from carrier_places`;
    shop.carrier.nextMinute();
    // get/communes, create/orders and the first valid/order use the minute's 3 requests; the other two wait.
    const first = await send(numbers);
    expect(first.results.map((r) => (r.ok ? 'ok' : r.code))).toEqual(['ok', 'awaiting_validation', 'awaiting_validation']);
    // The owner is told why in her language: the quota.
    expect(first.results.slice(1)).toEqual([
      expect.objectContaining({ waitingFor: 'quota' }),
      expect.objectContaining({ waitingFor: 'quota' }),
    ]);
    // Ecotrack's 50 a minute, 40 of them for parcels-finish: two parcels are finished within two minutes.
    expect(first.finishing).toEqual({ parcels: 2, withinMinutes: 2 });
    const trackings = numbers.map((n) => atCarrier(String(n))[0]!.tracking);

    // A run in the same minute: the quota is still spent; the first waiting parcel goes back in line, the run ends.
    let start = shop.carrier.calls.length;
    expect(await finishRun()).toContainEqual(expect.objectContaining({ platform: 'ecotrack', taken: 2, finished: 0 }));
    expect(routesSince(start)).toEqual([['valid/order', 429]]);
    for (const number of numbers.slice(1))
      expect(await parcelRows(number)).toEqual([expect.objectContaining({ state: 'creating', lease: false })]);

    // The next minute's run validates both by their trackings: no search, no create.
    shop.carrier.nextMinute();
    start = shop.carrier.calls.length;
    expect(await finishRun()).toContainEqual({ platform: 'ecotrack', taken: 2, finished: 2 });
    expect(
      shop.carrier.calls
        .slice(start)
        .map((c) => [c.method, c.url, c.status])
        .sort(),
    ).toEqual(
      trackings
        .slice(1)
        .map((t) => ['POST', `/api/v1/valid/order?tracking=${t}&ask_collection=1`, 200])
        .sort(),
    );
    for (const [i, number] of numbers.entries()) {
      expect(atCarrier(String(number))).toEqual([expect.objectContaining({ validated: true, tracking: trackings[i] })]);
      expect(await parcelRows(number)).toEqual([{ state: 'created', tracking: trackings[i], lease: false }]);
      expect(await orderRow(sql, number)).toMatchObject({ tracking_number: trackings[i], carrier: 'ecotrack' });
    }
    expect(await historyOf(sql, numbers[1]!)).toContainEqual(
      expect.objectContaining({ kind: 'parcel', note: `Parcel created at Ecotrack: ${trackings[1]}`, changed_by: 'parcels-finish' }),
    );

    // Nothing waits now: a run asks the courier nothing.
    start = shop.carrier.calls.length;
    expect(await finishRun()).toEqual([]);
    expect(shop.carrier.calls.length).toBe(start);
  });
});

describe('a run of parcels-finish', () => {
  it('with nothing waiting asks the database one question, answered from the parcels_waiting index, and reads no account', async () => {
    expect(await sql`select platform from carrier_accounts`).toEqual([{ platform: 'ecotrack' }]);
    const start = shop.carrier.calls.length;
    const { result, queries } = await queriesDuring(finishRun);
    expect(result).toEqual([]);
    expect(queries.map((q) => q.text)).toEqual([expect.stringMatching(/^select distinct platform from parcels where state = 'creating'/)]);
    expect(shop.carrier.calls.length).toBe(start);
    // Among the many parcels a shop has sent, PostgreSQL answers it from the partial index of the waiting ones.
    const plan = await planAmongSentParcels(queries[0]!.text, await confirmedOrder(sql, shop.catalog));
    expect(plan).toMatch(/Index (Only )?Scan using parcels_waiting on parcels/);
    expect(plan).not.toMatch(/Seq Scan/);
  });

  it('reads and unseals only the account of the platform with a parcel waiting, and finishes that parcel', async () => {
    // NOEST connected too, with nothing waiting. Its stand-in (tests/carriers/stand-ins/noest) stands in
    // for NOEST's API, outside this machine.
    const noestAccount = { apiToken: 'noest-token-of-the-finish-test', userGuid: 'noest-guid-of-the-finish-test' };
    const noest = await startNoestStandIn({ token: noestAccount.apiToken, userGuid: noestAccount.userGuid, perMinute: 10_000 });
    try {
      const connected = await call(adminCarriers, '/api/admin/carriers/noest', {
        method: 'PUT',
        token: shop.admin,
        body: { platform: 'noest', baseUrl: noest.url, ...noestAccount },
      });
      expect(connected.status, JSON.stringify(connected.body)).toBe(200);
      const { number, held } = await leftWaiting();

      shop.carrier.nextMinute();
      const noestCalls = noest.calls.length;
      const { result, queries } = await queriesDuring(finishRun);
      expect(result).toEqual([{ platform: 'ecotrack', taken: 1, finished: 1 }]);
      expect(queries.filter((q) => q.text.includes('from carrier_accounts')).map((q) => q.parameters)).toEqual([['ecotrack']]);
      expect(noest.calls.length).toBe(noestCalls);
      expect(atCarrier(String(number))).toEqual([expect.objectContaining({ validated: true, tracking: held.tracking })]);
      expect(await parcelRows(number)).toEqual([{ state: 'created', tracking: held.tracking, lease: false }]);
    } finally {
      await sql`delete from carrier_accounts where platform = 'noest'`;
      await noest.close();
    }
  });
});
