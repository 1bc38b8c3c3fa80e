// The shop's client of ZR Express's new API (api.zrexpress.app). What each call does is in
// docs/carrier-apis.md ("ZR Express, new API"); the tests run it against the local stand-in
// (tests/carriers/stand-ins/zr-express).
import type { ParcelReport } from '../../../domain/carriers/outcomes.ts';
import { zrOutcome } from '../../../domain/carriers/zr-express-statuses.ts';
import type { CarrierClient, ConnectionCheck, ParcelLabel } from '../carrier-client.ts';
import { carrierReason } from '../../../domain/carriers/carrier-reason.ts';
import { CarrierError, refusedCheck } from '../carrier-error.ts';
import { createPacer, realClock, type Pacer } from '../pacer.ts';
import { bulkDeleteAnswer, historyRow, labelsAnswer, pageSchema, parcelRow, type ParcelRow } from './answers.ts';
import { createZrParcels, type TrackingWait } from './create-parcels.ts';
import { zrHttp } from './http.ts';
import { zrPlaces } from './places.ts';
import * as z from 'zod/mini';

export const ZR_EXPRESS_BASE_URL = 'https://api.zrexpress.app/api/v1/';

export type ZrExpressClientOptions = {
  baseUrl?: string;
  apiKey: string;
  /** The tenant id (X-Tenant), which most endpoints require. */
  tenant: string;
  fetch?: typeof globalThis.fetch;
  /**
   * ZR documents no quota (docs/carrier-apis.md): by default ten calls a second keep a burst polite,
   * and a 429 is waited out by the pacer.
   */
  pacer?: Pacer;
  /** How long one call may take before it counts as no answer (default 15 s). */
  timeoutMs?: number;
  /** How long create waits for ZR to number a parcel (default: 4 more reads, 1 s apart). */
  trackingWait?: Partial<TrackingWait>;
  /** The instant a report is dated when ZR's history gives none (tests inject it). */
  now?: () => number;
};

