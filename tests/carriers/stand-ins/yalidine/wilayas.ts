// Yalidine's own list of wilayas, as its GET /v1/wilayas/ answers it: {id, name, zone, is_deliverable}.
// YAL-DOC shows three rows only (4 "Oum El Bouaghi", 5 "Batna", 6 "Béjaïa", zone 2, is_deliverable 1);
// the 58 below are the dump of that list two public projects keep, which agree row for row:
// Jervi-sir/yalidine-delivery-laravel `database/seeders/WilayaSeeder.php` and a TypeScript copy "matching
// yalidine_provinces_global" (public code index, file id 28551967562). docs/carrier-apis.md ("Yalidine
// platform", Lists) records them. Two names differ from the official French names the shop keeps
// (supabase/migrations/20261122000200_wilayas_communes.sql): 34 "Bordj Bou Arreridj" (no accent) and
// 58 "El Menia" (one a). Yalidine's create refuses any other spelling, so the stand-in does too.
export type YalidineWilaya = { id: number; name: string; zone: number; is_deliverable: number };

const ROWS: readonly [number, string, number, 0 | 1][] = [
  [1, 'Adrar', 4, 1],
  [2, 'Chlef', 2, 1],
  [3, 'Laghouat', 3, 1],
  [4, 'Oum El Bouaghi', 2, 1],
  [5, 'Batna', 2, 1],
  [6, 'Béjaïa', 2, 1],
  [7, 'Biskra', 3, 1],
  [8, 'Béchar', 4, 1],
  [9, 'Blida', 1, 1],
  [10, 'Bouira', 2, 1],
  [11, 'Tamanrasset', 4, 1],
  [12, 'Tébessa', 3, 1],
  [13, 'Tlemcen', 2, 1],
  [14, 'Tiaret', 2, 1],
  [15, 'Tizi Ouzou', 2, 1],
  [16, 'Alger', 1, 1],
  [17, 'Djelfa', 3, 1],
  [18, 'Jijel', 2, 1],
  [19, 'Sétif', 2, 1],
  [20, 'Saïda', 2, 1],
  [21, 'Skikda', 2, 1],
  [22, 'Sidi Bel Abbès', 2, 1],
  [23, 'Annaba', 2, 1],
  [24, 'Guelma', 2, 1],
  [25, 'Constantine', 2, 1],
  [26, 'Médéa', 2, 1],
  [27, 'Mostaganem', 2, 1],
  [28, "M'Sila", 2, 1],
  [29, 'Mascara', 2, 1],
  [30, 'Ouargla', 3, 1],
  [31, 'Oran', 2, 1],
  [32, 'El Bayadh', 4, 1],
  [33, 'Illizi', 4, 1],
  [34, 'Bordj Bou Arreridj', 2, 1],
  [35, 'Boumerdès', 1, 1],
  [36, 'El Tarf', 2, 1],
  [37, 'Tindouf', 4, 1],
  [38, 'Tissemsilt', 2, 1],
  [39, 'El Oued', 3, 1],
  [40, 'Khenchela', 2, 1],
  [41, 'Souk Ahras', 2, 1],
  [42, 'Tipaza', 2, 1],
  [43, 'Mila', 2, 1],
  [44, 'Aïn Defla', 2, 1],
  [45, 'Naâma', 4, 1],
  [46, 'Aïn Témouchent', 2, 1],
  [47, 'Ghardaïa', 3, 1],
  [48, 'Relizane', 2, 1],
  [49, 'Timimoun', 4, 1],
  [50, 'Bordj Badji Mokhtar', 4, 0],
  [51, 'Ouled Djellal', 4, 1],
  [52, 'Béni Abbès', 4, 1],
  [53, 'In Salah', 4, 1],
  [54, 'In Guezzam', 4, 0],
  [55, 'Touggourt', 4, 1],
  [56, 'Djanet', 4, 1],
  [57, "El M'Ghair", 4, 1],
  [58, 'El Menia', 4, 1],
];

export const YALIDINE_WILAYAS: readonly YalidineWilaya[] = ROWS.map(([id, name, zone, is_deliverable]) => ({
  id,
  name,
  zone,
  is_deliverable,
}));

/** The wilayas whose Yalidine name is not the official French name the shop keeps. */
export const SPELLED_BY_YALIDINE = { 34: 'Bordj Bou Arreridj', 58: 'El Menia' } as const;
