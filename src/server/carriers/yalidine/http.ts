// One call to a Yalidine-platform API: its credentials in X-API-ID/X-API-TOKEN (never in a URL), paced
// under the platform's quotas (a 429 is waited out and repeated by the pacer), cut off after a
// timeout, and every failure turned into a CarrierError the owner can read. Nothing thrown carries a
// credential, a header or a URL: the messages are written here, and the carrier's own text is masked.
import { carrierReason } from '../../../domain/carriers/carrier-reason.ts';
import { CarrierError, failedCall, withoutSecrets, type CarrierWords } from '../carrier-error.ts';
import type { Pacer } from '../pacer.ts';
import { messageOf } from './answers.ts';

const YALIDINE_WORDS: CarrierWords = { quota: "Yalidine's", server: 'Yalidine' };

export type YalidineHttpOptions = {
  baseUrl: string;
  apiId: string;
  apiToken: string;
  fetch: typeof globalThis.fetch;
  pacer: Pacer;
  timeoutMs: number;
};

export type YalidineAnswer = { status: number; body: unknown };
export type Query = Record<string, string | number | undefined>;

/** The API's root with its trailing slash; a bare host gets Yalidine's /v1/ (the owner may omit it). */
export function apiRoot(baseUrl: string): URL {
  let root: URL;
  try {
    root = new URL(baseUrl.trim());
  } catch {
    throw new CarrierError('refused', 'The Yalidine API address is not a valid URL.', false);
  }
  if (root.pathname === '/' || root.pathname === '') root.pathname = '/v1/';
  if (!root.pathname.endsWith('/')) root.pathname += '/';
  root.search = '';
  root.hash = '';
  return root;
}

export function yalidineHttp(options: YalidineHttpOptions) {
  const root = apiRoot(options.baseUrl);
  const secrets = [options.apiId, options.apiToken];

  /** A call's status and JSON body; throws for what no caller can use (auth, quota, no answer, 5xx). */
  async function call(
    method: 'GET' | 'POST' | 'DELETE' | 'PATCH',
    path: string,
    query: Query = {},
    body?: unknown,
  ): Promise<YalidineAnswer> {
    const url = new URL(path, root);
    for (const [k, v] of Object.entries(query)) if (v !== undefined) url.searchParams.set(k, String(v));
    let answer: { status: number; headers: Headers; text: string };
    try {
      answer = await options.pacer.send(async () => {
        const res = await options.fetch(url, {
          method,
          headers: {
            'X-API-ID': options.apiId,
            'X-API-TOKEN': options.apiToken,
            accept: 'application/json',
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        // The body is read under the same timeout: a carrier that sends headers and stalls is a timeout too.
        return { status: res.status, headers: res.headers, text: await res.text() };
      });
    } catch (e) {
      throw failedCall(e, YALIDINE_WORDS, options.timeoutMs);
    }
    const { status, text } = answer;
    if (status === 401 || status === 403)
      throw new CarrierError(
        'auth',
        'Yalidine refused the API ID and API token: check both in its developer dashboard and connect again.',
        false,
      );
    if (status === 429) throw new CarrierError('quota', "Yalidine's request quota is used up for now; try again in a minute.", true);
    if (status >= 500)
      throw new CarrierError('unreachable', `Yalidine answered with an error of its own (HTTP ${status}); try again later.`, true);
    let parsed: unknown = null;
    if (text.trim()) {
      try {
        parsed = JSON.parse(text);
      } catch {
        if (status < 300) throw new CarrierError('answer', `Yalidine's answer could not be read (HTTP ${status}, not JSON).`, false);
        parsed = text;
      }
    }
    return { status, body: parsed };
  }

  /** The carrier's reason of a 4xx, masked and cut short. */
  const reasonOf = (answer: YalidineAnswer) => withoutSecrets(messageOf(answer.body) ?? `HTTP ${answer.status}`, secrets);

  /** A GET whose answer must be a success. */
  async function get(path: string, query: Query = {}): Promise<unknown> {
    const answer = await call('GET', path, query);
    if (answer.status >= 300) {
      const said = reasonOf(answer);
      throw new CarrierError('refused', `Yalidine refused the request: ${said}`, false, carrierReason('carrier_refused', { said }));
    }
    return answer.body;
  }

  /** A label link's bytes: a public link on another host, fetched without the credentials and unpaced. */
  async function download(link: string): Promise<Uint8Array> {
    try {
      const res = await options.fetch(link, { signal: AbortSignal.timeout(options.timeoutMs) });
      const bytes = new Uint8Array(await res.arrayBuffer());
      if (!res.ok) throw new CarrierError('unreachable', `Yalidine's label link answered HTTP ${res.status}.`, res.status >= 500);
      return bytes;
    } catch (e) {
      if (e instanceof CarrierError) throw e;
      throw new CarrierError('unreachable', 'Yalidine did not serve the label (timeout or network error).', true);
    }
  }

  return { call, get, download, reasonOf, secrets };
}

export type YalidineHttp = ReturnType<typeof yalidineHttp>;
