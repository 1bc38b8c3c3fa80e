// Creating parcels at NOEST, over real HTTP to a stand-in (tests/carriers/stand-ins/noest) that stands in
// for NOEST's public API, which is outside this machine. The stand-in behaves as "API Documentation
// NOEST Public API" v2.3 (NOEST-23) documents it: create/order's rules and its 422 bags, the 200
// "Colis déja existant" for a reference it holds, the station code checked against the wilaya (200),
// create/orders' `passed`/`failed` keyed by index, and valid/order without which NOEST never collects
// the parcel; as docs/carrier-apis.md ("NOEST") records, with the stand-in's own choices said there.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNoestStandIn, type NoestStandIn } from '../../../../tests/carriers/stand-ins/noest/index.ts';
import { algiersDraft, messageOf } from '../../../../tests/carriers/drafts.ts';
import type { ParcelDraft } from '../carrier-client.ts';
import { createPacer } from '../pacer.ts';
import { createNoestClient } from './noest-client.ts';

const TOKEN = 'noest-token-for-the-test-4c3b2a';
const GUID = 'abc123-def456-ghi789';
let noest: NoestStandIn;

const draft = (over: Partial<ParcelDraft> = {}) => algiersDraft({ address: 'Rue des Martyrs', ...over });

const parcelsOf = (reference: string) => noest.parcels().filter((p) => p.reference === reference);
const client = (over: { token?: string; userGuid?: string; timeoutMs?: number } = {}) =>
  createNoestClient({
    baseUrl: noest.url,
    token: TOKEN,
    userGuid: GUID,
    timeoutMs: 2000,
    pacer: createPacer({ perMinute: 10_000 }),
    ...over,
  });

beforeAll(async () => {
  noest = await startNoestStandIn({ token: TOKEN, userGuid: GUID, maxAmount: 100_000, withoutDesks: [33], perMinute: 10_000 });
});
afterAll(() => noest.close());

