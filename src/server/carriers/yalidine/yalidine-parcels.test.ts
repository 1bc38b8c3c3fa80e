// Contract tests of the Yalidine client after create (lists, cancel, label, statuses, quotas), against the
// local stand-in of Yalidine's API (tests/carriers/stand-ins/yalidine; Yalidine is outside this
// machine). The client, its pacer and HTTP are the real ones.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parcelDraft } from '../../../../tests/carriers/drafts.ts';
import { createdTrackings } from '../../../../tests/carriers/created.ts';
import { fakeClock } from '../../../../tests/carriers/fake-clock.ts';
import {
  HOMONYM,
  SPELLED_UNLIKE_OFFICIAL,
  startYalidineStandIn,
  type YalidineStandIn,
} from '../../../../tests/carriers/stand-ins/yalidine/index.ts';
import { createPacer } from '../pacer.ts';
import { createYalidineClient, STATUS_CHUNK } from './client.ts';

const QUOTAS = { perSecond: 1000, perMinute: 10_000, perHour: 100_000, perDay: 1_000_000 };

let standIn: YalidineStandIn;
beforeAll(async () => {
  standIn = await startYalidineStandIn({ quotas: QUOTAS });
});
afterAll(() => standIn.close());

const client = () => createYalidineClient({ baseUrl: standIn.apiUrl, ...standIn.account, fromWilayaName: 'Batna', pacer: createPacer({}) });

const created = (count: number) => createdTrackings(client(), count);

describe("Yalidine's lists", () => {
  it('serves its lists by page, as Yalidine does: 57 communes of Alger read 10 at a time', async () => {
    const headers = { 'X-API-ID': standIn.account.apiId, 'X-API-TOKEN': standIn.account.apiToken };
    const names: string[] = [];
    let next: string | undefined = `${standIn.apiUrl}communes/?wilaya_id=16&page_size=10`;
    while (next) {
      const page = (await (await fetch(next, { headers })).json()) as {
        has_more: boolean;
        total_data: number;
        data: { name: string }[];
        links: { next?: string };
      };
      expect(page.total_data).toBe(57);
      names.push(...page.data.map((c) => c.name));
      next = page.has_more ? page.links.next : undefined;
    }
    expect(names).toHaveLength(57);
  });

  it("a wilaya's communes in Yalidine's spelling (not always the official one), and a homonym of two wilayas kept apart", async () => {
    const alger = await client().communes(16);
    const { official, yalidine } = SPELLED_UNLIKE_OFFICIAL[0];
    expect(alger.map((c) => c.name)).toContain(yalidine);
    expect(alger.map((c) => c.name)).not.toContain(official);
    const [first, second] = await Promise.all(
      HOMONYM.wilayaIds.map(async (w) => (await client().communes(w)).find((c) => c.name === HOMONYM.name)),
    );
    expect(first).toMatchObject({ wilayaCode: 16, wilayaName: 'Alger' });
    expect(second).toMatchObject({ wilayaCode: 29, wilayaName: 'Mascara' });
    expect(first!.id).not.toBe(second!.id);
  });

  it("a wilaya's stop desks, with their commune and, where Yalidine places them, their position", async () => {
    const centers = await client().centers(16);
    expect(centers).toContainEqual({
      id: '160501',
      name: 'Centre de Bab Ezzouar',
      wilayaCode: 16,
      wilayaName: 'Alger',
      communeName: 'Bab Ezzouar',
      position: { lat: 36.7261, lng: 3.1828 },
    });
    // A center Yalidine has not placed (an empty gps) has no position rather than a wrong one.
    const elsewhere = await client().centers(31);
    expect(elsewhere.length).toBeGreaterThan(0);
    for (const center of elsewhere) expect(center).not.toHaveProperty('position');
  });
});

