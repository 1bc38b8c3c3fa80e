// A drop through the production topology, on this machine: buyers tap Place Order within a few seconds
// (most at the start), each request goes to a function instance that serves one request at a time
// (the real orders function, its own connection to the pooler: drop-host.ts), and each buyer's page
// runs the order form's own submitOrder (src/features/checkout/order-client.ts), retries of a busy
// answer included. Used by `npm run bench:drop` and by tests/deploy/postgres-drop-pooler.test.ts.
//
// Instances as Netlify runs them (docs/benchmarks.md, "bench:drop"): a request gets an idle warm
// instance at once, or else a new one, which first pays a cold start (`coldStartMs`), up to the
// account's concurrency (`instances`); past it the request is refused at once (AWS Lambda, under
// Netlify's functions, throttles with a 429), never queued: there is no line in front of a function.
// Each database round trip pays `databaseRttMs` (latency-proxy.ts in front of the pooler).
import { randomUUID } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import type { Sql } from '../../src/server/db/client.ts';
import { submitOrder, type SubmitOutcome } from '../../src/features/checkout/order-client.ts';
import type { OrderRequestInput } from '../../src/domain/orders/order-request.ts';
import type { HostMessage, HostRequest } from './drop-host.ts';
import { phoneNumber } from './orders-load.ts';
import { shopEnv } from '../../src/server/env.ts';
import { mulberry32 } from '../lib/mulberry32.ts';

export const DROP_PRODUCT = { productId: 'drop-hoodie', size: 'M', color: 'Black' } as const;

/** The code of bench:drop --code-uses: 10 % off, its uses capped (seedDropCode). */
export const DROP_CODE = 'DROP50';

/** The drop's code with at most `uses` uses. */
export async function seedDropCode(sql: Sql, uses: number): Promise<void> {
  await sql`insert into discount_codes (code, kind, value, max_uses) values (${DROP_CODE}, 'percent', 10, ${uses})`;
}

/** The drop's hoodie with `stock` units, and the shop in drop mode (the site password on: drop limits apply). */
export async function seedDrop(sql: Sql, stock: number): Promise<void> {
  await sql`insert into site_settings (id) values (1) on conflict do nothing`;
  await sql`update site_settings set password_enabled = true, password_hash = 'not-used-by-the-bench' where id = 1`;
  await sql`insert into products (id, name, price, category, sizes, colors, badge) values (${DROP_PRODUCT.productId}, 'Drop Hoodie', 9000, 'Drop', '{M}', '{Black}', 'limited')`;
  await sql`insert into variants (product_id, size, color, stock) values (${DROP_PRODUCT.productId}, ${DROP_PRODUCT.size}, ${DROP_PRODUCT.color}, ${stock})`;
}

export type DropOptions = {
  /** The environment of the instances: DATABASE_URL (the pooler's), DATABASE_CA_CERT, DATABASE_PREPARED_STATEMENTS… */
  env: Record<string, string>;
  /** The account's concurrency: at most this many instances at once (each one request at a time). */
  instances: number;
  /** Threads the instances are spread over (each instance is still one request at a time). */
  hosts: number;
  buyers: number;
  /** The window in which every buyer taps Place Order. */
  seconds: number;
  /** 'burst': most at the start of the window (a countdown just ended); 'even': spread evenly over it. */
  arrival: 'burst' | 'even';
  seed: number;
  /** What a request that needs a new instance waits before the function runs (0: none). */
  coldStartMs?: number;
  /** What each round trip between an instance and the pooler costs (0: this machine's loopback). */
  databaseRttMs?: number;
  /** Called once every instance is loaded, as the first buyer is about to tap. */
  onStart?: () => void;
  /** A discount code every buyer types (bench:drop --code-uses). */
  discountCode?: string;
};

export type Buyer = {
  outcome: 'placed' | 'soldOut' | 'gaveUp' | 'refused' | 'failed';
  code?: string;
  replayed: boolean;
  phone: string;
  /** From the tap to the final answer, retries included. */
  ms: number;
  /** The status of each try. */
  statuses: number[];
};

