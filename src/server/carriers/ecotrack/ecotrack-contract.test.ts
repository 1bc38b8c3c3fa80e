// The Ecotrack contract points that the public material settles and a client could drift from, each
// enforced by the stand-in (tests/carriers/stand-ins/ecotrack) as docs/carrier-apis.md ("Ecotrack
// platform") records it with its source: get/orders/status authenticates only by `api_token` in the
// query (a Bearer token alone answers 401), delete/order answers {success…} on some couriers and the
// legacy {"delete": "success"|"fail"} on others, a courier may answer create/orders with HTTP 500
// (maybe after creating some), and the token, once in a URL, is never in a message or a log line.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startEcotrackStandIn, type EcotrackStandIn } from '../../../../tests/carriers/stand-ins/ecotrack/index.ts';
import { algiersDraft } from '../../../../tests/carriers/drafts.ts';
import { recordPrinted } from '../../../../tests/functions/carrier-helpers.ts';
import { CarrierError } from '../carrier-error.ts';
import { createEcotrackClient } from './ecotrack-client.ts';

const TOKEN = 'eco-contract-token-5Yq2Lp0w';
let courier: EcotrackStandIn;
let legacy: EcotrackStandIn;

const client = (at: EcotrackStandIn = courier, token = TOKEN) => createEcotrackClient({ baseUrl: at.url, token, timeoutMs: 2000 });
const parcelsOf = (at: EcotrackStandIn, reference: string) => at.parcels().filter((p) => p.reference === reference);
const orderFields = {
  nom_client: 'Amina Benali',
  telephone: '0555123456',
  adresse: 'Alger',
  commune: 'Alger Centre',
  code_wilaya: '16',
  montant: '2500',
  type: '1',
};

beforeAll(async () => {
  courier = await startEcotrackStandIn({ token: TOKEN, courierCode: 'CTRC', perMinute: 10_000 });
  legacy = await startEcotrackStandIn({ token: TOKEN, courierCode: 'LEGC', perMinute: 10_000, deleteAnswer: 'legacy' });
});
afterEach(() => courier.setBulkCreate('works'));
afterAll(async () => {
  await courier.close();
  await legacy.close();
});

describe('get/orders/status', () => {
  it('refuses a Bearer token alone (401) and answers api_token in the query: what the stand-in enforces', async () => {
    const { tracking } = courier.addParcel({ reference: 'S-0', ...orderFields });
    const route = `${courier.url}api/v1/get/orders/status?trackings=${tracking}&status=all`;
    const bearerOnly = await fetch(route, { headers: { authorization: `Bearer ${TOKEN}`, accept: 'application/json' } });
    expect(bearerOnly.status).toBe(401);
    const inQuery = await fetch(`${route}&api_token=${TOKEN}`, { headers: { accept: 'application/json' } });
    expect(inQuery.status).toBe(200);
    expect(((await inQuery.json()) as { data: Record<string, unknown> }).data).toHaveProperty(tracking);
  });

  it('brings a delivered parcel home: the client sends api_token there, and the Bearer header too', async () => {
    const [created] = await client().createParcels([algiersDraft({ reference: 'S-1' })]);
    if (!created?.ok) throw new Error(JSON.stringify(created));
    courier.moveParcel(created.tracking, 'livre_non_encaisse');
    const before = courier.calls.length;
    expect(await client().statuses([created.tracking])).toEqual([
      expect.objectContaining({ tracking: created.tracking, outcome: 'delivered', carrierStatus: 'livre_non_encaisse' }),
    ]);
    expect(courier.calls.slice(before)).toEqual([expect.objectContaining({ bearer: true, status: 200 })]);
  });
});

describe('delete/order', () => {
  it('cancels on a courier that answers the legacy {"delete":"success"}', async () => {
    const { tracking } = legacy.addParcel({ reference: 'D-1', ...orderFields });
    expect(await client(legacy).cancelParcel(tracking)).toEqual({ ok: true });
    expect(legacy.parcel(tracking)).toBeUndefined();
  });

  it('says why a legacy {"delete":"fail"} failed: the parcel was validated, with the courier’s status', async () => {
    const [created] = await client(legacy).createParcels([algiersDraft({ reference: 'D-2' })]);
    if (!created?.ok) throw new Error(JSON.stringify(created));
    const refused = await client(legacy).cancelParcel(created.tracking);
    expect(refused).toMatchObject({ ok: false, reason: { code: 'cancel_too_late', detail: 'en_ramassage' } });
    expect(legacy.parcel(created.tracking)).toBeDefined();
  });

  it('cancels on a courier that answers ECO-PM’s {success, message}', async () => {
    const { tracking } = courier.addParcel({ reference: 'D-3', ...orderFields });
    expect(await client().cancelParcel(tracking)).toEqual({ ok: true });
    expect(courier.parcel(tracking)).toBeUndefined();
  });
});

describe('a courier whose create/orders answers HTTP 500', () => {
  for (const mode of ['fails', 'fails-after-creating'] as const)
    it(`creates each order once, one by one (${mode})`, async () => {
      courier.setBulkCreate(mode);
      const drafts = [1, 2, 3, 4].map((n) => algiersDraft({ reference: `B-${mode}-${n}` }));
      const results = await client().createParcels(drafts);
      expect(results.map((r) => r.ok)).toEqual([true, true, true, true]);
      for (const [i, d] of drafts.entries()) {
        const atCourier = parcelsOf(courier, d.reference);
        expect(atCourier, d.reference).toHaveLength(1);
        expect(atCourier[0]).toMatchObject({ validated: true, tracking: results[i]!.ok ? results[i]!.tracking : '' });
      }
    });
});

describe('the token in a URL', () => {
  it('is in no message, reason or log line, whatever the call meets (401, 500, no answer)', async () => {
    const printed = recordPrinted();
    const texts: string[] = [];
    const keep = async (run: () => Promise<unknown>) => {
      try {
        texts.push(JSON.stringify(await run()));
      } catch (error) {
        texts.push(String(error), JSON.stringify(error), (error as Error).stack ?? '');
        if (error instanceof CarrierError) texts.push(JSON.stringify(error.reason));
      }
    };
    const { tracking } = courier.addParcel({ reference: 'T-1', ...orderFields });
    courier.failNext(500, 'get/orders/status');
    await keep(() => client().statuses([tracking]));
    await keep(() => client(courier, 'a-wrong-token-3Ku9').statuses([tracking]));
    const nowhere = createEcotrackClient({ baseUrl: 'http://127.0.0.1:9/', token: TOKEN, timeoutMs: 500 });
    await keep(() => nowhere.statuses([tracking]));
    expect(texts.filter((t) => t.includes('get/orders/status'))).not.toEqual([]);
    for (const text of [...texts, ...printed]) {
      expect(text).not.toContain(TOKEN);
      expect(text).not.toContain('a-wrong-token-3Ku9');
      expect(text).not.toContain('api_token');
    }
  });
});
