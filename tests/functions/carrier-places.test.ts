// The stop-desk centers the owner picks from, through the real places function and database
// (GET /api/admin/carriers/{platform}/places): the order's commune's own first, then nearest first where
// the carrier places its centers, else the wilaya's seat's first, then by name. The Yalidine stand-in
// (tests/carriers/stand-ins/yalidine) stands in for Yalidine's API, which is outside this machine: its
// /centers answer `gps` ("lat,lng") as YAL-DOC's do, placed about where their communes are in Alger and
// empty elsewhere.
import { describe, expect, it } from 'vitest';
import adminCarriers from '../../netlify/functions/admin-carriers.ts';
import { db } from '../../src/server/db/client.ts';
import { startYalidineStandIn } from '../carriers/stand-ins/yalidine/index.ts';
import { call } from './admin-helpers.ts';
import { carrierFunctionTest } from './carrier-helpers.ts';

const sql = db();
const shop = carrierFunctionTest('yalidine', {
  prefix: 'test-carrier-places',
  owner: 'places-owner@test.dz',
  start: () => startYalidineStandIn(),
  baseUrl: (yalidine) => yalidine.apiUrl,
});

const placesOf = (wilaya: number, commune: string) =>
  call(adminCarriers, `/api/admin/carriers/yalidine/places?wilaya=${wilaya}&commune=${encodeURIComponent(commune)}`, { token: shop.admin });
const centerCalls = () => shop.carrier.calls.filter((c) => c.path.startsWith('/v1/centers')).length;

describe("the centers offered for a stop-desk order, Yalidine's", () => {
  it('connects', async () => {
    expect((await shop.connect({ ...shop.carrier.account, fromWilayaCode: '16' })).status).toBe(200);
  });

  it("puts the commune's own center first, then the others by their distance from it", async () => {
    const places = await placesOf(16, 'BAB-EZZOUAR');
    expect(places.status).toBe(200);
    expect(places.body.centersOrder).toBe('distance');
    expect(places.body.suggestedCenterId).toBe('160501');
    const names = places.body.centers.map((c: { name: string }) => c.name);
    // Bab Ezzouar's own, Dar El Beida 3 km away, Bourouba 6 km… Zeralda, 30 km west, last.
    expect(names.slice(0, 3)).toEqual(['Centre de Bab Ezzouar', 'Centre de Dar El Beida', 'Centre de Bourouba']);
    expect(names.at(-1)).toBe('Centre de Zeralda');
    expect(names).toHaveLength(15);
    // The positions order the list; the owner's screen gets names and communes only.
    expect(places.body.centers[0]).toEqual({ id: '160501', name: 'Centre de Bab Ezzouar', communeName: 'Bab Ezzouar' });
  });

  it('orders the same from the kept list, which keeps the positions, without asking Yalidine again', async () => {
    const asked = centerCalls();
    const places = await placesOf(16, 'Zéralda');
    expect(centerCalls()).toBe(asked);
    expect(places.body.centersOrder).toBe('distance');
    const names = places.body.centers.map((c: { name: string }) => c.name);
    expect(names.slice(0, 3)).toEqual(['Centre de Zeralda', 'Centre de Ain Benian', 'Centre de Draria']);
    expect(names.at(-1)).toBe('Centre de Reghaia');
    const [kept] = await sql<{ places: { id: string; position?: unknown }[] }[]>`
      select places from carrier_places where platform = 'yalidine' and wilaya_code = 16 and kind = 'center'`;
    expect(kept!.places.find((c) => c.id === '165701')?.position).toEqual({ lat: 36.711, lng: 2.842 });
  });

  it("a commune without a center of its own has no known position: by name (Alger's seat, Alger Centre, has none)", async () => {
    const places = await placesOf(16, 'Hydra');
    expect(places.body).toMatchObject({ centersOrder: 'name', suggestedCenterId: null });
    const names: string[] = places.body.centers.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr')));
    expect(names[0]).toBe('Centre de Ain Benian');
  });

  it("where Yalidine gives no positions: the commune's own, then the wilaya's seat's, then by name", async () => {
    const inBoufarik = await placesOf(9, 'Boufarik');
    expect(inBoufarik.body.centersOrder).toBe('seat');
    expect(inBoufarik.body.centers.map((c: { id: string }) => c.id)).toEqual([
      '90501', // Blida, the seat
      '90101', // Ain Romana
      '90901', // Bouinan
      '91301', // Djebabra
      '91701', // Larbâa
      '92101', // Oued El Alleug
      '92501', // Soumaa
    ]);
    const inBouinan = await placesOf(9, 'Bouinan');
    expect(inBouinan.body.centers.slice(0, 2).map((c: { id: string }) => c.id)).toEqual(['90901', '90501']);
    expect(inBouinan.body.suggestedCenterId).toBe('90901');
  });
});
