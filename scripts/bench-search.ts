// npm run bench:search -- [--products 10000] [--descriptions synthetic --descriptions varied]
// Fills a scratch database with N synthetic products, builds the site from it, adds a Pagefind index
// of the same products, serves the build, and reports for the search box in Chromium (390 px, no
// throttling, this machine): the compressed bytes a search downloads and the time from the end of
// the 300 ms debounce to the suggestions in the DOM; Pagefind's figures beside it. The index and its
// word shards are built per language (/search-index/{lang}.json, /search-words/{lang}/): the timed
// search and its download are the English page's (/shop); the worst case is reported per language.
// Budgets: suggestions within 50 ms of the debounce; a search downloads at most 300 KB compressed.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumFlags } from '../tests/e2e/browser-settings.ts';
import { connect } from '../src/server/db/client.ts';
import { startEmbeddedDatabase } from '../src/server/db/embedded.ts';
import { migrate } from '../src/server/db/migrate.ts';
import { listPublishedProducts } from '../src/server/catalog/catalog.repo.ts';
import { runAstro } from './lib/astro.ts';
import { insertSyntheticCatalog } from './lib/synthetic-catalog.ts';
import { startLocalRuntime } from './local-runtime/server.ts';
import { fileSizes, kb, sum } from './bench/compressed.ts';
import { varyDescriptions } from './bench/varied-descriptions.ts';
import { writePagefindIndex } from './bench/pagefind-index.ts';
import { timeJsonSearch, timePagefindSearch, type Timing } from './bench/search-timing.ts';
import { shopEnv } from '../src/server/env.ts';
import { LOCALES } from '../src/i18n/locales.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '10000' },
    descriptions: { type: 'string', multiple: true, default: ['synthetic', 'varied'] },
  },
});
const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(shopEnv().BENCH_PORT ?? 4512);
const count = Number(values.products);
// Prefixes a shopper types, whole words, two words, a number, and a miss.
const QUERIES = ['at', 'atlas', 'hoodie', 'sahara cargo', 'runner 77', 'dune cap 1', 'cotton ka', 'zzqx'];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const bytesOf = (outDir: string, t: Timing, only: RegExp) =>
  sum([...new Set(t.downloaded.filter((p) => only.test(p)))].map((p) => fileSizes(join(outDir, p))));

const rows = [];
for (const descriptions of values.descriptions) {
  const database = await startEmbeddedDatabase();
  const outDir = mkdtempSync(join(tmpdir(), 'bench-search-'));
  try {
    const sql = connect(database.url, { max: 1 });
    await migrate(sql, { seed: false });
    await insertSyntheticCatalog(sql, count);
    if (descriptions === 'varied') await varyDescriptions(sql, count);
    const products = await listPublishedProducts(sql);
    await sql.end();

    const buildStarted = performance.now();
    await runAstro(['build', '--silent'], { DATABASE_URL: database.url, DATABASE_EMBEDDED: '1', ASTRO_OUT_DIR: outDir });
    const buildSeconds = (performance.now() - buildStarted) / 1000;
    await writePagefindIndex(products, outDir);

    process.env.DATABASE_URL = database.url;
    process.env.DATABASE_EMBEDDED = '1';
    const runtime = await startLocalRuntime({ root, distDir: outDir, port, quiet: true });
    const browser = await chromium.launch({ executablePath: shopEnv().CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumFlags });
    try {
      const json = await timeJsonSearch(browser, runtime.url, QUERIES);
      const pagefind = await timePagefindSearch(browser, runtime.url, QUERIES);
      // What the English page downloaded (its own language's index and shards).
      const jsonBytes = bytesOf(outDir, json, /^\/search-index\/|^\/search-words\//);
      const pagefindBytes = bytesOf(outDir, pagefind, /^\/pagefind\//);
      const shopHtml = fileSizes(join(outDir, 'shop/index.html'));
      // The worst a two-word search can cost, in each language: its main index and its two largest word shards.
      for (const lang of LOCALES) {
        const index = fileSizes(join(outDir, 'search-index', `${lang}.json`));
        const shardDir = join(outDir, 'search-words', lang);
        const shardSizes = readdirSync(shardDir).map((f) => fileSizes(join(shardDir, f)));
        const largest = shardSizes.sort((a, b) => b.brotli - a.brotli).slice(0, 2);
        const worst = sum([index, ...largest]);
        console.log(
          `${descriptions} (${lang}): ${shardSizes.length} word shards; worst two-word search ${kb(worst.brotli)} KB brotli, ${kb(worst.gzip)} KB gzip (index ${kb(index.brotli)} KB brotli + largest shards ${largest.map((l) => kb(l.brotli)).join(' + ')} KB)`,
        );
      }
      for (const [engine, t, bytes] of [
        ['json index', json, jsonBytes],
        ['pagefind', pagefind, pagefindBytes],
      ] as const) {
        rows.push({
          products: count,
          descriptions,
          engine,
          downloadKbRaw: kb(bytes.raw),
          downloadKbGzip: kb(bytes.gzip),
          downloadKbBrotli: kb(bytes.brotli),
          firstReadyMs: Math.round(t.firstReadyMs),
          suggestMsMedian: +median(t.runs.map((r) => r.ms)).toFixed(1),
          suggestMsMax: +Math.max(...t.runs.map((r) => r.ms)).toFixed(1),
          files: new Set(t.downloaded.filter((p) => /search-index|search-words|pagefind/.test(p))).size,
          shopHtmlKbGzip: kb(shopHtml.gzip),
          buildSeconds: +buildSeconds.toFixed(1),
        });
      }
      console.table(rows.slice(-2));
      console.log(`\n${descriptions}: per query (json | pagefind)`);
      console.table(
        json.runs.map((r, i) => ({
          query: r.query,
          jsonMs: +r.ms.toFixed(1),
          jsonShown: r.matches,
          pagefindMs: +pagefind.runs[i]!.ms.toFixed(1),
          pagefindShown: pagefind.runs[i]!.matches,
        })),
      );
    } finally {
      await browser.close();
      await runtime.close();
    }
  } finally {
    const { closeDb } = await import('../src/server/db/client.ts');
    await closeDb();
    rmSync(outDir, { recursive: true, force: true });
    await database.stop();
  }
}
console.table(rows);
console.log(JSON.stringify(rows));
