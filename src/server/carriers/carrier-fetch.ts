// The fetch every carrier client calls (clients.ts passes it), so that the owner's carrier keys only
// ever travel to a carrier's public server:
//   - on a deployed site: https only, and the host must resolve to public addresses only (the image
//     import's check: no loopback, private, link-local, metadata or IPv4-mapped forms); the
//     connection goes to the checked addresses (../http/pinned-request.ts), so a DNS answer that
//     changes after the check cannot turn the call inward. Locally (npm start, the tests) loopback
//     and plain http stay allowed for the carriers' stand-ins;
//   - a redirect is never followed with the carrier's credentials: a call that carries headers (every
//     API call does: the keys ride in them) gets a CarrierError for a 3xx, and its body is not read.
//     A call without headers (a label's public link, its own bearer token in the URL) may follow up to
//     three, each hop checked like the first;
//   - a refusal (4xx/5xx) that is not JSON reaches the client without its body: an internal server's
//     or a proxy's page is never quoted to the admin as the carrier's words.
// The owner is told the address was refused in her language when she saves it (credentials/carrier-address.ts);
// a refusal here (the name's answers changed since) is an 'unreachable' CarrierError that names no address.
import { Readable } from 'node:stream';
import type { OutgoingHttpHeaders } from 'node:http';
import { isDeployedSite, shopEnv, type ShopEnv } from '../env.ts';
import type { AddressRule } from '../http/public-address.ts';
import { pinnedRequest, publicAddressesOf, type Resolve } from '../http/pinned-request.ts';
import { CarrierError } from './carrier-error.ts';

/** What a carrier address may be: https and public when deployed; loopback and http too locally. */
export const carrierAddressRule = (env: ShopEnv = shopEnv()): AddressRule & { httpsOnly: boolean } =>
  isDeployedSite(env) ? { httpsOnly: true } : { httpsOnly: false, allowLoopback: true };

const MAX_PUBLIC_REDIRECTS = 3;

/** Tests only: a stand-in for DNS (names that exist nowhere else). */
let testResolve: Resolve | undefined;
export function resolveCarrierNamesForTests(resolve: Resolve | undefined): void {
  testResolve = resolve;
}
export const carrierNamesResolver = (): Resolve | undefined => testResolve;

const unreachable = () =>
  new CarrierError(
    'unreachable',
    "The carrier's address no longer leads to a public server: check the API address in Settings → Carriers.",
    false,
  );

function headersOf(init: RequestInit | undefined): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {};
  new Headers(init?.headers).forEach((value, key) => (out[key] = value));
  return out;
}

function bodyOf(init: RequestInit | undefined): string | Uint8Array | undefined {
  const body = init?.body;
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string' || body instanceof Uint8Array) return body;
  throw new TypeError('carrierFetch sends string or byte bodies only');
}

export const carrierFetch: typeof globalThis.fetch = async (input, init) => {
  const rule = carrierAddressRule();
  const headers = headersOf(init);
  const credentialed = Object.keys(headers).length > 0;
  const signal = init?.signal ?? undefined;
  let url = new URL(input instanceof Request ? input.url : String(input));
  for (let hop = 0; ; hop++) {
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || (rule.httpsOnly && url.protocol !== 'https:') || url.username)
      throw unreachable();
    const host = await publicAddressesOf(url, rule, testResolve);
    if (!host.ok) {
      if (host.reason === 'notPublic') throw unreachable();
      throw new TypeError('fetch failed: the name did not resolve'); // the clients say "could not be reached"
    }
    const res = await pinnedRequest(url, host.addresses, {
      method: init?.method ?? 'GET',
      headers,
      ...(bodyOf(init) !== undefined ? { body: bodyOf(init)! } : {}),
      ...(signal ? { signal } : {}),
    });
    const status = res.statusCode ?? 0;
    if (status >= 300 && status < 400 && status !== 304) {
      res.destroy();
      const location = res.headers.location;
      if (credentialed || !location || hop >= MAX_PUBLIC_REDIRECTS)
        throw new CarrierError(
          'answer',
          `The carrier's server answered with a redirect (HTTP ${status}): the shop does not follow it with your keys. Check the API address in Settings → Carriers.`,
          false,
        );
      url = new URL(location, url);
      continue;
    }
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(res.headers))
      if (value !== undefined) for (const v of Array.isArray(value) ? value : [value]) responseHeaders.append(key, v);
    // A refusal that is not JSON is no carrier's API speaking (a proxy's or an internal server's page):
    // its body is dropped, so no client can quote it to the admin; the status still says what happened.
    const notJson = status >= 400 && !/\bjson\b/i.test(res.headers['content-type'] ?? '');
    const empty = status === 204 || status === 205 || status === 304 || init?.method === 'HEAD' || notJson;
    if (empty) res.resume();
    return new Response(empty ? null : (Readable.toWeb(res) as ReadableStream<Uint8Array>), { status, headers: responseHeaders });
  }
};
