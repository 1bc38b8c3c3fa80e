// GET /api/admin/parcels/labels?numbers=…: every label of a selection in one PDF, in the order given.
// Each label is fetched server-side (label links are bearer links: they never reach a page) and its
// pages copied into one document with pdf-lib. A refusal has a code and its orders in details, for the
// admin to word in the owner's language; the message is English for logs and scripts.
//
// A label is kept at the first labels request that fetches it (label-store.ts), and served from the
// labels storage after that: a second request for the same parcels asks the carrier nothing. Fetched
// then rather than right after creation: creating a drop's parcels already spends the carrier's quota
// (Ecotrack's 50 a minute go to create/orders and one valid/order each), a label fetched then would
// take a parcel's validation turn, and a parcel cancelled before printing never costs a call. Waiting
// loses nothing: each client asks its carrier for the label when called (Yalidine's link read again from
// the parcel, ZR Express's expiring link made and fetched at once), never from a link kept at creation.
// Each label is kept as soon as it is fetched: when the carrier fails on one, the request names that
// order, and the next one asks only for the labels still missing.
import { PDFDocument } from 'pdf-lib';
import type { Sql } from '../../db/client.ts';
import type { CarrierPlatform } from '../../../domain/carriers/platforms.ts';
import type { ObjectStorage } from '../../storage/storage.ts';
import type { CarrierClient } from '../carrier-client.ts';
import { keepLabel, keptLabel } from './label-store.ts';

export type LabelsRefusal =
  | { ok: false; status: 404; code: 'not_found'; message: string; details: { numbers: number[] } }
  | { ok: false; status: 409; code: 'not_connected'; message: string; details: { number: number; platform: CarrierPlatform } }
  | { ok: false; status: 502; code: 'carrier_unreachable'; message: string; details: { number: number; platform: CarrierPlatform } };
export type LabelsResult = { ok: true; pdf: Uint8Array } | LabelsRefusal;

export async function mergePdfs(pdfs: readonly Uint8Array[]): Promise<Uint8Array> {
  const merged = await PDFDocument.create();
  for (const bytes of pdfs) {
    const source = await PDFDocument.load(bytes);
    for (const page of await merged.copyPages(source, source.getPageIndices())) merged.addPage(page);
  }
  return merged.save();
}

/** Where labels are kept (none: each request asks the carrier) and who asks (the history line's author). */
export type LabelsOptions = { storage: ObjectStorage | undefined; by: string };

type LabelRow = {
  number: number;
  id: string;
  order_id: string;
  platform: CarrierPlatform;
  tracking: string;
  label_path: string | null;
};

export async function labelsOf(
  sql: Sql,
  numbers: readonly number[],
  clientFor: (platform: CarrierPlatform) => Promise<CarrierClient | undefined>,
  { storage, by }: LabelsOptions,
): Promise<LabelsResult> {
  // Only a parcel at the carrier ('created'): a cancelled parcel's label is never served, kept or not.
  const rows = await sql<LabelRow[]>`
    select o.number, p.id::text, p.order_id, p.platform, p.tracking, p.label_path from parcels p join orders o on o.id = p.order_id
    where o.number = any(${numbers as number[]}::int[]) and p.state = 'created'`;
  const byNumber = new Map(rows.map((r) => [r.number, r]));
  const missing = numbers.filter((n) => !byNumber.has(n));
  if (missing.length)
    return {
      ok: false,
      status: 404,
      code: 'not_found',
      message: `No parcel for ${missing.map((n) => `#${n}`).join(', ')}.`,
      details: { numbers: missing },
    };
  // One client per carrier for the whole request: its pacer keeps every label call of the selection
  // under the carrier's quota (Yalidine's 5 a second), where a client per label started each one afresh.
  const clients = new Map<CarrierPlatform, Promise<CarrierClient | undefined>>();
  const clientOf = (platform: CarrierPlatform) => {
    if (!clients.has(platform)) clients.set(platform, clientFor(platform));
    return clients.get(platform)!;
  };
  const pdfs: Uint8Array[] = [];
  for (const number of numbers) {
    const row = byNumber.get(number)!;
    const kept = storage && row.label_path ? await keptLabel(storage, row.label_path) : undefined;
    if (kept) {
      pdfs.push(kept);
      continue;
    }
    const client = await clientOf(row.platform);
    const details = { number, platform: row.platform };
    if (!client)
      return { ok: false, status: 409, code: 'not_connected', message: `The carrier of #${number} is no longer connected.`, details };
    let pdf: Uint8Array;
    try {
      pdf = (await client.label(row.tracking)).pdf;
    } catch (error) {
      const message = `The label of #${number} could not be read from the carrier: ${(error as Error).message}`;
      return { ok: false, status: 502, code: 'carrier_unreachable', message, details };
    }
    if (storage)
      await keepLabel(sql, storage, { id: row.id, orderId: row.order_id, platform: row.platform, tracking: row.tracking }, pdf, by);
    pdfs.push(pdf);
  }
  return { ok: true, pdf: await mergePdfs(pdfs) };
}
