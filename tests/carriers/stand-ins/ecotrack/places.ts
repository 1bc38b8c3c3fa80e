// The stand-in courier's wilayas and communes, from the shop's reference data (/work/shared/data:
// the 58 wilayas and their 1,541 communes). Ecotrack's `get/communes` gives each commune a
// `code_postal` and `has_stop_desk` (ECO-PM "Configuration"); the data has neither, so the stand-in
// makes them up: the commune named like its wilaya (its seat: "Alger Centre" in Alger) has a desk,
// others do not.
import { readFileSync } from 'node:fs';
import { readCsvRows } from '../../../../src/server/csv/spreadsheet-csv.ts';

const DATA = '/work/shared/data';

export type StandInWilaya = { wilaya_id: number; wilaya_name: string };
export type StandInCommune = { nom: string; wilaya_id: number; code_postal: string; has_stop_desk: 0 | 1 };

const rowsOf = (file: string) => {
  const [header, ...rows] = readCsvRows(readFileSync(`${DATA}/${file}`, 'utf8')).filter((row) => row.length > 1);
  const at = (name: string) => header!.indexOf(name);
  return { rows, at };
};

const plain = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
const isSeat = (commune: string, wilaya: string) => plain(commune) === plain(wilaya) || plain(commune) === `${plain(wilaya)} centre`;

let loaded: { wilayas: StandInWilaya[]; communes: StandInCommune[] } | undefined;

/** Every wilaya (1-58) and commune, read once per process. */
export function allPlaces(): { wilayas: StandInWilaya[]; communes: StandInCommune[] } {
  if (loaded) return loaded;
  const w = rowsOf('wilayas_58.csv');
  const wilayas = w.rows.map((row) => ({ wilaya_id: Number(row[w.at('code')]), wilaya_name: row[w.at('name_fr')]! }));
  const c = rowsOf('communes.csv');
  const seen = new Map<number, number>();
  const communes = c.rows.map((row): StandInCommune => {
    const wilaya = Number(row[c.at('wilaya_code')]);
    const index = (seen.get(wilaya) ?? 0) + 1;
    seen.set(wilaya, index);
    const nom = row[c.at('commune_name')]!;
    return {
      nom,
      wilaya_id: wilaya,
      code_postal: `${wilaya}${String(index).padStart(2, '0')}`,
      has_stop_desk: isSeat(nom, row[c.at('wilaya_name')]!) ? 1 : 0,
    };
  });
  loaded = { wilayas, communes };
  return loaded;
}

/** The commune of that name in that wilaya, as Ecotrack matches it (the name, whatever its case). */
export function communeIn(wilaya: number, name: string): StandInCommune | undefined {
  const wanted = name.trim().toLowerCase();
  return allPlaces().communes.find((commune) => commune.wilaya_id === wilaya && commune.nom.toLowerCase() === wanted);
}
