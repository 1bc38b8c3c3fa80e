// npm run bench:carriers [-- --orders 500 --speed 60 --click-wait 20 --platform noest]
// Parcels for 500 confirmed orders through the shop's parcel service (createParcels: reservation, the
// carrier's lists, batches, the answers written) and the real database (a throwaway PostgreSQL 15
// cluster), against the four platforms' stand-ins (tests/carriers/stand-ins), which stand in for
// services outside this machine. Each client is paced under its platform's quotas (PLATFORM_QUOTAS:
// Yalidine 5/s, 50/min, 1,000/h; Ecotrack 50/min; NOEST 60/min; ZR Express documents none, the shop
// assumes 10/s) and each stand-in enforces the same; both run on one clock that goes --speed times
// faster than the wall, so a run takes seconds. The report gives, per platform, the parcels created,
// the requests the carrier counted, its 429s, any order with a second parcel, and what the quotas mean
// in real minutes. --platform (repeatable) runs only those platforms.
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
import { CARRIER_PLATFORMS } from '../src/domain/carriers/platforms.ts';
import { startBenchCarriers } from './bench-carriers-stand-ins.ts';

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '500' },
    speed: { type: 'string', default: '60' },
    'click-wait': { type: 'string' },
    platform: { type: 'string', multiple: true },
  },
});
const PLATFORMS = CARRIER_PLATFORMS.filter((p) => !values.platform || values.platform.includes(p));
const CLICK_WAIT_MS = values['click-wait'] === undefined ? null : Math.max(1, Number(values['click-wait'])) * 1000;
const MAX_MINUTES = 120; // in --click-wait mode: parcels still waiting then are reported, not waited for
const ORDERS = Math.max(100, Math.min(5000, Number(values.orders)));
const SPEED = Math.max(1, Math.min(1000, Number(values.speed)));
const SELECTION = 100; // the admin's largest selection (PARCELS_MAX)

// One fast clock for the pacers and the stand-ins' quota windows: a documented minute lasts 60/SPEED s.
const origin = Date.now();
const clock = {
  now: () => origin + (Date.now() - origin) * SPEED,
  // Rounded up, plus a millisecond: a timer may fire up to a millisecond early, which at 60x is 60 ms
  // of the clock, and a pacer waking that early sends into the stand-in's window still full (a 429).
  sleep: (ms: number) => new Promise<void>((r) => setTimeout(r, Math.ceil(ms / SPEED) + 1)),
};

const cluster = await startPostgresCluster();
process.env.DATABASE_URL = cluster.url;
process.env.DATABASE_EMBEDDED = '0';
const sql = connect(cluster.url, { max: 4 });
const carriers = await startBenchCarriers(clock, SPEED);
/** The requests per route ("valid/order 200": 500, "get/orders 200": 0…). */
const byRoute = (requests: readonly string[]) => {
  const counts: Record<string, number> = {};
  for (const r of requests) counts[r] = (counts[r] ?? 0) + 1;
  return counts;
};
const summary: string[] = [];
/**
 * The least time the quotas allow for n requests: a window of length w and limit q lets the n-th
 * request go only after floor((n-1)/q) whole windows. What a run takes beyond this is the shop's own
 * work (the database, the lists), which the fast clock multiplies too: on a busy machine it grows.
 */
const floorMinutes = (n: number, quotas: Record<string, number | undefined>) => {
  const windowMs: Record<string, number> = { perSecond: 1_000, perMinute: 60_000, perHour: 3_600_000, perDay: 86_400_000 };
  const ms = Object.entries(quotas).map(([name, q]) => (q ? Math.floor(Math.max(0, n - 1) / q) * windowMs[name]! : 0));
  return Math.max(0, ...ms) / 60_000;
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
  for (const platform of PLATFORMS) {
    const carrier = carriers[platform];
    await sql`delete from orders`;
    await sql`delete from carrier_places`;
    const numbers = await seedConfirmedOrders(sql, ORDERS);
    // A bench process may wait as long as the quotas say (a function could not: see the report).
    const clientOf = () =>
      carrierClientFor(carrier.account, {
        pacer: createPacer(PLATFORM_QUOTAS[platform], { clock, maxWaitMs: CLICK_WAIT_MS ?? 24 * 3_600_000 }),
        timeoutMs: 30_000,
      });
    const shared = clientOf();
    const requestsBefore = carrier.requests().length;
    const refusedBefore = carrier.refused();
    const started = performance.now();
    const codes = new Map<string, number>();
    const count = (key: string, n = 1) => codes.set(key, (codes.get(key) ?? 0) + n);
    const why = new Map<string, string>(); // a refusal's code → the first order's message, for the report
    let clicks = 0;
    let finishRuns = 0;
    let minutes = 0;
    if (!CLICK_WAIT_MS)
      for (let at = 0; at < numbers.length; at += SELECTION) {
        clicks += 1;
        const orders = numbers.slice(at, at + SELECTION).map((number) => ({ number }));
        for (const r of (await createParcels(db(), shared, { platform, orders }, 'bench@shop.dz')).results)
          if (r.ok) count('created');
          else {
            count(r.code);
            if (!why.has(r.code)) why.set(r.code, `#${r.number}: ${r.message}`);
          }
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
          const finisher = carrierClientFor(carrier.account, {
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
    const requests = carrier.requests().slice(requestsBefore);
    const refused = carrier.refused() - refusedBefore;
    const [places] = await sql<{ n: number }[]>`select count(*)::int as n from carrier_places`;
    // Never created twice: one parcel per order at the carrier, whatever the retries did.
    const held = carrier.heldFor();
    const seconds = held.length - new Set(held).size;
    const minutesAtQuotas = (wallSeconds * SPEED) / 60;
    console.log(`${platform}: ${ORDERS} confirmed orders in selections of ${SELECTION}: ${JSON.stringify(Object.fromEntries(codes))}`);
    console.log(
      `  ${clicks} clicks${CLICK_WAIT_MS ? `, ${finishRuns} runs of parcels-finish, ${stillWaiting} still waiting after ${minutes + 1} minutes` : ''}; ${requests.length} requests (${refused} answered 429; ${JSON.stringify(byRoute(requests))}; ${places!.n} lists read, cached for the next selections)`,
    );
    for (const [code, example] of why) console.log(`  ${code}, for example ${example}`);
    console.log(`  ${held.length} parcels at the carrier, ${seconds} of them a second one for its order`);
    const floor = floorMinutes(requests.length, PLATFORM_QUOTAS[platform]);
    console.log(
      `  ${wallSeconds.toFixed(1)} s on the wall at ${SPEED}x: ${minutesAtQuotas.toFixed(1)} minutes at the quotas (the requests alone need ${floor.toFixed(1)})`,
    );
    summary.push(
      `| ${platform} | ${ORDERS} | ${codes.get('created') ?? 0}${codes.has('validated by parcels-finish') ? ` (+${codes.get('validated by parcels-finish')} validated by parcels-finish)` : ''} | ${requests.length} | ${refused} | ${seconds} | ${minutesAtQuotas.toFixed(1)} | ${floor.toFixed(1)} |`,
    );
  }
  console.log(
    '\n| platform | orders | parcels created | requests | 429s | duplicates | minutes | minutes the quotas need |\n| --- | --: | --: | --: | --: | --: | --: | --: |',
  );
  for (const row of summary) console.log(row);
} finally {
  for (const carrier of Object.values(carriers)) await carrier.close();
  await sql.end();
  const { closeDb } = await import('../src/server/db/client.ts');
  await closeDb();
  await cluster.stop();
}
