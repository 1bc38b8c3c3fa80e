// npm run bench:carriers [-- --orders 500 --speed 60]
// Parcels for 500 confirmed orders through the shop's parcel service (createParcels: reservation, the
// carrier's lists, batches, the answers written) and the real database (a throwaway PostgreSQL 15
// cluster), against the carriers' stand-ins (tests/carriers/stand-ins), which stand in for services
// outside this machine. Each client is paced under its platform's documented quotas (Yalidine 5/s,
// 50/min, 1,000/h; Ecotrack 50/min) and each stand-in enforces the same quotas; both run on one clock
// that goes --speed times faster than the wall, so a run takes seconds. The report gives the wall
// time, the requests each carrier counted, and what the documented quotas mean in real time.
import { parseArgs } from 'node:util';
import { connect } from '../src/server/db/client.ts';
import { migrate } from '../src/server/db/migrate.ts';
import { startPostgresCluster } from './lib/postgres-cluster.ts';
import { seedConfirmedOrders } from './bench/carrier-orders-seed.ts';
import { startEcotrackStandIn } from '../tests/carriers/stand-ins/ecotrack/index.ts';
import { startYalidineStandIn } from '../tests/carriers/stand-ins/yalidine/index.ts';
import type { CarrierPlatform } from '../src/domain/carriers/platforms.ts';

const { values } = parseArgs({ options: { orders: { type: 'string', default: '500' }, speed: { type: 'string', default: '60' } } });
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
try {
  await migrate(sql, { seed: false });
  const { db } = await import('../src/server/db/client.ts');
  const { carrierClientFor } = await import('../src/server/carriers/clients.ts');
  const { createPacer } = await import('../src/server/carriers/pacer.ts');
  const { createParcels } = await import('../src/server/carriers/parcels/create-parcels.service.ts');
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

  for (const platform of ['yalidine', 'ecotrack'] as CarrierPlatform[]) {
    await sql`delete from orders`;
    await sql`delete from carrier_places`;
    const numbers = await seedConfirmedOrders(sql, ORDERS);
    // A bench process may wait as long as the quotas say (a function could not: see the report).
    const pacer = createPacer(PLATFORM_QUOTAS[platform], { clock, maxWaitMs: 24 * 3_600_000 });
    const client = carrierClientFor(accounts[platform], { pacer, timeoutMs: 30_000 });
    const requestsBefore = requestsOf[platform]();
    const refusedBefore = refusedOf[platform]();
    const started = performance.now();
    const codes = new Map<string, number>();
    for (let at = 0; at < numbers.length; at += SELECTION) {
      const orders = numbers.slice(at, at + SELECTION).map((number) => ({ number }));
      const { results } = await createParcels(db(), client, { platform, orders }, 'bench@shop.dz');
      for (const r of results) codes.set(r.ok ? 'created' : r.code, (codes.get(r.ok ? 'created' : r.code) ?? 0) + 1);
    }
    const wallSeconds = (performance.now() - started) / 1000;
    const requests = requestsOf[platform]() - requestsBefore;
    const refused = refusedOf[platform]() - refusedBefore;
    const [places] = await sql<{ n: number }[]>`select count(*)::int as n from carrier_places`;
    console.log(`${platform}: ${ORDERS} confirmed orders in selections of ${SELECTION}: ${JSON.stringify(Object.fromEntries(codes))}`);
    console.log(`  ${requests} requests (${refused} answered 429; ${places!.n} lists read, cached for the next selections)`);
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
