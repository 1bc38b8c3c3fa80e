// The shop's client for one courier on the Ecotrack platform (DHD, Conexlog, World Express…), at the
// base URL the owner typed. What each call relies on is in docs/carrier-apis.md ("Ecotrack platform");
// creating is in ecotrack-create.ts. Calls that cannot be answered throw a CarrierError whose message
// is safe to show the owner and to log; a refusal the owner can act on is answered instead. The pacer
// keeps the calls under Ecotrack's documented quota (50 a minute) and waits out a 429.
import { carrierReason } from '../../../domain/carriers/carrier-reason.ts';
import { plainLabel, readEcotrackStatus } from '../../../domain/carriers/ecotrack-statuses.ts';
import type { ParcelReport } from '../../../domain/carriers/outcomes.ts';
import { PLATFORM_QUOTAS } from '../../../domain/carriers/platforms.ts';
import type { CarrierClient, CarrierPlace } from '../carrier-client.ts';
import { CarrierError, refusedCheck } from '../carrier-error.ts';
import { validationPending } from '../create-then-validate.ts';
import { createPacer, type Pacer } from '../pacer.ts';
import { communesAnswer, deleteAnswer, invalidAnswer, ordersPage, ordersStatus, wilayasAnswer } from './ecotrack-answers.ts';
import { createParcels, validateParcel } from './ecotrack-create.ts';
import { createEcotrackHttp, parseJson } from './ecotrack-http.ts';
import { ordersByReference } from './ecotrack-orders.ts';
import { businessRefusal } from './ecotrack-refusals.ts';

export type EcotrackClientOptions = {
  baseUrl: string;
  token: string;
  fetch?: typeof fetch;
  /** One per account: the quota is the account's (tests give one with a shorter window). */
  pacer?: Pacer;
  timeoutMs?: number;
  /** The clock: the poll's time dates a status that has none of its own, and "today" bounds a search by reference. */
  now?: () => Date;
};

const STATUS_BATCH = 100; // get/orders/status takes ≤ 100 trackings

