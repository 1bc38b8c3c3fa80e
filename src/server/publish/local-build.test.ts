// Publishing under npm start: the runtime swaps in a complete new build at once, and a build that
// fails leaves the site as it was (no half-built folder served, the error kept for the admin).
import { existsSync, mkdtempSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { startLocalRuntime } from '../../../scripts/local-runtime/server.ts';
import { buildAndSwap, publishName, publishedFolder, removeOldPublishes } from './local-build.ts';
import { localGateConfigFile } from '../gate/gate-config-file.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'admin-publish-'));
const site = (name: string, text: string) => {
  const dir = join(scratch, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), `<!doctype html><title>${text}</title><p>${text}</p>`);
  return dir;
};
const runtimes: { close: () => Promise<void> }[] = [];
/** Folders the tests made under the checkout's .data/published/ and .data/edge/ (removed after, whatever happens). */
const made: string[] = [];
afterAll(async () => {
  for (const r of runtimes) await r.close();
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});
/** A publish as an earlier run left it: its folder and the gate files its build wrote. */
const publishLeftover = (dir: string) => {
  made.push(dir, dirname(localGateConfigFile(root, dir)));
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), 'an earlier publish');
  mkdirSync(dirname(localGateConfigFile(root, dir)), { recursive: true });
  writeFileSync(localGateConfigFile(root, dir), '{}');
  return dir;
};
const stays = (dir: string) => existsSync(dir);

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
    // What earlier runs left: beside the served folder (before publishes went under .data/), and under .data/published/.
    const besideServed = publishLeftover(join(scratch, 'failing.published-1'));
    const underData = publishLeftover(join(publishedFolder(root), `${publishName(root, served)}.published-2`));
    const swapped: string[] = [];
    const outcome = await buildAndSwap(
      { root, distDir: () => served, useDist: async (dir) => void swapped.push(dir) },
      // No database answers here, so the build's first page fails, as a broken deploy would.
      { ...process.env, DATABASE_URL: 'postgres://nobody:nothing@127.0.0.1:9/none?sslmode=disable', DATABASE_EMBEDDED: '0' },
    );
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.error).toContain('ECONNREFUSED');
    expect(swapped).toEqual([]);
    // Neither the failed build's folder nor an earlier run's leftovers (or their gate files) stay.
    expect(readdirSync(scratch).filter((f) => f.startsWith('failing.published-'))).toEqual([]);
    expect(readdirSync(publishedFolder(root)).filter((f) => f.startsWith(`${publishName(root, served)}.published-`))).toEqual([]);
    for (const dir of [besideServed, underData]) expect(stays(dirname(localGateConfigFile(root, dir)))).toBe(false);
    expect(stays(served)).toBe(true);
  });
});

describe('removeOldPublishes (at npm start and before each publish)', () => {
  it("removes this site's earlier publishes, never the folder served nor another site's", () => {
    const dist = site('shop/dist', 'the folder npm start built');
    const name = publishName(root, dist);
    const old = publishLeftover(join(publishedFolder(root), `${name}.published-10`));
    const served = publishLeftover(join(publishedFolder(root), `${name}.published-20`));
    const legacy = publishLeftover(join(scratch, 'shop/dist.published-5'));
    const otherSite = publishLeftover(join(publishedFolder(root), `${publishName(root, join(scratch, 'other/dist'))}.published-10`));
    const unrelated = site('shop/dist.published-notes', 'not a publish');

    removeOldPublishes(root, served); // a runtime serving its second publish
    expect([old, served, legacy, otherSite, unrelated].map(stays)).toEqual([false, true, true, true, true]);

    removeOldPublishes(root, dist); // npm start again: it serves the folder it built
    expect([served, legacy, otherSite, unrelated, dist].map(stays)).toEqual([false, false, true, true, true]);
    expect(stays(dirname(localGateConfigFile(root, served)))).toBe(false);
  });

  it("npm start's publishes go under .data/published/ (ignored by git and Prettier), never beside dist/", () => {
    expect(publishedFolder(root)).toBe(join(root, '.data/published'));
    expect(publishName(root, join(root, 'dist'))).toBe('dist');
    expect(publishName(root, join(root, '.data/published/dist.published-1764000000000'))).toBe('dist');
    expect(publishName(root, join(root, '.data/dist-e2e-4395'))).toBe('data_dist-e2e-4395');
  });
});
