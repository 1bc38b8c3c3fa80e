// The page workers (src/server/prerender/) and the PGlite socket scheduling (src/server/db/embedded-batches.ts)
// lean on private internals of these packages: package.json pins them exactly, and the installed
// copies must be the pinned ones. A bump of Astro also moves ASTRO_CHECKED, once the workers'
// byte-parity build test passed on it (see src/integrations/page-workers.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ASTRO_CHECKED } from '../../src/server/prerender/page-workers.ts';

const PINNED = ['astro', '@astrojs/react', '@electric-sql/pglite-socket'] as const;
const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
};
// Read from node_modules directly: not every package exports its package.json.
const installed = (name: string) =>
  (JSON.parse(readFileSync(new URL(`../../node_modules/${name}/package.json`, import.meta.url), 'utf8')) as { version: string }).version;

describe('packages whose private internals the shop leans on', () => {
  it.each(PINNED)('%s is pinned to one exact version, and that version is installed', (name) => {
    const wanted = manifest.dependencies[name];
    expect(wanted, `${name} in package.json`).toMatch(/^\d+\.\d+\.\d+$/);
    expect(installed(name)).toBe(wanted);
  });

  it('Astro is the release the page workers were checked against', () => {
    expect(installed('astro')).toBe(ASTRO_CHECKED);
    expect(manifest.dependencies.astro).toBe(ASTRO_CHECKED);
  });
});
