// Astro integration: the build renders its pages on every core (page-workers.ts).
// BUILD_PAGE_WORKERS sets the number of worker threads (0: Astro's single-thread rendering).
//
// Why package.json pins `astro`, `@astrojs/react` and `@electric-sql/pglite-socket` exactly (JSON
// has no comments, so it is said here): the workers lean on private Astro internals (where the
// prerender bundle lies, its `app.setInternals`/`setOptions`, `internals.pagesByKeys` and
// `entrySpecifierToBundleMap`, `settings.scripts`, `manifest.routes`) that any 7.x release may
// change; `@astrojs/react` is released in step with Astro; src/server/db/embedded-batches.ts
// replaces pglite-socket's private query queue. An upgrade is deliberate: bump the pin, run
// tests/repository/pinned-versions.test.ts, tests/unit/page-workers*.test.ts and
// tests/db/page-workers-build.test.ts (byte parity), then move ASTRO_CHECKED in page-workers.ts.
// Should a worker still trip on a page, that page falls back to Astro's own renderer (page-workers.ts).
import type { AstroIntegration } from 'astro';
import { pageWorkerCount, parallelPrerenderer } from '../server/prerender/page-workers.ts';
import { shopEnv } from '../server/env.ts';

/** Pages in flight per worker: one rendering, the next already queued while the last is written. */
const PAGES_IN_FLIGHT_PER_WORKER = 3;

export function pageWorkers(): AstroIntegration {
  let workers = 0;
  let outDir: URL | undefined;
  return {
    name: 'page-workers',
    hooks: {
      'astro:config:setup': ({ command, updateConfig }) => {
        if (command !== 'build') return;
        workers = pageWorkerCount(shopEnv().BUILD_PAGE_WORKERS);
        // Astro asks for the next page only when one is written unless build.concurrency lets it ask for more.
        if (workers > 0) updateConfig({ build: { concurrency: workers * PAGES_IN_FLIGHT_PER_WORKER } });
      },
      'astro:config:done': ({ config }) => {
        outDir = config.outDir;
      },
      'astro:build:start': ({ setPrerenderer, logger }) => {
        if (workers === 0 || !outDir) return;
        const out = outDir;
        setPrerenderer((astros) => parallelPrerenderer(astros, { outDir: out, workers, logger }));
      },
    },
  };
}
