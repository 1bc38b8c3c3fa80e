// GET /api/admin/parcels/labels?numbers=…: every label of a selection in one PDF, in the order given.
// Each label is fetched server-side (label links are bearer links: they never reach a page) and its
// pages copied into one document with pdf-lib. A refusal has a code and its orders in details, for the
// admin to word in the owner's language; the message is English for logs and scripts.
import { PDFDocument } from 'pdf-lib';
import type { Sql } from '../../db/client.ts';
import type { CarrierPlatform } from '../../../domain/carriers/platforms.ts';
import type { CarrierClient } from '../carrier-client.ts';

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

export async function labelsOf(
  sql: Sql,
  numbers: readonly number[],
  clientFor: (platform: CarrierPlatform) => Promise<CarrierClient | undefined>,
): Promise<LabelsResult> {
  const rows = await sql<{ number: number; platform: CarrierPlatform; tracking: string }[]>`
    select o.number, p.platform, p.tracking from parcels p join orders o on o.id = p.order_id
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
  const pdfs: Uint8Array[] = [];
  for (const number of numbers) {
    const row = byNumber.get(number)!;
    const client = await clientFor(row.platform);
    const details = { number, platform: row.platform };
    if (!client)
      return { ok: false, status: 409, code: 'not_connected', message: `The carrier of #${number} is no longer connected.`, details };
    try {
      pdfs.push((await client.label(row.tracking)).pdf);
    } catch (error) {
      const message = `The label of #${number} could not be read from the carrier: ${(error as Error).message}`;
      return { ok: false, status: 502, code: 'carrier_unreachable', message, details };
    }
  }
  return { ok: true, pdf: await mergePdfs(pdfs) };
}
