// A NOEST account's lists and its parcels after creation (cancel, label, statuses), over real HTTP to
// stand-ins (tests/carriers/stand-ins/noest) that stand in for NOEST's public API, which is outside
// this machine. Their behaviour is that of "API Documentation NOEST Public API" v2.3 (NOEST-23):
// `desks` keyed by station code, `get/communes/{id}`, delete/order answering a bare {success:false}
// once the order was validated, get/order/label as PDF bytes, get/trackings/info with its event_key
// activity (livred, mise_a_jour, the payment events) and "Trackings not found"; as docs/carrier-apis.md
// ("NOEST") records, with the stand-in's own choices (an attempt's `remarque`, the 404) said there.
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNoestStandIn, type NoestStandIn } from '../../../../tests/carriers/stand-ins/noest/index.ts';
import { oranDraft } from '../../../../tests/carriers/drafts.ts';
import { CarrierError } from '../carrier-error.ts';
import { createPacer } from '../pacer.ts';
import { createNoestClient } from './noest-client.ts';

const TOKEN = 'noest-parcels-token-7e6d';
const GUID = 'guid-for-the-parcels-test';
const POLLED_AT = new Date('2026-11-26T10:00:00Z');
let noest: NoestStandIn;
let silentDuplicates: NoestStandIn;

const draft = oranDraft;

const clientOf = (stand: NoestStandIn, over: { token?: string; userGuid?: string; baseUrl?: string } = {}) =>
  createNoestClient({
    baseUrl: stand.url,
    token: TOKEN,
    userGuid: GUID,
    timeoutMs: 2000,
    now: () => POLLED_AT,
    pacer: createPacer({ perMinute: 10_000 }),
    ...over,
  });
const createdAt = async (reference: string) => {
  const [result] = await clientOf(noest).createParcels([draft(reference)]);
  if (!result?.ok) throw new Error(`not created: ${JSON.stringify(result)}`);
  return result.tracking;
};

beforeAll(async () => {
  noest = await startNoestStandIn({ token: TOKEN, userGuid: GUID, perMinute: 10_000 });
  silentDuplicates = await startNoestStandIn({ token: TOKEN, userGuid: GUID, perMinute: 10_000, duplicateTracking: false });
});
afterAll(async () => {
  await noest.close();
  await silentDuplicates.close();
});

describe('a NOEST account', () => {
  it('proves the token and the GUID with one call that touches no parcel, and names which was refused', async () => {
    const before = noest.parcels().length;
    expect(await clientOf(noest).checkConnection()).toEqual({ ok: true });
    const badToken = await clientOf(noest, { token: 'not-the-token' }).checkConnection();
    const badGuid = await clientOf(noest, { userGuid: 'not-the-guid' }).checkConnection();
    expect(badToken).toEqual({ ok: false, refused: 'keys', message: expect.stringContaining('refused the API token') });
    expect(badGuid).toEqual({ ok: false, refused: 'keys', message: expect.stringContaining('refused the partner GUID') });
    expect(JSON.stringify([badToken, badGuid])).not.toMatch(/not-the-(token|guid)/);
    expect(noest.parcels()).toHaveLength(before);
  });

  it('takes the base URL with or without the slash or /api/public', async () => {
    for (const baseUrl of [noest.url.slice(0, -1), `${noest.url}api/public`, `${noest.url}api/public/`])
      expect(await clientOf(noest, { baseUrl }).checkConnection()).toEqual({ ok: true });
  });

  it("lists a wilaya's communes and its desks by station code", async () => {
    const client = clientOf(noest);
    const communes = await client.communes(31);
    expect(communes).toHaveLength(26);
    expect(communes).toContainEqual({ id: 'Es Senia', name: 'Es Senia', wilayaCode: 31 });
    expect(await client.centers(31)).toEqual([
      { id: '31A', name: 'Oran', wilayaCode: 31 },
      { id: '31B', name: 'Oran B', wilayaCode: 31 },
    ]);
    expect(await client.centers(1)).toEqual([{ id: '1A', name: 'Adrar', wilayaCode: 1 }]);
  });

  it('refuses a duplicate NOEST answers without its tracking, saying so, and makes no second parcel', async () => {
    const client = clientOf(silentDuplicates);
    expect((await client.createParcels([draft('SD-1001')]))[0]).toMatchObject({ ok: true });
    const [again] = await client.createParcels([draft('SD-1001')]);
    expect(again).toMatchObject({
      ok: false,
      retryable: false,
      message: expect.stringContaining('already holds a parcel with reference SD-1001'),
    });
    expect(silentDuplicates.parcels().filter((p) => p.reference === 'SD-1001')).toHaveLength(1);
  });
});

