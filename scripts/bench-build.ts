// npm run bench:build -- --products 1000 [--products 10000] [--postgres]
// Fills a scratch database with N synthetic products (15 variants each) through the admin's CSV
// import (as an owner moving from a spreadsheet would), builds the site from it into a scratch
// folder, and reports the import time, the build time and pages per second.
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { connect } from '../src/server/db/client.ts';
import { startEmbeddedDatabase } from '../src/server/db/embedded.ts';
import { migrate } from '../src/server/db/migrate.ts';
import { startPostgresCluster } from './lib/postgres-cluster.ts';
import { runAstro } from './lib/astro.ts';
import { syntheticCatalogCsv } from './lib/synthetic-catalog.ts';
import { importCatalog } from '../src/server/admin-catalog/csv.service.ts';

const { values } = parseArgs({ options: { products: { type: 'string', multiple: true, default: ['1000'] }, postgres: { type: 'boolean', default: false } } });

function countPages(dir: string): number {
  let n = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) n += countPages(join(dir, entry.name));
    else if (entry.name.endsWith('.html')) n++;
  }
  return n;
}

const results = [];
for (const n of values.products.map(Number)) {
  const database = values.postgres ? await startPostgresCluster() : await startEmbeddedDatabase();
  const url = database.url;
  const outDir = mkdtempSync(join(tmpdir(), 'bench-dist-'));
  try {
    const sql = connect(url, { max: 1 });
    await migrate(sql, { seed: false });
    const fillStarted = performance.now();
    const report = await importCatalog(sql, syntheticCatalogCsv(n), false, 'bench@localhost');
    if (!report.applied) throw new Error(`the import was refused: ${JSON.stringify(report.errors.slice(0, 3))}`);
    const fillSeconds = (performance.now() - fillStarted) / 1000;
    await sql.end();

    const started = performance.now();
    await runAstro(['build', '--silent'], {
      DATABASE_URL: url,
      DATABASE_EMBEDDED: values.postgres ? '0' : '1',
      ASTRO_OUT_DIR: outDir,
    });
    const seconds = (performance.now() - started) / 1000;
    const pages = countPages(outDir);
    const shopKb = statSync(join(outDir, 'shop/index.html')).size / 1024;
    results.push({ products: n, database: values.postgres ? 'postgres15' : 'pglite', importSeconds: +fillSeconds.toFixed(1), buildSeconds: +seconds.toFixed(1), pages, pagesPerSecond: Math.round(pages / seconds), shopHtmlKb: Math.round(shopKb) });
  } finally {
    rmSync(outDir, { recursive: true, force: true });
    await database.stop();
  }
}
console.table(results);
console.log(JSON.stringify(results));
