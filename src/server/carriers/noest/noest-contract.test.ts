// The NOEST client against NOEST's public contract, point by point as docs/carrier-apis.md ("NOEST")
// records it from "API Documentation NOEST Public API" v2.3 (NOEST-23): each test names its point and
// fails when the client drifts from it. The stand-in (tests/carriers/stand-ins/noest) stands in for
// NOEST, which is outside this machine, and enforces those points from NOEST-23, not from this client.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oranDraft } from '../../../../tests/carriers/drafts.ts';
import { startNoestStandIn, type NoestStandIn } from '../../../../tests/carriers/stand-ins/noest/index.ts';
import { createPacer } from '../pacer.ts';
import { createNoestClient } from './noest-client.ts';

const TOKEN = 'noest-contract-token-51fe';
const GUID = 'noest-contract-guid-0808';
let noest: NoestStandIn;
const client = () =>
  createNoestClient({ baseUrl: noest.url, token: TOKEN, userGuid: GUID, timeoutMs: 2000, pacer: createPacer({ perMinute: 10_000 }) });

beforeAll(async () => {
  noest = await startNoestStandIn({ token: TOKEN, userGuid: GUID, perMinute: 10_000 });
});
afterAll(() => noest.close());

const raw = async (route: string, body: Record<string, unknown>) => {
  const response = await fetch(new URL(`api/public/${route}`, noest.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
    body: JSON.stringify({ user_guid: GUID, ...body }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('NOEST contract (NOEST-23)', () => {
  it('Authentication: the Bearer token on every call and user_guid on every write; the token never in an address', async () => {
    const from = noest.calls.length;
    const [created] = await client().createParcels([oranDraft('CONTRACT-AUTH-1')]);
    expect(created).toMatchObject({ ok: true });
    await client().statuses([(created as { tracking: string }).tracking]);
    await client().centers(31);
    const calls = noest.calls.slice(from);
    expect(calls.length).toBeGreaterThanOrEqual(4);
    expect(calls.every((c) => c.bearer)).toBe(true);
    expect(calls.filter((c) => /create\/order|valid\/order/.test(c.url)).every((c) => c.guid)).toBe(true);
    expect(calls.every((c) => !c.url.includes(TOKEN) && !c.url.includes(GUID))).toBe(true);
  });

  it('§3 Validate an order: every parcel created is validated (else NOEST never picks it up)', async () => {
    const [created] = await client().createParcels([oranDraft('CONTRACT-VALID-1')]);
    expect(created).toMatchObject({ ok: true });
    expect(noest.parcels().find((p) => p.reference === 'CONTRACT-VALID-1')).toMatchObject({ validated: true });
  });

  it('duplicate_order: a second create with the same reference answers HTTP 200 "Colis déja existant"; the client retries into no second parcel', async () => {
    const order = {
      reference: 'CONTRACT-DUP-1',
      client: 'Karim Haddad',
      phone: '0661234567',
      adresse: 'Cité 500 logements',
      wilaya_id: 31,
      commune: 'Es Senia',
      montant: 2500,
      produit: 'Cap',
      type_id: 1,
      stop_desk: 0,
    };
    expect(await raw('create/order', order)).toMatchObject({ status: 200, body: { success: true } });
    expect(await raw('create/order', order)).toMatchObject({ status: 200, body: { success: false, message: 'Colis déja existant' } });
    // The client sends its reference again after a lost answer: one parcel at NOEST, the one it holds.
    const [first] = await client().createParcels([oranDraft('CONTRACT-DUP-2')]);
    const [again] = await client().createParcels([oranDraft('CONTRACT-DUP-2')]);
    expect(first).toMatchObject({ ok: true });
    expect(noest.parcels().filter((p) => p.reference === 'CONTRACT-DUP-2')).toHaveLength(1);
    expect(again).toEqual({ reference: 'CONTRACT-DUP-2', ok: true, tracking: (first as { tracking: string }).tracking });
  });

  it('reference: at least 5 characters (the client pads a short one rather than be refused)', async () => {
    expect(await raw('create/order', { reference: 'ABCD', client: 'x', phone: '0661234567' })).toMatchObject({ status: 422 });
    const [created] = await client().createParcels([oranDraft('77')]);
    expect(created).toMatchObject({ ok: true });
    expect(noest.parcels().filter((p) => p.reference === '00077')).toHaveLength(1);
  });

  it('List of Offices: desks keyed "01A" with code "1A": the client offers the desk by its code, once; a stop desk is sent with it', async () => {
    const desks = (await (
      await fetch(new URL('api/public/desks', noest.url), { headers: { authorization: `Bearer ${TOKEN}` } })
    ).json()) as Record<string, { code: string }>;
    expect(desks['01A']).toMatchObject({ code: '1A' });
    expect(await client().centers(1)).toEqual([{ id: '1A', name: 'Adrar', wilayaCode: 1 }]);
    const [sent] = await client().createParcels([{ ...oranDraft('CONTRACT-DESK-1'), deliveryType: 'office', stopDeskId: '31B' }]);
    expect(sent).toMatchObject({ ok: true });
    expect(noest.parcels().find((p) => p.reference === 'CONTRACT-DESK-1')!.fields).toMatchObject({ stop_desk: '1', station_code: '31B' });
  });

  it('A token NOEST refuses (401 Unauthenticated) is the client\'s "auth" failure, which the health line words as a refused token', async () => {
    noest.refuseToken(true);
    try {
      await expect(client().statuses(['ECS0000000001'])).rejects.toMatchObject({ name: 'CarrierError', kind: 'auth' });
    } finally {
      noest.refuseToken(false);
    }
  });
});
