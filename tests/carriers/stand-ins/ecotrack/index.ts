// A stand-in for one courier on the Ecotrack platform (DHD, Conexlog, World Express…), which lives
// outside this machine. Its behaviour follows Ecotrack's own Postman collection (ECO-PM) and the notes
// in docs/carrier-apis.md ("Ecotrack platform" and "What the stand-ins must imitate"). Several couriers
// are several instances, each on its own port (its "base URL"), with its own token, served wilayas and
// words for some statuses. Paths are under /api/v1/, as on https://<courier>.ecotrack.dz/api/v1/.
import { json, textOf, type Answer, type LaravelRequest as StandInRequest } from '../shared/laravel.ts';
import { startLaravelStandIn } from '../shared/laravel-stand-in.ts';
import { createFixedWindow } from '../shared/fixed-window.ts';
import { takeQuota } from './http.ts';
import { orderRoute, type CourierState } from './order-routes.ts';
import { createParcelBook, type EcotrackSlug } from './parcels.ts';
import { readRoute } from './read-routes.ts';
import { allPlaces } from './places.ts';

export { ECOTRACK_SLUGS, type EcotrackSlug, type StandInParcel } from './parcels.ts';

export type EcotrackStandInOptions = {
  token: string;
  /** Four capital letters in this courier's tracking numbers ("ECDHDZ2611260001"). */
  courierCode?: string;
  /** This courier's own words for some statuses (get/orders/status and get/orders answer them). */
  statusLabels?: Partial<Record<EcotrackSlug, string>>;
  /** Wilayas (1-58) this courier does not deliver to: create answers 200 success:false error 10002. */
  unservedWilayas?: readonly number[];
  /** The minute's quota (50 documented) and its window (a minute; shorter in tests). */
  perMinute?: number;
  windowMs?: number;
  /**
   * How delete/order answers: 'success' as ECO-PM's saved examples ({success, message}), 'legacy' as
   * other couriers still do ({"delete":"success"|"fail"}, ECO-AUDIT's adapter types). docs/carrier-apis.md.
   */
  deleteAnswer?: 'success' | 'legacy';
  /**
   * create/orders answers HTTP 500 (ECO-AUDIT §8: "Packers: bulk create → HTTP 500"). 'after-creating'
   * creates the first half of the orders before failing: nothing documents whether such a 500 made
   * parcels, so the shop must not create any of them twice either way (docs/carrier-apis.md, "Ecotrack
   * platform", Answers).
   */
  bulkCreate?: 'works' | 'fails' | 'fails-after-creating';
};

/** One request as the courier received it: what a test checks for a token in a URL, or a repeat. */
export type StandInCall = { method: string; url: string; bearer: boolean; status: number | 'no-answer' };

export async function startEcotrackStandIn(options: EcotrackStandInOptions) {
  const book = createParcelBook(options.courierCode ?? 'TEST');
  const unserved = new Set(options.unservedWilayas ?? []);
  const state: CourierState = {
    book,
    served: new Set(Array.from({ length: 58 }, (_, i) => i + 1).filter((w) => !unserved.has(w))),
    timeoutMode: false,
    deleteAnswer: options.deleteAnswer ?? 'success',
    bulkCreate: options.bulkCreate ?? 'works',
    statusLabel: (slug) => options.statusLabels?.[slug] ?? slug,
  };
  const rateLimit = createFixedWindow({ limit: options.perMinute ?? 50, windowMs: options.windowMs ?? 60_000 });
  let base = '';

  // docs/carrier-apis.md, "Ecotrack platform", Auth: the Bearer token (ECO-PM "Authorisation"), or
  // `api_token` in the query as a Laravel token guard reads it (integrations send it alone on
  // delete/order and get/order/label); get/orders/status and validate/token are documented with
  // `api_token` only, and get/orders/status answers 401 to a Bearer token alone (ECO-AUDIT: "Bearer
  // alone does not authenticate this endpoint", its mock's contract test; the DHD and Conexlog
  // integrations send api_token there).
  const QUERY_ONLY = ['validate/token', 'get/orders/status'];
  const tokenOf = (req: StandInRequest) => {
    const inQuery = textOf(req.query.get('api_token'));
    return QUERY_ONLY.includes(req.route) ? inQuery : inQuery || req.bearer || '';
  };

  function answer(req: StandInRequest): Answer {
    if (req.route === 'validate/token') {
      const valid = tokenOf(req) === options.token;
      return json(200, { success: valid, message: valid ? 'VALID_TOKEN' : 'INVALID_TOKEN' });
    }
    if (tokenOf(req) !== options.token) return json(401, { message: 'Unauthenticated.' });
    return orderRoute(req, state) ?? readRoute(req, state, base) ?? json(404, { message: '' });
  }

  const server = await startLaravelStandIn<StandInCall>({
    prefix: /^\/api\/v1\//,
    forms: true,
    quota: () => takeQuota(rateLimit),
    log: (req, url) => ({ method: req.method, url, bearer: req.bearer !== null, status: 'no-answer' }),
    answer,
  });
  base = server.url;

  return {
    /** The base URL the owner would type for this courier. */
    url: base,
    close: server.close,
    calls: server.calls,
    /** How many requests the quota refused with 429. */
    tooManyAnswered: () => rateLimit.refused,
    /** The minute's quota starts again now, as it would a minute later. */
    nextMinute: () => rateLimit.nextWindow(),
    parcels: () => book.all(),
    /** The communes of a wilaya as get/communes lists them (with their code_postal and has_stop_desk). */
    communes: (wilaya: number) => allPlaces().communes.filter((c) => c.wilaya_id === wilaya),
    parcel: (tracking: string) => book.get(tracking),
    /** A parcel entered outside the shop (on the courier's site), not validated: create/order's fields. */
    addParcel: (fields: Record<string, string>) => book.create(fields),
    /** The courier moves a parcel on; false (and nothing moves) if it was never validated. */
    moveParcel: (tracking: string, status: EcotrackSlug) => book.move(tracking, status),
    failAttempt: (tracking: string, attempt: { reason: string; details?: string; postponedTo?: string; at?: Date }) =>
      book.failAttempt(tracking, attempt),
    remark: (tracking: string, text: string) => book.remark(tracking, text),
    /** create/orders from now on: works, or answers 500 (after creating half of the orders, or not). */
    setBulkCreate: (mode: NonNullable<EcotrackStandInOptions['bulkCreate']>) => {
      state.bulkCreate = mode;
    },
    /** Creates still happen, but their answer never comes. */
    setTimeoutMode: (on: boolean) => {
      state.timeoutMode = on;
    },
    /** The next requests (to that route, "valid/order", if one is named) answer this status (500, 503…) instead of their work. */
    failNext: server.failNext,
  };
}

export type EcotrackStandIn = Awaited<ReturnType<typeof startEcotrackStandIn>>;
