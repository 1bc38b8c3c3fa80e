// One call to ZR Express's API (../carrier-http.ts does the pacing, the time limit and the failures,
// ../carrier-json-http.ts the JSON): its key and tenant in X-Api-Key/X-Tenant (never in a URL), and
// ZR's own words.
import { bareHostRoot, jsonCarrierHttp, namedWords, type JsonAnswer } from '../carrier-json-http.ts';
import { CarrierError } from '../carrier-error.ts';
import type { Pacer } from '../pacer.ts';
import { messageOf } from './answers.ts';

const ZR_WORDS = namedWords('ZR Express', 'ZR Express refused the API key and tenant: check both in its dashboard and connect again.');

export type ZrHttpOptions = {
  baseUrl: string;
  apiKey: string;
  tenant: string;
  fetch: typeof globalThis.fetch;
  pacer: Pacer;
  timeoutMs: number;
};

export type ZrAnswer = JsonAnswer;

/** The API's root with its trailing slash; a bare host gets ZR's /api/v1/ (the owner may omit it). */
export const apiRoot = (baseUrl: string): URL => bareHostRoot(baseUrl, '/api/v1/', 'ZR Express');

export function zrHttp(options: ZrHttpOptions) {
  const root = apiRoot(options.baseUrl);
  const http = jsonCarrierHttp({
    ...options,
    root,
    headers: { 'X-Api-Key': options.apiKey, 'X-Tenant': options.tenant },
    words: ZR_WORDS,
    messageOf,
    secrets: [options.apiKey, options.tenant],
    // A SAS link on ZR's storage, with its own expiry.
    labelRefused: (status) =>
      new CarrierError('unreachable', `ZR Express's label link answered HTTP ${status} (expired links answer 403).`, true),
  });

  /** A call's status and JSON body; throws for what no caller can use (auth, quota, no answer, 5xx). */
  const call = (method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<ZrAnswer> =>
    http.call(method, new URL(path, root), body);

  /** A call whose answer must be a success. */
  const ok = async (method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<unknown> =>
    http.succeed(await call(method, path, body));

  return { call, ok, download: http.download, reasonOf: http.reasonOf, secrets: http.secrets };
}

export type ZrHttp = ReturnType<typeof zrHttp>;
