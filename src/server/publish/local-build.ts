// Publishing on a laptop: `astro build` runs in the background into a new folder under .data/published/
// (ignored by git and Prettier, like the rest of .data/); only a complete build is swapped in (the old
// site answers until then), and a failed build leaves the old site up and its error for the admin to read.
// Each publish leaves one folder behind it: the one it replaced goes a minute later, and what a stopped
// runtime left (or an older version beside dist/) goes at the next start or publish.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LocalSite } from './local-site.ts';
import { localGateConfigFile } from '../gate/gate-config-file.ts';
import { shopEnv, type ShopEnv } from '../env.ts';

const astroBin = fileURLToPath(new URL('../../../node_modules/astro/bin/astro.mjs', import.meta.url));
const PUBLISHED = /\.published-\d+$/;
/** The folder a swap replaced stays this long, for requests still reading it. */
const KEEP_OLD_MS = 60_000;

export type LocalBuildOutcome = { ok: true; dir: string } | { ok: false; error: string };

/** Where the publishes of every site served from this checkout go. */
export const publishedFolder = (root: string) => join(root, '.data/published');

/**
 * The name a site's publishes start with: the served folder's path from the checkout (`dist`, or
 * `data_dist-e2e-4395` for a test port's build), so two runtimes never remove each other's.
 */
export function publishName(root: string, served: string): string {
  if (dirname(served) === publishedFolder(root) && PUBLISHED.test(served)) return basename(served).replace(PUBLISHED, '');
  return (
    relative(root, served)
      .replace(/[^\w.-]+/g, '_')
      .replace(/^[._]+/, '') || 'dist'
  );
}

export async function buildAndSwap(site: LocalSite, env: ShopEnv = shopEnv()): Promise<LocalBuildOutcome> {
  const current = site.distDir();
  removeOldPublishes(site.root, current);
  const dir = join(publishedFolder(site.root), `${publishName(site.root, current)}.published-${Date.now()}`);
  const outcome = await runBuild(dir, { ...env, ASTRO_OUT_DIR: dir });
  if (!outcome.ok) {
    removePublish(site.root, dir);
    return outcome;
  }
  await site.useDist(dir);
  // The folder just replaced goes after a while, unless it is the one npm start built (kept for --no-build).
  if (PUBLISHED.test(current)) setTimeout(() => removePublish(site.root, current), KEEP_OLD_MS).unref();
  return { ok: true, dir };
}

/**
 * The publishes of earlier runs of this site (the runtime stopped before it removed them), never the
 * folder served: under .data/published/, and beside the served folder where versions before it put them.
 */
export function removeOldPublishes(root: string, served: string): void {
  const name = publishName(root, served);
  const places = [
    { folder: publishedFolder(root), prefix: `${name}.published-` },
    ...(PUBLISHED.test(served) ? [] : [{ folder: dirname(served), prefix: `${basename(served)}.published-` }]),
  ];
  for (const { folder, prefix } of places) {
    let names: string[] = [];
    try {
      names = readdirSync(folder);
    } catch {
      continue;
    }
    for (const entry of names) {
      const dir = join(folder, entry);
      if (entry.startsWith(prefix) && PUBLISHED.test(entry) && dir !== served) removePublish(root, dir);
    }
  }
}

/** A publish's folder and the gate files its build wrote for the runtime (.data/edge/<its name>/). */
function removePublish(root: string, dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  rmSync(dirname(localGateConfigFile(root, dir)), { recursive: true, force: true });
}

function runBuild(dir: string, env: ShopEnv): Promise<LocalBuildOutcome> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [astroBin, 'build', '--silent'], {
      env: { ...env, ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let tail = '';
    const keep = (chunk: Buffer) => {
      tail = (tail + chunk.toString('utf8')).slice(-4000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', (error) => resolve({ ok: false, error: error.message }));
    child.on('exit', (code, signal) => {
      if (code === 0 && existsSync(join(dir, 'index.html'))) resolve({ ok: true, dir });
      else resolve({ ok: false, error: lastLines(tail) || `astro build exited with ${signal ?? code}` });
    });
  });
}

/** The end of the build's output, without colours: what the owner needs to see what went wrong. */
function lastLines(text: string): string {
  // eslint-disable-next-line no-control-regex
  const plain = text.replace(/\u001b\[[0-9;]*m/g, '').trim();
  return plain
    .split('\n')
    .filter((l) => l.trim())
    .slice(-12)
    .join('\n')
    .slice(-1500);
}