describe('finishParcel', () => {
  it("reads a tracking refused with a 422 bag (valid/orders' documented example) as a refusal, not an unknown answer", async () => {
    // NOEST-23 shows this bag for valid/orders only; a fetch that answers it stands in for valid/order doing the same.
    const bag = { message: 'The given data was invalid.', errors: { tracking: ['The selected tracking is invalid.'] } };
    const answering = async () => new Response(JSON.stringify(bag), { status: 422, headers: { 'content-type': 'application/json' } });
    const client = createNoestClient({
      baseUrl: noest.url,
      token: TOKEN,
      userGuid: GUID,
      fetch: answering,
      pacer: createPacer({ perMinute: 10_000 }),
    });
    expect(await client.finishParcel('ECS0000000000')).toEqual({
      ok: false,
      retryable: false,
      message: 'NOEST refused the tracking number («The selected tracking is invalid.»): correct the order and send it again.',
      reason: { code: 'fields_refused', fields: ['tracking'], said: 'The selected tracking is invalid.' },
    });
    expect(await client.checkConnection()).toEqual({ ok: true });
  });
});

describe('cancelParcel', () => {
  it('deletes a parcel not yet validated', async () => {
    noest.failNext(503, 'valid/order');
    const [unfinished] = await clientOf(noest).createParcels([draft('X-1001')]);
    const tracking = unfinished && !unfinished.ok ? unfinished.tracking! : '';
    expect(await clientOf(noest).cancelParcel(tracking)).toEqual({ ok: true });
    expect(noest.parcel(tracking)).toBeUndefined();
  });

  it('says NOEST refuses once the parcel was validated ({success:false}), and it stays', async () => {
    const tracking = await createdAt('X-1002');
    expect(await clientOf(noest).cancelParcel(tracking)).toEqual({
      ok: false,
      message: expect.stringContaining('Ask NOEST for its return.'),
      // NOEST-23's refusal is a bare {success:false}: no words of its own to quote.
      reason: { code: 'cancel_too_late' },
    });
    expect(noest.parcel(tracking)?.validated).toBe(true);
  });
});

describe('label', () => {
  it("is NOEST's PDF, one page, asked with the token in the header, not the URL", async () => {
    const tracking = await createdAt('L-1001');
    const label = await clientOf(noest).label(tracking);
    expect(label.tracking).toBe(tracking);
    expect((await PDFDocument.load(label.pdf)).getPageCount()).toBe(1);
    const asked = noest.calls.filter((c) => c.url.startsWith('/api/public/get/order/label'));
    expect(asked.map((c) => [c.url, c.bearer])).toEqual([[`/api/public/get/order/label?tracking=${tracking}`, true]]);
  });

  it('is refused clearly for a tracking NOEST does not know', async () => {
    const failure = await clientOf(noest)
      .label('ECS0000000000')
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CarrierError);
    expect(failure).toMatchObject({
      kind: 'refused',
      retryable: false,
      message: expect.stringContaining('no label for parcel ECS0000000000'),
    });
  });
});

describe('statuses', () => {
  it('reads the latest movement of each parcel, not its payments, an attempt with its words, and leaves out what NOEST does not know', async () => {
    const [created, out, attempted, paid, returned] = [
      await createdAt('S-1001'),
      await createdAt('S-1002'),
      await createdAt('S-1003'),
      await createdAt('S-1004'),
      await createdAt('S-1005'),
    ];
    noest.record(out, 'validation_reception');
    noest.record(out, 'fdr_activated');
    noest.record(attempted, 'fdr_activated');
    noest.record(attempted, 'mise_a_jour', { remarque: 'Client ne répond pas', at: new Date('2026-11-26T08:15:30Z') });
    noest.record(paid, 'livred', { at: new Date('2026-11-25T15:00:00Z') });
    noest.record(paid, 'verssement_admin_cust');
    noest.record(paid, 'validation_reception_cash_by_partener');
    noest.record(returned, 'return_asked_by_hub');
    noest.record(returned, 'livraison_echoue_recu', { at: new Date('2026-11-26T09:00:00Z') });

    const reports = await clientOf(noest).statuses([created, out, attempted, paid, returned, 'ECS0000000000', out]);
    expect(reports).toEqual([
      { tracking: created, outcome: 'created', carrierStatus: 'Validated', at: expect.any(String) },
      { tracking: out, outcome: 'out_for_delivery', carrierStatus: 'Out for delivery', at: expect.any(String) },
      {
        tracking: attempted,
        outcome: 'failed_attempt',
        carrierStatus: 'Delivery attempt',
        reason: 'Client ne répond pas',
        at: '2026-11-26T08:15:30.000Z',
      },
      { tracking: paid, outcome: 'delivered', carrierStatus: 'Delivered', at: '2026-11-25T15:00:00.000Z' },
      { tracking: returned, outcome: 'returned', carrierStatus: 'Return received by partner', at: '2026-11-26T09:00:00.000Z' },
    ]);
    expect(await clientOf(noest).statuses(['ECS0000000000'])).toEqual([]); // "Trackings not found"
  });

  it('asks at most 100 trackings a call', async () => {
    const results = await clientOf(noest).createParcels(Array.from({ length: 150 }, (_, i) => draft(`H-${1000 + i}`)));
    const trackings = results.map((r) => (r.ok ? r.tracking : ''));
    const before = noest.calls.length;
    const reports = await clientOf(noest).statuses(trackings);
    expect(reports.map((r) => r.tracking)).toEqual(trackings);
    const asked = noest.calls.slice(before).map((c) => [c.url, c.trackings]);
    expect(asked).toEqual([
      ['/api/public/get/trackings/info', 100],
      ['/api/public/get/trackings/info', 50],
    ]);
  });
});
