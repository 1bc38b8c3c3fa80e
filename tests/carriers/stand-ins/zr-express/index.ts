// A local stand-in for ZR Express's new API (api.zrexpress.app): what docs/carrier-apis.md ("ZR
// Express, new API" and "What the stand-ins must imitate → ZR Express (new)") records of it. ZR is
// outside this machine; the tests of the shop's client talk to this server instead, over real HTTP.
//
//   const zr = await startZrExpressStandIn();
//   createZrExpressClient({ baseUrl: zr.apiUrl, ...zr.account })
//   zr.move(tracking, 'en_livraison'); zr.situation(tracking, 'client_absent', 'Client absent'); await zr.webhooks.flush();
import { readBody } from '../shared/body.ts';
import { createFixedWindow } from '../shared/fixed-window.ts';
import { labelPdf } from '../shared/label-pdf.ts';
import { serveStandIn } from '../shared/serve.ts';
import { writeAnswer as send } from '../shared/write.ts';
import { json, pageOf, problem, type Answer } from './http.ts';
import { createBulk, createOne, parcelRoute, type ParcelContext } from './parcels-routes.ts';
import { loadPlaces, searchTerritories, type Places } from './places.ts';
import { createStore, type StandInParcel } from './store.ts';
import { createWebhooks } from './webhooks.ts';
import { ZR_STATES, type ZrState } from './workflow.ts';

export { NO_WILAYA_TERRITORY } from './places.ts';
export { ZR_STATES, type ZrState } from './workflow.ts';
export { signSvix } from './webhooks.ts';

export type ZrAccount = { apiKey: string; tenant: string };

export type ZrExpressStandInOptions = {
  /** The clock of every date, of label expiry and of webhook timestamps (default the real one). */
  now?: () => number;
  /** Reads of a parcel before its tracking number shows (default 1: the first read has none). */
  trackingAfterReads?: number;
  /** How long a label link works (ZR's ~65 min by default; a test shortens it). */
  labelTtlMs?: number;
  /**
   * ZR documents no quota: by default the stand-in has none. A bench may give it the pace the shop
   * assumes (PLATFORM_QUOTAS: ten a second) to see that the client keeps to it: past it, 429.
   */
  quota?: { limit: number; windowMs: number };
};

export type ZrExpressStandIn = Awaited<ReturnType<typeof startZrExpressStandIn>>;

let accountNumber = 0;
let cachedPlaces: Places | null = null;

