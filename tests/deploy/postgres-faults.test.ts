// The order function when PostgreSQL 15 fails under it (issue #38 §1): the server frozen (its processes
// stopped: connections open, nothing answers), an address that accepts and never answers, and the
// server killed in the middle of an order. Every order request is answered, 201 or 503 busy JSON with
// Retry-After, by its deadline (made small here through FUNCTION_DEADLINE_MS: a request the deadline
// did not end would wait for the frozen server, and this test with it); the order form's own
// submitOrder, sending to the real handler, tries the 503 again by itself with the same key and ends
// placed or sold out, never twice. `npm run bench:faults` runs the same faults at full scale, timed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server, type Socket } from 'node:net';
import postgres from 'postgres';
import { abandonDb, closeDb } from '../../src/server/db/client.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { startPostgresCluster, type Cluster } from '../../scripts/lib/postgres-cluster.ts';
import { freezeServer, killServer, startServerAgain, thawServer } from '../../scripts/lib/postgres-faults.ts';
import { DROP_PRODUCT, seedDrop } from '../../scripts/bench/drop-run.ts';
import { submitOrder, type SubmitOutcome } from '../../src/features/checkout/order-client.ts';
import type { OrderRequestInput } from '../../src/domain/orders/order-request.ts';

const DEADLINE_MS = '400';
const saved = { ...process.env };

let cluster: Cluster;
let observer: postgres.Sql;
let orders: (request: Request) => Promise<Response>;
let stock: (request: Request, context: { params: { id: string } }) => Promise<Response>;

let buyerNumber = 0;
function orderBody(): OrderRequestInput {
  buyerNumber++;
  return {
    flow: 'cart',
    idempotencyKey: `fault-${buyerNumber}-${Math.random().toString(36).slice(2, 10)}`,
    locale: 'fr',
    name: 'Amina Benali',
    email: 'amina@example.dz',
    phone: `055${String(1_000_000 + buyerNumber).padStart(7, '0')}`,
    address: '12 rue Didouche Mourad',
    notes: '',
    wilayaCode: '16',
    commune: 'Alger Centre',
    deliveryType: 'home',
    lines: [{ ...DROP_PRODUCT, quantity: 1 }],
  };
}
const post = (json: string) =>
  orders(new Request('https://shop.example/api/orders', { method: 'POST', body: json, headers: { 'content-type': 'application/json' } }));

async function ordersOf(keys: string[]): Promise<Map<string, number>> {
  const rows = await observer<{ key: string; n: number }[]>`
    select idempotency_key as key, count(*)::int as n from orders where idempotency_key in ${observer(keys)} group by 1`;
  return new Map(rows.map((row) => [row.key, row.n]));
}
const stockLeft = async () =>
  (await observer<{ stock: number }[]>`select stock from variants where product_id = ${DROP_PRODUCT.productId}`)[0]!.stock;

async function expectBusy(response: Response): Promise<void> {
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe('1');
  expect(await response.json()).toEqual({ error: { code: 'busy', message: expect.stringMatching(/^Trop de commandes/) } });
}

beforeAll(async () => {
  // Commits flushed before they are acknowledged, as on Supabase: the kill below must lose nothing committed.
  cluster = await startPostgresCluster({ synchronous_commit: 'on' });
  observer = postgres(cluster.url, { max: 1, onnotice: () => {} });
  await migrate(observer, { seed: false });
  await seedDrop(observer, 4);
  await observer.end();
  for (const key of Object.keys(process.env)) if (key.startsWith('DATABASE_') || key === 'ORDER_WEBHOOK_URL') delete process.env[key];
  Object.assign(process.env, {
    DATABASE_URL: cluster.url,
    DATABASE_EMBEDDED: '0',
    DATABASE_POOL_ROLE: 'server',
    FUNCTION_DEADLINE_MS: DEADLINE_MS,
  });
  await closeDb();
  orders = (await import('../../netlify/functions/orders.ts')).default;
  stock = (await import('../../netlify/functions/stock.ts')).default as never;
});
afterAll(async () => {
  await closeDb();
  await observer?.end({ timeout: 1 }).catch(() => undefined);
  cluster?.stop();
  for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
  Object.assign(process.env, saved);
});

const openObserver = () => (observer = postgres(cluster.url, { max: 1, onnotice: () => {} }));

