// The stand-in of ZR Express's new API (tests/carriers/stand-ins/zr-express) checked against what it
// imitates: ZR is outside this machine, and the stand-in follows docs/carrier-apis.md ("ZR Express, new
// API": ZR-SW, ZR's OpenAPI spec, and ZR-AUDIT, CodFlow's audit against the live API). The client's
// contract tests are only as good as it is. Raw HTTP here, no shop code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NO_WILAYA_TERRITORY,
  startZrExpressStandIn,
  type ZrExpressStandIn,
} from '../../../../tests/carriers/stand-ins/zr-express/index.ts';

let now = Date.UTC(2026, 10, 26, 9, 0, 0);
let standIn: ZrExpressStandIn;
beforeAll(async () => {
  standIn = await startZrExpressStandIn({ now: () => now, labelTtlMs: 60_000 });
});
afterAll(() => standIn.close());

const headers = () => ({ 'X-Api-Key': standIn.account.apiKey, 'X-Tenant': standIn.account.tenant, 'content-type': 'application/json' });
const api = async (method: string, path: string, body?: unknown, extra: Record<string, string> = {}) => {
  const res = await fetch(`${standIn.apiUrl}${path}`, {
    method,
    headers: { ...headers(), ...extra },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as any };
};
type Territory = { id: string; code: string; name: string; level: string; parentId: string | null };
const territories = async (body: Record<string, unknown>) =>
  (await api('POST', 'territories/search', { pageNumber: 1, pageSize: 1000, ...body })).body.items as Territory[];

async function parcelBody(overrides: Record<string, unknown> = {}) {
  const [alger] = (await territories({ keyword: 'Alger' })).filter((t) => t.level === 'wilaya');
  const district = (await territories({ keyword: 'Bab Ezzouar' })).find((t) => t.parentId === alger!.id)!;
  const customer = await api('POST', 'customers/individual', { name: 'Amina Benali', phone: { number1: '0555123456' } });
  return {
    customer: { customerId: customer.body.id, name: 'Amina Benali', phone: { number1: '0555123456' } },
    deliveryAddress: { cityTerritoryId: alger!.id, districtTerritoryId: district.id, street: 'Cité 200 logements' },
    deliveryType: 'home',
    orderedProducts: [
      {
        productName: 'Hoodie',
        productSku: 'HD-L',
        unitPrice: 4600,
        quantity: 1,
        length: 0,
        width: 0,
        height: 0,
        weight: 1,
        stockType: 'none',
      },
    ],
    amount: 4600,
    description: 'Hoodie (Noir, L) x1',
    weight: { weight: 1, dimensionalWeight: 0 },
    externalId: `ext-${Math.random().toString(36).slice(2)}`,
    ...overrides,
  };
}

describe('ZR Express stand-in', () => {
  it('X-Api-Key and X-Tenant: a wrong key is 401, a wrong or missing tenant 403; GET /users/profile answers 200', async () => {
    expect((await api('GET', 'users/profile')).status).toBe(200);
    expect((await api('GET', 'users/profile', undefined, { 'X-Api-Key': 'nope' })).status).toBe(401);
    expect((await api('GET', 'users/profile', undefined, { 'X-Tenant': 'another-tenant' })).status).toBe(403);
  });

  it('territories: accent-free names, no wilaya territory for 33, 37, 50, 56, and an accented search finds nothing', async () => {
    const wilayas = await territories({ advancedFilter: { level: 'wilaya' } });
    expect(wilayas).toHaveLength(58 - NO_WILAYA_TERRITORY.length);
    expect(wilayas.map((w) => w.code)).not.toContain('33');
    expect(wilayas.find((w) => w.code === '6')).toMatchObject({ name: 'Bejaia', parentId: null });
    expect(await territories({ keyword: 'Béjaïa' })).toEqual([]);
    const djanet = (await territories({ keyword: 'Djanet' })).filter((t) => t.level === 'commune');
    expect(djanet.length).toBeGreaterThan(0);
    expect(djanet.every((c) => c.parentId === null)).toBe(true);
    expect((await api('POST', 'territories/search', { pageSize: 1001 })).status).toBe(400);
  });

  it('POST /parcels answers 201 {id} without a tracking number; it appears later on GET by id, then GET by tracking works too', async () => {
    const created = await api('POST', 'parcels', await parcelBody());
    expect(created).toEqual({ status: 201, body: { id: expect.stringMatching(/^[0-9a-f-]{36}$/) } });
    const first = await api('GET', `parcels/${created.body.id}`);
    expect(first.body).toMatchObject({ id: created.body.id, trackingNumber: null, state: { name: 'commande_recue' } });
    const second = await api('GET', `parcels/${created.body.id}`);
    expect(second.body.trackingNumber).toMatch(/^16-[0-9A-Z]{10}-ZR$/);
    expect((await api('GET', `parcels/${second.body.trackingNumber}`)).body.id).toBe(created.body.id);
    expect((await api('GET', `parcels/${created.body.id}/state-history`)).status).toBe(200);
    expect((await api('GET', `parcels/${second.body.trackingNumber}/state-history`)).status).toBe(404);
  });

  it('pickup-point without a hub is 400 "HubId is required"; a territory id as hubId is 404 HubErrors.HubNotFound', async () => {
    const noHub = await api('POST', 'parcels', await parcelBody({ deliveryType: 'pickup-point' }));
    expect(noHub.status).toBe(400);
    expect(noHub.body.errors).toContainEqual({ code: 'HubId', description: 'HubId is required' });
    const body = await parcelBody({ deliveryType: 'pickup-point' });
    const territoryAsHub = await api('POST', 'parcels', { ...body, hubId: body.deliveryAddress.districtTerritoryId });
    expect(territoryAsHub.status).toBe(404);
    expect(territoryAsHub.body).toMatchObject({ status: 404, errors: [{ code: 'HubErrors.HubNotFound' }] });
    const hubs = (await api('POST', 'hubs/search', { pageNumber: 1, pageSize: 1000 })).body.items as {
      id: string;
      isPickupPoint: boolean;
    }[];
    expect(hubs.some((h) => !h.isPickupPoint)).toBe(true);
    expect((await api('POST', 'parcels', { ...body, hubId: hubs.find((h) => h.isPickupPoint)!.id })).status).toBe(201);
  });

  it('bulk: 200 all, 207 some, 400 none; several failures for one index; success rows carry the tracking', async () => {
    const good = await parcelBody();
    const bad = await parcelBody({ description: '', customer: { ...good.customer, name: '' } });
    const all = await api('POST', 'parcels/bulk', { parcels: [good, await parcelBody()] });
    expect(all.status).toBe(200);
    expect(all.body.successes[0]).toMatchObject({ index: 0, parcelId: expect.any(String), trackingNumber: expect.stringMatching(/-ZR$/) });
    const some = await api('POST', 'parcels/bulk', { parcels: [await parcelBody(), bad] });
    expect(some.status).toBe(207);
    expect(some.body.failures.map((f: { index: number; errorMessage: string }) => [f.index, f.errorMessage])).toEqual([
      [1, 'Name is required'],
      [1, 'Description is required'],
    ]);
    expect((await api('POST', 'parcels/bulk', { parcels: [bad] })).status).toBe(400);
  });

  it('search by externalId (a keyword that matches as "contains"); delete by tracking numbers, and POST on that path is 405', async () => {
    const body = await parcelBody();
    const { id } = (await api('POST', 'parcels', body)).body;
    const found = await api('POST', 'parcels/search', {
      pageNumber: 1,
      pageSize: 10,
      advancedSearch: { fields: ['externalId'], keyword: body.externalId },
    });
    expect(found.body.items.map((p: { id: string }) => p.id)).toEqual([id]);
    standIn.numberAll();
    const tracking = standIn.parcel(id)!.trackingNumber!;
    const path = 'parcels/bulk/by-tracking-number';
    expect((await api('POST', path, { trackingNumbers: [tracking] })).status).toBe(405);
    const deleted = await api('DELETE', path, { trackingNumbers: [tracking, '16-NOPE000000-ZR'] });
    expect(deleted).toMatchObject({ status: 207, body: { successes: [{ trackingNumber: tracking }] } });
  });

  it('label links expire; a parcel past dispatch cannot be deleted', async () => {
    const { id } = (await api('POST', 'parcels', await parcelBody())).body;
    standIn.numberAll();
    const tracking = standIn.parcel(id)!.trackingNumber!;
    const labels = await api('POST', 'parcels/labels/individual/pdf', { trackingNumbers: [tracking, 'unknown'], format: 'A6' });
    expect(labels.body.failedTrackingNumbers).toEqual(['unknown']);
    const link = labels.body.parcelLabelFiles[0].fileUrl as string;
    const pdf = await fetch(link);
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    now += 61_000;
    expect((await fetch(link)).status).toBe(403);
    standIn.move(id, 'dispatch');
    expect((await api('DELETE', `parcels/${id}`)).status).toBe(400);
  });
});
