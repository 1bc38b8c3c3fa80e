// The shop's client for NOEST (Nord et Ouest Express), whose public API is at
// https://app.noest-dz.com/api/public/. What each call relies on is in docs/carrier-apis.md ("NOEST");
// creating is in noest-create.ts. Calls that cannot be answered throw a CarrierError whose message is
// safe to show the owner and to log; a refusal the owner can act on is answered instead. The pacer
// keeps the calls under NOEST's documented 60 a minute and waits out a 429.
import * as z from 'zod/mini';
import { carrierReason } from '../../../domain/carriers/carrier-reason.ts';
import { readNoestActivity } from '../../../domain/carriers/noest-statuses.ts';
import { noestStationKey, wilayaOfNoestStation } from '../../../domain/carriers/noest-station.ts';
import type { ParcelReport } from '../../../domain/carriers/outcomes.ts';
import type { CarrierClient, CarrierPlace } from '../carrier-client.ts';
import { CarrierError, refusedCheck } from '../carrier-error.ts';
import { createPacer, type Pacer } from '../pacer.ts';
import { communesAnswer, desksAnswer, invalidAnswer, notFound, outcomeAnswer, trackingsInfo } from './noest-answers.ts';
import { createParcels, validateParcel } from './noest-create.ts';
import { createNoestHttp, parseJson } from './noest-http.ts';

export type NoestClientOptions = {
  baseUrl: string;
  token: string;
  /** The partner GUID NOEST gives with the token: every write names it. */
  userGuid: string;
  fetch?: typeof fetch;
  /** One per account: the quota is the account's (tests give one on an injected clock). */
  pacer?: Pacer;
  timeoutMs?: number;
  /** The clock: the poll's time dates a status whose line has no readable date. */
  now?: () => Date;
};

export const NOEST_QUOTAS = { perMinute: 60 } as const; // NOEST-23: "60 requests per minute by default"
const INFO_BATCH = 100; // get/trackings/info, as the bulk calls, ≤ 100
// A tracking no parcel can have: valid/order on it tells a good GUID ("Commande introuvable") from a
// refused one (422 user_guid) without touching a real parcel (docs/carrier-apis.md, "Harmless call").
const PROBE_TRACKING = 'SHOP-CONNECTION-CHECK';

/** The wilaya of a station code ("16A", "1A", the desks' key "01A"), or null. */
export const wilayaOfStation = wilayaOfNoestStation;

export function createNoestClient(options: NoestClientOptions): CarrierClient<'noest'> {
  const pacer = options.pacer ?? createPacer(NOEST_QUOTAS);
  const http = createNoestHttp({
    baseUrl: options.baseUrl,
    token: options.token,
    userGuid: options.userGuid,
    pacer,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  });
  const now = options.now ?? (() => new Date());

  return {
    platform: 'noest',

    // One call proves both: a bad token is a 401, a bad GUID a 422 (CarrierError 'auth'), a good pair "Commande introuvable".
    async checkConnection() {
      try {
        const response = await http.send({ method: 'POST', route: 'valid/order', body: { tracking: PROBE_TRACKING }, guid: true });
        // "Commande introuvable", or a 422 bag on the tracking: either way the GUID passed.
        parseJson(response, z.union([outcomeAnswer, invalidAnswer]), [200, 422], 'valid/order');
        return { ok: true };
      } catch (error) {
        if (error instanceof CarrierError && error.kind === 'auth') return refusedCheck(error);
        throw error;
      }
    },

    async communes(wilayaCode) {
      const response = await http.send({ method: 'GET', route: `get/communes/${wilayaCode}` });
      const rows = parseJson(response, communesAnswer, [200], 'get/communes');
      // Filtered again on the wilaya, and inactive communes left out (NOEST-23's is_active).
      return rows
        .filter((c) => Number(c.wilaya_id) === wilayaCode && c.is_active !== 0 && c.is_active !== '0' && c.is_active !== false)
        .map((c): CarrierPlace => ({ id: c.nom, name: c.nom, wilayaCode }));
    },

    // A desk is a station code ("16A"): the wilaya number and a letter. It names no commune. Its id is
    // its `code` as NOEST writes it ("1A", while the list's key says "01A": noest-station.ts), once per desk.
    async centers(wilayaCode) {
      const response = await http.send({ method: 'GET', route: 'desks' });
      const desks = parseJson(response, desksAnswer, [200], 'desks');
      const seen = new Set<string>();
      return Object.entries(desks)
        .map(([key, d]) => ({ ...d, code: d.code.trim() || key.trim() }))
        .filter((d) => {
          const station = noestStationKey(d.code);
          if (!station || seen.has(station) || wilayaOfStation(d.code) !== wilayaCode) return false;
          seen.add(station);
          return true;
        })
        .map((d): CarrierPlace => ({ id: d.code, name: d.name, wilayaCode }));
    },

    createParcels: (drafts) => createParcels(http, drafts),

    // No NOEST call reads by reference (get/trackings/info needs the tracking). The reference is its
    // idempotency key instead: the retry creates again and the "Colis déja existant" answer is adopted.
    findParcel: async () => null,

    // A parcel created but not validated in its click: the retry validates it by the tracking the shop kept.
    finishParcel: (tracking) => validateParcel(http, tracking),

    async cancelParcel(tracking) {
      const response = await http.send({ method: 'POST', route: 'delete/order', body: { tracking }, guid: true });
      const body = parseJson(response, outcomeAnswer, [200, 422], 'delete/order');
      if (body.success) return { ok: true };
      // NOEST-23's refusal is a bare {success:false}: validated already (the shop validates on create), or unknown.
      return {
        ok: false,
        message: `NOEST no longer lets the shop cancel parcel ${tracking}: it was sent to NOEST for collection (or NOEST does not know it). Ask NOEST for its return.`,
        reason: carrierReason('cancel_too_late', { said: body.message ?? '' }),
      };
    },

    async label(tracking) {
      const response = await http.send({ method: 'GET', route: 'get/order/label', query: { tracking } });
      const pdf = response.bytes;
      if (response.status !== 200 || new TextDecoder().decode(pdf.subarray(0, 5)) !== '%PDF-')
        throw new CarrierError('refused', `NOEST gave no label for parcel ${tracking} (HTTP ${response.status}).`, false);
      return { tracking, pdf };
    },

    async statuses(trackings) {
      const wanted = [...new Set(trackings)];
      const reports: ParcelReport[] = [];
      for (let start = 0; start < wanted.length; start += INFO_BATCH) {
        const batch = wanted.slice(start, start + INFO_BATCH);
        const response = await http.send({ method: 'POST', route: 'get/trackings/info', body: { trackings: batch } });
        // "Trackings not found" when none of them is known: nothing to report.
        if (response.status !== 200) {
          parseJson(response, notFound, [404, 200, 422], 'get/trackings/info');
          continue;
        }
        const body = parseJson(response, trackingsInfo, [200], 'get/trackings/info');
        const polledAt = now().toISOString();
        for (const tracking of batch) {
          const reading = body[tracking] ? readNoestActivity(body[tracking].activity ?? []) : null;
          if (!reading) continue; // unknown, or an undocumented event: the order stays where it is
          reports.push({
            tracking,
            outcome: reading.outcome,
            carrierStatus: reading.carrierStatus,
            ...(reading.reason ? { reason: reading.reason } : {}),
            at: reading.at ?? polledAt,
          });
        }
      }
      return reports;
    },
  };
}
