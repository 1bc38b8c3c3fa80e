// ZR Express's territories and hubs, read once per client and kept (about 1,600 territories: two
// pages of 1,000). Addresses are territory UUIDs: a wilaya territory (its `code` the wilaya number)
// and a commune territory whose `parentId` is it. Matched by code and parent, never by a name search:
// ZR's names are accent-free and its name search misses 9 wilayas, and 33, 37, 50 and 56 have no
// wilaya territory at all (ZR-AUDIT GEO-1/2) — their communes are not offered, and a parcel there is
// refused before anything is sent.
import type { CarrierPlace } from '../carrier-client.ts';
import { CarrierError } from '../carrier-error.ts';
import { hubRow, pageSchema, territoryRow, type HubRow, type TerritoryRow } from './answers.ts';
import type { ZrHttp } from './http.ts';
import * as z from 'zod/mini';

/** Searches are read at most this many pages of 1,000 deep. */
const MAX_PAGES = 10;

export type ZrPlaces = {
  wilaya(code: number): Promise<TerritoryRow | null>;
  communes(code: number): Promise<CarrierPlace[]>;
  centers(code: number): Promise<CarrierPlace[]>;
};

export function zrPlaces(http: ZrHttp): ZrPlaces {
  async function all<T extends z.ZodMiniType>(path: string, row: T, what: string): Promise<z.output<T>[]> {
    const rows: z.output<T>[] = [];
    for (let pageNumber = 1; pageNumber <= MAX_PAGES; pageNumber++) {
      const parsed = pageSchema(row).safeParse(await http.ok('POST', path, { pageNumber, pageSize: 1000 }));
      if (!parsed.success) throw new CarrierError('answer', `ZR Express's ${what} could not be read.`, false);
      rows.push(...(parsed.data.items as z.output<T>[]));
      if (pageNumber >= (parsed.data.totalPages ?? 1)) break;
    }
    return rows;
  }

  // Cached as promises (one read for concurrent callers); a failed read is forgotten and tried again.
  let territories: Promise<TerritoryRow[]> | null = null;
  let hubs: Promise<HubRow[]> | null = null;
  const cached = <T>(get: () => Promise<T> | null, set: (p: Promise<T> | null) => void, load: () => Promise<T>) => {
    const existing = get();
    if (existing) return existing;
    const loading = load().catch((e: unknown) => {
      set(null);
      throw e;
    });
    set(loading);
    return loading;
  };
  const readTerritories = () =>
    cached(
      () => territories,
      (p) => (territories = p),
      () => all('territories/search', territoryRow, 'territories'),
    );
  const readHubs = () =>
    cached(
      () => hubs,
      (p) => (hubs = p),
      () => all('hubs/search', hubRow, 'hubs'),
    );

  async function wilaya(code: number): Promise<TerritoryRow | null> {
    const rows = await readTerritories();
    return rows.find((t) => t.level === 'wilaya' && Number(t.code) === code) ?? null;
  }

  return {
    wilaya,

    async communes(code) {
      const city = await wilaya(code);
      if (!city) return [];
      const rows = await readTerritories();
      return rows
        .filter((t) => t.level === 'commune' && t.parentId === city.id)
        .map((t) => ({ id: t.id, name: t.name, wilayaCode: code, wilayaName: city.name }));
    },

    async centers(code) {
      const city = await wilaya(code);
      if (!city) return [];
      const [rows, names] = [await readHubs(), new Map((await readTerritories()).map((t) => [t.id, t.name]))];
      return rows
        .filter((h) => h.isPickupPoint === true && h.address?.cityTerritoryId === city.id)
        .map((h) => {
          const commune = names.get(h.address?.districtTerritoryId ?? '');
          return { id: h.id, name: h.name, wilayaCode: code, wilayaName: city.name, ...(commune ? { communeName: commune } : {}) };
        });
    },
  };
}
