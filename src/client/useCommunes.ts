// The communes of the chosen wilaya, loaded once per wilaya from the static /data/communes/{code}.json.
// The commune is always picked from this list (the order function refuses any other name), so the
// field waits for it: 'loading' until it arrives, 'failed' with a retry if it cannot be loaded.
// The shopper's checkouts and the admin's order editor both pick a commune with it (src/client: browser
// code both wings share).
import { useEffect, useState } from 'react';
import type { Commune } from '../domain/shipping/delivery.ts';

/** The communes file of the build: [[French name, Arabic name], ...] per wilaya. */
export function parseCommunes(raw: unknown): Commune[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry) =>
    Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'string' ? [{ nameFr: entry[0], nameAr: entry[1] }] : [],
  );
}

const cache = new Map<string, Promise<Commune[]>>();

function loadCommunes(code: string): Promise<Commune[]> {
  let pending = cache.get(code);
  if (!pending) {
    pending = fetch(`/data/communes/${encodeURIComponent(code)}.json`)
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`communes ${code}: ${r.status}`))))
      .then((raw: unknown) => {
        const list = parseCommunes(raw);
        return list.length > 0 ? list : Promise.reject(new Error(`communes ${code}: empty`));
      });
    // A failure is not kept: the next try fetches again.
    pending.catch(() => cache.delete(code));
    cache.set(code, pending);
  }
  return pending;
}

export type CommunesState =
  { status: 'none' | 'loading' | 'failed'; communes: readonly Commune[] } | { status: 'ready'; communes: readonly Commune[] };

export function useCommunes(wilayaCode: string): CommunesState & { retry: () => void } {
  const [state, setState] = useState<CommunesState>({ status: 'none', communes: [] });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!wilayaCode) {
      setState({ status: 'none', communes: [] });
      return;
    }
    setState({ status: 'loading', communes: [] });
    let current = true;
    loadCommunes(wilayaCode).then(
      (communes) => current && setState({ status: 'ready', communes }),
      () => current && setState({ status: 'failed', communes: [] }),
    );
    return () => {
      current = false;
    };
  }, [wilayaCode, attempt]);
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
