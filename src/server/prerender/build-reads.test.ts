import { describe, expect, it } from 'vitest';
import { handOverReads, readOncePerBuild, settledReads } from './build-reads.ts';

describe('what the build reads once and shares with its page workers', () => {
  it('reads each thing once, however many pages ask at once', async () => {
    let reads = 0;
    const read = async () => {
      reads++;
      return ['tee', 'hoodie'];
    };
    const answers = await Promise.all(Array.from({ length: 5 }, () => readOncePerBuild('catalog-once', read)));
    expect(reads).toBe(1);
    expect(new Set(answers).size).toBe(1);
  });

  it('hands over what came back, and leaves out a read that failed so a worker tries it again', async () => {
    await readOncePerBuild('settings-ok', async () => ({ siteTitle: 'DZ' }));
    await readOncePerBuild('wilayas-failed', () => Promise.reject(new Error('connection refused'))).catch(() => {});
    const reads = new Map(await settledReads());
    expect(reads.get('settings-ok')).toEqual({ siteTitle: 'DZ' });
    expect(reads.has('wilayas-failed')).toBe(false);
  });

  it('gives a worker the main thread’s values instead of reading, lists frozen as pages expect', async () => {
    handOverReads([
      ['catalog-handed', [{ id: 'tee' }]],
      ['title-handed', 'DZ'],
    ]);
    const catalog = await readOncePerBuild('catalog-handed', () => Promise.reject(new Error('must not read')));
    expect(catalog).toEqual([{ id: 'tee' }]);
    expect(Object.isFrozen(catalog)).toBe(true);
    expect(await readOncePerBuild('title-handed', () => Promise.reject(new Error('must not read')))).toBe('DZ');
  });
});
