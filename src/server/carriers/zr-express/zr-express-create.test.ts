// Contract tests of the ZR Express client's create, against the local stand-in of ZR Express's new API
// (tests/carriers/stand-ins/zr-express: ZR is outside this machine; the stand-in follows
// docs/carrier-apis.md, "ZR Express, new API", from ZR's OpenAPI spec and CodFlow's live audit). The
// client, its pacer and HTTP are the real ones; only the wait for a tracking number sleeps on no clock,
// and a garbled or blank tracking (which the stand-in never answers) is put in ZR's reads between them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carrierReason } from '../../../domain/carriers/carrier-reason.ts';
import { unreadableTracking, unreadableTrackingMessage } from '../../../domain/carriers/tracking.ts';
import { parcelDraft } from '../../../../tests/carriers/drafts.ts';
import { startZrExpressStandIn, type ZrExpressStandIn } from '../../../../tests/carriers/stand-ins/zr-express/index.ts';
import { createPacer } from '../pacer.ts';
import { createZrExpressClient, type ZrExpressClientOptions } from './client.ts';

let standIn: ZrExpressStandIn;
beforeAll(async () => {
  standIn = await startZrExpressStandIn();
});
afterAll(() => standIn.close());

const sleeps: number[] = [];
const client = (overrides: Partial<ZrExpressClientOptions> = {}) =>
  createZrExpressClient({
    baseUrl: standIn.apiUrl,
    ...standIn.account,
    pacer: createPacer({}),
    trackingWait: { polls: 3, intervalMs: 1000, sleep: async (ms) => void sleeps.push(ms) },
    ...overrides,
  });
/**
 * ZR's reads of a parcel by its UUID answered with `tracking` as its tracking number: a fault of ZR's
 * the stand-in does not make, put between the client and the stand-in (the rest of the answer is the stand-in's).
 */
const readsAnswering =
  (tracking: string): typeof fetch =>
  async (input, init) => {
    const response = await fetch(input, init);
    const { pathname } = new URL(input instanceof Request ? input.url : input);
    if ((init?.method ?? 'GET') !== 'GET' || !/\/parcels\/[0-9a-f-]{36}$/i.test(pathname) || !response.ok) return response;
    return Response.json({ ...((await response.json()) as object), trackingNumber: tracking }, { status: response.status });
  };
const held = (reference: string) => standIn.parcels().filter((p) => p.externalId === reference);
const posts = (path: string) => standIn.calls.filter((c) => c.method === 'POST' && c.path.endsWith(path)).length;
const BAB_EZZOUAR = () => standIn.places.territories.find((t) => t.name === 'Bab Ezzouar')!;

