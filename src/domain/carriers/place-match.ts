// Finding the order's commune in a carrier's own list. Each list has its own spelling (accents, case,
// hyphens, apostrophes: "Bab Ezzouar", "BAB-EZZOUAR", "Bab-Ez-Zouar"…), so names are compared folded.
// Only a folded name that is *equal* and *alone* counts: a near match ("Bab Ezouar") or two places
// folding to the same name are not guessed at; the owner chooses (place_unknown). Pure: no I/O.

/** A place of the carrier's own lists: a commune, or a stop-desk center (office) of a commune. */
export type CarrierPlace = {
  id: string;
  name: string;
  wilayaCode: number;
  communeName?: string;
  /** The carrier's spelling of the place's wilaya, where its lists give it (Yalidine wants names). */
  wilayaName?: string;
  /** Where a center is, when the carrier says (Yalidine's `gps`): the centers are ordered by it. */
  position?: { lat: number; lng: number };
};

/** 'Bordj El-Kiffan' and "BORDJ  EL KIFFAN" fold alike: no accents, lower case, one space between words. */
export function foldPlaceName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[-‐‑–—'’‘`_.,/()]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export type PlaceMatch = { ok: true; place: CarrierPlace } | { ok: false; reason: 'none' | 'homonyms'; candidates: CarrierPlace[] };

/** The one place of `places` whose folded name is the folded `name`; none or several: not guessed. */
export function matchPlace(name: string, places: readonly CarrierPlace[]): PlaceMatch {
  const wanted = foldPlaceName(name);
  const same = wanted ? places.filter((p) => foldPlaceName(p.name) === wanted) : [];
  if (same.length === 1) return { ok: true, place: same[0]! };
  return same.length === 0 ? { ok: false, reason: 'none', candidates: [] } : { ok: false, reason: 'homonyms', candidates: same };
}
