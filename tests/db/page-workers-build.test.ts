// The build renders its pages on worker threads (src/server/prerender/page-workers.ts). Two real
// `astro build`s of the test database's shop, one on two workers and one on Astro's single thread,
// must write the very same files, byte for byte: the workers change where pages render, never what.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { astroBuild } from './astro-build.ts';

const onWorkers = mkdtempSync(join(tmpdir(), 'pages-on-workers-'));
const onOneThread = mkdtempSync(join(tmpdir(), 'pages-on-one-thread-'));
const logs: Record<string, string> = {};

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

beforeAll(async () => {
  for (const [dir, workers] of [
    [onWorkers, '2'],
    [onOneThread, '0'],
  ] as const) {
    const { code, output } = await astroBuild(dir, { BUILD_PAGE_WORKERS: workers });
    if (code !== 0) throw new Error(`the build on ${workers} workers failed:\n${output.slice(-3000)}`);
    logs[workers] = output;
  }
}, 600_000);
afterAll(() => {
  for (const dir of [onWorkers, onOneThread]) rmSync(dir, { recursive: true, force: true });
});

it('renders on two worker threads when asked, on one thread with 0', () => {
  expect(logs['2']).toMatch(/\[page-workers\] \d+ paths on 2 worker threads/);
  expect(logs['0']).not.toContain('worker threads');
  // A route's data is read once per worker: no page waits on a second read of the same route.
  expect(logs['2']).not.toContain('route cache overwritten');
});

it('writes the same files with the same bytes either way', () => {
  const files = filesUnder(onWorkers);
  expect(files.filter((f) => f.endsWith('index.html')).length).toBeGreaterThan(100);
  expect(files).toEqual(filesUnder(onOneThread));
  const differing = files.filter((f) => !readFileSync(join(onWorkers, f)).equals(readFileSync(join(onOneThread, f))));
  expect(differing).toEqual([]);
});
