// Times search in Chromium on the built site: the JSON index behind the header's search box (from
// the island's own performance marks: debounce end → suggestions in the DOM) and a Pagefind index
// of the same products (search + the 5 suggestions' data), and lists what each downloaded.
import type { Browser, Page } from '@playwright/test';
import { normalizeForSearch } from '../../src/domain/search/normalize.ts';

export type Run = { query: string; ms: number; matches: number };
export type Timing = { firstReadyMs: number; runs: Run[]; downloaded: string[] };

function recordRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (r) => paths.push(new URL(r.url()).pathname));
  return paths;
}

export async function timeJsonSearch(browser: Browser, base: string, queries: string[]): Promise<Timing> {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const requests = recordRequests(page);
  await page.goto(`${base}/shop`, { waitUntil: 'networkidle' });
  await page.waitForSelector('astro-island[component-url*="SearchBox"]:not([ssr])'); // hydrated
  const before = requests.length;
  const opened = await page.evaluate(() => performance.now());
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.waitForFunction(() => performance.getEntriesByName('search:index-ready').length > 0);
  const ready = await page.evaluate(() => performance.getEntriesByName('search:index-ready')[0]!.startTime);
  const box = page.getByRole('searchbox');
  const runs: Run[] = [];
  for (const query of queries) {
    await page.evaluate(() => {
      performance.clearMarks();
      performance.clearMeasures();
    });
    await box.fill(query);
    await page.waitForFunction(() => performance.getEntriesByName('search:suggestions').length > 0);
    const ms = await page.evaluate(() => performance.getEntriesByName('search:suggestions')[0]!.duration);
    const matches = await page.locator('[data-search-suggestions] li').count();
    runs.push({ query, ms, matches });
  }
  await page.close();
  return { firstReadyMs: ready - opened, runs, downloaded: requests.slice(before) };
}

export async function timePagefindSearch(browser: Browser, base: string, queries: string[]): Promise<Timing> {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const requests = recordRequests(page);
  await page.goto(`${base}/shop`, { waitUntil: 'networkidle' });
  const before = requests.length;
  const result = await page.evaluate(async (folded) => {
    const started = performance.now();
    const url = '/pagefind/pagefind.js'; // a module of the served site, not of this project
    const pagefind = await import(url);
    await pagefind.init();
    const firstReadyMs = performance.now() - started;
    const runs = [];
    for (const query of folded) {
      const t = performance.now();
      const search = await pagefind.search(query);
      await Promise.all(search.results.slice(0, 5).map((r: { data: () => Promise<unknown> }) => r.data()));
      runs.push({ query, ms: performance.now() - t, matches: Math.min(5, search.results.length) });
    }
    return { firstReadyMs, runs };
  }, queries.map(normalizeForSearch));
  await page.close();
  return { ...result, downloaded: requests.slice(before) };
}
