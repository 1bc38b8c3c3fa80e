// One call to ZR Express's API: the key and tenant in X-Api-Key/X-Tenant (never in a URL), paced (a 429
// is waited out and repeated by the pacer), cut off after a timeout, and every failure turned into a
// CarrierError the owner can read. Nothing thrown carries a credential, a header or a URL: the
// messages are written here, and ZR's own text is masked.
import { carrierReason } from '../../../domain/carriers/carrier-reason.ts';
import { CarrierError, failedCall, withoutSecrets, type CarrierWords } from '../carrier-error.ts';
import type { Pacer } from '../pacer.ts';
import { messageOf } from './answers.ts';

const ZR_WORDS: CarrierWords = { quota: "ZR Express's", server: 'ZR Express' };

export type ZrHttpOptions = {
  baseUrl: string;
  apiKey: string;
  tenant: string;
  fetch: typeof globalThis.fetch;
  pacer: Pacer;
  timeoutMs: number;
};

export type ZrAnswer = { status: number; body: unknown };

/** The API's root with its trailing slash; a bare host gets ZR's /api/v1/ (the owner may omit it). */
export function apiRoot(baseUrl: string): URL {
  let root: URL;
  try {
    root = new URL(baseUrl.trim());
  } catch {
    throw new CarrierError('refused', 'The ZR Express API address is not a valid URL.', false);
  }
  if (root.pathname === '/' || root.pathname === '') root.pathname = '/api/v1/';
  if (!root.pathname.endsWith('/')) root.pathname += '/';
  root.search = '';
  root.hash = '';
  return root;
}

export function zrHttp(options: ZrHttpOptions) {
  const root = apiRoot(options.baseUrl);
  const secrets = [options.apiKey, options.tenant];

  /** A call's status and JSON body; throws for what no caller can use (auth, quota, no answer, 5xx). */
  async function call(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<ZrAnswer> {
    const url = new URL(path, root);
    let answer: { status: number; headers: Headers; text: string };
    try {
      answer = await options.pacer.send(async () => {
        const res = await options.fetch(url, {
          method,
          headers: {
            'X-Api-Key': options.apiKey,
            'X-Tenant': options.tenant,
            accept: 'application/json',
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        // The body is read under the same timeout: headers then a stall is a timeout too.
        return { status: res.status, headers: res.headers, text: await res.text() };
      });
    } catch (e) {
      throw failedCall(e, ZR_WORDS, options.timeoutMs);
    }
    const { status, text } = answer;
    if (status === 401 || status === 403)
      throw new CarrierError('auth', 'ZR Express refused the API key and tenant: check both in its dashboard and connect again.', false);
    if (status === 429) throw new CarrierError('quota', "ZR Express's request quota is used up for now; try again in a minute.", true);
    if (status >= 500)
      throw new CarrierError('unreachable', `ZR Express answered with an error of its own (HTTP ${status}); try again later.`, true);
    let parsed: unknown = null;
    if (text.trim()) {
      try {
        parsed = JSON.parse(text);
      } catch {
        if (status < 300) throw new CarrierError('answer', `ZR Express's answer could not be read (HTTP ${status}, not JSON).`, false);
        parsed = text;
      }
    }
    return { status, body: parsed };
  }

  /** ZR's reason of a 4xx, masked and cut short. */
  const reasonOf = (answer: ZrAnswer) => withoutSecrets(messageOf(answer.body) ?? `HTTP ${answer.status}`, secrets);

  /** A call whose answer must be a success. */
  async function ok(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<unknown> {
    const answer = await call(method, path, body);
    if (answer.status >= 300) {
      const said = reasonOf(answer);
      throw new CarrierError('refused', `ZR Express refused the request: ${said}`, false, carrierReason('carrier_refused', { said }));
    }
    return answer.body;
  }

  /**
   * A label link's bytes. The link is a SAS link on ZR's storage: a bearer link with its own token and
   * an expiry, fetched without our credentials, unpaced, and never named in a message.
   */
  async function download(link: string): Promise<Uint8Array> {
    try {
      const res = await options.fetch(link, { signal: AbortSignal.timeout(options.timeoutMs) });
      const bytes = new Uint8Array(await res.arrayBuffer());
      if (!res.ok)
        throw new CarrierError('unreachable', `ZR Express's label link answered HTTP ${res.status} (expired links answer 403).`, true);
      return bytes;
    } catch (e) {
      if (e instanceof CarrierError) throw e;
      throw new CarrierError('unreachable', 'ZR Express did not serve the label (timeout or network error).', true);
    }
  }

  return { call, ok, download, reasonOf, secrets };
}

export type ZrHttp = ReturnType<typeof zrHttp>;
