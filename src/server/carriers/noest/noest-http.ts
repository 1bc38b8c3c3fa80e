// NOEST's public API over HTTP (docs/carrier-apis.md, "NOEST"): paths under /api/public/ of the base
// URL (with or without it, or the trailing slash), the token in the Authorization header only (NOEST-24
// put it in the body and in the label URL's query, where it ends up in logs), `user_guid` in the JSON
// body of the writes (the caller's `guid: true`), the documented 30 s time limit on every call (its
// body included), and the quota: the pacer (../pacer.ts) spaces the calls under 60 a minute and waits
// out a 429 before trying again. Every failure becomes a CarrierError that names neither credential
// nor the URL; a 422 that refuses the user_guid is the credentials' fault, not the order's.
import * as z from 'zod/mini';
import { CarrierError, failedCall, type CarrierWords } from '../carrier-error.ts';
import type { Pacer } from '../pacer.ts';

const NOEST_WORDS: CarrierWords = { quota: "NOEST's", server: "NOEST's server" };

export type NoestHttpOptions = { baseUrl: string; token: string; userGuid: string; fetch?: typeof fetch; pacer: Pacer; timeoutMs?: number };
export type NoestCall = {
  method: 'GET' | 'POST';
  route: string;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  guid?: boolean;
};
export type NoestResponse = { status: number; headers: Headers; bytes: Uint8Array };

/** https://app.noest-dz.com → https://app.noest-dz.com/api/public/ (an owner may type either). */
export function noestRoot(baseUrl: string): URL {
  const url = new URL(baseUrl.trim());
  url.search = '';
  url.hash = '';
  const path = url.pathname.replace(/\/+$/, '');
  url.pathname = /\/api\/public$/.test(path) ? `${path}/` : `${path}/api/public/`;
  return url;
}

const guidRefused = z.object({ errors: z.object({ user_guid: z.array(z.string()) }) });

export function createNoestHttp(options: NoestHttpOptions) {
  const root = noestRoot(options.baseUrl);
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 30_000;

  async function once(call: NoestCall, url: URL): Promise<NoestResponse> {
    const headers: Record<string, string> = { accept: 'application/json', authorization: `Bearer ${options.token}` };
    const body = call.guid ? { user_guid: options.userGuid, ...call.body } : call.body;
    if (body) headers['content-type'] = 'application/json';
    const response = await doFetch(url, {
      method: call.method,
      headers,
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const bytes = new Uint8Array(await response.arrayBuffer());
    return { status: response.status, headers: response.headers, bytes };
  }

  /** A call, its 429s waited out; any other answer below 500 is the caller's to read. */
  async function send(call: NoestCall): Promise<NoestResponse> {
    const url = new URL(call.route, root);
    for (const [key, value] of Object.entries(call.query ?? {})) url.searchParams.set(key, value);
    let response: NoestResponse;
    try {
      response = await options.pacer.send(() => once(call, url));
    } catch (error) {
      throw failedCall(error, NOEST_WORDS, timeoutMs, call.route);
    }
    if (response.status === 429)
      throw new CarrierError('quota', 'NOEST’s quota is spent for now (60 calls a minute): try again in a minute.', true);
    if (response.status === 401 || response.status === 403)
      throw new CarrierError('auth', 'NOEST refused the API token: check it in Settings → Carriers.', false);
    if (response.status >= 500)
      throw new CarrierError('unreachable', `NOEST's server failed (HTTP ${response.status}) on ${call.route}.`, true);
    if (response.status === 422 && call.guid && z.safeParse(guidRefused, readJson(response)).success)
      throw new CarrierError('auth', 'NOEST refused the partner GUID (user_guid): check it in Settings → Carriers.', false);
    return response;
  }

  return { send };
}

function readJson(response: NoestResponse): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(response.bytes));
  } catch {
    return undefined;
  }
}

/** An answer that must be JSON of this shape, with one of these statuses. */
export function parseJson<T extends z.core.$ZodType>(
  response: NoestResponse,
  schema: T,
  statuses: readonly number[],
  route: string,
): z.output<T> {
  const parsed = statuses.includes(response.status) ? z.safeParse(schema, readJson(response)) : null;
  if (!parsed?.success)
    throw new CarrierError('answer', `NOEST answered ${route} in a way the shop does not know (HTTP ${response.status}).`, false);
  return parsed.data;
}
