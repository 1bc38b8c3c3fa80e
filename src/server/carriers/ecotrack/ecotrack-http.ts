// One courier's Ecotrack API over HTTP: its base URL as the owner typed it (with or without the
// trailing slash or /api/v1/: CDZ's "msmgo.ecotrack.dzapi/v1" shows what a missing slash does), the
// token in the Authorization header only (ECO-PM also takes `api_token` in the query on two routes,
// but a URL ends up in logs), a time limit on every call, and the quota: the pacer spaces the calls
// and, on a 429, waits what Retry-After says before the call is tried again. Every failure becomes an
// EcotrackError whose message names neither the token nor the URL's query.
import * as z from 'zod/mini';

export class EcotrackError extends Error {
  /** True when trying again later may work: no answer in time, the courier's server failing, the quota still spent. */
  readonly retryable: boolean;
  constructor(message: string, retryable: boolean) {
    super(message);
    this.name = 'EcotrackError';
    this.retryable = retryable;
  }
}

/** Spaces the calls under the quota; told of a 429's Retry-After (src/server/carriers/pacer.ts). */
export type CallPacer = {
  /** Resolves when the next call may go. */
  turn(): Promise<void>;
  /** The courier said to wait this many seconds (a 429's Retry-After). */
  backOff(seconds: number): void;
};

export type EcotrackHttpOptions = {
  baseUrl: string;
  token: string;
  fetch?: typeof fetch;
  pacer: CallPacer;
  /** How long a call may take (Ecotrack documents none; NOEST, on the same habits, says 30 s). */
  timeoutMs?: number;
  /** How many 429s one call waits out before it gives up. */
  tooManyRetries?: number;
};

export type EcotrackCall = {
  method: 'GET' | 'POST' | 'DELETE';
  /** A route under /api/v1/: "create/order", "get/orders/status". */
  route: string;
  query?: Record<string, string | number>;
  json?: unknown;
};

export type EcotrackResponse = { status: number; contentType: string; bytes: Uint8Array; retryAfter?: number };

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
  const tooManyRetries = options.tooManyRetries ?? 3;

  async function once(call: EcotrackCall): Promise<EcotrackResponse> {
    const url = new URL(call.route, root);
    for (const [key, value] of Object.entries(call.query ?? {})) url.searchParams.set(key, String(value));
    const headers: Record<string, string> = { accept: 'application/json', authorization: `Bearer ${options.token}` };
    if (call.json !== undefined) headers['content-type'] = 'application/json';
    await options.pacer.turn();
    let response: Response;
    try {
      response = await doFetch(url, {
        method: call.method,
        headers,
        ...(call.json !== undefined ? { body: JSON.stringify(call.json) } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      // The fetch's own message may hold the URL: only its kind is said.
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new EcotrackError(
        timedOut
          ? `The courier's Ecotrack server did not answer ${call.route} within ${Math.round(timeoutMs / 1000)} s.`
          : `The courier's Ecotrack server could not be reached (${call.route}).`,
        true,
      );
    }
    const bytes = new Uint8Array(await response.arrayBuffer());
    return { status: response.status, contentType: response.headers.get('content-type') ?? '', bytes, ...retryAfterOf(response) };
  }

  /** A call, its 429s waited out; an answer of any other status is the caller's to read. */
  async function send(call: EcotrackCall): Promise<EcotrackResponse> {
    for (let attempt = 0; ; attempt += 1) {
      const response = await once(call);
      if (response.status === 429 && attempt < tooManyRetries) {
        options.pacer.backOff(response.retryAfter ?? 60);
        continue;
      }
      if (response.status === 429)
        throw new EcotrackError('The courier’s Ecotrack quota is spent for now (50 calls a minute): try again in a minute.', true);
      if (response.status === 401 || response.status === 403)
        throw new EcotrackError('The courier’s Ecotrack refused the API token: check it in Settings → Carriers.', false);
      if (response.status >= 500)
        throw new EcotrackError(`The courier’s Ecotrack server failed (HTTP ${response.status}) on ${call.route}.`, true);
      return response;
    }
  }

  /** A call whose answer must be JSON of this shape, with one of these statuses. */
  async function json<T extends z.core.$ZodType>(call: EcotrackCall, schema: T, statuses: readonly number[] = [200]) {
    const response = await send(call);
    return { status: response.status, body: parseJson(response, schema, statuses, call.route) };
  }

  return { send, json, root };
}

function retryAfterOf(response: Response): { retryAfter?: number } {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds >= 0 ? { retryAfter: seconds } : {};
}

export function parseJson<T extends z.core.$ZodType>(
  response: EcotrackResponse,
  schema: T,
  statuses: readonly number[],
  route: string,
): z.output<T> {
  const unexpected = new EcotrackError(
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
