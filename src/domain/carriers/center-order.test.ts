import { describe, expect, it } from 'vitest';
import { haversineKm, orderCenters, parseGps, seatNames } from './center-order.ts';
import type { CarrierPlace } from './place-match.ts';

// Yalidine-like centers of Alger, each in its commune and at roughly that commune's place.
const center = (id: string, commune: string, gps?: string): CarrierPlace => {
  const position = parseGps(gps);
  return { id, name: `Centre de ${commune}`, wilayaCode: 16, communeName: commune, ...(position ? { position } : {}) };
};
const alger = [
  center('162901', 'Zeralda', '36.7110,2.8420'),
  center('160101', 'Aïn Bénian', '36.8028,2.9219'),
  center('160501', 'Bab Ezzouar', '36.7261,3.1828'),
  center('161701', 'Bourouba', '36.7190,3.1150'),
  center('162101', 'Dar El Beida', '36.7139,3.2125'),
  center('164901', 'Reghaia', '36.7350,3.3400'),
  center('162501', 'Draria', '36.7167,2.9833'),
];
const ids = (list: readonly CarrierPlace[]) => list.map((c) => c.id);

describe("a center's position", () => {
  it('reads Yalidine\'s "lat,lng", spaces allowed', () => {
    expect(parseGps('36.7261,3.1828')).toEqual({ lat: 36.7261, lng: 3.1828 });
    expect(parseGps(' 35.6969 , -0.6331 ')).toEqual({ lat: 35.6969, lng: -0.6331 });
  });

  it('is no position when empty, malformed, swapped or outside Algeria', () => {
    for (const text of ['', '36.7', '36.7;3.05', 'abc,def', '3.1828,36.7261', '0,0', '48.85,2.35', null, undefined, 36.7])
      expect(parseGps(text)).toBeUndefined();
  });

  it('gives distances as the crow flies', () => {
    // Alger Centre to Oran: about 352 km (the road is longer); one degree of latitude is 111.2 km.
    expect(haversineKm({ lat: 36.7731, lng: 3.0588 }, { lat: 35.6969, lng: -0.6331 })).toBeCloseTo(352, 0);
    expect(haversineKm({ lat: 36, lng: 3 }, { lat: 37, lng: 3 })).toBeCloseTo(111.19, 1);
    expect(haversineKm({ lat: 36.7261, lng: 3.1828 }, { lat: 36.7261, lng: 3.1828 })).toBe(0);
  });
});

describe("the wilaya's seat", () => {
  it('is the commune named as its wilaya, or as the reference data names it', () => {
    expect(seatNames(9, 'Blida')).toEqual(['Blida']);
    expect(seatNames(16, 'Alger')).toEqual(['Alger', 'Alger Centre']);
    expect(seatNames(34, 'Bordj Bou Arréridj')).toContain('B. B. Arreridj');
    expect(seatNames(53, 'In Salah')).toContain('Ain Salah');
    expect(seatNames(57, "El M'Ghair")).toContain("El-M'ghaier");
  });
});

describe('the centers offered for an order', () => {
  it("puts the commune's own center first, then the others nearest first", () => {
    const { centers, by } = orderCenters(alger, { communeNames: ['Bab Ezzouar'], seatNames: seatNames(16, 'Alger') });
    expect(by).toBe('distance');
    // Dar El Beida 3 km, Bourouba 6, Reghaia 14, Draria 18, Aïn Bénian 25, Zeralda 30.
    expect(ids(centers)).toEqual(['160501', '162101', '161701', '164901', '162501', '160101', '162901']);
  });

  it("matches the commune folded, in the shop's or the carrier's spelling", () => {
    const { centers } = orderCenters(alger, { communeNames: ['AIN-BENIAN', undefined], seatNames: [] });
    expect(ids(centers).slice(0, 3)).toEqual(['160101', '162501', '162901']); // then Draria 11 km, Zeralda 12
    expect(ids(orderCenters(alger, { communeNames: ['Ain Benyan', 'Aïn Bénian'], seatNames: [] }).centers)[0]).toBe('160101');
  });

  it('puts centers without a position after those with one, by name', () => {
    const unplaced = { id: '163301', name: 'Centre de Hammamet', wilayaCode: 16, communeName: 'Hammamet' };
    const { centers } = orderCenters([unplaced, ...alger], { communeNames: ['Reghaia'], seatNames: [] });
    expect(ids(centers).slice(0, 2)).toEqual(['164901', '162101']);
    expect(centers.at(-1)!.id).toBe('163301');
  });

  it("measures from between a commune's two centers", () => {
    const twice = [...alger, { ...center('160502', 'Bab Ezzouar', '36.7230,3.1400'), name: 'Centre de Bab Ezzouar (Smail Yefsah)' }];
    const { centers } = orderCenters(twice, { communeNames: ['Bab Ezzouar'], seatNames: [] });
    expect(ids(centers).slice(0, 4)).toEqual(['160501', '160502', '161701', '162101']); // Bourouba is now the nearer
  });

  it("without the commune's position: the seat's centers first, then by name (Ecotrack: a desk per commune, no positions)", () => {
    const blida = ['Ouled Yaich', 'Blida', 'Boufarik', 'Larbaâ', 'Bouinan'].map((n) => ({ id: n, name: n, wilayaCode: 9, communeName: n }));
    const inBoufarik = orderCenters(blida, { communeNames: ['Boufarik'], seatNames: seatNames(9, 'Blida') });
    expect(inBoufarik).toEqual({ centers: expect.any(Array), by: 'seat' });
    expect(ids(inBoufarik.centers)).toEqual(['Boufarik', 'Blida', 'Bouinan', 'Larbaâ', 'Ouled Yaich']);
    const inChiffa = orderCenters(blida, { communeNames: ['Chiffa'], seatNames: seatNames(9, 'Blida') });
    expect(ids(inChiffa.centers)).toEqual(['Blida', 'Boufarik', 'Bouinan', 'Larbaâ', 'Ouled Yaich']);
  });

  it("a commune without a center of its own has no position: Alger's seat (Alger Centre) then by name", () => {
    const withSeat = [...alger, center('163001', 'Alger Centre', '36.7731,3.0588')];
    const { centers, by } = orderCenters(withSeat, { communeNames: ['Hydra'], seatNames: seatNames(16, 'Alger') });
    expect(by).toBe('seat');
    expect(centers.map((c) => c.name)).toEqual([
      'Centre de Alger Centre',
      'Centre de Aïn Bénian',
      'Centre de Bab Ezzouar',
      'Centre de Bourouba',
      'Centre de Dar El Beida',
      'Centre de Draria',
      'Centre de Reghaia',
      'Centre de Zeralda',
    ]);
  });

  it('NOEST desks name no commune: by name (16A before 16B)', () => {
    const desks = [
      { id: '16B', name: 'Alger Est', wilayaCode: 16 },
      { id: '16A', name: 'Alger Centre', wilayaCode: 16 },
    ];
    expect(orderCenters(desks, { communeNames: ['Alger Centre'], seatNames: seatNames(16, 'Alger') })).toEqual({
      centers: [desks[1], desks[0]],
      by: 'name',
    });
    expect(orderCenters([], { communeNames: [], seatNames: [] })).toEqual({ centers: [], by: 'name' });
  });
});
