// Fetches an image from an address an owner's file names (the catalog import), on the server, so
// within bounds: http(s) only; the name is resolved first and every address it gives must be public,
// then the connection goes to those checked addresses, each tried in turn, IPv4 first
// (../http/pinned-request.ts: a DNS answer that changes between the check and the connection cannot
// slip a private one in); redirects are followed by
// hand, each hop checked the same way, 3 at most; an image content type; 10 MB at most (reading
// stops there); one deadline for the whole fetch. The bytes then go through the upload's pipeline.
import type { IncomingMessage } from 'node:http';
import type { AddressRule } from '../http/public-address.ts';
import { pinnedRequest, publicAddressesOf, type Resolve } from '../http/pinned-request.ts';

export const REMOTE_IMAGE_LIMITS = { maxBytes: 10 * 1024 * 1024, timeoutMs: 15_000, maxRedirects: 3 } as const;

export type RemoteImageFailure =
  'badAddress' | 'notPublic' | 'unreachable' | 'httpStatus' | 'tooManyRedirects' | 'notImage' | 'tooLarge' | 'timeout';
export type RemoteImage = { ok: true; bytes: Uint8Array; url: string } | { ok: false; reason: RemoteImageFailure; status?: number };

export type RemoteImageOptions = AddressRule & {
  maxBytes?: number;
  timeoutMs?: number;
  maxRedirects?: number;
  /** Tests only: resolves a name (a stand-in for DNS). */
  resolve?: Resolve;
};

type Hop =
  | { kind: 'image'; bytes: Uint8Array }
  | { kind: 'redirect'; location: string }
  | { kind: 'failed'; reason: RemoteImageFailure; status?: number };

export async function fetchRemoteImage(address: string, options: RemoteImageOptions = {}): Promise<RemoteImage> {
  const limits = { ...REMOTE_IMAGE_LIMITS, ...options };
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), limits.timeoutMs);
  try {
    let url = address;
    for (let hop = 0; ; hop++) {
      const result = await fetchOnce(url, limits, options, deadline.signal);
      if (result.kind === 'image') return { ok: true, bytes: result.bytes, url };
      if (result.kind === 'failed')
        return deadline.signal.aborted
          ? { ok: false, reason: 'timeout' }
          : { ok: false, reason: result.reason, ...(result.status ? { status: result.status } : {}) };
      if (hop >= limits.maxRedirects) return { ok: false, reason: 'tooManyRedirects' };
      try {
        url = new URL(result.location, url).href;
      } catch {
        return { ok: false, reason: 'badAddress' };
      }
    }
  } finally {
    clearTimeout(timer);
  }
}

async function fetchOnce(
  address: string,
  limits: Required<Omit<RemoteImageOptions, 'resolve' | 'allowLoopback'>>,
  options: RemoteImageOptions,
  signal: AbortSignal,
): Promise<Hop> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return { kind: 'failed', reason: 'badAddress' };
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password)
    return { kind: 'failed', reason: 'badAddress' };
  const host = await publicAddressesOf(url, options, options.resolve);
  if (signal.aborted) return { kind: 'failed', reason: 'timeout' };
  if (!host.ok) return { kind: 'failed', reason: host.reason };
  try {
    const res = await pinnedRequest(url, host.addresses, {
      method: 'GET',
      signal,
      headers: { accept: 'image/webp,image/jpeg,image/png;q=0.9', 'user-agent': 'dz-storefront catalog import' },
    });
    return await readAnswer(res, limits.maxBytes);
  } catch {
    return { kind: 'failed', reason: signal.aborted ? 'timeout' : 'unreachable' };
  }
}

async function readAnswer(res: IncomingMessage, maxBytes: number): Promise<Hop> {
  const status = res.statusCode ?? 0;
  const drop = (hop: Hop) => {
    res.destroy();
    return hop;
  };
  if (status >= 300 && status < 400 && status !== 304) {
    const location = res.headers.location;
    return drop(location ? { kind: 'redirect', location } : { kind: 'failed', reason: 'httpStatus', status });
  }
  if (status < 200 || status >= 300) return drop({ kind: 'failed', reason: 'httpStatus', status });
  const type = (res.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (!type.startsWith('image/')) return drop({ kind: 'failed', reason: 'notImage' });
  const declared = Number(res.headers['content-length'] ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) return drop({ kind: 'failed', reason: 'tooLarge' });
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of res as AsyncIterable<Buffer>) {
      size += chunk.byteLength;
      if (size > maxBytes) return drop({ kind: 'failed', reason: 'tooLarge' });
      chunks.push(chunk);
    }
  } catch {
    return { kind: 'failed', reason: 'unreachable' }; // the deadline or the server cut it short
  }
  return { kind: 'image', bytes: new Uint8Array(Buffer.concat(chunks)) };
}