export function createZrExpressClient(options: ZrExpressClientOptions): CarrierClient<'zr_express'> {
  const http = zrHttp({
    baseUrl: options.baseUrl ?? ZR_EXPRESS_BASE_URL,
    apiKey: options.apiKey,
    tenant: options.tenant,
    fetch: options.fetch ?? globalThis.fetch,
    pacer: options.pacer ?? createPacer({ perSecond: 10 }),
    timeoutMs: options.timeoutMs ?? 15_000,
  });
  const places = zrPlaces(http);
  const wait: TrackingWait = { polls: 4, intervalMs: 1_000, sleep: realClock.sleep, ...options.trackingWait };
  const now = options.now ?? Date.now;

  /** One parcel by UUID or tracking number (both work: ZR-AUDIT §1), or null when ZR has none. */
  async function parcel(idOrTracking: string): Promise<ParcelRow | null> {
    const answer = await http.call('GET', `parcels/${encodeURIComponent(idOrTracking)}`);
    if (answer.status === 404) return null;
    if (answer.status >= 300) {
      const said = http.reasonOf(answer);
      throw new CarrierError('refused', `ZR Express refused the request: ${said}`, false, carrierReason('carrier_refused', { said }));
    }
    const parsed = parcelRow.safeParse(answer.body);
    if (!parsed.success) throw new CarrierError('answer', `ZR Express's parcel ${idOrTracking} could not be read.`, false);
    return parsed.data;
  }

  /** When the parcel's latest change happened: its state history's newest row, read by UUID (the only key it takes: ZR-AUDIT BUG-1). */
  async function latestAt(row: ParcelRow): Promise<string> {
    const answer = await http.call('GET', `parcels/${encodeURIComponent(row.id)}/state-history`);
    const rows = z.array(historyRow).safeParse(answer.status < 300 ? answer.body : null);
    const dates = (rows.success ? rows.data : []).map((h) => Date.parse(h.createdAt ?? '')).filter((t) => !Number.isNaN(t));
    return new Date(dates.length ? Math.max(...dates) : now()).toISOString();
  }

  return {
    platform: 'zr_express',

    async checkConnection(): Promise<ConnectionCheck> {
      try {
        await http.ok('GET', 'users/profile');
        return { ok: true };
      } catch (e) {
        if (e instanceof CarrierError) return refusedCheck(e);
        throw e;
      }
    },

    communes: (wilayaCode) => places.communes(wilayaCode),
    centers: (wilayaCode) => places.centers(wilayaCode),
    createParcels: (drafts) => createZrParcels(http, places, drafts, wait),

    async findParcel(reference: string) {
      const body = { pageNumber: 1, pageSize: 100, advancedSearch: { fields: ['externalId'], keyword: reference } };
      const parsed = pageSchema(parcelRow).safeParse(await http.ok('POST', 'parcels/search', body));
      if (!parsed.success) throw new CarrierError('answer', "ZR Express's parcel search could not be read.", false);
      // The keyword matches inside other references too ("12" in "112"): only the exact one counts.
      const mine = parsed.data.items.filter((p) => p.externalId === reference);
      if (!mine.length) return null;
      for (const p of mine) {
        const tracking = p.trackingNumber?.trim() || (await parcel(p.id))?.trackingNumber?.trim();
        if (tracking) return { tracking };
      }
      // ZR holds it but has not numbered it: creating it again would make a second parcel.
      throw new CarrierError(
        'answer',
        `ZR Express holds the parcel of order ${reference} but has not numbered it yet; try again in a minute.`,
        true,
      );
    },

    // ZR's parcels are active once created (ZR-AUDIT gotcha 1): nothing to finish.
    finishParcel: async () => ({ ok: true }),

    async cancelParcel(tracking: string) {
      const answer = await http.call('DELETE', 'parcels/bulk/by-tracking-number', { trackingNumbers: [tracking] });
      const parsed = bulkDeleteAnswer.safeParse(answer.body);
      if (parsed.success && parsed.data.successes?.some((s) => s.trackingNumber === tracking)) return { ok: true };
      const failure = parsed.success ? parsed.data.failures?.find((f) => f.trackingNumber === tracking) : undefined;
      const why = failure?.errorMessage ? http.reasonOf({ status: answer.status, body: failure.errorMessage }) : http.reasonOf(answer);
      return {
        ok: false,
        message: `ZR Express refused to cancel ${tracking}: ${why}`,
        reason: carrierReason('carrier_refused', { said: why }),
      };
    },

    async label(tracking: string): Promise<ParcelLabel> {
      const parsed = labelsAnswer.safeParse(
        await http.ok('POST', 'parcels/labels/individual/pdf', { trackingNumbers: [tracking], format: 'A6' }),
      );
      if (!parsed.success) throw new CarrierError('answer', "ZR Express's label answer could not be read.", false);
      const file = parsed.data.parcelLabelFiles.find((f) => f.trackingNumber === tracking);
      if (!file) throw new CarrierError('refused', `ZR Express gave no label for ${tracking}.`, false);
      // Fetched at once: the link expires (about 65 minutes) and is a bearer link, never shown.
      const pdf = await http.download(file.fileUrl);
      if (new TextDecoder().decode(pdf.subarray(0, 5)) !== '%PDF-')
        throw new CarrierError('answer', `ZR Express's label for ${tracking} is not a PDF.`, false);
      return { tracking, pdf };
    },

    async statuses(trackings: readonly string[]): Promise<ParcelReport[]> {
      const reports: ParcelReport[] = [];
      for (const tracking of new Set(trackings.map((t) => t.trim()))) {
        const row = await parcel(tracking);
        if (!row || row.trackingNumber !== tracking) continue;
        // A state no source documents comes as 'other', in ZR's own word: shown, never guessed.
        reports.push({ tracking, ...zrOutcome(row), at: await latestAt(row) });
      }
      return reports;
    },
  };
}
