// NOEST's public API over HTTP (docs/carrier-apis.md, "NOEST"): paths under /api/public/ of the base
// URL (with or without it, or the trailing slash), the token in the Authorization header only (NOEST-24
// put it in the body and in the label URL's query, where it ends up in logs), `user_guid` in the JSON
// body of the writes (the caller's `guid: true`), the documented 30 s time limit on every call (its
// body included), and the quota: the pacer (../pacer.ts) spaces the calls under 60 a minute and waits
// out a 429 before trying again. Every failure becomes a CarrierError that names neither credential
// nor the URL; a 422 that refuses the user_guid is the credentials' fault, not the order's.
import * as z from 'zod/mini';
import { bearerHttp, parseJsonIn, suffixedRoot, readJson, type CarrierHttpWords, type CarrierResponse } from '../carrier-http.ts';
import { CarrierError } from '../carrier-error.ts';
import type { Pacer } from '../pacer.ts';

const NOEST_WORDS: CarrierHttpWords = {
  name: 'NOEST',
  quota: "NOEST's",
  server: "NOEST's server",
  auth: 'NOEST refused the API token: check it in Settings → Carriers.',
  quotaNow: 'NOEST’s quota is spent for now (60 calls a minute): try again in a minute.',
  serverFailed: (status, route) => `NOEST's server failed (HTTP ${status}) on ${route}.`,
};

export type NoestHttpOptions = { baseUrl: string; token: string; userGuid: string; fetch?: typeof fetch; pacer: Pacer; timeoutMs?: number };
export type NoestCall = {
  method: 'GET' | 'POST';
  route: string;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  guid?: boolean;
};
export type NoestResponse = CarrierResponse;

/** https://app.noest-dz.com → https://app.noest-dz.com/api/public/ (an owner may type either). */
export const noestRoot = (baseUrl: string): URL => suffixedRoot(baseUrl, '/api/public');

const guidRefused = z.object({ errors: z.object({ user_guid: z.array(z.string()) }) });

export function createNoestHttp(options: NoestHttpOptions) {
  const root = noestRoot(options.baseUrl);
  const http = bearerHttp(options, NOEST_WORDS);

  /** A call, its 429s waited out; any other answer below 500 is the caller's to read. */
  async function send(call: NoestCall): Promise<NoestResponse> {
    const url = new URL(call.route, root);
    for (const [key, value] of Object.entries(call.query ?? {})) url.searchParams.set(key, value);
    const body = call.guid ? { user_guid: options.userGuid, ...call.body } : call.body;
    const response = await http.send({ method: call.method, url, route: call.route, ...(body ? { json: body } : {}) });
    if (response.status === 422 && call.guid && z.safeParse(guidRefused, readJson(response)).success)
      throw new CarrierError('auth', 'NOEST refused the partner GUID (user_guid): check it in Settings → Carriers.', false);
    return response;
  }

  return { send };
}

/** An answer that must be JSON of this shape, with one of these statuses. */
export const parseJson = parseJsonIn(NOEST_WORDS);
