// NOEST's lists, as the stand-in serves them: the 58 wilayas and 1,541 communes of the shop's reference
// data, read from the migration that seeds them (as the Yalidine stand-in does, so it works in a fresh
// clone), then made NOEST's (NOEST-23 "Reference Data"): `get/communes/{id}` rows
// `{nom, wilaya_id, code_postal, is_active}`, and `desks` keyed by station code, the wilaya number and a
// letter ("16A"; the key zero-padded "01A" while its `code` is "1A", as NOEST-23's example shows).
// Which wilayas have desks is the stand-in's choice: one desk ("A") everywhere, a second ("B") in
// Alger and Oran, none in the wilayas a test names as "stopdesk disabled".
import { readFileSync } from 'node:fs';

export type NoestCommune = { nom: string; wilaya_id: number; code_postal: string; is_active: 0 | 1 };
export type NoestDesk = { code: string; name: string; address: string; map: string; phones: Record<string, string>; email: string };

const MIGRATION = new URL('../../../../supabase/migrations/20261122000200_wilayas_communes.sql', import.meta.url);
const ROW = /\('(\d{2})', '((?:[^']|'')*)', '(?:[^']|'')*'(?:, (\d+), (\d+))?\)/g;

let loaded: { wilayas: Map<number, string>; communes: NoestCommune[] } | undefined;

/** The wilayas (code → French name) and communes, read once per process. */
export function noestPlaces() {
  if (loaded) return loaded;
  const sql = readFileSync(MIGRATION, 'utf8');
  const [wilayaPart, communePart] = sql.split(/insert into communes/i);
  const unquote = (s: string) => s.replaceAll("''", "'");
  const wilayas = new Map<number, string>();
  for (const m of wilayaPart!.matchAll(ROW)) wilayas.set(Number(m[1]), unquote(m[2]!));
  const perWilaya = new Map<number, number>();
  const communes: NoestCommune[] = [];
  for (const m of communePart!.matchAll(ROW)) {
    const wilaya = Number(m[1]);
    const n = (perWilaya.get(wilaya) ?? 0) + 1;
    perWilaya.set(wilaya, n);
    communes.push({ nom: unquote(m[2]!), wilaya_id: wilaya, code_postal: `${m[1]}${String(n).padStart(3, '0')}`, is_active: 1 });
  }
  loaded = { wilayas, communes };
  return loaded;
}

/** The commune of that name in that wilaya, whatever its case. */
export function noestCommune(wilaya: number, name: string): NoestCommune | undefined {
  const wanted = name.trim().toLowerCase();
  return noestPlaces().communes.find((c) => c.wilaya_id === wilaya && c.nom.toLowerCase() === wanted);
}

/** `desks`: keyed "16A", each with its code "16A" ("1A" below 10). */
export function noestDesks(withoutDesks: ReadonlySet<number>): Record<string, NoestDesk> {
  const desks: Record<string, NoestDesk> = {};
  for (const [wilaya, name] of noestPlaces().wilayas) {
    if (withoutDesks.has(wilaya)) continue;
    for (const letter of [16, 31].includes(wilaya) ? ['A', 'B'] : ['A']) {
      const key = `${String(wilaya).padStart(2, '0')}${letter}`;
      desks[key] = {
        code: `${wilaya}${letter}`,
        name: letter === 'A' ? name : `${name} ${letter}`,
        address: `Agence NOEST ${name} ${letter}`,
        map: '',
        phones: { '0': '0550000000', '1': '', '2': '', '3': '' },
        email: `${name.toLowerCase().replace(/[^a-z]/g, '')}@noest-dz.test`,
      };
    }
  }
  return desks;
}

/** The wilaya a station code belongs to ("16A" and "016A" → 16), or null when it is no code. */
export function wilayaOfStation(code: string): number | null {
  const m = /^0*(\d{1,2})([A-Z])$/.exec(code.trim().toUpperCase());
  return m ? Number(m[1]) : null;
}