/** One try as the instance saw it: its answer's status, how long it took, and the waitUntil work after it. */
export type InstanceTry = { status: number; answerMs: number; afterMs: number };

export type DropRun = {
  buyers: Buyer[];
  tries: InstanceTry[];
  instancesUsed: number;
  peakBusyInstances: number;
  /** Requests that found every instance of the account's concurrency busy: refused at once (429). */
  throttled: number;
  logged: string[];
};

/** A small deterministic generator (mulberry32): the same seed gives the same arrivals and jitter. */
export const seeded = mulberry32;

/** Buyer i's address: consecutive IPv4 addresses, so neighbours share their /24 but none shares an address. */
const addressOf = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

/**
 * Which instance takes the next request: an idle instance that already served one (Netlify reuses warm
 * instances), any of them; a new one (cold) only when none is idle; none when the account's concurrency
 * is all busy: that request is throttled, not queued.
 */
class Instances {
  private warm: number[] = [];
  private cold: number[];
  busy = 0;
  peakBusy = 0;
  used = 0;
  throttled = 0;

  private random: () => number;

  constructor(count: number, random: () => number) {
    this.cold = Array.from({ length: count }, (_, n) => n);
    this.random = random;
  }

  take(): { instance: number; cold: boolean } | undefined {
    const pick = () => {
      this.busy++;
      this.peakBusy = Math.max(this.peakBusy, this.busy);
    };
    if (this.warm.length) {
      const at = Math.floor(this.random() * this.warm.length);
      const [instance] = this.warm.splice(at, 1);
      pick();
      return { instance: instance!, cold: false };
    }
    const fresh = this.cold.shift();
    if (fresh !== undefined) {
      this.used++;
      pick();
      return { instance: fresh, cold: true };
    }
    this.throttled++;
    return undefined;
  }

  free(instance: number): void {
    this.busy--;
    this.warm.push(instance);
  }
}

type Host = { worker: Worker; first: number; count: number };

