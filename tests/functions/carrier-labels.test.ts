// Labels kept once (issue 24: "each parcel's tracking number and label are stored on the order"), through
// the real admin function and database, against the stand-in of Yalidine's API
// (tests/carriers/stand-ins/yalidine), which stands in for Yalidine outside this machine: a label is
// asked of Yalidine at its first labels request (GET /v1/parcels?tracking=… for its link, then the PDF),
// written to the labels storage (the local disk here, as UPLOADS_DIR gives it; Supabase Storage's private
// bucket in production) and recorded on the parcel with a history line; after that it is served from
// the storage without a call to Yalidine.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import adminParcels from '../../netlify/functions/admin-parcels.ts';
import { db } from '../../src/server/db/client.ts';
import { LocalDiskStorage } from '../../src/server/storage/local-disk.ts';
import { useLabelStorage } from '../../src/server/storage/storage.ts';
import { startYalidineStandIn } from '../carriers/stand-ins/yalidine/index.ts';
import { call } from './admin-helpers.ts';
import { carrierFunctionTest, confirmedOrder, createParcels, historyOf } from './carrier-helpers.ts';

const sql = db();
const OWNER = 'labels-owner@test.dz';
const shop = carrierFunctionTest('yalidine', {
  prefix: 'test-carrier-labels',
  owner: OWNER,
  // Quotas wide enough for the test's own raw call beside the shop's paced ones.
  start: () => startYalidineStandIn({ quotas: { perSecond: 1000, perMinute: 10_000 } }),
  baseUrl: (yalidine) => yalidine.apiUrl,
  timeoutMs: 1500,
});

let folder: string;
let storage: LocalDiskStorage;
beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'shop-labels-'));
  storage = new LocalDiskStorage({ root: folder, bucket: 'parcel-labels' });
  useLabelStorage(storage);
  expect((await shop.connect({ ...shop.carrier.account, fromWilayaCode: '16' })).status).toBe(200);
});
afterAll(() => {
  useLabelStorage(undefined);
  rmSync(folder, { recursive: true, force: true });
});

/** Orders with a parcel at Yalidine, and their trackings. */
async function sent(count: number): Promise<{ numbers: number[]; trackings: string[] }> {
  const numbers: number[] = [];
  for (let i = 0; i < count; i++) numbers.push(await confirmedOrder(sql, shop.catalog, { wilayaCode: '16' }));
  const results = await createParcels(
    shop.admin,
    'yalidine',
    numbers.map((number) => ({ number })),
  );
  const trackings = results.map((r) => (r.ok ? r.parcel.tracking! : ''));
  expect(trackings.every(Boolean), JSON.stringify(results)).toBe(true);
  return { numbers, trackings };
}

const labels = (numbers: number[]) =>
  adminParcels(
    new Request(`https://shop.example/api/admin/parcels/labels?numbers=${numbers.join(',')}`, { headers: { 'x-auth-token': shop.admin } }),
  );
/** The calls Yalidine's API received while `work` ran. */
async function callsDuring(work: () => Promise<unknown>): Promise<string[]> {
  const before = shop.carrier.calls.length;
  await work();
  return shop.carrier.calls.slice(before).map((c) => `${c.method} ${c.path}`);
}
const pagesOf = async (answer: Response) => (await PDFDocument.load(new Uint8Array(await answer.arrayBuffer()))).getPageCount();
const keptOf = async (number: number) => {
  const [row] = await sql<{ label_path: string | null; label_stored_at: Date | null; state: string }[]>`
    select p.label_path, p.label_stored_at, p.state from parcels p join orders o on o.id = p.order_id
    where o.number = ${number} order by p.id desc limit 1`;
  return row!;
};
const labelLines = async (number: number) => (await historyOf(sql, number)).filter((h) => h.note.startsWith('Label of parcel'));
/** The label as Yalidine serves it at its link (the bytes the shop must keep unchanged). */
async function yalidineLabel(tracking: string): Promise<Uint8Array> {
  const response = await fetch(shop.carrier.parcel(tracking)!.label);
  return new Uint8Array(await response.arrayBuffer());
}

