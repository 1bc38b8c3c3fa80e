// npm run bench:import -- [--products 1000] [--postgres]
// The admin's CSV import of N products (15 variants each) into an empty scratch database: the dry
// run, the real import (one transaction), and the same file again (every product unchanged).
import { parseArgs } from 'node:util';
import { connect } from '../src/server/db/client.ts';
import { startEmbeddedDatabase } from '../src/server/db/embedded.ts';
import { migrate } from '../src/server/db/migrate.ts';
import { startPostgresCluster } from './lib/postgres-cluster.ts';
import { syntheticCatalogCsv } from './lib/synthetic-catalog.ts';
import { importCatalog } from '../src/server/admin-catalog/csv.service.ts';

const { values } = parseArgs({ options: { products: { type: 'string', default: '1000' }, postgres: { type: 'boolean', default: false } } });
const n = Number(values.products);
const database = values.postgres ? await startPostgresCluster() : await startEmbeddedDatabase();
try {
  const sql = connect(database.url, { max: 1 });
  await migrate(sql, { seed: false });
  const csv = syntheticCatalogCsv(n);
  const timed = async (label: string, dryRun: boolean) => {
    const started = performance.now();
    const report = await importCatalog(sql, csv, dryRun, 'bench@localhost');
    const seconds = (performance.now() - started) / 1000;
    if (report.errors.length) throw new Error(`import errors: ${JSON.stringify(report.errors.slice(0, 3))}`);
    const actions = report.changes.reduce<Record<string, number>>((a, c) => ({ ...a, [c.action]: (a[c.action] ?? 0) + 1 }), {});
    return { step: label, seconds: +seconds.toFixed(2), ...actions };
  };
  const results = [await timed('dry run', true), await timed('import', false), await timed('same file again', false)];
  const [{ rows, variants }] =
    (await sql`select count(*)::int as rows, (select count(*)::int from variants) as variants from products`) as unknown as [
      { rows: number; variants: number },
    ];
  await sql.end();
  console.table(results);
  console.log(
    JSON.stringify({
      products: n,
      database: values.postgres ? 'postgres15' : 'pglite',
      csvKb: Math.round(csv.length / 1024),
      stored: { products: rows, variants },
      results,
    }),
  );
} finally {
  await database.stop();
}
