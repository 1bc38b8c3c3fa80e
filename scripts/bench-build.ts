// npm run bench:build -- --products 1000 [--products 10000] [--runs 3] [--postgres] [--verbose] [--cpu-prof <dir>] [--one-language]
// Fills a scratch database with N synthetic products (15 variants each) through the admin's CSV
// import (as an owner moving from a spreadsheet would), with their texts in all three languages, builds the site from it into a scratch folder, and reports build time and pages per second: with --runs, the median run
// (the machine may be shared), next to every run's time and the load average around it. CPU seconds
// (the build's own, and the database's while it served the build) say what the build cost even when
// other work slowed the clock down.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { connect } from '../src/server/db/client.ts';
import { startEmbeddedDatabase } from '../src/server/db/embedded.ts';
import { migrate } from '../src/server/db/migrate.ts';
import { LOCALES } from '../src/i18n/locales.ts';
import { startPostgresCluster } from './lib/postgres-cluster.ts';
import { runAstro } from './lib/astro.ts';
import { syntheticCatalogCsv, translateSyntheticCatalog } from './lib/synthetic-catalog.ts';
import { importCatalog } from '../src/server/admin-catalog/csv.service.ts';
import { MAX_IMPORT_ROWS } from '../src/domain/admin-catalog/csv-columns.ts';

const SCRATCH = fileURLToPath(new URL('../.data/bench-build/', import.meta.url));

const { values } = parseArgs({
  options: {
    products: { type: 'string', multiple: true, default: ['1000'] },
    runs: { type: 'string', default: '1' },
    postgres: { type: 'boolean', default: false },
    // Astro's own log: every page written, with its milliseconds.
    verbose: { type: 'boolean', default: false },
    // A V8 CPU profile of each build (open it in Chrome's DevTools, Performance tab): what the seconds go to.
    'cpu-prof': { type: 'string' },
    // The products' texts in the default language only (by default they exist in all three, as in issue 26).
    'one-language': { type: 'boolean', default: false },
  },
});

/** HTML pages and the other files (JSON) the build wrote. */
function countFiles(dir: string, into = { pages: 0, dataFiles: 0 }) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) countFiles(join(dir, entry.name), into);
    else if (entry.name.endsWith('.html')) into.pages++;
    else if (entry.name.endsWith('.json')) into.dataFiles++;
  }
  return into;
}

// CPU seconds of this process's ended children (utime + stime, Linux /proc), i.e. the astro build once reaped.
function childrenCpuSeconds(): number {
  const text = readFileSync('/proc/self/stat', 'utf8');
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100;
}
// Seconds the machine's host gave this virtual machine's CPUs to others (steal, all CPUs summed): on a
// shared host the same build takes longer, and uses more CPU seconds, when its neighbours are busy.
function stealSeconds(): number {
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  return Number(cpu[8] ?? 0) / 100;
}
const ownCpuSeconds = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};
const load = () => loadavg()[0]!.toFixed(1);
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;

async function buildOnce(n: number) {
  const database = values.postgres ? await startPostgresCluster() : await startEmbeddedDatabase();
  // In the project, where `npm run build` writes dist/: on this machine a file made in /tmp costs about
  // 1 ms of kernel time against 0.05-0.3 ms here (measured: 3,000 creations, 2.8-3.6 s of system time in
  // /tmp, 0.3-0.9 s in the project's disk), which would make the benchmark measure /tmp, not the build.
  mkdirSync(SCRATCH, { recursive: true });
  const outDir = mkdtempSync(join(SCRATCH, 'dist-'));
  try {
    const sql = connect(database.url, { max: 1 });
    await migrate(sql, { seed: false });
    const fillStarted = performance.now();
    // One file holds at most MAX_IMPORT_ROWS rows (15 per product): a big catalog comes in several files.
    const perFile = Math.floor(MAX_IMPORT_ROWS / 15);
    for (let from = 0; from < n; from += perFile) {
      const report = await importCatalog(sql, syntheticCatalogCsv(Math.min(perFile, n - from), from), false, 'bench@localhost');
      if (!report.applied) throw new Error(`the import was refused: ${JSON.stringify(report.errors.slice(0, 3))}`);
    }
    if (!values['one-language']) await translateSyntheticCatalog(sql);
    const fillSeconds = (performance.now() - fillStarted) / 1000;
    await sql.end();

    const loadBefore = load();
    const [cpuBefore, dbBefore, stealBefore] = [childrenCpuSeconds(), ownCpuSeconds(), stealSeconds()];
    const started = performance.now();
    await runAstro(
      values.verbose ? ['build'] : ['build', '--silent'],
      {
        DATABASE_URL: database.url,
        DATABASE_EMBEDDED: values.postgres ? '0' : '1',
        ASTRO_OUT_DIR: outDir,
      },
      values['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${values['cpu-prof']}`] : [],
    );
    const seconds = (performance.now() - started) / 1000;
    return {
      fillSeconds,
      seconds,
      loadBefore,
      loadAfter: load(),
      stealSeconds: stealSeconds() - stealBefore,
      cpuSeconds: childrenCpuSeconds() - cpuBefore,
      // PGlite answers the build's queries inside this process; PostgreSQL's own processes are not counted.
      dbCpuSeconds: values.postgres ? undefined : ownCpuSeconds() - dbBefore,
      ...countFiles(outDir),
      shopHtmlKb: Math.round(statSync(join(outDir, 'shop/index.html')).size / 1024),
    };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
    await database.stop();
  }
}

const results = [];
for (const n of values.products.map(Number)) {
  const runs = [];
  for (let i = 0; i < Number(values.runs); i++) runs.push(await buildOnce(n));
  const seconds = median(runs.map((r) => r.seconds));
  const typical = runs.find((r) => r.seconds === seconds)!;
  results.push({
    products: n,
    languages: LOCALES.length,
    database: values.postgres ? 'postgres15' : 'pglite',
    importSeconds: +typical.fillSeconds.toFixed(1),
    buildSeconds: +seconds.toFixed(1),
    runs: runs.map((r) => r.seconds.toFixed(1)).join('/'),
    cpuSeconds: +typical.cpuSeconds.toFixed(1),
    steal: runs.map((r) => r.stealSeconds.toFixed(1)).join('/'),
    ...(typical.dbCpuSeconds === undefined ? {} : { dbCpuSeconds: +typical.dbCpuSeconds.toFixed(1) }),
    pages: typical.pages,
    dataFiles: typical.dataFiles,
    pagesPerSecond: Math.round(typical.pages / seconds),
    load: runs.map((r) => `${r.loadBefore}→${r.loadAfter}`).join(' '),
    shopHtmlKb: typical.shopHtmlKb,
  });
  // Each size as soon as it is measured: a long run stopped later keeps what it measured.
  console.log(JSON.stringify(results.at(-1)));
}
console.table(results);
console.log(JSON.stringify(results));