function startHosts(options: DropOptions, onMessage: (message: HostMessage) => void): Promise<Host[]> {
  const perHost = Math.ceil(options.instances / options.hosts);
  const hosts: Host[] = [];
  for (let first = 0; first < options.instances; first += perHost) {
    const count = Math.min(perHost, options.instances - first);
    const worker = new Worker(new URL('./drop-host.ts', import.meta.url), {
      workerData: { first, count },
      env: options.env,
      execArgv: [
        '--disable-warning=ExperimentalWarning',
        ...(shopEnv().BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${shopEnv().BENCH_PROFILE_DIR}`] : []),
      ],
      // Hundreds of module instances: more than a worker's default old space.
      resourceLimits: { maxOldGenerationSizeMb: 4096 },
    });
    hosts.push({ worker, first, count });
  }
  return Promise.all(
    hosts.map(
      (host) =>
        new Promise<Host>((resolve, reject) => {
          host.worker.once('error', reject);
          host.worker.on('message', function ready(message: HostMessage) {
            if (message.kind !== 'ready') return;
            host.worker.off('message', ready);
            host.worker.on('message', onMessage);
            resolve(host);
          });
        }),
    ),
  );
}

function classify(outcome: SubmitOutcome): Pick<Buyer, 'outcome' | 'code' | 'replayed'> {
  if (outcome.kind === 'placed') return { outcome: 'placed', replayed: outcome.replayed };
  if (outcome.kind === 'failed') return { outcome: 'failed', replayed: false };
  const code = outcome.error.code;
  if (outcome.status === 409 && code === 'out_of_stock') return { outcome: 'soldOut', code, replayed: false };
  if (outcome.status === 503 && code === 'busy') return { outcome: 'gaveUp', code, replayed: false };
  return { outcome: 'refused', code, replayed: false };
}

/** The latency proxy (latency-proxy.ts) in front of the pooler of `databaseUrl`: the URL through it, and its stop. */
async function throughLatency(databaseUrl: string, rttMs: number): Promise<{ url: string; stop: () => Promise<number> }> {
  const url = new URL(databaseUrl);
  const worker = new Worker(new URL('./latency-proxy.ts', import.meta.url), { workerData: { targetPort: Number(url.port), rttMs } });
  const port = await new Promise<number>((resolve, reject) => {
    worker.once('message', (m: { port: number }) => resolve(m.port));
    worker.once('error', reject);
  });
  url.port = String(port);
  return { url: url.href, stop: () => worker.terminate() };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What a request past the account's concurrency gets: Lambda's throttle, no body the form can read. */
const THROTTLED = 429;

export async function runDrop(options: DropOptions): Promise<DropRun> {
  const random = seeded(options.seed);
  const instances = new Instances(options.instances, random);
  const rtt = options.databaseRttMs ? await throughLatency(options.env.DATABASE_URL!, options.databaseRttMs) : undefined;
  if (rtt) options = { ...options, env: { ...options.env, DATABASE_URL: rtt.url } };
  const answers = new Map<number, (message: Extract<HostMessage, { kind: 'answer' }>) => void>();
  const logged: string[] = [];
  const tries: InstanceTry[] = [];
  const hosts = await startHosts(options, (message) => {
    if (message.kind === 'answer') answers.get(message.id)?.(message);
    if (message.kind === 'free') {
      logged.push(...message.logged);
      tries.push({ status: message.status, answerMs: message.answerMs, afterMs: message.afterMs });
      instances.free(message.instance);
    }
  });
  const hostOf = (instance: number) => hosts.find((h) => instance >= h.first && instance < h.first + h.count)!.worker;
  let nextId = 0;

  const buyer = async (i: number, arrivalMs: number): Promise<Buyer> => {
    await new Promise((resolve) => setTimeout(resolve, arrivalMs));
    const started = performance.now();
    const statuses: number[] = [];
    const ip = addressOf(i);
    const phone = phoneNumber(70_000_000 + i);
    const post = async (json: string): Promise<Response> => {
      const taken = instances.take();
      if (!taken) {
        statuses.push(THROTTLED);
        return new Response('Too Many Requests', { status: THROTTLED });
      }
      const { instance, cold } = taken;
      if (cold && options.coldStartMs) await sleep(options.coldStartMs);
      const id = nextId++;
      const answer = await new Promise<Extract<HostMessage, { kind: 'answer' }>>((resolve) => {
        answers.set(id, resolve);
        hostOf(instance).postMessage({ id, instance, ip, body: json } satisfies HostRequest);
      });
      answers.delete(id);
      statuses.push(answer.status);
      return new Response(answer.body, { status: answer.status, headers: answer.headers });
    };
    const body: OrderRequestInput = {
      flow: 'buy_now',
      idempotencyKey: `drop-${randomUUID()}`,
      locale: 'ar',
      name: 'Drop Buyer',
      email: 'buyer@example.dz',
      phone,
      address: '12 rue Didouche Mourad',
      notes: '',
      wilayaCode: '16',
      commune: 'Alger Centre',
      deliveryType: 'home',
      lines: [{ ...DROP_PRODUCT, quantity: 1 }],
      ...(options.discountCode ? { discountCode: options.discountCode } : {}),
    };
    const outcome = await submitOrder(body, { post, random });
    return { ...classify(outcome), phone, ms: performance.now() - started, statuses };
  };

  try {
    // Everyone within the window. A burst: most at its start (a countdown just ended), each at
    // seconds × u², u uniform, so a third of the buyers tap in its first tenth; or evenly spread.
    options.onStart?.();
    const arrivals = Array.from(
      { length: options.buyers },
      () => options.seconds * 1000 * random() ** (options.arrival === 'burst' ? 2 : 1),
    );
    const buyers = await Promise.all(arrivals.map((ms, i) => buyer(i, ms)));
    return {
      buyers,
      tries,
      instancesUsed: instances.used,
      peakBusyInstances: instances.peakBusy,
      throttled: instances.throttled,
      logged,
    };
  } finally {
    await Promise.all([...hosts.map((h) => h.worker.terminate()), rtt?.stop()]);
  }
}
