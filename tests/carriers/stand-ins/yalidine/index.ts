// A local stand-in for the Yalidine platform's API (Yalidine, Guepex, Yalitec… serve the same API on
// their own hosts): what docs/carrier-apis.md ("Yalidine platform" and "What the stand-ins must
// imitate") records of it. Yalidine is outside this machine; the tests of the shop's client talk to
// this server instead, over real HTTP. Start one per "host" (each has its own accounts).
//
//   const yalidine = await startYalidineStandIn();
//   createYalidineClient({ baseUrl: yalidine.apiUrl, ...yalidine.account })
//   yalidine.advance(tracking, 'Tentative échouée', 'Client ne répond pas'); await yalidine.webhooks.flush();
import { readBody } from '../shared/body.ts';
import { serveStandIn } from '../shared/serve.ts';
import { writeAnswer as send } from '../shared/write.ts';
import { error, type Answer } from './http.ts';
import { createParcels, historiesRoute, labelRoute, parcelsRoute, type RefusalShape } from './parcels-routes.ts';
import { loadPlaces, placesRoute, type Places } from './places.ts';
import { createQuotaKeeper, YALIDINE_DEFAULT_QUOTAS, type StandInQuotas } from './quotas.ts';
import { createStore, type StandInParcel } from './store.ts';
import { createWebhooks } from './webhooks.ts';
import type { YalidineStatus } from './parcel-checks.ts';

export { SPELLED_UNLIKE_OFFICIAL, HOMONYM, NOT_DELIVERABLE, ALGER_CENTER_GPS } from './places.ts';
export { YALIDINE_STATUSES, type YalidineStatus } from './parcel-checks.ts';
export { signYalidine, WEBHOOK_ATTEMPTS } from './webhooks.ts';

export type YalidineAccount = { apiId: string; apiToken: string };

export type YalidineStandInOptions = {
  /** The accounts this host knows (default: one, `account` in the answer). */
  accounts?: YalidineAccount[];
  /** Per account; default Yalidine's 5/s, 50/min, 1,000/h, 10,000/day. */
  quotas?: Partial<StandInQuotas>;
  /** The clock of the quotas and of every date (default the real one). */
  now?: () => number;
  /** Send Retry-After on a 429 (unconfirmed that Yalidine does; default false). */
  retryAfter?: boolean;
  refusalShape?: RefusalShape;
  webhookSecret?: string;
  webhookRetryDelaysMs?: readonly number[];
  webhookSleep?: (ms: number) => Promise<void>;
};

export type YalidineStandIn = Awaited<ReturnType<typeof startYalidineStandIn>>;

let accountNumber = 0;
let cachedPlaces: Places | null = null;

export async function startYalidineStandIn(options: YalidineStandInOptions = {}) {
  accountNumber++;
  const account: YalidineAccount = options.accounts?.[0] ?? {
    apiId: `9498657173430452${String(accountNumber).padStart(4, '0')}`,
    apiToken: `stand-in-token-${accountNumber}-5MKfvcyQtO3eouL6tDv0VDFh`,
  };
  const accounts = options.accounts ?? [account];
  const now = options.now ?? Date.now;
  const places = (cachedPlaces ??= loadPlaces());
  let url = '';
  const store = createStore(places, now, () => url);
  const quotas = createQuotaKeeper({ ...YALIDINE_DEFAULT_QUOTAS, ...options.quotas }, now, { retryAfter: options.retryAfter ?? false });
  const webhooks = createWebhooks({
    secret: options.webhookSecret ?? 'stand-in-webhook-secret',
    events: store.events,
    ...(options.webhookRetryDelaysMs ? { retryDelaysMs: options.webhookRetryDelaysMs } : {}),
    ...(options.webhookSleep ? { sleep: options.webhookSleep } : {}),
  });
  let refusalShape: RefusalShape = options.refusalShape ?? 'keyed';
  let hangNextCreate = false;
  /** Every call the API received (authenticated or not): the tests count calls with it. */
  const calls: { method: string; path: string; status: number | 'hung' }[] = [];

  const route = async (method: string, u: URL, rawBody: string): Promise<Answer | 'hang'> => {
    const [, version, resource = '', ...rest] = u.pathname.split('/').filter((s, i) => i === 0 || s !== '');
    if (version !== 'v1') return error(404, 'Not found');
    let body: unknown = undefined;
    if (rawBody) {
      try {
        body = JSON.parse(rawBody);
      } catch {
        return error(400, 'The body must be JSON');
      }
    }
    if (resource === 'parcels' && method === 'POST' && rest.length === 0) {
      const answer = createParcels({ store, refusalShape: () => refusalShape }, body);
      if (hangNextCreate) {
        hangNextCreate = false;
        return 'hang';
      }
      return answer;
    }
    if (resource === 'parcels') return parcelsRoute({ store, refusalShape: () => refusalShape }, method, rest, u, body);
    if (method !== 'GET') return error(405, 'Method not allowed');
    if (resource === 'histories') return historiesRoute({ store, refusalShape: () => refusalShape }, rest, u);
    return placesRoute(places, resource, u) ?? error(404, 'Not found');
  };

  const server = await serveStandIn(async (req, res, hang) => {
    const u = new URL(req.url ?? '/', url);
    const rawBody = await readBody(req);
    if (u.pathname.startsWith('/labels/')) return send(res, labelRoute({ store, refusalShape: () => refusalShape }, u));
    const id = String(req.headers['x-api-id'] ?? '');
    const token = String(req.headers['x-api-token'] ?? '');
    const log = { method: req.method ?? 'GET', path: u.pathname + u.search, status: 0 as number | 'hung' };
    calls.push(log);
    if (!accounts.some((a) => a.apiId === id && a.apiToken === token)) {
      log.status = 401;
      return send(res, error(401, 'Unauthorized: check your X-API-ID and X-API-TOKEN'), quotas.peek(id));
    }
    const verdict = quotas.take(id);
    if (!verdict.allowed) {
      log.status = 429;
      return send(res, error(429, 'Too many requests'), verdict.headers);
    }
    const answer = await route(log.method, u, rawBody);
    if (answer === 'hang') {
      log.status = 'hung';
      hang();
      return;
    }
    log.status = answer.status;
    send(res, answer, verdict.headers);
  });
  url = server.origin;

  return {
    /** The host (what /labels/… links are under). */
    url,
    /** The API's base URL, as an owner would type it. */
    apiUrl: `${url}/v1/`,
    account,
    places,
    calls,
    webhooks,
    /** The parcels as Yalidine holds them now. */
    parcels: (): StandInParcel[] => [...store.parcels.values()],
    parcel: (tracking: string): StandInParcel | undefined => store.parcels.get(tracking),
    /** Move a parcel to a documented status (with a reason: a failed attempt's, a hold's). */
    advance: (tracking: string, status: YalidineStatus, reason?: string) => store.advance(tracking, status, reason),
    /** The next create makes its parcels and then never answers (a timeout, seen from the client). */
    timeoutNextCreate: () => {
      hangNextCreate = true;
    },
    /** Fault injection: the next parcel created is answered with this tracking, one already given (store.ts). */
    answerNextWith: (tracking: string) => store.answerNextWith(tracking),
    setRefusalShape: (shape: RefusalShape) => {
      refusalShape = shape;
    },
    close: server.close,
  };
}
