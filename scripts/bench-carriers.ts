// npm run bench:carriers [-- --orders 500 --speed 60 --click-wait 20]
// Parcels for 500 confirmed orders through the shop's parcel service (createParcels: reservation, the
// carrier's lists, batches, the answers written) and the real database (a throwaway PostgreSQL 15
// cluster), against the carriers' stand-ins (tests/carriers/stand-ins), which stand in for services
// outside this machine. Each client is paced under its platform's documented quotas (Yalidine 5/s,
// 50/min, 1,000/h; Ecotrack 50/min) and each stand-in enforces the same quotas; both run on one clock
// that goes --speed times faster than the wall, so a run takes seconds. The report gives the wall
// time, the requests each carrier counted, and what the documented quotas mean in real time.
// --click-wait S runs each selection as the admin function does: a client of its own whose pacer waits
// at most S seconds for a turn, the owner clicking a selection a minute (the next one, then the orders the
// carrier did not answer for), and the scheduled parcels-finish running every minute (its own client, as
// in netlify/functions/parcels-finish.ts) until no parcel waits for its validation; without it the
// bench process waits as the quotas say.
import { parseArgs } from 'node:util';
import { connect } from '../src/server/db/client.ts';
import { migrate } from '../src/server/db/migrate.ts';
import { startPostgresCluster } from './lib/postgres-cluster.ts';
import { seedConfirmedOrders } from './bench/carrier-orders-seed.ts';
import { startEcotrackStandIn } from '../tests/carriers/stand-ins/ecotrack/index.ts';
import { startYalidineStandIn } from '../tests/carriers/stand-ins/yalidine/index.ts';

const { values } = parseArgs({
  options: { orders: { type: 'string', default: '500' }, speed: { type: 'string', default: '60' }, 'click-wait': { type: 'string' } },
});
const CLICK_WAIT_MS = values['click-wait'] === undefined ? null : Math.max(1, Number(values['click-wait'])) * 1000;
const MAX_MINUTES = 120; // in --click-wait mode: parcels still waiting then are reported, not waited for
const ORDERS = Math.max(100, Math.min(5000, Number(values.orders)));
const SPEED = Math.max(1, Math.min(1000, Number(values.speed)));
const SELECTION = 100; // the admin's largest selection (PARCELS_MAX)

// One fast clock for the pacers and the stand-ins' quota windows: a documented minute lasts 60/SPEED s.
const origin = Date.now();
const clock = {
  now: () => origin + (Date.now() - origin) * SPEED,
  sleep: (ms: number) => new Promise<void>((r) => setTimeout(r, ms / SPEED)),
};