describe('createParcels at NOEST', () => {
  it('creates the parcel with the partner GUID, then validates it so NOEST collects it', async () => {
    const [result] = await client().createParcels([draft({ reference: 'C-1001' })]);
    expect(result).toEqual({ reference: 'C-1001', ok: true, tracking: expect.stringMatching(/^ECS\d{10}$/) });
    const [parcel] = parcelsOf('C-1001');
    expect(parcel).toMatchObject({ validated: true });
    expect(parcel!.fields).toMatchObject({
      user_guid: GUID,
      client: 'Amina Benali',
      phone: '0555123456',
      commune: 'Bab Ezzouar',
      wilaya_id: '16',
      montant: '4900',
      produit: 'Hoodie (Noir, L) x1',
      type_id: '1',
      stop_desk: '0',
      remarque: 'Appeler avant',
    });
    expect(noest.calls.slice(-2).map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /api/public/create/order',
      'POST /api/public/valid/order',
    ]);
  });

  it('pads a reference shorter than NOEST’s 5 characters, the same way every time', async () => {
    const [result] = await client().createParcels([draft({ reference: '42' })]);
    expect(result).toMatchObject({ reference: '42', ok: true });
    expect(parcelsOf('00042')).toHaveLength(1);
  });

  it("sends a stop desk by its station code, and says NOEST's words when the code is another wilaya's", async () => {
    const noestClient = client();
    const desks = await noestClient.centers(16);
    expect(desks.map((d) => d.id)).toEqual(['16A', '16B']);
    const [sent, wrong] = await Promise.all([
      noestClient.createParcels([draft({ reference: 'D-1001', deliveryType: 'office', stopDeskId: '16B' })]),
      noestClient.createParcels([draft({ reference: 'D-1002', deliveryType: 'office', stopDeskId: '31A' })]),
    ]);
    expect(sent[0]).toMatchObject({ ok: true });
    expect(parcelsOf('D-1001')[0]!.fields).toMatchObject({ stop_desk: '1', station_code: '16B' });
    expect(wrong[0]).toMatchObject({ ok: false, retryable: false });
    expect(messageOf(wrong[0])).toContain('refused the stop desk («Le code de wilaya est different de code de station»)');
    expect(parcelsOf('D-1002')).toEqual([]);
  });

  it('refuses what NOEST refuses, per order, naming the field or its words, and creates nothing', async () => {
    const [phone, amount, desk] = await Promise.all([
      client().createParcels([draft({ reference: 'R-1001', phone: '12 34' })]),
      client().createParcels([draft({ reference: 'R-1002', codAmount: 250_000 })]),
      client().createParcels([
        draft({ reference: 'R-1003', wilayaCode: 33, communeName: 'Illizi', deliveryType: 'office', stopDeskId: '33A' }),
      ]),
    ]);
    expect(phone[0]).toMatchObject({ ok: false, retryable: false });
    expect(messageOf(phone[0])).toContain('the phone number («The phone field must be between 9 and 10 digits.»)');
    expect(messageOf(amount[0])).toBe(
      'The amount to collect is above what NOEST allows this account («montant doit être inferieur à 100000»).',
    );
    expect(messageOf(desk[0])).toContain('«Module stopdesk désactivé pour cette wilaya»');
    expect(['R-1001', 'R-1002', 'R-1003'].flatMap(parcelsOf)).toEqual([]);
  });

  it('answers each order of a bulk sending from passed and failed, keyed by index', async () => {
    const before = noest.calls.length;
    const results = await client().createParcels([
      draft({ reference: 'B-1001' }),
      draft({ reference: 'B-1002', phone: '' }),
      draft({ reference: 'B-1003', communeName: 'Bab Ezouar' }),
      draft({ reference: 'B-1004', communeName: 'Kouba', firstName: 'Yacine', familyName: 'Yacine' }),
    ]);
    expect(results).toEqual([
      { reference: 'B-1001', ok: true, tracking: expect.any(String) },
      {
        reference: 'B-1002',
        ok: false,
        retryable: false,
        message: expect.stringContaining('the phone number («The phone field is required.»)'),
        reason: { code: 'fields_refused', fields: ['phone'], said: 'The phone field is required.' },
      },
      {
        reference: 'B-1003',
        ok: false,
        retryable: false,
        message: expect.stringContaining('the commune («The selected commune is invalid.»)'),
        reason: { code: 'fields_refused', fields: ['commune'], said: 'The selected commune is invalid.' },
      },
      { reference: 'B-1004', ok: true, tracking: expect.any(String) },
    ]);
    const bulk = noest.calls.slice(before).filter((c) => c.url === '/api/public/create/orders');
    expect(bulk.map((c) => c.status)).toEqual([200]);
    expect(['B-1001', 'B-1004'].map((ref) => parcelsOf(ref).map((p) => p.validated))).toEqual([[true], [true]]);
    expect(parcelsOf('B-1004')[0]!.fields.client).toBe('Yacine');
  });

  it('reads `passed` given as a list (seen by one integration) by the orders `failed` leaves, and a list it cannot match as a retry', async () => {
    // A fetch that rewrites the stand-in's keyed `passed` as a list, as that integration saw it (dropping one when asked).
    const listing = (drop: number) => async (input: URL | RequestInfo, init?: RequestInit) => {
      const response = await fetch(input, init);
      if (!String(input).endsWith('/create/orders')) return response;
      const body = (await response.json()) as { passed: Record<string, unknown> };
      const passed = Object.values(body.passed).slice(drop);
      return new Response(JSON.stringify({ ...body, passed }), {
        status: response.status,
        headers: { 'content-type': 'application/json' },
      });
    };
    const listed = createNoestClient({
      baseUrl: noest.url,
      token: TOKEN,
      userGuid: GUID,
      fetch: listing(0),
      pacer: createPacer({ perMinute: 10_000 }),
    });
    const results = await listed.createParcels([
      draft({ reference: 'A-1001', phone: '' }),
      draft({ reference: 'A-1002' }),
      draft({ reference: 'A-1003' }),
    ]);
    expect(results.map((r) => [r.reference, r.ok])).toEqual([
      ['A-1001', false],
      ['A-1002', true],
      ['A-1003', true],
    ]);
    expect(results.slice(1).map((r) => (r.ok ? r.tracking : ''))).toEqual([
      parcelsOf('A-1002')[0]!.tracking,
      parcelsOf('A-1003')[0]!.tracking,
    ]);

    const short = createNoestClient({
      baseUrl: noest.url,
      token: TOKEN,
      userGuid: GUID,
      fetch: listing(1),
      pacer: createPacer({ perMinute: 10_000 }),
    });
    const unclear = await short.createParcels([draft({ reference: 'A-1004' }), draft({ reference: 'A-1005' })]);
    expect(unclear).toMatchObject([
      { ok: false, retryable: true, message: expect.stringContaining('did not say which orders it created') },
      { ok: false, retryable: true },
    ]);
    // The retry adopts both ("Colis déja existant"): still one parcel each.
    expect((await client().createParcels([draft({ reference: 'A-1004' }), draft({ reference: 'A-1005' })])).map((r) => r.ok)).toEqual([
      true,
      true,
    ]);
    expect([...parcelsOf('A-1004'), ...parcelsOf('A-1005')].map((p) => p.validated)).toEqual([true, true]);
  });

  it('sends 101 orders as 100 then 1, and refuses a reference given twice in one sending', async () => {
    const before = noest.calls.length;
    const drafts = Array.from({ length: 101 }, (_, i) => draft({ reference: `M-${1000 + i}` }));
    const results = await client().createParcels([...drafts, draft({ reference: 'M-1000' })]);
    expect(results.filter((r) => r.ok)).toHaveLength(101);
    expect(results[101]).toMatchObject({
      reference: 'M-1000',
      ok: false,
      retryable: false,
      message: 'Order M-1000 is twice in this sending.',
    });
    const creates = noest.calls.slice(before).filter((c) => c.url.startsWith('/api/public/create/'));
    expect(creates.map((c) => c.url)).toEqual(['/api/public/create/orders', '/api/public/create/order']);
    expect(parcelsOf('M-1000')).toHaveLength(1);
  });

  it('says a failing NOEST server may be tried again, and creates nothing', async () => {
    noest.failNext(503);
    const [result] = await client().createParcels([draft({ reference: 'F-1001' })]);
    expect(result).toMatchObject({ ok: false, retryable: true });
    expect(messageOf(result)).toContain('HTTP 503');
    expect(parcelsOf('F-1001')).toEqual([]);
  });

  it('after a create whose answer never came, sending again adopts the parcel NOEST holds ("Colis déja existant"): one parcel', async () => {
    const noestClient = client({ timeoutMs: 300 });
    noest.setTimeoutMode(true);
    const [lost] = await noestClient.createParcels([draft({ reference: 'T-1001' })]).finally(() => noest.setTimeoutMode(false));
    expect(lost).toMatchObject({ reference: 'T-1001', ok: false, retryable: true });
    expect(messageOf(lost)).toMatch(/did not answer create\/order .* same reference finds it/);
    expect(parcelsOf('T-1001').map((p) => p.validated)).toEqual([false]);

    expect(await noestClient.findParcel('T-1001')).toBeNull(); // NOEST reads nothing by reference
    const [again] = await noestClient.createParcels([draft({ reference: 'T-1001' })]);
    expect(again).toEqual({ reference: 'T-1001', ok: true, tracking: parcelsOf('T-1001')[0]!.tracking });
    expect(parcelsOf('T-1001').map((p) => p.validated)).toEqual([true]);
    // Once more (its answer lost too): adopted again, "Commande déjà validée" counts as done.
    expect(await noestClient.createParcels([draft({ reference: 'T-1001' })])).toEqual([again]);
    expect(parcelsOf('T-1001')).toHaveLength(1);
  });

  it('says which parcel it created when valid/order failed, and finishing it by that tracking is one valid/order', async () => {
    const noestClient = client();
    noest.failNext(503, 'valid/order');
    const [result] = await noestClient.createParcels([draft({ reference: 'V-1001' })]);
    const [parcel] = parcelsOf('V-1001');
    expect(result).toMatchObject({ reference: 'V-1001', ok: false, retryable: true, tracking: parcel!.tracking });
    expect(messageOf(result)).toContain(`created parcel ${parcel!.tracking} but did not confirm its dispatch`);
    expect(parcel!.validated).toBe(false);
    expect(noest.record(parcel!.tracking, 'validation_collect_colis')).toBe(false); // invisible to NOEST until validated
    const before = noest.calls.length;
    expect(await noestClient.finishParcel(parcel!.tracking)).toEqual({ ok: true });
    expect(noest.calls.slice(before).map((c) => c.url)).toEqual(['/api/public/valid/order']);
    expect(parcel!.validated).toBe(true);
    expect(await noestClient.finishParcel(parcel!.tracking)).toEqual({ ok: true });
    expect(await noestClient.finishParcel('ECS0000000000')).toMatchObject({ ok: false, retryable: false });
  });

  it('keeps both credentials out of every URL and every message', async () => {
    const [badToken] = await client({ token: 'wrong-token-123' }).createParcels([draft({ reference: 'K-1001' })]);
    const [badGuid] = await client({ userGuid: 'wrong-guid-456' }).createParcels([draft({ reference: 'K-1002' })]);
    expect(badToken).toMatchObject({ ok: false, retryable: false, message: expect.stringContaining('refused the API token') });
    expect(badGuid).toMatchObject({ ok: false, retryable: false, message: expect.stringContaining('refused the partner GUID') });
    const said = JSON.stringify([badToken, badGuid]);
    for (const secret of ['wrong-token-123', 'wrong-guid-456', TOKEN, GUID]) expect(said).not.toContain(secret);
    expect(noest.calls.filter((c) => c.url.includes(TOKEN) || c.url.includes(GUID) || c.url.includes('api_token'))).toEqual([]);
    expect(noest.calls.filter((c) => !c.bearer)).toEqual([]);
    expect([...parcelsOf('K-1001'), ...parcelsOf('K-1002')]).toEqual([]);
  });
});
