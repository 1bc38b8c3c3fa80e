// The remembered carrier, with an in-memory stand-in for the browser's localStorage (Node has none by default).
import { afterEach, describe, expect, it } from 'vitest';
import { preferredCarrier, rememberCarrier } from './preferred-carrier.ts';

function useStorage(storage: Pick<Storage, 'getItem' | 'setItem'>) {
  Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
}
const memory = () => {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
};

afterEach(() => {
  delete (globalThis as { localStorage?: unknown }).localStorage;
});

describe('the carrier the owner last exported for', () => {
  it('starts from Yalidine, then from the carrier last used', () => {
    useStorage(memory());
    expect(preferredCarrier()).toBe('yalidine');
    rememberCarrier('ecotrack');
    expect(preferredCarrier()).toBe('ecotrack');
  });

  it('ignores a value that is not a carrier, and a storage that refuses', () => {
    const storage = memory();
    storage.setItem('admin-carrier', 'dhl');
    useStorage(storage);
    expect(preferredCarrier()).toBe('yalidine');
    useStorage({
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    });
    expect(preferredCarrier()).toBe('yalidine');
    expect(() => rememberCarrier('ecotrack')).not.toThrow();
  });
});
