// The attempt keys of the checkout and of the order page's tap come from one place, and always from the
// cryptographic random source: without randomUUID, getRandomValues; Math.random is never read.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADD_KEY } from '../domain/orders/added-line.ts';
import { randomKey } from './random-key.ts';

afterEach(() => vi.unstubAllGlobals());

describe('randomKey', () => {
  it('is a UUID where the browser has randomUUID', () => {
    expect(randomKey()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  it('without randomUUID, is 16 bytes of getRandomValues in hex, never Math.random, and a valid tap key', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array<ArrayBuffer>) => real.getRandomValues(bytes) });
    vi.spyOn(Math, 'random').mockImplementation(() => {
      throw new Error('Math.random is no key source');
    });
    const keys = new Set(Array.from({ length: 50 }, () => randomKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) {
      expect(key).toMatch(/^[0-9a-f]{32}$/);
      expect(`tap-${key}`).toMatch(ADD_KEY);
    }
    vi.restoreAllMocks();
  });
});
