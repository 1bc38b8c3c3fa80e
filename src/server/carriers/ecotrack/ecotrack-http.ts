// One courier's Ecotrack API over HTTP: its base URL as the owner typed it (with or without the
// trailing slash or /api/v1/: CDZ's "msmgo.ecotrack.dzapi/v1" shows what a missing slash does), the
// token in the Authorization header on every call, and in the query (`api_token`) too on the routes
// that authenticate only that way (get/orders/status: Bearer alone answers 401, docs/carrier-apis.md
// "Ecotrack platform"); such a URL is never printed or put in a message (the route is named instead),
// a time limit on every call (its body included), and the quota: the
// pacer (../pacer.ts) spaces the calls, reads the X-RateLimit headers, and waits out a 429's
// Retry-After before trying the call again (a 429 was not carried out). Every failure becomes a
// CarrierError whose message names neither the token nor the URL.
import type * as z from 'zod/mini';
import { bearerHttp, parseJsonIn, suffixedRoot, type CarrierHttpWords, type CarrierResponse } from '../carrier-http.ts';
import type { Pacer } from '../pacer.ts';

const ECOTRACK_WORDS: CarrierHttpWords = {
  name: 'The courier’s Ecotrack',
  quota: 'The courier’s Ecotrack',
  server: "The courier's Ecotrack server",
  auth: 'The courier’s Ecotrack refused the API token: check it in Settings → Carriers.',
  quotaNow: 'The courier’s Ecotrack quota is spent for now (50 calls a minute): try again in a minute.',
  serverFailed: (status, route) => `The courier’s Ecotrack server failed (HTTP ${status}) on ${route}.`,
};

export type EcotrackHttpOptions = {
  baseUrl: string;
  token: string;
  fetch?: typeof fetch;
  pacer: Pacer;
  /** How long a call may take (Ecotrack documents none; NOEST, on the same habits, says 30 s). */
  timeoutMs?: number;
};

export type EcotrackCall = {
  method: 'GET' | 'POST' | 'DELETE';
  /** A route under /api/v1/: "create/order", "get/orders/status". */
  route: string;
  query?: Record<string, string | number>;
  json?: unknown;
  /** The token as `api_token` in the query too: the routes that take no Bearer token alone (ECO-PM, ECO-AUDIT). */
  tokenInQuery?: boolean;
  /** A 5xx answered instead of thrown: create/orders, which some couriers answer 500 (ecotrack-create.ts). */
  serverErrors?: 'answer';
};

export type EcotrackResponse = CarrierResponse;

/** The API's root for a base URL the owner typed: https://dhd.ecotrack.dz → https://dhd.ecotrack.dz/api/v1/. */
export const apiRoot = (baseUrl: string): URL => suffixedRoot(baseUrl, '/api/v1');

export function createEcotrackHttp(options: EcotrackHttpOptions) {
  const root = apiRoot(options.baseUrl);
  const http = bearerHttp(options, ECOTRACK_WORDS);

  /** A call, its 429s waited out; an answer of any other status below 500 is the caller's to read. */
  function send(call: EcotrackCall): Promise<EcotrackResponse> {
    const url = new URL(call.route, root);
    for (const [key, value] of Object.entries(call.query ?? {})) url.searchParams.set(key, String(value));
    if (call.tokenInQuery) url.searchParams.set('api_token', options.token);
    const { method, route, json, serverErrors } = call;
    return http.send({ method, url, route, ...(json !== undefined ? { json } : {}), ...(serverErrors ? { serverErrors } : {}) });
  }

  /** A call whose answer must be JSON of this shape, with one of these statuses. */
  async function json<T extends z.core.$ZodType>(call: EcotrackCall, schema: T, statuses: readonly number[] = [200]) {
    const response = await send(call);
    return { status: response.status, body: parseJson(response, schema, statuses, call.route) };
  }

  return { send, json, root };
}

/** An answer that must be JSON of this shape, with one of these statuses. */
export const parseJson = parseJsonIn(ECOTRACK_WORDS);