describe("Yalidine's clones", () => {
  it('every call goes to the host of the account (a Guepex account is not read on Yalidine), typed with or without /v1/', async () => {
    const guepex = await startYalidineStandIn({ quotas: QUOTAS });
    try {
      const c = createYalidineClient({ baseUrl: guepex.url, ...guepex.account, fromWilayaName: 'Batna', pacer: createPacer({}) });
      const yalidineCalls = standIn.calls.length;
      const [result] = await c.createParcels([parcelDraft()]);
      const tracking = result!.ok ? result!.tracking : '';
      expect(await c.statuses([tracking])).toMatchObject([{ tracking, outcome: 'created' }]);
      expect(await c.findParcel(result!.reference)).toEqual({ tracking });
      expect((await c.label(tracking)).pdf.length).toBeGreaterThan(0);
      // The wilayas (their Yalidine names), the create, the status, the search by reference, the label's link.
      expect(guepex.calls.map((x) => x.status)).toEqual([200, 200, 200, 200, 200]);
      expect(guepex.calls.every((x) => x.path.startsWith('/v1/'))).toBe(true);
      expect(standIn.calls.length).toBe(yalidineCalls);
      // The other host's credentials are not this one's.
      const crossed = createYalidineClient({ baseUrl: standIn.apiUrl, ...guepex.account, fromWilayaName: 'Batna', pacer: createPacer({}) });
      expect(await crossed.checkConnection()).toMatchObject({ ok: false });
    } finally {
      await guepex.close();
    }
  });
});

describe('Yalidine cancel and label', () => {
  it('cancels a parcel while it is "En préparation"', async () => {
    const [tracking] = await created(1);
    expect(await client().cancelParcel(tracking!)).toEqual({ ok: true });
    expect(standIn.parcel(tracking!)).toBeUndefined();
  });

  it('refuses once the parcel has moved on, and says where it is', async () => {
    const [tracking] = await created(1);
    standIn.advance(tracking!, 'Ramassé');
    const answer = await client().cancelParcel(tracking!);
    // The admin words cancel_too_late in the owner's language, with Yalidine's status as its detail.
    const tooLate = { code: 'cancel_too_late', detail: 'Ramassé' };
    expect(answer).toEqual({ ok: false, message: expect.stringContaining('"En préparation"'), reason: tooLate });
    expect(answer).toEqual({ ok: false, message: expect.stringContaining('"Ramassé"'), reason: tooLate });
    expect(standIn.parcel(tracking!)).toBeDefined();
    expect(await client().cancelParcel('yal-ZZZZZZ')).toEqual({
      ok: false,
      message: expect.stringContaining('no parcel'),
      reason: { code: 'parcel_unknown', detail: 'yal-ZZZZZZ' },
    });
  });

  it("a label is the PDF behind the parcel's label link, fetched server-side", async () => {
    const [tracking] = await created(1);
    const label = await client().label(tracking!);
    const text = new TextDecoder().decode(label.pdf);
    expect(label.tracking).toBe(tracking);
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain(tracking);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  });
});

describe('Yalidine statuses', () => {
  it("maps each parcel's last status, with the reason of its newest failed attempt (or hold) from its history, in one more call; unknown trackings are left out", async () => {
    const [attempted, held, delivered, returned, fresh] = await created(5);
    standIn.advance(attempted!, 'Sorti en livraison');
    standIn.advance(attempted!, 'Tentative échouée', 'Client absent (reporté)');
    standIn.advance(attempted!, 'Sorti en livraison');
    standIn.advance(attempted!, 'Tentative échouée', 'Client ne répond pas');
    standIn.advance(held!, 'Ramassé');
    standIn.advance(held!, 'Bloqué', 'Document manquant');
    standIn.advance(delivered!, 'Sorti en livraison');
    standIn.advance(delivered!, 'Livré');
    for (const s of ['Echèc livraison', 'Retour vers centre', 'Retour vers vendeur', 'Retourné au vendeur'] as const)
      standIn.advance(returned!, s);
    const before = standIn.calls.length;
    const reports = await client().statuses([attempted!, held!, delivered!, returned!, fresh!, 'yal-ZZZZZZ']);
    expect(standIn.calls.slice(before).map((c) => c.path.split('?')[0])).toEqual(['/v1/parcels/', '/v1/histories/']);
    const by = new Map(reports.map((r) => [r.tracking, r]));
    expect(reports).toHaveLength(5);
    expect(by.get(attempted!)).toMatchObject({
      outcome: 'failed_attempt',
      carrierStatus: 'Tentative échouée',
      reason: 'Client ne répond pas',
    });
    expect(by.get(held!)).toMatchObject({ outcome: 'picked_up', carrierStatus: 'Bloqué', reason: 'Document manquant' });
    expect(by.get(delivered!)).toMatchObject({ outcome: 'delivered', carrierStatus: 'Livré' });
    expect(by.get(delivered!)!.reason).toBeUndefined();
    expect(by.get(returned!)).toMatchObject({ outcome: 'returned', carrierStatus: 'Retourné au vendeur' });
    expect(by.get(fresh!)).toMatchObject({ outcome: 'created', carrierStatus: 'En préparation' });
    for (const r of reports) expect(new Date(r.at).toISOString()).toBe(r.at);
  });

  it(`asks for ${STATUS_CHUNK} trackings per call`, async () => {
    const trackings = await created(STATUS_CHUNK + 5);
    const before = standIn.calls.length;
    const reports = await client().statuses(trackings);
    expect(reports.map((r) => r.tracking).sort()).toEqual([...trackings].sort());
    const gets = standIn.calls.slice(before).filter((c) => c.method === 'GET' && c.path.startsWith('/v1/parcels/'));
    expect(gets).toHaveLength(2);
  });
});