describe('orders while PostgreSQL 15 fails', () => {
  it('with the server frozen: every order is answered 503 busy at its deadline; the form tries again by itself and ends placed or sold out, never twice', async () => {
    openObserver();
    // A warm shop: its pool is open before the freeze (the frozen connections are the ones requests wait on).
    const first = orderBody();
    expect((await post(JSON.stringify(first))).status).toBe(201);

    freezeServer(cluster.dataDir);
    let thawed = false;
    let answeredBusy = 0;
    const bodies = Array.from({ length: 5 }, orderBody);
    const busyAnswers: Promise<void>[] = [];
    const outcomes = await Promise.all(
      bodies.map((body) =>
        submitOrder(body, {
          post: async (json) => {
            const response = await post(json);
            if (!thawed && response.status === 503) busyAnswers.push(expectBusy(response.clone()));
            return response;
          },
          random: () => 0,
          // The form's wait before the next try: the server comes back once all five were answered busy.
          sleep: async () => {
            answeredBusy++;
            while (answeredBusy < bodies.length) await new Promise((resolve) => setTimeout(resolve, 20));
            if (!thawed) {
              thawed = true;
              thawServer(cluster.dataDir);
            }
          },
        }),
      ),
    );
    await Promise.all(busyAnswers);
    expect(busyAnswers).toHaveLength(5);

    // 4 in stock, one sold before the freeze: three of the five are placed, two told it is sold out.
    const kinds = outcomes.map((o: SubmitOutcome) => (o.kind === 'refused' ? o.error.code : o.kind)).sort();
    expect(kinds).toEqual(['out_of_stock', 'out_of_stock', 'placed', 'placed', 'placed']);
    const stored = await ordersOf([first, ...bodies].map((b) => b.idempotencyKey));
    expect([...stored.values()]).toEqual([1, 1, 1, 1]);
    expect(await stockLeft()).toBe(0);
    await observer.end();
  });

  it('with an address that accepts and never answers: orders and stock reads are answered 503 busy at their deadline', async () => {
    const held: Socket[] = [];
    const silent: Server = createServer((socket) => void held.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as { port: number }).port;
    await closeDb();
    process.env.DATABASE_URL = `postgres://postgres@127.0.0.1:${port}/postgres`;
    try {
      // A deployed function (one connection per request, let go at its deadline) and the local runtime's pool.
      for (const role of ['function', 'server']) {
        process.env.DATABASE_POOL_ROLE = role;
        await expectBusy(await post(JSON.stringify(orderBody())));
        const read = await stock(new Request(`https://shop.example/api/stock/${DROP_PRODUCT.productId}`), {
          params: { id: DROP_PRODUCT.productId },
        });
        expect(read.status).toBe(503);
        expect(read.headers.get('retry-after')).toBe('1');
        expect((await read.json()).error.code).toBe('busy');
        // The shop's connections go with the listener's sockets (the local runtime's pool would wait on them).
        expect(held.length).toBeGreaterThan(0);
        await abandonDb();
        for (const socket of held.splice(0)) socket.destroy();
      }
    } finally {
      process.env.DATABASE_URL = cluster.url;
      process.env.DATABASE_POOL_ROLE = 'server';
      for (const socket of held) socket.destroy();
      silent.close();
      await closeDb().catch(() => undefined);
    }
  });

  it('with the server killed mid-order: the order is answered 503 busy, not 500, and the same key after the restart stores it once', async () => {
    openObserver();
    await observer`update variants set stock = 2 where product_id = ${DROP_PRODUCT.productId}`;
    delete process.env.FUNCTION_DEADLINE_MS;
    // The order's statement waits for the variant's row, locked by another transaction, until the kill.
    const locker = postgres(cluster.url, { max: 1, onnotice: () => {} });
    let unlock: () => void = () => {};
    const locked = new Promise<void>((resolve) => {
      void locker
        .begin(async (tx) => {
          await tx`select 1 from variants where product_id = ${DROP_PRODUCT.productId} for update`;
          resolve();
          await new Promise<void>((release) => (unlock = release));
        })
        .catch(() => undefined);
    });
    await locked;
    const body = orderBody();
    const answer = post(JSON.stringify(body));
    for (let waiting = 0, tries = 0; waiting === 0; tries++) {
      if (tries > 500)
        throw new Error(`the order never waited on the lock (${await Promise.race([answer.then((r) => r.status), 'no answer'])})`);
      await new Promise((resolve) => setTimeout(resolve, 20));
      ({ waiting } = (
        await observer<{ waiting: number }[]>`
        select count(*)::int as waiting from pg_stat_activity where wait_event_type = 'Lock' and query like '%store_order%'`
      )[0]!);
    }
    await killServer(cluster.dataDir);
    await expectBusy(await answer);
    unlock();
    await locker.end({ timeout: 0 }).catch(() => undefined);
    await observer.end({ timeout: 0 }).catch(() => undefined);

    await startServerAgain(cluster.dataDir);
    process.env.FUNCTION_DEADLINE_MS = DEADLINE_MS;
    // The form's next try with the same key: placed (the first never committed), and only once.
    const outcome = await submitOrder(body, { post, random: () => 0, sleep: () => new Promise((resolve) => setTimeout(resolve, 100)) });
    expect(outcome).toMatchObject({ kind: 'placed' });
    openObserver();
    expect([...(await ordersOf([body.idempotencyKey])).values()]).toEqual([1]);
    expect(await stockLeft()).toBe(1);
    await observer.end();
  });
});