export function createEcotrackClient(options: EcotrackClientOptions): CarrierClient {
  const pacer = options.pacer ?? createPacer(PLATFORM_QUOTAS.ecotrack);
  const http = createEcotrackHttp({
    baseUrl: options.baseUrl,
    token: options.token,
    pacer,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  });
  const now = options.now ?? (() => new Date());

  async function communeList(wilayaCode: number) {
    const { body } = await http.json({ method: 'GET', route: 'get/communes', query: { wilaya_id: wilayaCode } }, communesAnswer);
    // The list is an object keyed "0","1",… (ECO-PM); filtered again on the wilaya in case a courier ignores the filter.
    return Object.values(body).filter((c) => Number(c.wilaya_id) === wilayaCode);
  }

  /** get/orders' row of the last days whose reference is ours (the exact one: never the first row). */
  const findByReference = async (reference: string) => (await ordersByReference(http, [reference], now())).get(reference) ?? null;

  /** Why a legacy {"delete":"fail"} failed: the courier's row of the parcel (get/orders?tracking=), or none. */
  async function deleteFailed(tracking: string) {
    const { body } = await http.json({ method: 'GET', route: 'get/orders', query: { tracking } }, ordersPage);
    const row = body.data.find((r) => r.tracking === tracking);
    if (!row)
      return {
        ok: false as const,
        message: `The courier’s Ecotrack does not know parcel ${tracking} (deleted already?).`,
        reason: carrierReason('parcel_unknown', { detail: tracking }),
      };
    return {
      ok: false as const,
      message: `The courier’s Ecotrack refused to cancel parcel ${tracking} ("${row.status}"): it was validated for collection. Ask the courier to return it.`,
      reason: carrierReason('cancel_too_late', { detail: row.status }),
    };
  }

  return {
    platform: 'ecotrack',

    // get/wilayas with the Bearer header (as CDZ does) rather than validate/token, which wants the token in the URL.
    async checkConnection() {
      try {
        await http.json({ method: 'GET', route: 'get/wilayas' }, wilayasAnswer);
        return { ok: true };
      } catch (error) {
        if (error instanceof CarrierError && !error.retryable) return refusedCheck(error);
        throw error;
      }
    },

    async communes(wilayaCode) {
      return (await communeList(wilayaCode)).map((c): CarrierPlace => ({ id: c.nom, name: c.nom, wilayaCode }));
    },

    // Ecotrack has no desk list of its own: a desk is a commune with has_stop_desk, and its code_postal
    // is the station code integrations send with stop_desk=1 (docs/carrier-apis.md, "Stop desk"); a
    // commune without one keeps its name as its id.
    async centers(wilayaCode) {
      return (await communeList(wilayaCode))
        .filter((c) => c.has_stop_desk === true || Number(c.has_stop_desk) === 1)
        .map((c): CarrierPlace => ({ id: String(c.code_postal ?? '').trim() || c.nom, name: c.nom, wilayaCode, communeName: c.nom }));
    },

    createParcels: (drafts) => createParcels(http, drafts, now()),

    // After a lost answer the parcel may exist, and maybe not validated yet (the answer was lost between
    // the two calls): it is validated here, so that what was found is a parcel the courier will collect.
    async findParcel(reference) {
      const row = await findByReference(reference);
      if (!row) return null;
      if (['prete_a_expedier', 'pret_a_expedier'].includes(plainLabel(row.status))) {
        const validated = await validateParcel(http, row.tracking);
        if (!validated.ok)
          throw new CarrierError(
            validated.retryable ? 'unreachable' : 'refused',
            `Parcel ${row.tracking} was found but not sent to the courier: ${validated.message}`,
            validated.retryable,
            validationPending(row.tracking, validated.reason),
          );
      }
      return { tracking: row.tracking };
    },

    // A parcel created but not validated in its click (the quota ran out between the two calls): the
    // retry validates it by the tracking the shop kept, one request instead of a search of get/orders.
    finishParcel: (tracking) => validateParcel(http, tracking),

    async cancelParcel(tracking) {
      const response = await http.send({ method: 'DELETE', route: 'delete/order', query: { tracking } });
      if (response.status === 422) {
        parseJson(response, invalidAnswer, [422], 'delete/order');
        return {
          ok: false,
          message: `The courier’s Ecotrack does not know parcel ${tracking} (deleted already?).`,
          reason: carrierReason('parcel_unknown', { detail: tracking }),
        };
      }
      const body = parseJson(response, deleteAnswer, [200], 'delete/order');
      // The legacy answer of some couriers: {"delete": "success"|"fail"}, which says no why.
      if ('delete' in body) return body.delete === 'success' ? { ok: true } : deleteFailed(tracking);
      if (body.success) return { ok: true };
      if (Number(body.error) === 10001)
        return {
          ok: false,
          message: `The courier’s Ecotrack no longer lets the shop cancel parcel ${tracking}: it was validated for collection. Ask the courier to return it.`,
          reason: carrierReason('cancel_too_late', { said: body.message }),
        };
      return { ok: false, ...businessRefusal(body.error, body.message) };
    },

    async label(tracking) {
      const response = await http.send({ method: 'GET', route: 'get/order/label', query: { tracking } });
      const pdf = response.bytes;
      const isPdf = response.status === 200 && new TextDecoder().decode(pdf.subarray(0, 5)) === '%PDF-';
      if (!isPdf)
        throw new CarrierError('refused', `The courier’s Ecotrack gave no label for parcel ${tracking} (HTTP ${response.status}).`, false);
      return { tracking, pdf };
    },

    async statuses(trackings) {
      const wanted = [...new Set(trackings)];
      const reports: ParcelReport[] = [];
      for (let start = 0; start < wanted.length; start += STATUS_BATCH) {
        const batch = wanted.slice(start, start + STATUS_BATCH);
        const { body } = await http.json(
          // The one route that takes no Bearer token alone: api_token in the query (docs/carrier-apis.md).
          { method: 'GET', route: 'get/orders/status', query: { trackings: batch.join(','), status: 'all' }, tokenInQuery: true },
          ordersStatus,
        );
        const polledAt = now().toISOString();
        for (const tracking of batch) {
          const parcel = body.data[tracking];
          const reading = parcel ? readEcotrackStatus(parcel.status, parcel.activity ?? []) : null;
          // An unknown label leaves the order where it is: the next poll may bring a known one.
          if (!parcel || !reading) continue;
          reports.push({
            tracking,
            outcome: reading.outcome,
            carrierStatus: parcel.status,
            ...(reading.reason ? { reason: reading.reason } : {}),
            at: reading.at ?? polledAt,
          });
        }
      }
      return reports;
    },
  };
}