describe('Yalidine quotas', () => {
  /** One clock for the stand-in's quota windows and the client's pacer: its sleep moves time on. */
  const sharedClock = (msIntoMinute: number) => fakeClock(Date.UTC(2026, 10, 26, 9, 0, 0) + msIntoMinute);

  it('the quota headers keep the client under the quota: the answer that spends the second holds the next call until the next second', async () => {
    const { clock, waits } = sharedClock(0);
    const limited = await startYalidineStandIn({ quotas: { perSecond: 2 }, now: clock.now });
    try {
      // A pacer that does not know the quota itself: only the answers tell it.
      const c = createYalidineClient({
        baseUrl: limited.apiUrl,
        ...limited.account,
        fromWilayaName: 'Batna',
        pacer: createPacer({}, { clock }),
      });
      for (let i = 0; i < 3; i++) expect(await c.checkConnection()).toEqual({ ok: true });
      expect(limited.calls.map((x) => x.status)).toEqual([200, 200, 200]);
      expect(waits).toEqual([1000]);
    } finally {
      await limited.close();
    }
  });

  it('another instance spent the quota: Yalidine answers 429, the client waits for the next second and gets its answer', async () => {
    const { clock, waits } = sharedClock(0);
    const limited = await startYalidineStandIn({ quotas: { perSecond: 2 }, now: clock.now });
    try {
      const options = { baseUrl: limited.apiUrl, ...limited.account, fromWilayaName: 'Batna' };
      const mine = createYalidineClient({ ...options, pacer: createPacer({}, { clock }) });
      const other = createYalidineClient({ ...options, pacer: createPacer({}, { clock }) });
      expect(await mine.checkConnection()).toEqual({ ok: true });
      expect(await other.checkConnection()).toEqual({ ok: true });
      expect(await mine.statuses(['yal-AAAAAA'])).toEqual([]);
      expect(limited.calls.map((x) => x.status)).toEqual([200, 200, 429, 200]);
      expect(waits).toEqual([1000]); // the 429 said "x-second-quota-left: 0": the rest of that second
    } finally {
      await limited.close();
    }
  });

  it("a 429's Retry-After is honoured; a quota spent for longer than a call can wait is an owner-readable error", async () => {
    const { clock, waits } = sharedClock(30_200); // 29.8 s before the minute's end
    const limited = await startYalidineStandIn({ quotas: { perMinute: 1 }, now: clock.now, retryAfter: true });
    try {
      const options = { baseUrl: limited.apiUrl, ...limited.account, fromWilayaName: 'Batna' };
      await createYalidineClient({ ...options, pacer: createPacer({}, { clock }) }).checkConnection(); // another instance spends the minute
      const mine = createYalidineClient({ ...options, pacer: createPacer({}, { clock, maxWaitMs: 120_000 }) });
      expect(await mine.statuses(['yal-AAAAAA'])).toEqual([]);
      expect(limited.calls.map((x) => x.status)).toEqual([200, 429, 200]);
      expect(waits).toEqual([30_000]); // Retry-After: 30 (29.8 s rounded up), not the minute the spent window would say
      const impatient = createYalidineClient({ ...options, pacer: createPacer({}, { clock, maxWaitMs: 5_000 }) });
      const error = await impatient.statuses(['yal-AAAAAA']).then(
        () => null,
        (e: unknown) => e,
      );
      expect(limited.calls.at(-1)!.status).toBe(429);
      expect(error).toMatchObject({
        name: 'CarrierError',
        kind: 'quota',
        retryable: true,
        message: expect.stringContaining('quota is used up until'),
      });
    } finally {
      await limited.close();
    }
  });
});
