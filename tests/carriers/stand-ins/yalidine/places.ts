// Yalidine's own lists, as the stand-in serves them: the 58 wilayas as Yalidine names them (wilayas.ts:
// "Bordj Bou Arreridj", "El Menia", unlike the official names) and the 1,541 communes of the shop's
// reference data (read from the migration that seeds them), then made Yalidine's: commune ids are the wilaya code followed by two digits (1630 in
// Alger, as YAL-DOC's examples), centre ids the commune id followed by "01" (163001), a few communes
// spelled unlike the official list (DZS: "the most common creation error"), and the homonyms the
// data already has (Mohammadia is a commune of Alger and of Mascara).
import { readFileSync } from 'node:fs';
import { applyFilters, error, json, page, type Answer } from './http.ts';
import { YALIDINE_WILAYAS } from './wilayas.ts';

export type StandInWilaya = { id: number; name: string; zone: number; is_deliverable: number };
export type StandInCommune = {
  id: number;
  name: string;
  wilaya_id: number;
  wilaya_name: string;
  has_stop_desk: number;
  is_deliverable: number;
  delivery_time_parcel: number;
  delivery_time_payment: number;
};
export type StandInCenter = {
  center_id: number;
  name: string;
  address: string;
  gps: string;
  commune_id: number;
  commune_name: string;
  wilaya_id: number;
  wilaya_name: string;
};

/** Communes Yalidine spells its own way: the shop's official name would be refused on create. */
export const SPELLED_UNLIKE_OFFICIAL = [{ wilayaId: 16, official: 'Bachedjerah', yalidine: 'Bachdjerrah' }] as const;
/** A commune name of two wilayas: a name alone does not say which. */
export const HOMONYM = { name: 'Mohammadia', wilayaIds: [16, 29] } as const;
/**
 * Where the stand-in's centers of Alger are (`gps`, "lat,lng"): about where their communes are, to two
 * or three decimals. Elsewhere the stand-in knows no position and answers an empty `gps`, as a center
 * Yalidine has not placed would be (the stand-in's choice; YAL-DOC shows only placed centers).
 */
export const ALGER_CENTER_GPS: Readonly<Record<string, string>> = {
  'Ain Benian': '36.8028,2.9219',
  'Bab Ezzouar': '36.7261,3.1828',
  'Ben Aknoun': '36.7570,3.0150',
  Birkhadem: '36.7150,3.0500',
  Bourouba: '36.7190,3.1150',
  'Dar El Beida': '36.7139,3.2125',
  Draria: '36.7167,2.9833',
  'El Madania': '36.7450,3.0700',
  Hammamet: '36.8150,2.9750',
  Khraissia: '36.6720,2.9960',
  'Mohamed Belouzdad': '36.7530,3.0720',
  'Ouled Chebel': '36.5990,3.0130',
  Reghaia: '36.7350,3.3400',
  'Sidi Moussa': '36.6060,3.0890',
  Zeralda: '36.7110,2.8420',
};
/** A commune Yalidine does not deliver (is_deliverable 0). */
export const NOT_DELIVERABLE = { wilayaId: 11, name: 'Tazrouk' } as const;

