// The order in which the owner sees a wilaya's stop-desk centers for one order: the best honest guess
// at "the nearest first" with what the carriers give. The shop's reference data has no commune
// positions, and no carrier's commune list has one either; only Yalidine gives its centers a `gps`.
// So a commune's position is known only through a center of its own, and the order is:
//   1. the centers in the order's commune;
//   2. when one of them has a position: the others by distance from it (haversine), those without one after;
//   3. otherwise the centers in the wilaya's seat (its chef-lieu), then the others by name.
// Pure: no I/O.
import type { CarrierPlace } from './place-match.ts';
import { foldPlaceName } from './place-match.ts';

export type GeoPoint = { lat: number; lng: number };

/** How the centers after the commune's own were put in order (the admin says "nearest first" only for `distance`). */
export type CentersOrder = 'distance' | 'seat' | 'name';

// Algeria, with a margin: a "lat,lng" outside it is a typo or swapped ("3.05,36.7"), not a position.
const ALGERIA = { south: 18, north: 38, west: -9, east: 12.5 };

/** Yalidine's `gps` ("36.7256,3.1827", spaces allowed) as a point in Algeria; anything else is no position. */
export function parseGps(text: unknown): GeoPoint | undefined {
  if (typeof text !== 'string') return undefined;
  const parts = text.split(',').map((s) => s.trim());
  if (parts.length !== 2 || parts.some((s) => !/^-?\d+(\.\d+)?$/.test(s))) return undefined;
  const [lat, lng] = parts.map(Number) as [number, number];
  const inside = lat >= ALGERIA.south && lat <= ALGERIA.north && lng >= ALGERIA.west && lng <= ALGERIA.east;
  return inside ? { lat, lng } : undefined;
}

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance in km: as the crow flies, which is what a center's position can tell. */
export function haversineKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

// The seats the reference data (/work/shared/data/communes.csv) does not name as their wilaya: Alger's
// seat is the commune of Alger Centre, and four are spelled otherwise ("B. B. Arreridj", "Ain Salah"…).
const SEATS_NAMED_OTHERWISE: Readonly<Record<number, readonly string[]>> = {
  16: ['Alger Centre'],
  34: ['B. B. Arreridj', 'Bordj Bou Arreridj'],
  53: ['Ain Salah'],
  54: ['Ain Guezzam'],
  57: ["El-M'ghaier", "El M'Ghaier"],
};

/** The names the wilaya's seat commune goes by: the wilaya's own name, and the data's spelling where it differs. */
export function seatNames(wilayaCode: number, wilayaName: string | undefined): string[] {
  return [...(wilayaName ? [wilayaName] : []), ...(SEATS_NAMED_OTHERWISE[wilayaCode] ?? [])];
}

export type CenterOrderInput = {
  /** The order's commune as the shop and the carrier spell it (either may match a center's commune). */
  communeNames: readonly (string | undefined)[];
  /** `seatNames(…)` of the order's wilaya. */
  seatNames: readonly string[];
  /** The collation of the names (the carriers spell them in Latin letters; default French). */
  locale?: string;
};

const inAny = (place: CarrierPlace, folded: ReadonlySet<string>) =>
  place.communeName !== undefined && folded.has(foldPlaceName(place.communeName));

const foldAll = (names: readonly (string | undefined)[]) =>
  new Set(names.filter((n): n is string => Boolean(n?.trim())).map(foldPlaceName));

/** The middle of the points (a commune with two centers: between them). */
function middle(points: readonly GeoPoint[]): GeoPoint | undefined {
  if (points.length === 0) return undefined;
  const sum = points.reduce((s, p) => ({ lat: s.lat + p.lat, lng: s.lng + p.lng }), { lat: 0, lng: 0 });
  return { lat: sum.lat / points.length, lng: sum.lng / points.length };
}

/** The wilaya's centers for the owner to pick from, nearest to the order's commune first as far as can be known. */
export function orderCenters(centers: readonly CarrierPlace[], input: CenterOrderInput): { centers: CarrierPlace[]; by: CentersOrder } {
  const byName = new Intl.Collator(input.locale ?? 'fr', { numeric: true }).compare;
  const named = (list: readonly CarrierPlace[]) => [...list].sort((a, b) => byName(a.name, b.name));
  const communes = foldAll(input.communeNames);
  const own = named(centers.filter((c) => inAny(c, communes)));
  const others = centers.filter((c) => !own.includes(c));

  const origin = middle(own.flatMap((c) => (c.position ? [c.position] : [])));
  if (origin) {
    const distance = new Map(others.flatMap((c) => (c.position ? [[c, haversineKm(origin, c.position)] as const] : [])));
    const placed = [...distance.keys()].sort((a, b) => distance.get(a)! - distance.get(b)! || byName(a.name, b.name));
    return { centers: [...own, ...placed, ...named(others.filter((c) => !distance.has(c)))], by: 'distance' };
  }

  const seats = foldAll(input.seatNames);
  const seat = named(others.filter((c) => inAny(c, seats)));
  const rest = named(others.filter((c) => !seat.includes(c)));
  return { centers: [...own, ...seat, ...rest], by: seat.length > 0 ? 'seat' : 'name' };
}
