// One Lighthouse run (its default mobile settings: Moto G Power screen, simulated slow 4G and 4x
// CPU slowdown) in Debian's Chromium, with the four category scores, the page's JavaScript and what
// blocks its first paint.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags } from '../../tests/e2e/browser-settings.ts';
import { shopEnv } from '../../src/server/env.ts';
import puppeteer from 'puppeteer-core';

/** Opens the origin in the launched Chromium and writes the entries into its localStorage. */
async function putInStorage(port: number, origin: string, entries: Record<string, string>): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/robots.txt`);
    await page.evaluate((e: Record<string, string>) => {
      for (const [key, value] of Object.entries(e)) localStorage.setItem(key, value);
    }, entries);
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

export type PageReport = {
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number };
  metrics: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number };
  scripts: { path: string; transferBytes: number }[];
  /** Scripts from another origin than the page's (the ad platforms' with ads accepted), by address. */
  otherOriginScripts: { url: string; transferBytes: number }[];
  renderBlocking: string[];
  failedAudits: string[];
  /** The failed audits of the SEO category alone. */
  seoFailedAudits: string[];
  /** What blocked the main thread: each script's scripting time (Lighthouse's bootup-time, as measured, unthrottled). */
  scripting: { path: string; ms: number }[];
};

type Audit = {
  score: number | null;
  scoreDisplayMode: string;
  title: string;
  numericValue?: number;
  details?: { items?: Record<string, unknown>[] };
};

/**
 * `localStorage`: entries put in the page origin's storage before the run, which then keeps them
 * (Lighthouse clears the origin's storage otherwise): the shopper's ads choice, for a run as she who
 * accepted sees the page.
 */
export async function runLighthouse(url: string, options: { localStorage?: Record<string, string> } = {}): Promise<PageReport> {
  const chrome = await launch({ chromePath: shopEnv().CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: chromiumFlags });
  try {
    if (options.localStorage) await putInStorage(chrome.port, new URL(url).origin, options.localStorage);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      ...(options.localStorage ? { disableStorageReset: true } : {}),
    });
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    const { categories, audits } = result.lhr as unknown as {
      categories: Record<string, { score: number; auditRefs: { id: string; weight: number }[] }>;
      audits: Record<string, Audit>;
    };
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const items = (id: string) => audits[id]?.details?.items ?? [];
    const failedIn = (c: { auditRefs: { id: string; weight: number }[] } | undefined) =>
      (c?.auditRefs ?? [])
        .filter((r) => r.weight > 0 && (audits[r.id]?.score ?? 1) < 1 && audits[r.id]?.scoreDisplayMode !== 'notApplicable')
        .map((r) => `${r.id} (${audits[r.id]!.score})`);
    const failedAudits = Object.values(categories).flatMap(failedIn);
    return {
      scores: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
      },
      metrics: {
        fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
        lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
        cls: +(audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
      },
      scripts: items('network-requests')
        .filter((i) => i.resourceType === 'Script')
        .map((i) => ({ path: new URL(String(i.url)).pathname, transferBytes: Number(i.transferSize ?? 0) })),
      otherOriginScripts: items('network-requests')
        .filter((i) => i.resourceType === 'Script' && new URL(String(i.url)).origin !== new URL(url).origin)
        .map((i) => ({ url: String(i.url), transferBytes: Number(i.transferSize ?? 0) })),
      renderBlocking: items('render-blocking-resources').map((i) => new URL(String(i.url)).pathname),
      failedAudits: [...new Set(failedAudits)],
      seoFailedAudits: failedIn(categories.seo),
      scripting: items('bootup-time').map((i) => ({
        path: String(i.url).startsWith('http') ? new URL(String(i.url)).pathname : String(i.url),
        ms: Math.round(Number(i.scripting ?? 0)),
      })),
    };
  } finally {
    chrome.kill();
  }
}
