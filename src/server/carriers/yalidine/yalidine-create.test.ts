// Contract tests of the Yalidine client's create, against the local stand-in of Yalidine's API
// (tests/carriers/stand-ins/yalidine: Yalidine is outside this machine; the stand-in follows its
// documented behaviour, docs/carrier-apis.md). The client, its pacer and HTTP are the real ones.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parcelDraft } from '../../../../tests/carriers/drafts.ts';
import {
  SPELLED_UNLIKE_OFFICIAL,
  startYalidineStandIn,
  type YalidineStandIn,
} from '../../../../tests/carriers/stand-ins/yalidine/index.ts';
import { CREATE_BATCH } from '../../../domain/carriers/platforms.ts';
import { createPacer } from '../pacer.ts';
import { createYalidineClient, type YalidineClientOptions } from './client.ts';

// Generous quotas here: the quota behaviour has its own test (yalidine-parcels.test.ts).
const QUOTAS = { perSecond: 1000, perMinute: 10_000, perHour: 100_000, perDay: 1_000_000 };
const { official, yalidine: yalidineSpelling } = SPELLED_UNLIKE_OFFICIAL[0];

let standIn: YalidineStandIn;
beforeAll(async () => {
  standIn = await startYalidineStandIn({ quotas: QUOTAS });
});
afterAll(() => standIn.close());

const client = (overrides: Partial<YalidineClientOptions> = {}) =>
  createYalidineClient({ baseUrl: standIn.apiUrl, ...standIn.account, fromWilayaName: 'Batna', pacer: createPacer({}), ...overrides });
const posts = () => standIn.calls.filter((c) => c.method === 'POST').length;

