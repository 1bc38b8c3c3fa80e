import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { pageWorkerCount, prerenderEntryUrl } from './page-workers.ts';

describe('how many page workers a build starts', () => {
  it('is one per core on a machine with two or more, none on one core', () => {
    expect(pageWorkerCount(undefined, 2)).toBe(2);
    expect(pageWorkerCount(undefined, 8)).toBe(8);
    expect(pageWorkerCount(undefined, 1)).toBe(0);
    expect(pageWorkerCount('', 4)).toBe(4);
  });

  it('follows BUILD_PAGE_WORKERS, and refuses what is not a small whole number', () => {
    expect(pageWorkerCount('0', 8)).toBe(0);
    expect(pageWorkerCount('3', 2)).toBe(3);
    for (const bad of ['-1', '1.5', 'two', '65'])
      expect(() => pageWorkerCount(bad, 2)).toThrow(/BUILD_PAGE_WORKERS must be a whole number from 0 to 64/);
  });
});

describe('where Astro left the bundle it renders pages from', () => {
  const project = mkdtempSync(join(tmpdir(), 'prerender-entry-'));
  afterAll(() => rmSync(project, { recursive: true, force: true }));
  const entryIn = (dir: string, names: string[]) => {
    mkdirSync(join(dir, '.prerender'), { recursive: true });
    for (const name of names) writeFileSync(join(dir, '.prerender', name), '');
  };

  it('is .prerender in the output folder when that is inside the project', () => {
    entryIn(join(project, 'dist'), ['prerender-entry.Ab12Cd.mjs', 'chunks-not-this.mjs']);
    expect(prerenderEntryUrl(pathToFileURL(join(project, 'dist/')), project)).toBe(
      pathToFileURL(join(project, 'dist/.prerender/prerender-entry.Ab12Cd.mjs')).href,
    );
  });

  it('is .astro/.prerender when the output folder is elsewhere (the build benchmark writes to /tmp)', () => {
    entryIn(join(project, '.astro'), ['prerender-entry.Xy34.mjs']);
    expect(prerenderEntryUrl(pathToFileURL(join(tmpdir(), 'elsewhere/')), project)).toBe(
      pathToFileURL(join(project, '.astro/.prerender/prerender-entry.Xy34.mjs')).href,
    );
  });

  it('is not guessed when there is none or more than one (Astro then renders on its own)', () => {
    const empty = mkdtempSync(join(project, 'empty-'));
    expect(prerenderEntryUrl(pathToFileURL(join(empty, 'dist/')), empty)).toBeUndefined();
    entryIn(join(empty, 'dist'), ['prerender-entry.A.mjs', 'prerender-entry.B.mjs']);
    expect(prerenderEntryUrl(pathToFileURL(join(empty, 'dist/')), empty)).toBeUndefined();
  });
});
