// A stand-in for NOEST's public API (Nord et Ouest Express, https://app.noest-dz.com/api/public/),
// which lives outside this machine. Its behaviour follows "API Documentation NOEST Public API" v2.3
// (NOEST-23) and the notes in docs/carrier-apis.md ("NOEST" and "What the stand-ins must imitate");
// where they are silent, the choices are said there too. Paths are under /api/public/.
import { json, textOf, type Answer, type LaravelRequest as NoestRequest } from '../shared/laravel.ts';
import { startLaravelStandIn } from '../shared/laravel-stand-in.ts';
import { createFixedWindow } from '../shared/fixed-window.ts';
import { takeQuota } from './http.ts';
import { orderRoute, type NoestState } from './order-routes.ts';
import { createParcelBook } from './parcels.ts';
import { readRoute } from './read-routes.ts';
import { updateRoute } from './update-routes.ts';

export type { NoestActivityLine, NoestParcel } from './parcels.ts';

export type NoestStandInOptions = {
  token: string;
  userGuid: string;
  /** The partner's amount limit ("montant doit être inferieur à X"); the stand-in's default 150,000. */
  maxAmount?: number;
  /** Wilayas whose stop-desk module is off: no desk listed, stop_desk=1 refused. */
  withoutDesks?: readonly number[];
  /** Whether "Colis déja existant" names the existing parcel's tracking (default true; undocumented). */
  duplicateTracking?: boolean;
  /** The minute's quota (60 documented) and its window (a minute; shorter in tests). */
  perMinute?: number;
  windowMs?: number;
};

/** One request as NOEST received it: what a test checks for a credential in a URL, or a repeat. */
export type NoestCall = {
  method: string;
  url: string;
  bearer: boolean;
  guid: boolean;
  /** How many trackings a get/trackings/info asked. */
  trackings?: number;
  status: number | 'no-answer';
};

// The writes that name the partner (NOEST-23: `user_guid` required on them).
const GUID_ROUTES = ['create/order', 'create/orders', 'valid/order', 'valid/orders', 'delete/order'];

export async function startNoestStandIn(options: NoestStandInOptions) {
  const state: NoestState = {
    book: createParcelBook(),
    timeoutMode: false,
    duplicateTracking: options.duplicateTracking ?? true,
    maxAmount: options.maxAmount ?? 150_000,
    withoutDesks: new Set(options.withoutDesks ?? []),
  };
  // A token NOEST no longer takes (revoked, or the partner's API access closed): every call answers 401.
  let tokenRefused = false;
  const rateLimit = createFixedWindow({ limit: options.perMinute ?? 60, windowMs: options.windowMs ?? 60_000 });

  function answer(req: NoestRequest): Answer {
    // NOEST-24's integrations send the token as `api_token` in the body: still taken.
    const token = req.bearer ?? textOf(req.params.api_token);
    if (token !== options.token || tokenRefused) return json(401, { message: 'Unauthenticated.' });
    if (GUID_ROUTES.includes(req.route)) {
      const guid = textOf(req.params.user_guid);
      if (!guid) return json(422, { message: 'The given data was invalid.', errors: { user_guid: ['The user_guid field is required.'] } });
      if (guid !== options.userGuid)
        return json(422, { message: 'The given data was invalid.', errors: { user_guid: ['The selected user_guid is invalid.'] } });
    }
    return orderRoute(req, state) ?? updateRoute(req, state) ?? readRoute(req, state) ?? json(404, { message: 'Not Found' });
  }

  const server = await startLaravelStandIn<NoestCall>({
    prefix: /^\/api\/public\//,
    forms: false,
    quota: () => takeQuota(rateLimit),
    log: (req, url) => ({
      method: req.method,
      url,
      bearer: req.bearer !== null,
      guid: textOf(req.params.user_guid) !== '',
      ...(Array.isArray(req.params.trackings) ? { trackings: req.params.trackings.length } : {}),
      status: 'no-answer',
    }),
    answer,
  });

  return {
    /** NOEST's base URL (the client adds /api/public/). */
    url: server.url,
    close: server.close,
    calls: server.calls,
    tooManyAnswered: () => rateLimit.refused,
    /** The minute's quota starts again now, as it would a minute later. */
    nextMinute: () => rateLimit.nextWindow(),
    parcels: () => state.book.all(),
    parcel: (tracking: string) => state.book.get(tracking),
    /** NOEST records an event (NOEST-23's event_key); false, and nothing recorded, if never validated. */
    record: (tracking: string, eventKey: string, extra?: { remarque?: string; at?: Date }) => state.book.record(tracking, eventKey, extra),
    /** Creates still happen, but their answer never comes. */
    setTimeoutMode: (on: boolean) => {
      state.timeoutMode = on;
    },
    /** From now on (or no longer) the shop's token is refused with a 401, as a revoked one would be. */
    refuseToken: (on: boolean) => {
      tokenRefused = on;
    },
    /** The next request (to that route, if one is named) answers this status instead of its work. */
    failNext: server.failNext,
  };
}

export type NoestStandIn = Awaited<ReturnType<typeof startNoestStandIn>>;