describe('labels kept once', () => {
  it('keeps each label at its first request, with a history line; the second request asks Yalidine nothing', async () => {
    const { numbers, trackings } = await sent(2);
    const [a, b] = numbers as [number, number];
    let first: Response | undefined;
    const firstCalls = await callsDuring(async () => (first = await labels([b, a])));
    expect(first!.status).toBe(200);
    expect(await pagesOf(first!)).toBe(2);
    expect(firstCalls).toHaveLength(2);
    expect(firstCalls.every((c) => c.startsWith('GET /v1/parcels/?') || c.startsWith('GET /v1/parcels?'))).toBe(true);

    for (const [i, number] of numbers.entries()) {
      const kept = await keptOf(number);
      expect(kept.label_path).toMatch(new RegExp(`^yalidine/\\d+-${trackings[i]!.toLowerCase()}\\.pdf$`));
      expect(kept.label_stored_at).toBeInstanceOf(Date);
      // The kept PDF is Yalidine's, byte for byte.
      expect(await storage.get(kept.label_path!)).toEqual(await yalidineLabel(trackings[i]!));
      expect(await labelLines(number)).toEqual([
        { kind: 'parcel', status: 'confirmed', note: `Label of parcel ${trackings[i]} kept`, changed_by: OWNER },
      ]);
    }

    let second: Response | undefined;
    expect(await callsDuring(async () => (second = await labels([a, b])))).toEqual([]);
    expect([second!.status, second!.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect(await pagesOf(second!)).toBe(2);
    // Served again, kept once: no second history line.
    for (const number of numbers) expect(await labelLines(number)).toHaveLength(1);
  });

  it('asks only for the labels not kept yet, and again for one the storage lost (a backup restored into a new project)', async () => {
    const { numbers, trackings } = await sent(2);
    const [a, b] = numbers as [number, number];
    await labels([a]);
    const mixed = await callsDuring(async () => expect((await labels([a, b])).status).toBe(200));
    expect(mixed).toEqual([expect.stringContaining(`tracking=${trackings[1]}`)]);

    // The rows come back with a backup, the files do not: the label is asked of Yalidine again and kept.
    const { label_path } = await keptOf(a);
    await storage.remove([label_path!]);
    const lost = await callsDuring(async () => expect((await labels([a])).status).toBe(200));
    expect(lost).toEqual([expect.stringContaining(`tracking=${trackings[0]}`)]);
    expect(await storage.get(label_path!)).toEqual(await yalidineLabel(trackings[0]!));
    expect(await labelLines(a)).toHaveLength(1);
    expect(await callsDuring(() => labels([a, b]))).toEqual([]);
  });

  it('a label Yalidine cannot give names its order; those fetched before it are kept, so the next request asks only for it', async () => {
    const { numbers, trackings } = await sent(3);
    const [d, e, f] = numbers as [number, number, number];
    // The owner deleted f's parcel on Yalidine's own site (still "En préparation"): Yalidine no longer knows it.
    const deleted = await fetch(`${shop.carrier.apiUrl}parcels/${trackings[2]}`, {
      method: 'DELETE',
      headers: { 'X-API-ID': shop.carrier.account.apiId, 'X-API-TOKEN': shop.carrier.account.apiToken },
    });
    expect(await deleted.json()).toEqual([{ tracking: trackings[2], deleted: true }]);

    const refused = await call(adminParcels, `/api/admin/parcels/labels?numbers=${d},${e},${f}`, { token: shop.admin });
    expect([refused.status, refused.body.error.code, refused.body.error.details]).toEqual([
      502,
      'carrier_unreachable',
      { number: f, platform: 'yalidine' },
    ]);
    expect((await keptOf(d)).label_path).not.toBeNull();
    expect((await keptOf(e)).label_path).not.toBeNull();
    expect((await keptOf(f)).label_path).toBeNull();
    expect(await callsDuring(async () => expect((await labels([d, e])).status).toBe(200))).toEqual([]);
  });

  it("never serves a cancelled parcel's label, and removes the one it kept", async () => {
    const { numbers } = await sent(1);
    const [g] = numbers as [number];
    expect((await labels([g])).status).toBe(200);
    const { label_path } = await keptOf(g);
    expect(await storage.get(label_path!)).toBeDefined();
    const cancelled = await call(adminParcels, `/api/admin/parcels/${g}`, { method: 'DELETE', token: shop.admin });
    expect([cancelled.status, cancelled.body.state]).toEqual([200, 'cancelled']);
    // Its kept PDF (her name, phone and address) is removed with it.
    expect(await storage.get(label_path!)).toBeUndefined();
    expect(await keptOf(g)).toMatchObject({ state: 'cancelled', label_path: null, label_stored_at: null });
    const answer = await call(adminParcels, `/api/admin/parcels/labels?numbers=${g}`, { token: shop.admin });
    expect([answer.status, answer.body.error.code, answer.body.error.details]).toEqual([404, 'not_found', { numbers: [g] }]);

    // Sent again after the cancel: a new parcel, whose label is its own, never the cancelled one's.
    const [again] = await createParcels(shop.admin, 'yalidine', [{ number: g }]);
    const tracking = again?.ok ? again.parcel.tracking! : '';
    expect(await callsDuring(async () => expect((await labels([g])).status).toBe(200))).toEqual([
      expect.stringContaining(`tracking=${tracking}`),
    ]);
    expect((await keptOf(g)).label_path).toMatch(new RegExp(`-${tracking.toLowerCase()}\\.pdf$`));
  });

  it("a selection's labels keep under Yalidine's 5 calls a second: one paced client for the whole request, no 429", async () => {
    // A stand-in at Yalidine's documented quotas (5/s, 50/min), connected for this test alone.
    const strict = await startYalidineStandIn();
    try {
      expect((await shop.connect({ ...strict.account, baseUrl: strict.apiUrl, fromWilayaCode: '16' })).status).toBe(200);
      const numbers: number[] = [];
      for (let i = 0; i < 8; i++) numbers.push(await confirmedOrder(sql, shop.catalog, { wilayaCode: '16' }));
      const created = await createParcels(
        shop.admin,
        'yalidine',
        numbers.map((number) => ({ number })),
      );
      expect(created.every((r) => r.ok)).toBe(true);
      const before = strict.calls.length;
      expect((await labels(numbers)).status).toBe(200);
      const lookups = strict.calls.slice(before);
      expect(lookups).toHaveLength(8);
      expect(lookups.map((c) => c.status)).toEqual(Array(8).fill(200));
    } finally {
      expect((await shop.connect({ ...shop.carrier.account, fromWilayaCode: '16' })).status).toBe(200);
      await strict.close();
    }
  });

  it('without a labels storage (none configured) each request asks Yalidine, as before labels were kept', async () => {
    useLabelStorage(null);
    try {
      const { numbers } = await sent(1);
      for (let i = 0; i < 2; i++) expect(await callsDuring(async () => expect((await labels(numbers)).status).toBe(200))).toHaveLength(1);
      expect((await keptOf(numbers[0]!)).label_path).toBeNull();
      expect(await labelLines(numbers[0]!)).toEqual([]);
    } finally {
      useLabelStorage(storage);
    }
  });
});
