// Contract tests of the ZR Express client after create (territories, hubs, cancel, label, statuses),
// against the local stand-in of ZR Express's new API (tests/carriers/stand-ins/zr-express: ZR is
// outside this machine; the stand-in follows docs/carrier-apis.md, "ZR Express, new API", from ZR's
// OpenAPI spec and CodFlow's live audit). The client, its pacer and HTTP are the real ones; the
// stand-in's clock is the test's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createdTrackings } from '../../../../tests/carriers/created.ts';
import { startZrExpressStandIn, type ZrExpressStandIn } from '../../../../tests/carriers/stand-ins/zr-express/index.ts';
import { createPacer } from '../pacer.ts';
import { createZrExpressClient } from './client.ts';

let now = Date.UTC(2026, 10, 26, 8, 0, 0);
let standIn: ZrExpressStandIn;
beforeAll(async () => {
  standIn = await startZrExpressStandIn({ now: () => now, labelTtlMs: 60_000, trackingAfterReads: 0 });
});
afterAll(() => standIn.close());

const client = () =>
  createZrExpressClient({
    baseUrl: standIn.apiUrl,
    ...standIn.account,
    pacer: createPacer({}),
    trackingWait: { sleep: async () => {} },
    now: () => now,
  });
const created = (count: number) => createdTrackings(client(), count);
const searches = () => standIn.calls.filter((c) => c.path.endsWith('/territories/search')).length;

describe("ZR Express's places", () => {
  it("a wilaya's communes under its territory, accent-free, read once per client (two pages of 1,000)", async () => {
    const c = client();
    const before = searches();
    const bejaia = await c.communes(6);
    expect(bejaia.map((x) => x.name)).toContain('Bejaia');
    expect(bejaia.every((x) => x.wilayaCode === 6 && x.wilayaName === 'Bejaia')).toBe(true);
    expect((await c.communes(16)).map((x) => x.name)).toContain('Bab Ezzouar');
    expect(searches() - before).toBe(2);
  });

  it('no communes and no centers for 33, 37, 50, 56 (no wilaya territory); centers are pickup-point hubs only', async () => {
    for (const code of [33, 37, 50, 56]) expect(await client().communes(code)).toEqual([]);
    const centers = await client().centers(16);
    expect(centers.length).toBeGreaterThan(0);
    expect(centers.map((c) => c.name)).not.toContain('Hub de tri Alger');
    expect(centers[0]).toMatchObject({ wilayaCode: 16, communeName: expect.any(String) });
  });
});

describe("ZR Express's parcels", () => {
  it('statuses: the state, a failed attempt with its situation, a return, delivered; dated by the state history (read by UUID)', async () => {
    const [a, b, c, d] = await created(4);
    now += 60_000;
    standIn.move(a!, 'en_livraison');
    standIn.move(b!, 'dispatch');
    standIn.markReturn(b!);
    standIn.move(c!, 'livre');
    now += 60_000;
    standIn.situation(a!, 'client_absent', 'Client absent');
    const reports = await client().statuses([a!, b!, c!, d!, '16-UNKNOWN000-ZR', a!]);
    expect(reports).toEqual([
      { tracking: a, outcome: 'failed_attempt', carrierStatus: 'En livraison', reason: 'Client absent', at: new Date(now).toISOString() },
      { tracking: b, outcome: 'returning', carrierStatus: 'Dispatch', at: new Date(now - 60_000).toISOString() },
      { tracking: c, outcome: 'delivered', carrierStatus: 'Livré', at: new Date(now - 60_000).toISOString() },
      { tracking: d, outcome: 'created', carrierStatus: 'Commande reçue', at: new Date(now - 120_000).toISOString() },
    ]);
    // The history was asked by UUID: asked by tracking, ZR answers 404 (ZR-AUDIT BUG-1).
    expect(standIn.calls.filter((c) => c.path.endsWith('/state-history')).every((c) => c.status === 200)).toBe(true);
  });

  it('cancel while ZR allows it (DELETE by tracking number); afterwards in its own words', async () => {
    const [a, b] = await created(2);
    expect(await client().cancelParcel(a!)).toEqual({ ok: true });
    expect(standIn.parcel(a!)).toBeUndefined();
    standIn.move(b!, 'dispatch');
    expect(await client().cancelParcel(b!)).toEqual({
      ok: false,
      message: expect.stringContaining('cannot be deleted'),
      // ZR says why in its own words only: quoted in the owner's sentence, never the sentence.
      reason: { code: 'carrier_refused', said: 'A parcel in state dispatch cannot be deleted' },
    });
    expect(standIn.calls.filter((c) => c.path.includes('by-tracking-number')).every((c) => c.method === 'DELETE')).toBe(true);
  });

  it('label: the PDF fetched behind the expiring link at once; the link never appears', async () => {
    const [a] = await created(1);
    const label = await client().label(a!);
    expect(label.tracking).toBe(a);
    expect(new TextDecoder().decode(label.pdf.subarray(0, 5))).toBe('%PDF-');
    const unknown = await client()
      .label('16-UNKNOWN000-ZR')
      .then(
        () => null,
        (e: unknown) => e as Error,
      );
    expect(unknown).toMatchObject({ name: 'CarrierError', message: expect.stringContaining('no label') });
    expect(unknown!.message).not.toContain('http');
  });
});