const MIGRATION = new URL('../../../../supabase/migrations/20261122000200_wilayas_communes.sql', import.meta.url);
const ROW = /\('(\d{2})', '((?:[^']|'')*)', '(?:[^']|'')*'(?:, (\d+), (\d+))?\)/g;

export type Places = {
  wilayas: StandInWilaya[];
  communes: StandInCommune[];
  centers: StandInCenter[];
  /** Delivery prices of the shop's defaults, per wilaya id: what /fees answers. */
  prices: Map<number, { home: number; desk: number }>;
};

export function loadPlaces(): Places {
  const sql = readFileSync(MIGRATION, 'utf8');
  const [wilayaPart, communePart] = sql.split(/insert into communes/i);
  const unquote = (s: string) => s.replaceAll("''", "'");
  const wilayas: StandInWilaya[] = [];
  const prices = new Map<number, { home: number; desk: number }>();
  for (const m of wilayaPart!.matchAll(ROW)) {
    const id = Number(m[1]);
    // Yalidine's own name, zone and deliverability (wilayas.ts): its create takes no other spelling.
    const own = YALIDINE_WILAYAS.find((w) => w.id === id);
    if (!own) throw new Error(`stand-in: no Yalidine wilaya ${id}`);
    wilayas.push({ ...own });
    prices.set(id, { home: Number(m[4]), desk: Number(m[5]) });
  }
  const wilayaName = new Map(wilayas.map((w) => [w.id, w.name]));
  const communes: StandInCommune[] = [];
  const perWilaya = new Map<number, number>();
  for (const m of communePart!.matchAll(ROW)) {
    const wilayaId = Number(m[1]);
    const n = (perWilaya.get(wilayaId) ?? 0) + 1;
    perWilaya.set(wilayaId, n);
    const official = unquote(m[2]!);
    const spelled = SPELLED_UNLIKE_OFFICIAL.find((s) => s.wilayaId === wilayaId && s.official === official);
    const name = spelled ? spelled.yalidine : official;
    const deliverable = !(wilayaId === NOT_DELIVERABLE.wilayaId && name === NOT_DELIVERABLE.name);
    communes.push({
      id: wilayaId * 100 + n,
      name,
      wilaya_id: wilayaId,
      wilaya_name: wilayaName.get(wilayaId)!,
      // A desk in every fourth commune, and in every wilaya's first (the rule is the stand-in's).
      has_stop_desk: deliverable && n % 4 === 1 ? 1 : 0,
      is_deliverable: deliverable ? 1 : 0,
      delivery_time_parcel: wilayaId === 16 ? 1 : 3,
      delivery_time_payment: 7,
    });
  }
  const centers: StandInCenter[] = communes
    .filter((c) => c.has_stop_desk)
    .map((c) => ({
      center_id: c.id * 100 + 1,
      name: `Centre de ${c.name}`,
      address: `Rue principale, ${c.name}`,
      gps: (c.wilaya_id === 16 && ALGER_CENTER_GPS[c.name]) || '',
      commune_id: c.id,
      commune_name: c.name,
      wilaya_id: c.wilaya_id,
      wilaya_name: c.wilaya_name,
    }));
  return { wilayas, communes, centers, prices };
}

/** GET /v1/wilayas|communes|centers|fees. */
export function placesRoute(places: Places, resource: string, url: URL): Answer | null {
  const q = url.searchParams;
  switch (resource) {
    case 'wilayas':
      return page(applyFilters(places.wilayas, q, ['id', 'name', 'zone', 'is_deliverable']), url);
    case 'communes':
      return page(applyFilters(places.communes, q, ['id', 'name', 'wilaya_id', 'has_stop_desk', 'is_deliverable']), url);
    case 'centers':
      return page(applyFilters(places.centers, q, ['center_id', 'commune_id', 'wilaya_id']), url);
    case 'fees':
      return fees(places, q);
    default:
      return null;
  }
}

/** GET /v1/fees/?from_wilaya_id=&to_wilaya_id= (field names from FEEEF; the figures are the shop's defaults). */
function fees(places: Places, q: URLSearchParams): Answer {
  const from = places.wilayas.find((w) => w.id === Number(q.get('from_wilaya_id')));
  const to = places.wilayas.find((w) => w.id === Number(q.get('to_wilaya_id')));
  if (!from || !to) return error(400, 'from_wilaya_id and to_wilaya_id must be wilaya ids');
  const price = places.prices.get(to.id)!;
  const perCommune: Record<string, unknown> = {};
  for (const c of places.communes.filter((c) => c.wilaya_id === to.id && c.is_deliverable)) {
    perCommune[c.id] = {
      commune_id: c.id,
      commune_name: c.name,
      express_home: price.home,
      express_desk: c.has_stop_desk ? price.desk : null,
      economic_home: null,
      economic_desk: null,
    };
  }
  return json(200, {
    from_wilaya_name: from.name,
    to_wilaya_name: to.name,
    zone: to.zone,
    retour_fee: 250,
    cod_percentage: 1,
    insurance_percentage: 1,
    oversize_fee: 100,
    per_commune: perCommune,
  });
}
