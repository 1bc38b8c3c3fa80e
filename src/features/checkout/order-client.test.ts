// The order form's client against answers as POST /api/orders gives them (the function itself is
// tested with a real pooler refusal in tests/deploy/drop-pooler.test.ts, the form in Chromium in
// tests/e2e/orders.spec.ts). `post` stands in for the network; the waits are recorded, not slept.
import { describe, expect, it } from 'vitest';
import { submitOrder, type PostOrder } from './order-client.ts';

const order = {
  flow: 'buy_now' as const,
  idempotencyKey: 'key-0123456789',
  locale: 'ar' as const,
  name: 'Amina',
  email: 'a@example.dz',
  phone: '0551234567',
  address: '12 rue Didouche Mourad',
  notes: '',
  wilayaCode: '16',
  commune: 'Alger Centre',
  deliveryType: 'home' as const,
  lines: [{ productId: 'drop-hoodie', size: 'M', color: 'Black', quantity: 1 }],
};
const placed = {
  order: {
    number: 7,
    status: 'pending',
    createdAt: '2026-11-25T20:00:00.000Z',
    flow: 'buy_now',
    subtotal: 9000,
    shippingPrice: 600,
    total: 9600,
    currency: 'DZD',
    wilayaCode: '16',
    commune: 'Alger Centre',
    communeAr: 'الجزائر الوسطى',
    deliveryType: 'home',
    lines: [],
  },
};
const busy = () =>
  Response.json(
    { error: { code: 'busy', message: 'Too many orders are arriving at this moment.' } },
    { status: 503, headers: { 'retry-after': '1' } },
  );

function network(answers: (() => Response)[]) {
  const sent: string[] = [];
  const post: PostOrder = async (json) => {
    sent.push(json);
    return (answers.shift() ?? (() => Response.json(placed, { status: 201 })))();
  };
  const waits: number[] = [];
  const sleep = async (ms: number) => void waits.push(ms);
  return { sent, post, waits, sleep };
}

describe('submitOrder and a busy shop', () => {
  it('sends the same order again by itself after a 503 busy, and tells the form each time', async () => {
    const net = network([busy, busy]);
    const told: number[] = [];
    const outcome = await submitOrder(order, {
      post: net.post,
      sleep: net.sleep,
      random: () => 0,
      onBusy: ({ attempt }) => told.push(attempt),
    });
    expect(outcome).toMatchObject({ kind: 'placed', order: { number: 7 } });
    expect(net.sent).toHaveLength(3);
    expect(new Set(net.sent).size).toBe(1);
    expect(JSON.parse(net.sent[0]!).idempotencyKey).toBe('key-0123456789');
    expect(told).toEqual([1, 2]);
    expect(net.waits).toEqual([1000, 2000]);
  });

  it("stops after five tries and shows the server's busy message, keeping the order for the next tap", async () => {
    const net = network(Array.from({ length: 9 }, () => busy));
    const outcome = await submitOrder(order, { post: net.post, sleep: net.sleep, random: () => 0 });
    expect(net.sent).toHaveLength(5);
    expect(net.waits).toEqual([1000, 2000, 4000, 8000]);
    expect(outcome).toEqual({
      kind: 'refused',
      status: 503,
      error: { code: 'busy', message: 'Too many orders are arriving at this moment.' },
    });
  });

  it('does not send again after any other answer: a refusal, a 500, a 503 that is not busy', async () => {
    const soldOut = () => Response.json({ error: { code: 'out_of_stock', message: 'Drop Hoodie is out of stock.' } }, { status: 409 });
    const fault = () => Response.json({ error: { code: 'unexpected', message: 'An error occurred' } }, { status: 500 });
    const gateway = () => new Response('Service Unavailable', { status: 503 });
    for (const [answer, kind] of [
      [soldOut, 'refused'],
      [fault, 'failed'],
      [gateway, 'failed'],
    ] as const) {
      const net = network([answer]);
      expect((await submitOrder(order, { post: net.post, sleep: net.sleep })).kind).toBe(kind);
      expect(net.sent).toHaveLength(1);
    }
  });
});

describe('submitOrder and the platform in front of the function', () => {
  it("sends the same order again after a throttle that is not the shop's (a 429 with no order error), but not after the shop's own 429", async () => {
    const throttled = () => new Response('Rate Exceeded.', { status: 429 });
    const net = network([throttled, throttled]);
    const outcome = await submitOrder(order, { post: net.post, sleep: net.sleep, random: () => 0 });
    expect(outcome).toMatchObject({ kind: 'placed', order: { number: 7 } });
    expect(net.sent).toHaveLength(3);
    expect(new Set(net.sent).size).toBe(1);

    const tooMany = () =>
      Response.json({ error: { code: 'order_rate_limited', message: 'Too many orders from this connection.' } }, { status: 429 });
    const shop = network([tooMany]);
    expect(await submitOrder(order, { post: shop.post, sleep: shop.sleep })).toMatchObject({ kind: 'refused', status: 429 });
    expect(shop.sent).toHaveLength(1);
  });
});