describe('ZR Express create', () => {
  it('creates the customer, then the parcel with the reference as externalId, and answers the tracking once ZR has numbered it', async () => {
    const draft = parcelDraft({ firstName: 'Rafida', familyName: 'Ben Mhidi', codAmount: 3000 });
    sleeps.length = 0;
    const [result] = await client().createParcels([draft]);
    expect(result).toEqual({ reference: draft.reference, ok: true, tracking: expect.stringMatching(/^16-[0-9A-Z]{10}-ZR$/) });
    // The create answered {id} only; the first read had no tracking, the second had it (one wait between).
    expect(sleeps).toEqual([1000]);
    const held = standIn.parcel((result as { tracking: string }).tracking)!;
    expect(held.externalId).toBe(draft.reference);
    expect(held.input).toMatchObject({
      customer: { name: 'Rafida Ben Mhidi', phone: { number1: '0555123456' } },
      deliveryAddress: { districtTerritoryId: BAB_EZZOUAR().id, street: draft.address },
      deliveryType: 'home',
      amount: 3000,
    });
  });

  it('the official spelling is matched to ZR accent-free one; a pickup point goes with its hub', async () => {
    const hub = (await client().centers(16))[0]!;
    const drafts = [
      parcelDraft({ wilayaCode: 6, wilayaName: 'Béjaïa', communeName: 'Béjaïa' }),
      parcelDraft({ deliveryType: 'office', stopDeskId: hub.id }),
    ];
    const results = await client().createParcels(drafts);
    expect(results.map((r) => r.ok)).toEqual([true, true]);
    expect(standIn.parcel((results[1] as { tracking: string }).tracking)!.input).toMatchObject({
      deliveryType: 'pickup-point',
      hubId: hub.id,
    });
  });

  it('refuses alone, without sending, a wilaya ZR has no territory for, an unknown commune, an office parcel without a hub, the same order twice', async () => {
    const good = parcelDraft();
    const drafts = [
      parcelDraft({ wilayaCode: 33, wilayaName: 'Illizi', communeName: 'Illizi' }),
      parcelDraft({ communeName: 'Nowhere' }),
      parcelDraft({ deliveryType: 'office' }),
      good,
      { ...good },
    ];
    const before = posts('/parcels');
    const results = await client().createParcels(drafts);
    expect(results.map((r) => r.ok)).toEqual([false, false, false, true, false]);
    expect(results[0]).toMatchObject({ retryable: false, message: expect.stringContaining('no territory for wilaya 33') });
    expect(results[1]).toMatchObject({ retryable: false, message: expect.stringContaining('Nowhere') });
    expect(results[2]).toMatchObject({ retryable: false, message: expect.stringContaining('pickup point') });
    expect(results[4]).toMatchObject({ retryable: false, message: expect.stringContaining('already in this request') });
    expect(posts('/parcels') - before).toBe(1);
  });

  it("ZR's refusal comes in its own words: a territory id given as the hub is HubNotFound", async () => {
    const [result] = await client().createParcels([parcelDraft({ deliveryType: 'office', stopDeskId: BAB_EZZOUAR().id })]);
    expect(result).toMatchObject({ ok: false, retryable: false, message: expect.stringContaining('The hub was not found') });
  });

  it('a tracking number ZR has not given within the wait: a retryable refusal, and findParcel gives it once ZR has numbered it', async () => {
    standIn.setNumbering(false);
    const draft = parcelDraft();
    try {
      const [result] = await client().createParcels([draft]);
      expect(result).toMatchObject({ ok: false, retryable: true, message: expect.stringContaining('looked up by its reference') });
      expect(result).not.toHaveProperty('tracking');
      // Held but not numbered: findParcel says "later", never "not there" (which would create it twice).
      await expect(client().findParcel(draft.reference)).rejects.toMatchObject({ name: 'CarrierError', retryable: true });
    } finally {
      standIn.setNumbering(true);
    }
    const held = standIn.parcels().find((p) => p.externalId === draft.reference)!;
    expect(await client().findParcel(draft.reference)).toEqual({ tracking: held.trackingNumber });
    expect(standIn.parcels().filter((p) => p.externalId === draft.reference)).toHaveLength(1);
  });

  it('a create that never answers is retryable; findParcel finds it by its exact reference (not one that merely contains it)', async () => {
    const draft = parcelDraft();
    const longer = parcelDraft({ reference: `${draft.reference}0` });
    await client().createParcels([longer]);
    standIn.timeoutNextCreate();
    const [result] = await client({ timeoutMs: 400 }).createParcels([draft]);
    expect(result).toMatchObject({ ok: false, retryable: true, message: expect.stringContaining('did not answer') });
    const found = await client().findParcel(draft.reference);
    expect(found).toEqual({ tracking: standIn.parcels().find((p) => p.externalId === draft.reference)!.trackingNumber });
    expect(await client().findParcel('never-sent')).toBeNull();
  });

  it('refused credentials: every draft says so, nothing sent after the first refusal, and no key or tenant in any message', async () => {
    const wrong = { apiKey: 'wrong-key-6tDv0VDFh5MKfvcy', tenant: standIn.account.tenant };
    const before = standIn.calls.length;
    const results = await client(wrong).createParcels([parcelDraft(), parcelDraft()]);
    expect(standIn.calls.length - before).toBe(1);
    for (const r of results) {
      expect(r).toMatchObject({ ok: false, retryable: false, message: expect.stringContaining('API key and tenant') });
      expect(JSON.stringify(r)).not.toContain(wrong.apiKey);
    }
    const wrongTenant = await client({ tenant: 'another-tenant-0000' }).checkConnection();
    expect(wrongTenant).toEqual({ ok: false, refused: 'keys', message: expect.stringContaining('API key and tenant') });
    expect(JSON.stringify(wrongTenant)).not.toContain('another-tenant-0000');
    expect(await client().checkConnection()).toEqual({ ok: true });
  });

  // The tracking is read from GET /parcels/{id} after the create (ZR-AUDIT gotcha 2): what it answers there is
  // checked as every carrier's is (src/domain/carriers/tracking.ts).
  it.each([
    ['a garbled (a space, a control character)', '16-QWMP Z3\u0007CPHK-ZR'],
    ['an over-long', `16-${'9'.repeat(120)}-ZR`],
  ])(
    'a %s tracking: that draft alone refused as answer_unreadable, the value kept, not retryable as is; ZR holds the parcel once',
    async (_, tracking) => {
      const draft = parcelDraft();
      const good = parcelDraft();
      const [result] = await client({ fetch: readsAnswering(tracking) }).createParcels([draft]);
      expect(result).toEqual({
        reference: draft.reference,
        ok: false,
        retryable: false,
        message: unreadableTrackingMessage('ZR Express', tracking),
        reason: unreadableTracking(tracking),
      });
      expect(result).toMatchObject({ reason: { code: 'answer_unreadable', fields: ['tracking'] } });
      expect(held(draft.reference)).toHaveLength(1);
      // The same client's reads answered plainly again: the next draft is created with its own tracking.
      const [next] = await client().createParcels([good]);
      expect(next).toEqual({ reference: good.reference, ok: true, tracking: held(good.reference)[0]!.trackingNumber });
    },
  );

  it('a blank tracking is still ZR\'s "not numbered yet": read again through the wait, then tracking_later, retryable', async () => {
    const draft = parcelDraft();
    sleeps.length = 0;
    const [result] = await client({ fetch: readsAnswering('   ') }).createParcels([draft]);
    expect(result).toEqual({
      reference: draft.reference,
      ok: false,
      retryable: true,
      message: expect.stringContaining('has not given its tracking number yet'),
      reason: carrierReason('tracking_later'),
    });
    // The first read and 3 more, one wait before each: the blank was never taken for a number.
    expect(sleeps).toEqual([1000, 1000, 1000]);
    expect(held(draft.reference)).toHaveLength(1);
  });
});
