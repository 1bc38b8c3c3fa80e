// The parallel prerenderer with real worker threads (the real page-worker.ts) around a stand-in for
// Astro's build: a small module laid out like Astro's prerender bundle (an `app` that Astro sets up
// with setInternals/setOptions and asks to render), and a stand-in for Astro's own prerenderer. The
// whole build, with Astro's real bundle, is tests/db/page-workers-build.test.ts.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AstroIntegrationLogger, AstroPrerenderer } from 'astro';
import { afterAll, describe, expect, it } from 'vitest';
import { parallelPrerenderer } from './page-workers.ts';

// Inside the project: Astro puts the bundle in the output folder when that is inside the project.
mkdirSync(join(process.cwd(), '.data'), { recursive: true });
const scratch = mkdtempSync(join(process.cwd(), '.data', 'page-pool-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const ROUTE = { type: 'page', component: 'src/pages/p/[n].astro', route: '/p/[n]' };
const WORKING_BUNDLE = `
import { threadId } from 'node:worker_threads';
export const app = {
  manifest: { routes: [{ routeData: ${JSON.stringify(ROUTE)} }] },
  setInternals(value) { this.internals = value; },
  setOptions(value) { this.options = value; },
  async render(request, { routeData }) {
    if (request.url.endsWith('/boom') || request.url.endsWith('/broken')) throw new Error('the page threw on a worker');
    if (request.url.endsWith('/exit')) process.exit(3);
    return Response.json({ url: request.url, thread: threadId, route: routeData.route,
      styles: this.internals.pagesByKeys.get('/p/[n]&src/pages/p/[n].astro').styles, scripts: this.options.settings.scripts });
  },
};`;
// Set up fine on the main thread, but a worker finds no routes in it and stops at its start.
const BUNDLE_A_WORKER_CANNOT_LOAD = `export const app = { setInternals() {}, setOptions() {} };`;

function project(bundle: string): URL {
  const outDir = mkdtempSync(join(scratch, 'dist-'));
  mkdirSync(join(outDir, '.prerender'));
  writeFileSync(join(outDir, '.prerender', 'prerender-entry.Tst1.mjs'), bundle);
  return pathToFileURL(`${outDir}/`);
}

/** What Astro's own prerenderer does with the bundle, and renders on the main thread. */
function astrosOwn(outDir: URL, paths = 150): AstroPrerenderer {
  return {
    name: 'astro:default (stand-in)',
    async setup() {
      const { app } = await import(new URL('.prerender/prerender-entry.Tst1.mjs', outDir).href);
      app.setInternals({
        pagesByKeys: new Map([['/p/[n]&src/pages/p/[n].astro', { styles: [{ sheet: { type: 'inline', content: 'p{}' } }] }]]),
        entrySpecifierToBundleMap: new Map(),
      });
      app.setOptions({
        settings: { scripts: [{ stage: 'head-inline', content: 'x()' }] },
        logger: { options: { destination: { write: () => true } } },
      });
    },
    async getStaticPaths() {
      return Array.from({ length: paths }, (_, n) => ({ pathname: `/p/${n}`, route: ROUTE as never }));
    },
    async render(request) {
      // A page broken for Astro's renderer too: its own error, not the worker's, fails the build.
      if (request.url.endsWith('/broken')) throw new Error('the page is broken for Astro too');
      return new Response(`main thread: ${new URL(request.url).pathname}`);
    },
  };
}

const render = (prerenderer: AstroPrerenderer, path: string, route = ROUTE) =>
  prerenderer.render(new Request(`http://shop.test${path}`), { routeData: route as never }) as Promise<Response>;

/** The parallel prerenderer around `bundle`, set up and its paths listed as Astro does, torn down after `use`. */
async function withPrerenderer(
  bundle: string,
  pathCount: number,
  use: (run: { prerenderer: AstroPrerenderer; paths: unknown[]; warnings: string[] }) => Promise<void>,
) {
  const outDir = project(bundle);
  const warnings: string[] = [];
  const log = { info() {}, debug() {}, error: (m: string) => warnings.push(m), warn: (m: string) => warnings.push(m) };
  const prerenderer = parallelPrerenderer(astrosOwn(outDir, pathCount), {
    outDir,
    workers: 2,
    logger: log as unknown as AstroIntegrationLogger,
  });
  try {
    await prerenderer.setup!();
    await use({ prerenderer, paths: await prerenderer.getStaticPaths(), warnings });
  } finally {
    await prerenderer.teardown!();
  }
}

describe('pages rendered on worker threads', () => {
  it('renders on a worker set up as Astro set up its own renderer, and falls back for a route the worker lacks', () =>
    withPrerenderer(WORKING_BUNDLE, 150, async ({ prerenderer, paths, warnings }) => {
      expect(paths).toHaveLength(150);
      const pages = await Promise.all([1, 2, 3, 4].map(async (n) => (await render(prerenderer, `/p/${n}`)).json()));
      for (const [i, page] of pages.entries()) {
        expect(page.url).toBe(`http://shop.test/p/${i + 1}`);
        expect(page.thread).toBeGreaterThan(0);
        expect(page.route).toBe('/p/[n]');
        expect(page.styles).toEqual([{ sheet: { type: 'inline', content: 'p{}' } }]);
        expect(page.scripts).toEqual([{ stage: 'head-inline', content: 'x()' }]);
      }
      // Both threads take pages.
      expect(new Set(pages.map((p) => p.thread)).size).toBe(2);
      expect(await (await render(prerenderer, '/about', { ...ROUTE, route: '/about', component: 'src/pages/about.astro' })).text()).toBe(
        'main thread: /about',
      );
      expect(warnings).toEqual([]);
    }));

  it('renders a page that throws on a worker with Astro’s renderer, naming the page in a warning', () =>
    withPrerenderer(WORKING_BUNDLE, 150, async ({ prerenderer, warnings }) => {
      expect(await (await render(prerenderer, '/p/boom')).text()).toBe('main thread: /p/boom');
      expect(warnings).toEqual(['/p/boom failed on a page worker (the page threw on a worker): rendering it on the main thread']);
      // The other pages still render on the workers.
      expect((await (await render(prerenderer, '/p/5')).json()).thread).toBeGreaterThan(0);
    }));

  it('fails with Astro’s own error a page that throws in Astro’s renderer too', () =>
    withPrerenderer(WORKING_BUNDLE, 150, async ({ prerenderer, warnings }) => {
      await expect(render(prerenderer, '/p/broken')).rejects.toThrow('the page is broken for Astro too');
      expect(warnings).toEqual(['/p/broken failed on a page worker (the page threw on a worker): rendering it on the main thread']);
    }));

  it('leaves the pages to Astro’s renderer when a worker stops midway, the page it had included', () =>
    withPrerenderer(WORKING_BUNDLE, 150, async ({ prerenderer, warnings }) => {
      expect((await (await render(prerenderer, '/p/1')).json()).thread).toBeGreaterThan(0);
      expect(await (await render(prerenderer, '/p/exit')).text()).toBe('main thread: /p/exit');
      expect(await (await render(prerenderer, '/p/2')).text()).toBe('main thread: /p/2');
      expect(warnings).toEqual(['a page worker stopped (exit code 3): the pages render on one thread']);
    }));

  it('leaves every page to Astro’s renderer when a worker cannot start, and says so', () =>
    withPrerenderer(BUNDLE_A_WORKER_CANNOT_LOAD, 150, async ({ prerenderer, warnings }) => {
      const texts = await Promise.all([1, 2, 3].map(async (n) => (await render(prerenderer, `/p/${n}`)).text()));
      expect(texts).toEqual(['main thread: /p/1', 'main thread: /p/2', 'main thread: /p/3']);
      expect(warnings.join('\n')).toMatch(/a page worker could not start .*: the pages render on one thread/);
    }));

  it('starts no worker for a small build', () =>
    withPrerenderer(WORKING_BUNDLE, 20, async ({ prerenderer }) => {
      expect(await (await render(prerenderer, '/p/1')).text()).toBe('main thread: /p/1');
    }));
});
