// One call to a carrier's API, whatever the platform: its credentials in the headers the platform
// names (never in a URL, unless the caller puts a route's own there), paced under the platform's
// quotas (the pacer waits out a 429 and repeats the call), cut off after a time limit that covers the
// body too (headers then a stall is a timeout), and every failure turned into a CarrierError in the
// platform's own words. The transport is the fetch the caller passes (carrierFetch when deployed:
// public addresses only, no redirects). Nothing thrown names a credential, a header or a URL.
import * as z from 'zod/mini';
import { CarrierError, failedCall, type CarrierWords } from './carrier-error.ts';
import type { Pacer } from './pacer.ts';

/** How a platform's sentences name it, for each failure every call can meet. */
export type CarrierHttpWords = CarrierWords & {
  /** The API as the subject of a sentence: "Yalidine", "The courier’s Ecotrack". */
  name: string;
  /** A 401/403: the credentials were refused. */
  auth: string;
  /** A 429 the pacer could not wait out. */
  quotaNow: string;
  /** A 5xx: the carrier's own failure. */
  serverFailed: (status: number, route?: string) => string;
};

export type CarrierHttpOptions = {
  fetch: typeof globalThis.fetch;
  pacer: Pacer;
  timeoutMs: number;
  /** The credentials' headers (X-API-ID…, Authorization…). */
  headers: Record<string, string>;
  words: CarrierHttpWords;
};

export type CarrierRequest = {
  method: 'GET' | 'POST' | 'DELETE' | 'PATCH';
  url: URL;
  json?: unknown;
  /** The route named in a message instead of the URL (which may hold a secret). */
  route?: string;
  /** A 5xx answered instead of thrown: Ecotrack's create/orders, which some couriers answer 500. */
  serverErrors?: 'answer';
};

export type CarrierResponse = { status: number; headers: Headers; contentType: string; bytes: Uint8Array };

export function carrierHttp(options: CarrierHttpOptions) {
  const { words, timeoutMs } = options;

  async function once(request: CarrierRequest): Promise<CarrierResponse> {
    const headers: Record<string, string> = { ...options.headers, accept: 'application/json' };
    if (request.json !== undefined) headers['content-type'] = 'application/json';
    const response = await options.fetch(request.url, {
      method: request.method,
      headers,
      ...(request.json !== undefined ? { body: JSON.stringify(request.json) } : {}),
      signal: AbortSignal.timeout(timeoutMs),
    });
    // The body is read under the same time limit: a server that sends its headers and stalls is a timeout too.
    const bytes = new Uint8Array(await response.arrayBuffer());
    return { status: response.status, headers: response.headers, contentType: response.headers.get('content-type') ?? '', bytes };
  }

  /** A call, its 429s waited out; an answer of any other status below 500 is the caller's to read. */
  async function send(request: CarrierRequest): Promise<CarrierResponse> {
    let response: CarrierResponse;
    try {
      response = await options.pacer.send(() => once(request));
    } catch (error) {
      throw failedCall(error, words, timeoutMs, request.route);
    }
    const { status } = response;
    if (status === 401 || status === 403) throw new CarrierError('auth', words.auth, false);
    if (status === 429) throw new CarrierError('quota', words.quotaNow, true);
    if (status >= 500 && request.serverErrors !== 'answer')
      throw new CarrierError('unreachable', words.serverFailed(status, request.route), true);
    return response;
  }

  return { send };
}

export type CarrierHttp = ReturnType<typeof carrierHttp>;

/** A Laravel platform's client (Ecotrack, NOEST): its token as a Bearer header, 30 s a call unless told. */
export const bearerHttp = (
  options: { token: string; fetch?: typeof globalThis.fetch; pacer: Pacer; timeoutMs?: number },
  words: CarrierHttpWords,
): CarrierHttp =>
  carrierHttp({
    fetch: options.fetch ?? fetch,
    pacer: options.pacer,
    timeoutMs: options.timeoutMs ?? 30_000,
    headers: { authorization: `Bearer ${options.token}` },
    words,
  });

export const textOf = (response: CarrierResponse): string => new TextDecoder().decode(response.bytes);

/** The answer's JSON, or undefined when it is none. */
export function readJson(response: CarrierResponse): unknown {
  try {
    return JSON.parse(textOf(response));
  } catch {
    return undefined;
  }
}

/** An answer that must be JSON of this shape, with one of these statuses. */
export function parseJson<T extends z.core.$ZodType>(
  response: CarrierResponse,
  schema: T,
  statuses: readonly number[],
  route: string,
  words: Pick<CarrierHttpWords, 'name'>,
): z.output<T> {
  const parsed = statuses.includes(response.status) ? z.safeParse(schema, readJson(response)) : null;
  if (!parsed?.success)
    throw new CarrierError('answer', `${words.name} answered ${route} in a way the shop does not know (HTTP ${response.status}).`, false);
  return parsed.data;
}

/** parseJson in a platform's words: what its clients call. */
export const parseJsonIn =
  (words: Pick<CarrierHttpWords, 'name'>) =>
  <T extends z.core.$ZodType>(response: CarrierResponse, schema: T, statuses: readonly number[], route: string): z.output<T> =>
    parseJson(response, schema, statuses, route, words);

/** The API's root for a base URL the owner typed, with or without the platform's path: https://x.dz → https://x.dz/api/v1/. */
export function suffixedRoot(baseUrl: string, suffix: string): URL {
  const url = new URL(baseUrl.trim());
  url.search = '';
  url.hash = '';
  const path = url.pathname.replace(/\/+$/, '');
  url.pathname = path.endsWith(suffix) ? `${path}/` : `${path}${suffix}/`;
  return url;
}
