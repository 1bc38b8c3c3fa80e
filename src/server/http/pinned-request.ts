// A request to a server named by someone else (an image address in an imported file, a carrier's API
// address the owner typed), made so that it can only reach the public internet: the name is resolved
// once, every address it gives must be public (public-address.ts: no loopback, private, link-local,
// metadata or mapped forms; a name that also points inside is refused whole, not tried elsewhere), and
// the connection goes to one of those checked addresses, whatever the name resolves to by then (a DNS
// answer that changes between the check and the connection cannot slip a private one in). TLS still
// checks the certificate against the name.
//
// Every checked address is tried in turn, IPv4 first, until one connects: a name with several answers
// (a CDN, a carrier behind two hosts) still works when its first is down, and on a function without
// IPv6 (AWS Lambda, where Netlify runs them, has no IPv6 way out) an IPv6 answer first would otherwise
// fail every call. A next address is tried only while nothing was sent: an error before the socket
// connected.
import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress, type AddressRule } from './public-address.ts';

export type Resolve = (hostname: string) => Promise<string[]>;

const systemResolve: Resolve = async (hostname) => (await dnsLookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

/** IPv4 answers first, each family in the order DNS gave it. */
export const connectionOrder = (addresses: readonly string[]): string[] => [
  ...addresses.filter((ip) => isIP(ip) === 4),
  ...addresses.filter((ip) => isIP(ip) === 6),
];

export type CheckedHost = { ok: true; addresses: string[] } | { ok: false; reason: 'notPublic' | 'unreachable' };

/** The addresses a URL's host may be reached at, in the order to try them; refused when any answer is not public. */
export async function publicAddressesOf(url: URL, rule: AddressRule = {}, resolve: Resolve = systemResolve): Promise<CheckedHost> {
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: string[];
  try {
    addresses = isIP(hostname) ? [hostname] : await resolve(hostname);
  } catch {
    return { ok: false, reason: 'unreachable' };
  }
  if (!addresses.length || !addresses.every((ip) => isPublicAddress(ip, rule))) return { ok: false, reason: 'notPublic' };
  return { ok: true, addresses: connectionOrder(addresses) };
}

export type PinnedInit = { method: string; headers?: OutgoingHttpHeaders; body?: Uint8Array | string; signal?: AbortSignal };

/** The connection to exactly this address, whatever the name resolves to. */
const pinnedTo = (address: string): LookupFunction => {
  const family = isIP(address);
  return (_name, opts, callback) => {
    if (opts.all) (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };
};

function once(url: URL, address: string, init: PinnedInit): Promise<{ response?: IncomingMessage; error?: Error; connected: boolean }> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    let connected = false;
    const req = send(
      url,
      {
        method: init.method,
        agent: false,
        lookup: pinnedTo(address),
        // A body's length said up front: Node sends DELETE bodies (ZR's bulk cancel) unframed otherwise.
        headers: init.body === undefined ? init.headers : { ...init.headers, 'content-length': Buffer.byteLength(init.body) },
        ...(init.signal ? { signal: init.signal } : {}),
      },
      (response) => resolve({ response, connected: true }),
    );
    req.on('socket', (socket) => socket.once('connect', () => (connected = true)));
    req.on('error', (error) => resolve({ error, connected }));
    req.end(init.body);
  });
}

/**
 * The answer of the first checked address that connects (its body still to be read); throws the last
 * connection error when none does, or the error of a connection that failed after connecting.
 */
export async function pinnedRequest(url: URL, addresses: readonly string[], init: PinnedInit): Promise<IncomingMessage> {
  let last: Error = new Error('no address to connect to');
  for (const address of addresses) {
    const attempt = await once(url, address, init);
    if (attempt.response) return attempt.response;
    last = attempt.error!;
    if (attempt.connected || init.signal?.aborted) break;
  }
  throw last;
}