const cluster = await startPostgresCluster();
process.env.DATABASE_URL = cluster.url;
process.env.DATABASE_EMBEDDED = '0';
const sql = connect(cluster.url, { max: 4 });
const yalidine = await startYalidineStandIn({ now: clock.now });
const ecotrack = await startEcotrackStandIn({
  token: 'bench-ecotrack-token',
  courierCode: 'BNCH',
  perMinute: 50,
  windowMs: 60_000 / SPEED,
});
/** The requests per route ("valid/order": 500, "get/orders": 0…). */
const ecotrackRoutes = (calls: readonly { url: string }[]) => {
  const counts: Record<string, number> = {};
  for (const c of calls) {
    const route = c.url.replace(/^\/api\/v1\//, '').replace(/\?.*$/, '');
    counts[route] = (counts[route] ?? 0) + 1;
  }
  return counts;
};
try {
  await migrate(sql, { seed: false });
  const { db } = await import('../src/server/db/client.ts');
  const { carrierClientFor } = await import('../src/server/carriers/clients.ts');
  const { createPacer } = await import('../src/server/carriers/pacer.ts');
  const { createParcels } = await import('../src/server/carriers/parcels/create-parcels.service.ts');
  const { finishUnfinished } = await import('../src/server/carriers/parcels/finish-unfinished.service.ts');
  const { unfinishedCount } = await import('../src/server/carriers/parcels/parcels.repo.ts');
  const { PLATFORM_QUOTAS } = await import('../src/domain/carriers/platforms.ts');
  const accounts = {
    yalidine: {
      platform: 'yalidine' as const,
      baseUrl: yalidine.apiUrl,
      credentials: { platform: 'yalidine' as const, ...yalidine.account },
      fromWilayaName: 'Alger',
    },
    ecotrack: {
      platform: 'ecotrack' as const,
      baseUrl: ecotrack.url,
      credentials: { platform: 'ecotrack' as const, token: 'bench-ecotrack-token' },
    },
  };
  const requestsOf = { yalidine: () => yalidine.calls.length, ecotrack: () => ecotrack.calls.length };
  const refusedOf = { yalidine: () => yalidine.calls.filter((c) => c.status === 429).length, ecotrack: () => ecotrack.tooManyAnswered() };

  for (const platform of ['yalidine', 'ecotrack'] as const) {
    await sql`delete from orders`;
    await sql`delete from carrier_places`;
    const numbers = await seedConfirmedOrders(sql, ORDERS);
    // A bench process may wait as long as the quotas say (a function could not: see the report).
    const clientOf = () =>
      carrierClientFor(accounts[platform], {
        pacer: createPacer(PLATFORM_QUOTAS[platform], { clock, maxWaitMs: CLICK_WAIT_MS ?? 24 * 3_600_000 }),
        timeoutMs: 30_000,
      });
    const shared = clientOf();
    const requestsBefore = requestsOf[platform]();
    const refusedBefore = refusedOf[platform]();
    const started = performance.now();
    const codes = new Map<string, number>();
    const count = (key: string, n = 1) => codes.set(key, (codes.get(key) ?? 0) + n);
    let clicks = 0;
    let finishRuns = 0;
    let minutes = 0;
    if (!CLICK_WAIT_MS)
      for (let at = 0; at < numbers.length; at += SELECTION) {
        clicks += 1;
        const orders = numbers.slice(at, at + SELECTION).map((number) => ({ number }));
        for (const r of (await createParcels(db(), shared, { platform, orders }, 'bench@shop.dz')).results)
          count(r.ok ? 'created' : r.code);
      }
    else {
      // Each minute: the owner clicks the next selection (orders the carrier did not answer for go back
      // in line, as she would click them again), then parcels-finish runs.
      const pending = [...numbers];
      for (; minutes < MAX_MINUTES; minutes += 1) {
        const minuteStart = clock.now();
        if (pending.length > 0) {
          clicks += 1;
          const orders = pending.splice(0, SELECTION).map((number) => ({ number }));
          for (const r of (await createParcels(db(), clientOf(), { platform, orders }, 'bench@shop.dz')).results) {
            if (!r.ok && r.code === 'carrier_unreachable') pending.push(r.number);
            else count(r.ok ? 'created' : r.code);
          }
        }
        if ((await unfinishedCount(db(), platform)) > 0) {
          finishRuns += 1;
          const finisher = carrierClientFor(accounts[platform], {
            pacer: createPacer(PLATFORM_QUOTAS[platform], { clock, maxWaitMs: 2_000 }),
            timeoutMs: 8_000,
          });
          const run = await finishUnfinished(db(), finisher, { budgetMs: 18_000, now: clock.now });
          count('validated by parcels-finish', run.finished);
        }
        if (pending.length === 0 && (await unfinishedCount(db(), platform)) === 0) break;
        await clock.sleep(Math.max(0, 60_000 - (clock.now() - minuteStart)));
      }
      count('carrier_unreachable', pending.length);
    }
    const stillWaiting = await unfinishedCount(db(), platform);
    const wallSeconds = (performance.now() - started) / 1000;
    const requests = requestsOf[platform]() - requestsBefore;
    const refused = refusedOf[platform]() - refusedBefore;
    const [places] = await sql<{ n: number }[]>`select count(*)::int as n from carrier_places`;
    console.log(`${platform}: ${ORDERS} confirmed orders in selections of ${SELECTION}: ${JSON.stringify(Object.fromEntries(codes))}`);
    const byRoute = platform === 'ecotrack' ? ` ${JSON.stringify(ecotrackRoutes(ecotrack.calls.slice(requestsBefore)))};` : '';
    console.log(
      `  ${clicks} clicks${CLICK_WAIT_MS ? `, ${finishRuns} runs of parcels-finish, ${stillWaiting} still waiting after ${minutes + 1} minutes` : ''}; ${requests} requests (${refused} answered 429;${byRoute} ${places!.n} lists read, cached for the next selections)`,
    );
    if (platform === 'ecotrack') {
      // Never created twice: one parcel per order at the courier, whatever the retries did.
      const held = ecotrack.parcels().map((p) => p.reference);
      console.log(`  ${held.length} parcels at the courier, ${held.length - new Set(held).size} of them a second one for its order`);
    }
    console.log(
      `  ${wallSeconds.toFixed(1)} s on the wall at ${SPEED}x: ${((wallSeconds * SPEED) / 60).toFixed(1)} minutes at the documented quotas`,
    );
  }
} finally {
  await yalidine.close();
  await ecotrack.close();
  await sql.end();
  const { closeDb } = await import('../src/server/db/client.ts');
  await closeDb();
  await cluster.stop();
}
