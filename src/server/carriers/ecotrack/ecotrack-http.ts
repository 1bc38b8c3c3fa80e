// One courier's Ecotrack API over HTTP: its base URL as the owner typed it (with or without the
// trailing slash or /api/v1/: CDZ's "msmgo.ecotrack.dzapi/v1" shows what a missing slash does), the
// token in the Authorization header on every call, and in the query (`api_token`) too on the routes
// that authenticate only that way (get/orders/status: Bearer alone answers 401, docs/carrier-apis.md
// "Ecotrack platform"); such a URL is never printed or put in a message (the route is named instead),
// a time limit on every call (its body included), and the quota: the
// pacer (../pacer.ts) spaces the calls, reads the X-RateLimit headers, and waits out a 429's
// Retry-After before trying the call again (a 429 was not carried out). Every failure becomes a
// CarrierError whose message names neither the token nor the URL.
import * as z from 'zod/mini';
import { CarrierError, failedCall, type CarrierWords } from '../carrier-error.ts';
import type { Pacer } from '../pacer.ts';

const ECOTRACK_WORDS: CarrierWords = { quota: 'The courier’s Ecotrack', server: "The courier's Ecotrack server" };

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

export type EcotrackResponse = { status: number; headers: Headers; contentType: string; bytes: Uint8Array };

/** The API's root for a base URL the owner typed: https://dhd.ecotrack.dz → https://dhd.ecotrack.dz/api/v1/. */
export function apiRoot(baseUrl: string): URL {
  const url = new URL(baseUrl.trim());
  url.search = '';
  url.hash = '';
  const path = url.pathname.replace(/\/+$/, '');
  url.pathname = /\/api\/v1$/.test(path) ? `${path}/` : `${path}/api/v1/`;
  return url;
}

export function createEcotrackHttp(options: EcotrackHttpOptions) {
  const root = apiRoot(options.baseUrl);
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 30_000;

  async function once(call: EcotrackCall, url: URL): Promise<EcotrackResponse> {
    const headers: Record<string, string> = { accept: 'application/json', authorization: `Bearer ${options.token}` };
    if (call.json !== undefined) headers['content-type'] = 'application/json';
    const response = await doFetch(url, {
      method: call.method,
      headers,
      ...(call.json !== undefined ? { body: JSON.stringify(call.json) } : {}),
      signal: AbortSignal.timeout(timeoutMs),
    });
    // The body is read under the same time limit: a server that sends its headers and stalls is a timeout too.
    const bytes = new Uint8Array(await response.arrayBuffer());
    return { status: response.status, headers: response.headers, contentType: response.headers.get('content-type') ?? '', bytes };
  }

  /** A call, its 429s waited out; an answer of any other status below 500 is the caller's to read. */
  async function send(call: EcotrackCall): Promise<EcotrackResponse> {
    const url = new URL(call.route, root);
    for (const [key, value] of Object.entries(call.query ?? {})) url.searchParams.set(key, String(value));
    if (call.tokenInQuery) url.searchParams.set('api_token', options.token);
    let response: EcotrackResponse;
    try {
      response = await options.pacer.send(() => once(call, url));
    } catch (error) {
      throw failedCall(error, ECOTRACK_WORDS, timeoutMs, call.route);
    }
    if (response.status === 429)
      throw new CarrierError('quota', 'The courier’s Ecotrack quota is spent for now (50 calls a minute): try again in a minute.', true);
    if (response.status === 401 || response.status === 403)
      throw new CarrierError('auth', 'The courier’s Ecotrack refused the API token: check it in Settings → Carriers.', false);
    if (response.status >= 500 && call.serverErrors !== 'answer')
      throw new CarrierError('unreachable', `The courier’s Ecotrack server failed (HTTP ${response.status}) on ${call.route}.`, true);
    return response;
  }

  /** A call whose answer must be JSON of this shape, with one of these statuses. */
  async function json<T extends z.core.$ZodType>(call: EcotrackCall, schema: T, statuses: readonly number[] = [200]) {
    const response = await send(call);
    return { status: response.status, body: parseJson(response, schema, statuses, call.route) };
  }

  return { send, json, root };
}

export function parseJson<T extends z.core.$ZodType>(
  response: EcotrackResponse,
  schema: T,
  statuses: readonly number[],
  route: string,
): z.output<T> {
  const unexpected = new CarrierError(
    'answer',
    `The courier’s Ecotrack answered ${route} in a way the shop does not know (HTTP ${response.status}).`,
    false,
  );
  if (!statuses.includes(response.status)) throw unexpected;
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(response.bytes));
  } catch {
    throw unexpected;
  }
  const parsed = z.safeParse(schema, body);
  if (!parsed.success) throw unexpected;
  return parsed.data;
}
