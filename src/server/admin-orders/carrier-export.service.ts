// A carrier file for the selected orders, and (if the owner asks) those orders marked shipped, in one
// transaction: either the file and every move, or nothing. Only confirmed orders go to a carrier (a
// shipped one may be exported again, e.g. after a failed import); test orders never. An order whose
// parcel was already sent through a carrier's API is left out of the file and named in the answer:
// uploading it on the carrier's site would make a second parcel for it.
import type { Sql } from '../db/client.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import { carrierFileName, carrierTable, overCarrierLimit, type Carrier } from '../../domain/carriers/carrier-layouts.ts';
import type { CarrierExportBody, ExportRefusal } from '../../domain/admin-orders/carrier-export.ts';
import { toAlgiersLocal } from '../../domain/admin/algiers-time.ts';
import { spreadsheetCsv } from '../csv/spreadsheet-csv.ts';
import { readParcelOrders } from '../carriers/parcels/parcel-orders.repo.ts';
import { liveParcelsOf, type LiveParcel } from './live-parcels.repo.ts';
import { CARRIER_BY } from '../../domain/carriers/outcome-moves.ts';
import { moveOrderIn } from '../orders/order-moves.service.ts';

/** `sentByApi`: the selected orders left out because a carrier already has their parcel through its API. */
export type CarrierFile = { csv: string; fileName: string; count: number; shipped: number[]; sentByApi: LiveParcel[] };
export type ExportResult = { ok: true; file: CarrierFile } | { ok: false; refusal: ExportRefusal };

const CARRIER_NAMES: Record<Carrier, string> = { yalidine: 'Yalidine', ecotrack: 'Ecotrack/NOEST' };
const list = (numbers: number[]) => numbers.map((n) => `#${n}`).join(', ');

/** "#12, #13: their parcel was already sent through Yalidine's API." (the English kept for logs; the admin words it). */
function sentByApiSentence(parcels: readonly LiveParcel[]): string {
  const platforms = [...new Set(parcels.map((p) => CARRIER_BY[p.platform]))];
  return `${list(parcels.map((p) => p.number))}: ${parcels.length > 1 ? 'their parcels were' : 'its parcel was'} already sent through ${platforms.join(' and ')}'s API.`;
}

class Refused extends Error {
  readonly refusal: ExportRefusal;
  constructor(refusal: ExportRefusal) {
    super(refusal.message);
    this.refusal = refusal;
  }
}

export async function exportForCarrier(sql: Sql, body: CarrierExportBody, adminEmail: string, now = new Date()): Promise<ExportResult> {
  try {
    const file = await sql.begin(async (tx) => {
      const selected = await readParcelOrders(tx, body.numbers);
      const found = new Set(selected.map((o) => o.number));
      const missing = body.numbers.filter((n) => !found.has(n));
      if (missing.length) throw new Refused({ code: 'not_found', numbers: missing, message: `No order ${list(missing)}.` });
      const tests = selected.filter((o) => o.isTest).map((o) => o.number);
      if (tests.length)
        throw new Refused({ code: 'not_exportable', numbers: tests, message: `${list(tests)}: a test order never goes to a carrier.` });
      const notReady = selected.filter((o) => o.status !== 'confirmed' && o.status !== 'shipped').map((o) => o.number);
      if (notReady.length)
        throw new Refused({
          code: 'not_exportable',
          numbers: notReady,
          message: `Only confirmed orders go to a carrier: ${list(notReady)} ${notReady.length > 1 ? 'are' : 'is'} not confirmed.`,
        });
      // Read under the orders' row locks: a Send to the carrier creating a parcel now takes the same lock first.
      const live = await liveParcelsOf(tx, body.numbers);
      const sentByApi = body.numbers.flatMap((n) => live.get(n) ?? []);
      const orders = selected.filter((o) => !live.has(o.number));
      if (!orders.length)
        throw new Refused({
          code: 'has_parcel',
          numbers: sentByApi.map((p) => p.number),
          message: `${sentByApiSentence(sentByApi)} Nothing left to export.`,
        });
      const tooHigh = overCarrierLimit(body.carrier, orders);
      if (tooHigh.length)
        throw new Refused({
          code: 'over_carrier_limit',
          numbers: tooHigh,
          message: `${CARRIER_NAMES[body.carrier]} takes at most 150,000 DZD per parcel: ${list(tooHigh)}.`,
        });

      // Marked shipped by the workflow's own move (its rule, history and audit), in this transaction:
      // the file and every move, or nothing.
      const exported = orders.map((o) => o.number);
      const shipped: number[] = [];
      if (body.markShipped) {
        for (const order of orders.filter((o) => o.status === 'confirmed')) {
          const moved = await moveOrderIn(tx, order.number, 'shipped', adminEmail, `Exported for ${CARRIER_NAMES[body.carrier]}`);
          if (!moved.ok)
            throw new Refused({ code: 'not_exportable', numbers: [order.number], message: `#${order.number}: ${moved.message}` });
          shipped.push(order.number);
        }
      }
      await recordAudit(tx, {
        email: adminEmail,
        action: 'orders.export',
        subject: `${body.carrier}: ${list(exported)}`,
        newValue: { carrier: body.carrier, numbers: exported, markedShipped: shipped, ...(sentByApi.length ? { leftOut: sentByApi } : {}) },
      });
      const day = toAlgiersLocal(now.toISOString()).slice(0, 10);
      const { header, rows } = carrierTable(body.carrier, orders);
      return {
        csv: spreadsheetCsv(header, rows),
        fileName: carrierFileName(body.carrier, day, exported),
        count: orders.length,
        shipped,
        sentByApi,
      };
    });
    return { ok: true, file };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, refusal: error.refusal };
    throw error;
  }
}
