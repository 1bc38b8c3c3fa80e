// Renders the build's pages on every core. Astro renders static pages one after another on one
// thread: with 1,000 products in three languages that is 3,000 product pages, most of the build.
// This prerenderer (Astro's public `setPrerenderer` hook) keeps Astro's own for what it does once
// (loading the pages' bundle, listing the paths) and hands each page to a pool of worker threads
// that load the same bundle; Astro still writes the files, logs and runs every hook.
// Astro is building the same into itself (experimental.parallelPrerender, withastro/astro#17932);
// when it ships, this folder can go.
import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AstroIntegrationLogger, AstroPrerenderer } from 'astro';
import { PagePool } from './page-pool.ts';
import { settledReads } from './build-reads.ts';

/** The Astro release these workers were checked against (byte parity, tests/db/page-workers-build.test.ts). */
export const ASTRO_CHECKED = '7.3.5';

/** Below this many paths a worker's start (loading and compiling the pages' bundle) costs more than it saves. */
export const MIN_PATHS_FOR_WORKERS = 100;

/** BUILD_PAGE_WORKERS: a number of workers, 0 for none; unset, one per core when there are two or more. */
export function pageWorkerCount(setting: string | undefined, cores = availableParallelism()): number {
  if (setting !== undefined && setting.trim() !== '') {
    const n = Number(setting);
    if (!Number.isInteger(n) || n < 0 || n > 64)
      throw new Error(`BUILD_PAGE_WORKERS must be a whole number from 0 to 64, not "${setting}"`);
    return n;
  }
  return cores >= 2 ? cores : 0;
}

/**
 * Where Astro put the bundle it renders pages from (astro/dist/prerender/utils.js): `.prerender/`
 * in the output folder when that is inside the project, in `.astro/` otherwise.
 */
export function prerenderEntryUrl(outDir: URL, cwd = process.cwd()): string | undefined {
  const out = fileURLToPath(outDir);
  const dir = join(out.startsWith(cwd) ? out : join(cwd, '.astro'), '.prerender');
  let entries: string[];
  try {
    entries = readdirSync(dir).filter((name) => /^prerender-entry\b.*\.mjs$/.test(name));
  } catch {
    return undefined;
  }
  return entries.length === 1 ? pathToFileURL(join(dir, entries[0]!)).href : undefined;
}

type BuildApp = { setInternals(internals: unknown): void; setOptions(options: unknown): void };
type BuildInternals = { pagesByKeys: Map<string, { styles: unknown[] }>; entrySpecifierToBundleMap: Map<string, string> };
type BuildOptions = { settings: { scripts: unknown[] } };

/**
 * Astro's own prerenderer with its page renders spread over `workers` threads. Anything it cannot
 * set up (an Astro whose build is laid out otherwise) leaves Astro's renderer doing all the work.
 */
export function parallelPrerenderer(
  base: AstroPrerenderer,
  { outDir, workers, logger }: { outDir: URL; workers: number; logger: AstroIntegrationLogger },
): AstroPrerenderer {
  let pool: PagePool | undefined;
  return {
    name: 'shop:parallel-pages',
    async setup() {
      const entryUrl = workers > 0 ? prerenderEntryUrl(outDir) : undefined;
      let internals: BuildInternals | undefined;
      let options: BuildOptions | undefined;
      if (entryUrl) {
        // Loaded before Astro's setup loads it (the same module): its app shows us what Astro sets it up with.
        const { app } = (await import(/* @vite-ignore */ entryUrl)) as { app?: BuildApp };
        if (app && typeof app.setInternals === 'function' && typeof app.setOptions === 'function') {
          const { setInternals, setOptions } = app;
          app.setInternals = (value) => {
            internals = value as BuildInternals;
            setInternals.call(app, value);
          };
          app.setOptions = (value) => {
            options = value as BuildOptions;
            setOptions.call(app, value);
          };
        }
      }
      await base.setup?.();
      if (
        entryUrl &&
        internals?.pagesByKeys instanceof Map &&
        internals.entrySpecifierToBundleMap instanceof Map &&
        Array.isArray(options?.settings.scripts)
      ) {
        // Started now, the workers load the pages' code while Astro lists the paths.
        pool = new PagePool(
          workers,
          {
            entryUrl,
            pageStyles: [...internals.pagesByKeys].map(([key, page]) => [key, page.styles]),
            entrySpecifierToBundleMap: [...internals.entrySpecifierToBundleMap],
            scripts: options.settings.scripts,
          },
          logger,
        );
      } else if (workers > 0) {
        logger.warn('this Astro lays its build out otherwise: pages render on one thread');
      }
    },
    async getStaticPaths() {
      const paths = await base.getStaticPaths();
      if (pool && paths.length < MIN_PATHS_FOR_WORKERS) {
        await pool.close();
        pool = undefined;
      } else if (pool) {
        // Listing the paths read the catalog and the settings: the workers get them before any page.
        pool.handOver(await settledReads());
        logger.info(`${paths.length} paths on ${workers} worker threads`);
      }
      return paths;
    },
    async render(request, options) {
      // The incremental build cache (not used here) collects what each render read: only Astro's renderer can.
      if (pool && !options.collectMetadata) {
        const { type, component, route } = options.routeData;
        try {
          const response = await pool.render(request.url, { type, component, route });
          if (response) return response;
        } catch (error) {
          // The workers lean on Astro's private internals: a page they trip on is rendered again by
          // Astro's own renderer, whose error (if it throws too) is the one that fails the build.
          const why = error instanceof Error ? error.message : String(error);
          logger.warn(`${new URL(request.url).pathname} failed on a page worker (${why}): rendering it on the main thread`);
        }
      }
      return base.render(request, options);
    },
    async teardown() {
      await pool?.close();
      await base.teardown?.();
    },
  };
}
