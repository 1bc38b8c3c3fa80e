// Publishing on a laptop: `astro build` runs in the background into a new folder beside the one
// being served; only a complete build is swapped in (the old site answers until then), and a
// failed build leaves the old site up and its error for the admin to read.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LocalSite } from './local-site.ts';
import { shopEnv, type ShopEnv } from '../env.ts';

const astroBin = fileURLToPath(new URL('../../../node_modules/astro/bin/astro.mjs', import.meta.url));
const PUBLISHED = /\.published-\d+$/;
/** The folder a swap replaced stays this long, for requests still reading it. */
const KEEP_OLD_MS = 60_000;

export type LocalBuildOutcome = { ok: true; dir: string } | { ok: false; error: string };

export async function buildAndSwap(site: LocalSite, env: ShopEnv = shopEnv()): Promise<LocalBuildOutcome> {
  const current = site.distDir();
  const base = current.replace(PUBLISHED, '');
  removeLeftovers(base, current);
  const dir = join(dirname(base), `${basename(base)}.published-${Date.now()}`);
  const outcome = await runBuild(dir, { ...env, ASTRO_OUT_DIR: dir });
  if (!outcome.ok) {
    rmSync(dir, { recursive: true, force: true });
    return outcome;
  }
  await site.useDist(dir);
  // The folder just replaced goes after a while, unless it is the one npm start built (kept for --no-build).
  if (PUBLISHED.test(current)) setTimeout(() => rmSync(current, { recursive: true, force: true }), KEEP_OLD_MS).unref();
  return { ok: true, dir };
}

/** Published folders of earlier runs (the runtime stopped before it removed them), never the one served. */
function removeLeftovers(base: string, current: string): void {
  const prefix = `${basename(base)}.published-`;
  let names: string[] = [];
  try {
    names = readdirSync(dirname(base));
  } catch {
    return;
  }
  for (const name of names) {
    const dir = join(dirname(base), name);
    if (name.startsWith(prefix) && PUBLISHED.test(name) && dir !== current) rmSync(dir, { recursive: true, force: true });
  }
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
