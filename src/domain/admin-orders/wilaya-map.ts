// The dashboard's map of refusals by wilaya. The outlines drawn are the 48 wilayas of 1984 (what the
// openly licensed boundary data has, docs/admin.md); the shop ships and counts on the 58, and the 69 of
// 2026 split some of them again. So each drawn wilaya carries its own parcels and those of the wilayas
// carved out of it since: the ten of Law 19-12 (2019, codes 49-58, each inside the 1984 wilaya it was
// taken from) and the eleven of Law 26-06 (2026, codes 59-69, inside their parent of the 58). The map
// colours the whole drawn area; tapping it lists the new wilayas inside with their own figures.
// The refusal rate is the share returned of the parcels whose outcome is known (delivered or
// returned) in the 30 days, as the rate tables count it (delivery-rates.ts): a parcel on its way is
// no refusal yet.
import { MIN_FINISHED_TO_JUDGE } from './delivery-rates.ts';
import { ratio } from './ratio.ts';

/**
 * The 1984 wilaya each of the ten 2019 wilayas was carved from (Law 19-12 of 11 December 2019, which
 * made the delegated wilayas of the Great South full wilayas within their former parents' land).
 */
export const PARENT_1984: Readonly<Record<string, string>> = {
  '49': '01', // Timimoun ← Adrar
  '50': '01', // Bordj Badji Mokhtar ← Adrar
  '51': '07', // Ouled Djellal ← Biskra
  '52': '08', // Béni Abbès ← Béchar
  '53': '11', // In Salah ← Tamanrasset
  '54': '11', // In Guezzam ← Tamanrasset
  '55': '30', // Touggourt ← Ouargla
  '56': '33', // Djanet ← Illizi
  '57': '39', // El M'Ghair ← El Oued
  '58': '47', // El Meniaa ← Ghardaïa
};

/** The drawn (1984) wilaya a wilaya of the 58 lies in. */
export const drawnWilayaOf = (code: string): string => PARENT_1984[code] ?? code;

/** Finished parcels of one wilaya of the 58, split by its wilaya of 2026 (the same code for most). */
export type WilayaRefusalCounts = {
  wilayaCode: string;
  nameFr: string;
  nameAr: string;
  wilaya2026Code: string;
  name2026Fr: string;
  name2026Ar: string;
  delivered: number;
  returned: number;
};

export type RefusalFigures = {
  code: string;
  nameFr: string;
  nameAr: string;
  delivered: number;
  returned: number;
  /** returned / (delivered + returned); null with none finished. */
  refusalRate: number | null;
  enoughToJudge: boolean;
};

export type MapArea = RefusalFigures & {
  /** The wilayas of 2019 and 2026 inside this drawn one that had parcels, by code. */
  inside: (RefusalFigures & { since: 2019 | 2026 })[];
};

function figuresOf(code: string, nameFr: string, nameAr: string, delivered: number, returned: number): RefusalFigures {
  return {
    code,
    nameFr,
    nameAr,
    delivered,
    returned,
    refusalRate: ratio(returned, delivered + returned),
    enoughToJudge: delivered + returned >= MIN_FINISHED_TO_JUDGE,
  };
}

/**
 * One area per drawn wilaya that had finished parcels, by code: its own and its new wilayas' parcels
 * summed, and each new wilaya inside with its own figures. `names` gives the drawn wilayas' names
 * (a drawn wilaya whose parcels all came from a new wilaya inside it still needs its own).
 */
export function mapAreas(rows: readonly WilayaRefusalCounts[], names: (code: string) => { nameFr: string; nameAr: string }): MapArea[] {
  const areas = new Map<string, { delivered: number; returned: number; inside: Map<string, RefusalFigures & { since: 2019 | 2026 }> }>();
  const addInside = (area: string, code: string, nameFr: string, nameAr: string, since: 2019 | 2026, r: WilayaRefusalCounts) => {
    const inside = areas.get(area)!.inside;
    const had = inside.get(code);
    inside.set(code, {
      ...figuresOf(code, nameFr, nameAr, (had?.delivered ?? 0) + r.delivered, (had?.returned ?? 0) + r.returned),
      since,
    });
  };
  for (const r of rows) {
    const area = drawnWilayaOf(r.wilayaCode);
    if (!areas.has(area)) areas.set(area, { delivered: 0, returned: 0, inside: new Map() });
    const sum = areas.get(area)!;
    sum.delivered += r.delivered;
    sum.returned += r.returned;
    if (area !== r.wilayaCode) addInside(area, r.wilayaCode, r.nameFr, r.nameAr, 2019, r);
    if (r.wilaya2026Code !== r.wilayaCode) addInside(area, r.wilaya2026Code, r.name2026Fr, r.name2026Ar, 2026, r);
  }
  return [...areas.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([code, sum]) => {
      const { nameFr, nameAr } = names(code);
      return {
        ...figuresOf(code, nameFr, nameAr, sum.delivered, sum.returned),
        inside: [...sum.inside.values()].sort((a, b) => (a.code < b.code ? -1 : 1)),
      };
    });
}

/** The map's colour steps by refusal rate: under 10 %, 10-20 %, 20-30 %, 30-40 %, 40 % and more. */
export const REFUSAL_STEPS = [0.1, 0.2, 0.3, 0.4] as const;

/** Which colour step a figure falls in (0 lightest … 4), 'few' with too few to judge, 'none' with no parcel. */
export function refusalStep(f: Pick<RefusalFigures, 'refusalRate' | 'enoughToJudge'> | undefined): number | 'few' | 'none' {
  if (!f || f.refusalRate === null) return 'none';
  if (!f.enoughToJudge) return 'few';
  const step = REFUSAL_STEPS.findIndex((limit) => f.refusalRate! < limit);
  return step === -1 ? REFUSAL_STEPS.length : step;
}