describe('submitOrder and a shop that does not answer in time', () => {
  /** A shop that stores each idempotency key once, as POST /api/orders does; `lose` drops the answer of those tries (1-based). */
  function keyedShop(options: { lose?: number[]; busyFirst?: number; stock?: number }) {
    const stored = new Map<string, number>();
    let tries = 0;
    let stock = options.stock ?? 1;
    const post: PostOrder = async (json, signal) => {
      tries++;
      if (tries <= (options.busyFirst ?? 0)) return busy();
      const { idempotencyKey } = JSON.parse(json) as { idempotencyKey: string };
      const replayed = stored.has(idempotencyKey);
      if (!replayed) {
        if (stock === 0)
          return Response.json({ error: { code: 'out_of_stock', message: 'Drop Hoodie is out of stock.' } }, { status: 409 });
        stock--;
        stored.set(idempotencyKey, stored.size + 1);
      }
      const answer = Response.json({ ...placed, ...(replayed ? { replayed: true } : {}) }, { status: replayed ? 200 : 201 });
      if (!options.lose?.includes(tries)) return answer;
      // The order is stored but its answer never comes: only the try's own deadline ends the wait.
      return new Promise<Response>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error)));
    };
    return { post, stored, tries: () => tries };
  }
  const noSleep = async () => {};

  it('asks again with the same key when a try gets no answer in time, and gets the order stored by the first, once', async () => {
    const shop = keyedShop({ lose: [1] });
    const told: number[] = [];
    const outcome = await submitOrder(order, {
      post: shop.post,
      sleep: noSleep,
      fetchTimeoutMs: 20,
      onBusy: ({ attempt }) => told.push(attempt),
    });
    expect(outcome).toMatchObject({ kind: 'placed', replayed: true, order: { number: 7 } });
    expect(shop.tries()).toBe(2);
    expect(told).toEqual([1]);
    expect(shop.stored.size).toBe(1);
  });

  it('a try whose post ignores its signal still ends at the deadline', async () => {
    let tries = 0;
    const post: PostOrder = () =>
      ++tries === 1 ? new Promise<Response>(() => {}) : Promise.resolve(Response.json(placed, { status: 201 }));
    const outcome = await submitOrder(order, { post, sleep: noSleep, fetchTimeoutMs: 20 });
    expect(outcome).toMatchObject({ kind: 'placed', replayed: false });
    expect(tries).toBe(2);
  });

  it('asks again with the same key when the network fails a try (offline a moment, refused, reset)', async () => {
    let tries = 0;
    const sent: string[] = [];
    const post: PostOrder = async (json) => {
      sent.push(json);
      if (++tries === 1) throw new TypeError('fetch failed');
      return Response.json(placed, { status: 201 });
    };
    const told: number[] = [];
    const outcome = await submitOrder(order, { post, sleep: noSleep, onBusy: ({ attempt }) => told.push(attempt) });
    expect(outcome).toMatchObject({ kind: 'placed' });
    expect(sent).toHaveLength(2);
    expect(sent[1]).toBe(sent[0]);
    expect(told).toEqual([1]);
  });

  it('ends sold out, not placed twice, when the stock went to another buyer while it was busy', async () => {
    const shop = keyedShop({ busyFirst: 1, stock: 0 });
    const outcome = await submitOrder(order, { post: shop.post, sleep: noSleep, fetchTimeoutMs: 20 });
    expect(outcome).toMatchObject({ kind: 'refused', status: 409, error: { code: 'out_of_stock' } });
    expect(shop.stored.size).toBe(0);
  });

  it('after five tries with no answer, shows the failure message (the order, if stored, comes back on the next tap)', async () => {
    const shop = keyedShop({ lose: [1, 2, 3, 4, 5] });
    const outcome = await submitOrder(order, { post: shop.post, sleep: noSleep, fetchTimeoutMs: 10 });
    expect(outcome).toEqual({ kind: 'failed' });
    expect(shop.tries()).toBe(5);
    expect(shop.stored.size).toBe(1);
    const next = await submitOrder(order, { post: shop.post, sleep: noSleep, fetchTimeoutMs: 10 });
    expect(next).toMatchObject({ kind: 'placed', replayed: true });
    expect(shop.stored.size).toBe(1);
  });
});
