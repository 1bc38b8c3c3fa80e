// The Yalidine contract points a client could drift from, each enforced by the stand-in
// (tests/carriers/stand-ins/yalidine) as docs/carrier-apis.md ("Yalidine platform") records it with its
// source: a create whose from_wilaya_name or to_wilaya_name is not spelled as /wilayas spells it fails
// whole (all or nothing), and that list names 34 "Bordj Bou Arreridj" and 58 "El Menia", unlike the
// official names the shop keeps; stopdesk_id is a string in the create's table.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parcelDraft } from '../../../../tests/carriers/drafts.ts';
import { startYalidineStandIn, type YalidineStandIn } from '../../../../tests/carriers/stand-ins/yalidine/index.ts';
import { YALIDINE_WILAYAS } from '../../../../tests/carriers/stand-ins/yalidine/wilayas.ts';
import { createPacer } from '../pacer.ts';
import { createYalidineClient, type YalidineClientOptions } from './client.ts';

const QUOTAS = { perSecond: 1000, perMinute: 10_000, perHour: 100_000, perDay: 1_000_000 };
let standIn: YalidineStandIn;
beforeAll(async () => {
  standIn = await startYalidineStandIn({ quotas: QUOTAS });
});
afterAll(() => standIn.close());

/** A client whose request bodies are kept as sent (JSON parsed), to read the types on the wire. */
function client(overrides: Partial<YalidineClientOptions> = {}) {
  const bodies: unknown[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    if (typeof init?.body === 'string') bodies.push(JSON.parse(init.body));
    return globalThis.fetch(input, init);
  };
  return {
    bodies,
    yalidine: createYalidineClient({ baseUrl: standIn.apiUrl, ...standIn.account, pacer: createPacer({}), fetch, ...overrides }),
  };
}

const createdBy = (reference: string) => standIn.parcels().filter((p) => p.order_id === reference);

describe("Yalidine's names of the wilayas", () => {
  it('the stand-in lists all 58 as Yalidine spells them, and refuses a whole batch with another spelling', async () => {
    const { yalidine } = client({ fromWilayaName: 'Bordj Bou Arréridj' });
    expect(await yalidine.wilayaName!(34)).toBe('Bordj Bou Arreridj');
    expect(await yalidine.wilayaName!(58)).toBe('El Menia');
    expect(await yalidine.wilayaName!(59)).toBeNull();
    expect(standIn.places.wilayas.map((w) => [w.id, w.name])).toEqual(YALIDINE_WILAYAS.map((w) => [w.id, w.name]));
    // The official spelling of the sender's wilaya, kept from before: Yalidine refuses every parcel of the request.
    const drafts = [parcelDraft(), parcelDraft()];
    const results = await yalidine.createParcels(drafts);
    expect(results.map((r) => r.ok)).toEqual([false, false]);
    expect(results[0]).toMatchObject({ reason: { code: 'carrier_refused', said: expect.stringContaining('from_wilaya_name') } });
    for (const d of drafts) expect(createdBy(d.reference)).toEqual([]);
  });

  it('sends from wilaya 34 to wilaya 58 under Yalidine’s own names, read from its list by code', async () => {
    const { yalidine } = client({ fromWilayaCode: 34 });
    const draft = parcelDraft({ wilayaCode: 58, wilayaName: 'El Meniaa', communeName: 'Hassi Gara' });
    const [result] = await yalidine.createParcels([draft]);
    expect(result).toMatchObject({ ok: true });
    expect(createdBy(draft.reference)).toMatchObject([{ from_wilaya_name: 'Bordj Bou Arreridj', to_wilaya_name: 'El Menia' }]);
  });

  it('keeps a stored name as it is (read when the owner connected)', async () => {
    const { yalidine } = client({ fromWilayaName: 'Bordj Bou Arreridj', fromWilayaCode: 34 });
    const draft = parcelDraft();
    expect((await yalidine.createParcels([draft]))[0]).toMatchObject({ ok: true });
    expect(createdBy(draft.reference)).toMatchObject([{ from_wilaya_name: 'Bordj Bou Arreridj', to_wilaya_name: 'Alger' }]);
  });
});

describe('a stop-desk parcel', () => {
  it('names its centre by stopdesk_id as a string, as the create’s table types it', async () => {
    const { yalidine, bodies } = client({ fromWilayaCode: 16 });
    const [center] = await yalidine.centers(16);
    const draft = parcelDraft({ deliveryType: 'office', stopDeskId: center!.id, communeName: center!.communeName! });
    expect((await yalidine.createParcels([draft]))[0]).toMatchObject({ ok: true });
    const sent = (bodies.at(-1) as Record<string, unknown>[])[0]!;
    expect(sent.stopdesk_id).toBe(center!.id);
    expect(typeof sent.stopdesk_id).toBe('string');
    expect(createdBy(draft.reference)).toMatchObject([{ is_stopdesk: 1, stopdesk_id: Number(center!.id) }]);
  });
});