describe('Yalidine create', () => {
  it('creates one parcel: a yal- tracking, and the parcel as Yalidine holds it (split name, origin, amount, free shipping)', async () => {
    const draft = parcelDraft({ firstName: 'Rafida', familyName: 'Ben Mhidi', codAmount: 3000 });
    const [result] = await client().createParcels([draft]);
    expect(result).toEqual({ reference: draft.reference, ok: true, tracking: expect.stringMatching(/^yal-[0-9A-Z]{6}$/) });
    const held = standIn.parcel((result as { tracking: string }).tracking)!;
    expect(held).toMatchObject({
      order_id: draft.reference,
      firstname: 'Rafida',
      familyname: 'Ben Mhidi',
      from_wilaya_name: 'Batna',
      to_wilaya_name: 'Alger',
      to_commune_name: 'Bab Ezzouar',
      price: 3000,
      freeshipping: 1,
      is_stopdesk: 0,
      last_status: 'En préparation',
    });
  });

  it('creates many in one call, a stop-desk parcel with its centre among them', async () => {
    const before = posts();
    const drafts = [
      parcelDraft(),
      parcelDraft({ deliveryType: 'office', stopDeskId: '160501' }),
      parcelDraft({ communeName: yalidineSpelling }),
    ];
    const results = await client().createParcels(drafts);
    expect(results.map((r) => [r.reference, r.ok])).toEqual(drafts.map((d) => [d.reference, true]));
    expect(posts() - before).toBe(1);
    const desk = standIn.parcel((results[1] as { tracking: string }).tracking)!;
    expect(desk).toMatchObject({ is_stopdesk: 1, stopdesk_id: 160501, stopdesk_name: 'Centre de Bab Ezzouar' });
  });

  it(`sends at most ${CREATE_BATCH.yalidine} parcels per call, and answers each draft in order`, async () => {
    const before = posts();
    const drafts = Array.from({ length: 2 * CREATE_BATCH.yalidine + 3 }, () => parcelDraft());
    const results = await client().createParcels(drafts);
    expect(posts() - before).toBe(3);
    expect(results.map((r) => r.reference)).toEqual(drafts.map((d) => d.reference));
    expect(results.every((r) => r.ok)).toBe(true);
    expect(new Set(results.map((r) => (r.ok ? r.tracking : ''))).size).toBe(drafts.length);
  });

  it('one bad parcel (the official spelling Yalidine does not know) is refused alone; the others are created, once each', async () => {
    const drafts = [parcelDraft(), parcelDraft(), parcelDraft({ communeName: official }), parcelDraft(), parcelDraft()];
    const before = posts();
    const results = await client().createParcels(drafts);
    expect(results.map((r) => r.ok)).toEqual([true, true, false, true, true]);
    expect(results[2]).toMatchObject({ ok: false, retryable: false, message: expect.stringContaining(official) });
    // The refused batch created nothing: the four exist once each.
    for (const d of drafts)
      expect(standIn.parcels().filter((p) => p.order_id === d.reference)).toHaveLength(d.communeName === official ? 0 : 1);
    expect(posts() - before).toBe(2); // the refused batch, then the rest without the bad one
  });

  it('when the refusal names no parcel, the batch is halved until the bad ones stand alone (fewer calls than one by one)', async () => {
    standIn.setRefusalShape('message');
    try {
      const drafts = Array.from({ length: 16 }, (_, i) =>
        parcelDraft(i === 5 ? { communeName: official } : i === 12 ? { wilayaName: 'Alger', communeName: 'Nowhere' } : {}),
      );
      const before = posts();
      const results = await client().createParcels(drafts);
      expect(results.filter((r) => !r.ok).map((r) => r.reference)).toEqual([drafts[5]!.reference, drafts[12]!.reference]);
      expect(results[12]).toMatchObject({ ok: false, retryable: false, message: expect.stringContaining('Nowhere') });
      for (const d of drafts)
        expect(standIn.parcels().filter((p) => p.order_id === d.reference)).toHaveLength(d === drafts[5] || d === drafts[12] ? 0 : 1);
      expect(posts() - before).toBeLessThan(16);
    } finally {
      standIn.setRefusalShape('keyed');
    }
  });

  it('drafts Yalidine would refuse are kept out of the batch: no stop desk for an office parcel, over 150,000 DZD, the same order twice', async () => {
    const good = parcelDraft();
    const drafts = [parcelDraft({ deliveryType: 'office' }), good, parcelDraft({ codAmount: 150_001 }), { ...good }];
    const before = posts();
    const results = await client().createParcels(drafts);
    expect(results.map((r) => r.ok)).toEqual([false, true, false, false]);
    expect(results[0]).toMatchObject({ retryable: false, message: expect.stringContaining('stop desk') });
    expect(results[2]).toMatchObject({ retryable: false, message: expect.stringContaining('150,000') });
    expect(results[3]).toMatchObject({ retryable: false, message: expect.stringContaining('already in this request') });
    expect(posts() - before).toBe(1);
  });

  it('a create that never answers is retryable, and findParcel then finds the parcel Yalidine made', async () => {
    const draft = parcelDraft();
    standIn.timeoutNextCreate();
    const [result] = await client({ timeoutMs: 400 }).createParcels([draft]);
    expect(result).toMatchObject({
      reference: draft.reference,
      ok: false,
      retryable: true,
      message: expect.stringContaining('look it up'),
    });
    const held = standIn.parcels().find((p) => p.order_id === draft.reference)!;
    expect(held).toBeDefined();
    expect(await client().findParcel(draft.reference)).toEqual({ tracking: held.tracking });
    expect(await client().findParcel('never-sent')).toBeNull();
  });

  it('refused credentials: every draft says so, not retryable, nothing sent after the first refusal, and no credential in any message', async () => {
    const wrong = { apiId: standIn.account.apiId, apiToken: 'wrong-token-6tDv0VDFh5MKfvcy' };
    const before = standIn.calls.length;
    const drafts = Array.from({ length: CREATE_BATCH.yalidine + 1 }, () => parcelDraft());
    const results = await client(wrong).createParcels(drafts);
    // One call (the create, or the list of wilayas when it is not kept yet) was refused: nothing after it.
    expect(standIn.calls.slice(before).map((c) => c.status)).toEqual([401]);
    for (const r of results) {
      expect(r).toMatchObject({ ok: false, retryable: false, message: expect.stringContaining('API ID and API token') });
      const message = (r as { message: string }).message;
      expect(message).not.toContain(wrong.apiToken);
      expect(message).not.toContain(wrong.apiId);
    }
    const check = await client(wrong).checkConnection();
    expect(check).toEqual({ ok: false, refused: 'keys', message: expect.stringContaining('API ID and API token') });
    expect(JSON.stringify(check)).not.toContain(wrong.apiToken);
    const thrown = (await client(wrong)
      .statuses(['yal-AAAAAA'])
      .then(
        () => null,
        (e: unknown) => e,
      )) as Error;
    expect(thrown).toMatchObject({ name: 'CarrierError', kind: 'auth' });
    expect(`${thrown.message} ${thrown.stack}`).not.toContain(wrong.apiToken);
    expect(await client().checkConnection()).toEqual({ ok: true });
  });
});
