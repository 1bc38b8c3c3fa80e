// The communes of the chosen wilaya, loaded once per wilaya from the static /data/communes/{code}.json.
// Until they arrive (or if they never do) the commune field is plain free text.
import { useEffect, useState } from 'react';
import type { Commune } from '../../domain/shipping/delivery.ts';
import { parseCommunes } from './delivery-selection.ts';

const cache = new Map<string, Promise<Commune[]>>();

function loadCommunes(code: string): Promise<Commune[]> {
  let pending = cache.get(code);
  if (!pending) {
    pending = fetch(`/data/communes/${encodeURIComponent(code)}.json`)
      .then((r) => (r.ok ? r.json() : []))
      .then(parseCommunes)
      .catch(() => {
        cache.delete(code);
        return [];
      });
    cache.set(code, pending);
  }
  return pending;
}

export function useCommunes(wilayaCode: string): Commune[] {
  const [communes, setCommunes] = useState<Commune[]>([]);
  useEffect(() => {
    setCommunes([]);
    if (!wilayaCode) return;
    let current = true;
    void loadCommunes(wilayaCode).then((list) => current && setCommunes(list));
    return () => {
      current = false;
    };
  }, [wilayaCode]);
  return communes;
}