export async function startZrExpressStandIn(options: ZrExpressStandInOptions = {}) {
  accountNumber++;
  const account: ZrAccount = {
    apiKey: `zr-stand-in-key-${accountNumber}-Qm9yZGotRWwtS2lmZmFu`,
    tenant: `7f3c${String(accountNumber).padStart(4, '0')}-2a1b-4c3d-9e8f-0a1b2c3d4e5f`,
  };
  const now = options.now ?? Date.now;
  const places = (cachedPlaces ??= loadPlaces());
  const store = createStore(now, options.trackingAfterReads ?? 1);
  const webhooks = createWebhooks(store.events, now);
  let url = '';
  const ctx: ParcelContext = { places, store, baseUrl: () => url, labelTtlMs: options.labelTtlMs ?? 65 * 60_000 };
  const calls: { method: string; path: string; status: number | 'hung' }[] = [];
  let hangNextCreate = false;
  const quota = options.quota ? createFixedWindow(options.quota) : null;

  const route = (method: string, parts: string[], body: unknown): Answer | 'hang' => {
    const [resource = '', ...rest] = parts;
    const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    const at = `${method} ${resource}${rest.length ? `/${rest.join('/')}` : ''}`;
    if (at === 'GET users/profile')
      return json(200, { id: 'b1e2c3d4-0000-4000-8000-000000000001', email: 'shop@example.dz', tenantId: account.tenant });
    if (at === 'POST territories/search') return pageOf(searchTerritories(places, b), b);
    if (at === 'POST hubs/search') return pageOf(places.hubs, b);
    if (at === 'POST workflows/search')
      return pageOf(
        ZR_STATES.map(([name, description], order) => ({ name, description, order })),
        b,
      );
    if (at === 'POST customers/individual') {
      if (typeof b.name !== 'string' || !b.name.trim())
        return problem(400, 'One or more validation errors occurred.', [{ code: 'Name', description: 'Name is required' }]);
      return json(201, { id: store.addCustomer(b) });
    }
    if (at === 'POST parcels') {
      const answer = createOne(ctx, body);
      if (hangNextCreate && answer.status === 201) {
        hangNextCreate = false;
        return 'hang';
      }
      return answer;
    }
    if (at === 'POST parcels/bulk') return createBulk(ctx, body);
    if (resource === 'parcels') return parcelRoute(ctx, method, rest, body);
    if (at === 'POST webhooks/endpoints') {
      const endpoint = webhooks.register(b);
      return endpoint
        ? json(201, { id: endpoint.id })
        : problem(400, 'One or more validation errors occurred.', [{ code: 'Url', description: 'Url is required' }]);
    }
    if (method === 'GET' && resource === 'webhooks' && rest[0] === 'endpoints' && rest[2] === 'secret') {
      const endpoint = webhooks.endpoints.get(rest[1] ?? '');
      return endpoint ? json(200, { secret: endpoint.secret }) : problem(404, 'Not Found');
    }
    return problem(404, 'Not Found');
  };

  const server = await serveStandIn(async (req, res, hang) => {
    const u = new URL(req.url ?? '/', url);
    // Counted on arrival, before the body is read: a slow body must not move a call into the next window.
    const verdict = u.pathname.startsWith('/api/') ? quota?.take(now()) : undefined;
    const raw = await readBody(req);
    // Label links are SAS links on storage: no credentials, a token, an expiry.
    const blob = /^\/blob\/labels\/([\w-]+)\.pdf$/.exec(u.pathname);
    if (blob) {
      const label = store.labels.get(blob[1]!);
      if (!label || now() > label.expiresAt)
        return send(res, {
          status: 403,
          body: new TextEncoder().encode('<Error><Code>AuthenticationFailed</Code></Error>'),
          headers: { 'content-type': 'application/xml' },
        });
      return send(res, { status: 200, body: labelPdf([label.tracking]), headers: { 'content-type': 'application/pdf' } });
    }
    const log = { method: req.method ?? 'GET', path: u.pathname + u.search, status: 0 as number | 'hung' };
    calls.push(log);
    const parts = u.pathname.split('/').filter(Boolean);
    if (parts[0] !== 'api' || parts[1] !== 'v1') return send(res, problem((log.status = 404), 'Not Found'));
    // The key says who; the tenant which of their spaces (most endpoints require it: ZR-SW).
    if (req.headers['x-api-key'] !== account.apiKey) return send(res, problem((log.status = 401), 'Unauthorized'));
    if (req.headers['x-tenant'] !== account.tenant) return send(res, problem((log.status = 403), 'Forbidden'));
    if (verdict && !verdict.allowed) {
      const tooMany = problem((log.status = 429), 'Too Many Requests');
      return send(res, { ...tooMany, headers: { ...tooMany.headers, 'Retry-After': String(verdict.retryAfterSeconds) } });
    }
    let body: unknown;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      return send(res, problem((log.status = 400), 'The body must be JSON'));
    }
    const answer = route(log.method, parts.slice(2), body);
    if (answer === 'hang') {
      log.status = 'hung';
      hang();
      return;
    }
    log.status = answer.status;
    send(res, answer);
  });
  url = server.origin;

  return {
    url,
    /** The API's base URL, as ZR documents it (`…/api/v1/`). */
    apiUrl: `${url}/api/v1/`,
    account,
    places,
    calls,
    /** Requests the optional quota answered 429. */
    tooManyAnswered: () => quota?.refused ?? 0,
    webhooks,
    parcels: (): StandInParcel[] => [...store.parcels.values()],
    parcel: (idOrTracking: string): StandInParcel | undefined => store.find(idOrTracking),
    /** Moves a parcel to a state of the workflow (numbering it if it was not yet). */
    move: (idOrTracking: string, state: ZrState) => store.move(idOrTracking, state),
    /** A state of the tenant's own workflow that no source lists (its slug and word). */
    tenantState: (idOrTracking: string, slug: string, description: string) => store.tenantState(idOrTracking, slug, description),
    /** A failed attempt: a situation on the current state. */
    situation: (idOrTracking: string, name: string, description: string) => store.situation(idOrTracking, name, description),
    markReturn: (idOrTracking: string) => store.markReturn(idOrTracking),
    /** Stops (false) or resumes giving new parcels their tracking numbers. */
    setNumbering: (on: boolean) => store.setNumbering(on),
    numberAll: () => store.numberAll(),
    /** The next single create makes its parcel and then never answers (a timeout, seen from the client). */
    timeoutNextCreate: () => {
      hangNextCreate = true;
    },
    close: server.close,
  };
}
