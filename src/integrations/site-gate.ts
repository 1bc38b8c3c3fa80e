// Astro integration: before pages render, checks the gate settings (a production build with the
// placeholder password or without GATE_COOKIE_SECRET stops here); after the build, bakes the edge
// function's config with the pre-rendered gate pages and takes those pages out of the site.
import type { AstroIntegration } from 'astro';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join, relative } from 'node:path';
import { db } from '../server/db/client.ts';
import { LOCALES, localePath, type Locale } from '../i18n/locales.ts';
import { defaultLocaleForBuild } from './shop-languages.ts';
import { bakeGateConfig, gateForBuild, type BuildGate } from '../server/gate/gate-build.ts';
import { writeGateConfig } from '../server/gate/gate-config-file.ts';
import { cspForPages } from '../server/http/page-csp.ts';

export const GATE_PAGE_PATH = '/gate';

export function siteGate(): AstroIntegration {
  let root = process.cwd();
  let gate: BuildGate = { enabled: false };
  return {
    name: 'site-gate',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
      },
      'astro:build:start': async ({ logger }) => {
        gate = await gateForBuild(db());
        logger.info(gate.enabled ? 'site password protection is ON: the edge serves the gate' : 'site password protection is off');
      },
      'astro:build:done': async ({ dir, logger }) => {
        const outDir = fileURLToPath(dir);
        const defaultLocale = await defaultLocaleForBuild();
        const pages: Partial<Record<Locale, string>> = {};
        for (const locale of LOCALES) {
          const folder = join(outDir, localePath(locale, GATE_PAGE_PATH, defaultLocale));
          const file = join(folder, 'index.html');
          if (!existsSync(file)) continue;
          pages[locale] = readFileSync(file, 'utf8');
          // The gate lives in the edge function only: no /gate page for anyone to land on.
          rmSync(folder, { recursive: true, force: true });
        }
        const files = writeGateConfig(bakeGateConfig(gate, pages, cspForPages(Object.values(pages)), defaultLocale), { root, outDir });
        logger.info(`gate config written to ${files.map((f) => relative(root, f)).join(', ')}`);
      },
    },
  };
}
