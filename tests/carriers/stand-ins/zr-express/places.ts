// ZR Express's territories and hubs, as the stand-in serves them: the 58 wilayas and 1,541 communes of
// the shop's reference data (read from the migration that seeds them, as the Yalidine stand-in does),
// made ZR's: UUID ids, accent-free names (ZR-AUDIT GEO-1), and **no wilaya territory for 33, 37, 50
// and 56** (ZR-AUDIT GEO-2: their communes exist with no parent). The rest is the stand-in's choice,
// the documentation being silent: a wilaya's `code` is its number ("16"), a commune's postal code is
// the wilaya's two digits and a three-digit rank ("16005"). Hubs: one pickup point in each wilaya's
// first commune and in every ninth commune, and one sorting hub (not a pickup point) in Alger.
import { readFileSync } from 'node:fs';
import { accentFree, stableId } from './http.ts';

export type Territory = {
  id: string;
  code: string;
  name: string;
  postalCode: string | null;
  level: 'wilaya' | 'commune';
  parentId: string | null;
};
export type Hub = {
  id: string;
  name: string;
  isPickupPoint: boolean;
  address: { cityTerritoryId: string; districtTerritoryId: string; street: string };
};

/** Wilayas ZR has no wilaya territory for (ZR-AUDIT GEO-2). */
export const NO_WILAYA_TERRITORY = [33, 37, 50, 56] as const;

const MIGRATION = new URL('../../../../supabase/migrations/20261122000200_wilayas_communes.sql', import.meta.url);
const ROW = /\('(\d{2})', '((?:[^']|'')*)', '(?:[^']|'')*'(?:, (\d+), (\d+))?\)/g;

export type Places = {
  territories: Territory[];
  hubs: Hub[];
  /** The wilaya code of each commune territory (the stand-in's own bookkeeping). */
  wilayaOf: Map<string, number>;
};

export function loadPlaces(): Places {
  const sql = readFileSync(MIGRATION, 'utf8');
  const [wilayaPart, communePart] = sql.split(/insert into communes/i);
  const unquote = (s: string) => s.replaceAll("''", "'");
  const territories: Territory[] = [];
  const wilayaIds = new Map<number, string>();
  for (const m of wilayaPart!.matchAll(ROW)) {
    const code = Number(m[1]);
    if ((NO_WILAYA_TERRITORY as readonly number[]).includes(code)) continue;
    const id = stableId('a0000000', code);
    wilayaIds.set(code, id);
    territories.push({ id, code: String(code), name: accentFree(unquote(m[2]!)), postalCode: null, level: 'wilaya', parentId: null });
  }
  const hubs: Hub[] = [];
  const wilayaOf = new Map<string, number>();
  const rank = new Map<number, number>();
  let communeNumber = 0;
  for (const m of communePart!.matchAll(ROW)) {
    const code = Number(m[1]);
    const n = (rank.get(code) ?? 0) + 1;
    rank.set(code, n);
    communeNumber++;
    const id = stableId('c0000000', communeNumber);
    const name = accentFree(unquote(m[2]!));
    const postal = `${m[1]}${String(n).padStart(3, '0')}`;
    territories.push({ id, code: postal, name, postalCode: postal, level: 'commune', parentId: wilayaIds.get(code) ?? null });
    wilayaOf.set(id, code);
    const city = wilayaIds.get(code);
    if (city && (n === 1 || n % 9 === 0))
      hubs.push({
        id: stableId('b0000000', hubs.length + 1),
        name: `Point relais ${name}`,
        isPickupPoint: true,
        address: { cityTerritoryId: city, districtTerritoryId: id, street: `Rue principale, ${name}` },
      });
  }
  const alger = territories.find((t) => t.level === 'commune' && wilayaOf.get(t.id) === 16)!;
  hubs.push({
    id: stableId('b0000000', hubs.length + 1),
    name: 'Hub de tri Alger',
    isPickupPoint: false,
    address: { cityTerritoryId: wilayaIds.get(16)!, districtTerritoryId: alger.id, street: 'Zone industrielle' },
  });
  return { territories, hubs, wilayaOf };
}

/** `keyword` matches a name as typed (case aside): an accented keyword finds nothing, as ZR-AUDIT saw. */
export function searchTerritories(places: Places, body: Record<string, unknown>): Territory[] {
  const keyword = typeof body.keyword === 'string' ? body.keyword.trim().toLowerCase() : '';
  const level = (body.advancedFilter as { level?: unknown } | undefined)?.level;
  return places.territories.filter(
    (t) => (!keyword || t.name.toLowerCase().includes(keyword)) && (typeof level !== 'string' || t.level === level),
  );
}
