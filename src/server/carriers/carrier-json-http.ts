// A carrier's JSON API whose callers read a refusal's reason themselves (Yalidine, ZR Express): the
// calls go through the paced, timed client (carrier-http.ts); here a 4xx is answered with its body, a
// success must be JSON, the carrier's own words are masked before they are quoted, and a label link
// is fetched without the credentials.
import { carrierReason } from '../../domain/carriers/carrier-reason.ts';
import { CarrierError, withoutSecrets } from './carrier-error.ts';
import { carrierHttp, textOf, type CarrierHttpOptions, type CarrierHttpWords, type CarrierRequest } from './carrier-http.ts';

/** The API's root with its trailing slash; a bare host gets the platform's own path (the owner may omit it). */
export function bareHostRoot(baseUrl: string, defaultPath: string, name: string): URL {
  let root: URL;
  try {
    root = new URL(baseUrl.trim());
  } catch {
    throw new CarrierError('refused', `The ${name} API address is not a valid URL.`, false);
  }
  if (root.pathname === '/' || root.pathname === '') root.pathname = defaultPath;
  if (!root.pathname.endsWith('/')) root.pathname += '/';
  root.search = '';
  root.hash = '';
  return root;
}

/** The words of a platform whose failures all say its name the same way (Yalidine, ZR Express). */
export const namedWords = (name: string, auth: string): CarrierHttpWords => ({
  name,
  quota: `${name}'s`,
  server: name,
  auth,
  quotaNow: `${name}'s request quota is used up for now; try again in a minute.`,
  serverFailed: (status) => `${name} answered with an error of its own (HTTP ${status}); try again later.`,
});

/** A status and its body: JSON when it reads as such, else the text of a refusal (a success must be JSON). */
export type JsonAnswer = { status: number; body: unknown };

/**
 * A JSON API whose callers read a 4xx's reason themselves (Yalidine, ZR Express): `call` answers any
 * status below 500 with its body, `succeed` refuses anything but a success in the carrier's words
 * (masked, cut short), `download` fetches a label link.
 */
export function jsonCarrierHttp(
  options: CarrierHttpOptions & {
    root: URL;
    /** The carrier's reason in an answer's body (its own shape), or null. */
    messageOf: (body: unknown) => string | null;
    secrets: readonly string[];
    /** A label link that answered this status. */
    labelRefused: (status: number) => CarrierError;
  },
) {
  const http = carrierHttp(options);
  const { words, secrets } = options;

  /** A call's status and JSON body; throws for what no caller can use (auth, quota, no answer, 5xx). */
  async function call(method: CarrierRequest['method'], url: URL, json?: unknown): Promise<JsonAnswer> {
    const response = await http.send({ method, url, ...(json === undefined ? {} : { json }) });
    const { status } = response;
    const text = textOf(response);
    let parsed: unknown = null;
    if (text.trim()) {
      try {
        parsed = JSON.parse(text);
      } catch {
        if (status < 300) throw new CarrierError('answer', `${words.quota} answer could not be read (HTTP ${status}, not JSON).`, false);
        parsed = text;
      }
    }
    return { status, body: parsed };
  }

  /** The carrier's reason of a 4xx, masked and cut short. */
  const reasonOf = (answer: JsonAnswer) => withoutSecrets(options.messageOf(answer.body) ?? `HTTP ${answer.status}`, secrets);

  /** The answer's body when it is a success; else the carrier's refusal, in its words. */
  function succeed(answer: JsonAnswer): unknown {
    if (answer.status >= 300) {
      const said = reasonOf(answer);
      throw new CarrierError('refused', `${words.name} refused the request: ${said}`, false, carrierReason('carrier_refused', { said }));
    }
    return answer.body;
  }

  /**
   * A label link's bytes: a bearer link on another host with its own token, fetched without the
   * credentials, unpaced, and never named in a message.
   */
  async function download(link: string): Promise<Uint8Array> {
    try {
      const res = await options.fetch(link, { signal: AbortSignal.timeout(options.timeoutMs) });
      const bytes = new Uint8Array(await res.arrayBuffer());
      if (!res.ok) throw options.labelRefused(res.status);
      return bytes;
    } catch (e) {
      if (e instanceof CarrierError) throw e;
      throw new CarrierError('unreachable', `${words.name} did not serve the label (timeout or network error).`, true);
    }
  }

  return { call, succeed, download, reasonOf, secrets };
}
