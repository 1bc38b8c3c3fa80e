// One call to a Yalidine-platform API (../carrier-http.ts does the pacing, the time limit and the
// failures, ../carrier-json-http.ts the JSON): its credentials in X-API-ID/X-API-TOKEN (never in a
// URL), and Yalidine's own words.
import { bareHostRoot, jsonCarrierHttp, namedWords, type JsonAnswer } from '../carrier-json-http.ts';
import { CarrierError } from '../carrier-error.ts';
import type { Pacer } from '../pacer.ts';
import { messageOf } from './answers.ts';

const YALIDINE_WORDS = namedWords(
  'Yalidine',
  'Yalidine refused the API ID and API token: check both in its developer dashboard and connect again.',
);

export type YalidineHttpOptions = {
  baseUrl: string;
  apiId: string;
  apiToken: string;
  fetch: typeof globalThis.fetch;
  pacer: Pacer;
  timeoutMs: number;
};

export type YalidineAnswer = JsonAnswer;
export type Query = Record<string, string | number | undefined>;

/** The API's root with its trailing slash; a bare host gets Yalidine's /v1/ (the owner may omit it). */
export const apiRoot = (baseUrl: string): URL => bareHostRoot(baseUrl, '/v1/', 'Yalidine');

export function yalidineHttp(options: YalidineHttpOptions) {
  const root = apiRoot(options.baseUrl);
  const http = jsonCarrierHttp({
    ...options,
    root,
    headers: { 'X-API-ID': options.apiId, 'X-API-TOKEN': options.apiToken },
    words: YALIDINE_WORDS,
    messageOf,
    secrets: [options.apiId, options.apiToken],
    // A public link on another host.
    labelRefused: (status) => new CarrierError('unreachable', `Yalidine's label link answered HTTP ${status}.`, status >= 500),
  });

  /** A call's status and JSON body; throws for what no caller can use (auth, quota, no answer, 5xx). */
  function call(method: 'GET' | 'POST' | 'DELETE' | 'PATCH', path: string, query: Query = {}, body?: unknown): Promise<YalidineAnswer> {
    const url = new URL(path, root);
    for (const [k, v] of Object.entries(query)) if (v !== undefined) url.searchParams.set(k, String(v));
    return http.call(method, url, body);
  }

  /** A GET whose answer must be a success. */
  const get = async (path: string, query: Query = {}): Promise<unknown> => http.succeed(await call('GET', path, query));

  return { call, get, download: http.download, reasonOf: http.reasonOf, secrets: http.secrets };
}

export type YalidineHttp = ReturnType<typeof yalidineHttp>;
