// Publishing under npm start: the runtime swaps in a complete new build at once, and a build that
// fails leaves the site as it was (no half-built folder served, the error kept for the admin).
import { mkdtempSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { startLocalRuntime } from '../../../scripts/local-runtime/server.ts';
import { buildAndSwap } from './local-build.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'admin-publish-'));
const site = (name: string, text: string) => {
  const dir = join(scratch, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), `<!doctype html><title>${text}</title><p>${text}</p>`);
  return dir;
};
const runtimes: { close: () => Promise<void> }[] = [];
afterAll(async () => {
  for (const r of runtimes) await r.close();
});

describe('the local runtime swaps builds', () => {
  it('serves the old build until useDist, then the new one for every request', async () => {
    const runtime = await startLocalRuntime({ root, distDir: site('dist', 'old site'), port: 0, quiet: true });
    runtimes.push(runtime);
    expect(await (await fetch(`${runtime.url}/`)).text()).toContain('old site');
    await runtime.useDist(site('dist.published-1', 'new site'));
    expect(runtime.distDir()).toBe(join(scratch, 'dist.published-1'));
    expect(await (await fetch(`${runtime.url}/`)).text()).toContain('new site');
    expect((await (await fetch(`${runtime.url}/api/admin/auth-config`)).json()).passwordSignIn).toBe(true); // functions unchanged
  });
});

describe('buildAndSwap', () => {
  it('a failed build swaps nothing, leaves no folder behind and says why', { timeout: 120_000 }, async () => {
    const served = site('failing', 'still the old site');
    const leftover = site('failing.published-1', 'a publish whose runtime stopped before cleaning up');
    const swapped: string[] = [];
    const outcome = await buildAndSwap(
      { root, distDir: () => served, useDist: async (dir) => void swapped.push(dir) },
      // No database answers here, so the build's first page fails, as a broken deploy would.
      { ...process.env, DATABASE_URL: 'postgres://nobody:nothing@127.0.0.1:9/none?sslmode=disable', DATABASE_EMBEDDED: '0' },
    );
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.error).toContain('ECONNREFUSED');
    expect(swapped).toEqual([]);
    // Neither the failed build's folder nor an earlier run's leftover stays.
    expect(readdirSync(dirname(leftover)).filter((f) => f.startsWith(`${basename(served)}.published-`))).toEqual([]);
  });
});
