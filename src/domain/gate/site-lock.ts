// The site lock as edge middleware: while the gate is on, a request without a valid unlock cookie
// gets the gate page (401, not indexable, not cached) and never reaches the pages or the functions.
// Web APIs only, so Netlify runs it on Deno and the local runtime runs it on Node.
//
// The path is decided here, once (canonicalPath): what the lock looks at is what the CDN serves.
// The lock does not count on the CDN normalising paths before or after it.
import { SHIPPED_DEFAULT_LOCALE, localeOfPath } from '../../i18n/locales.ts';
import { canonicalPath } from '../http/canonical-path.ts';
import { API_CSP, addSecurityHeaders, pageCsp, withHeadersAdded } from '../http/security-headers.ts';
import type { GateConfig } from './gate-config.ts';
import { isOpenPath } from './open-paths.ts';
import { isValidUnlockToken, readCookie, UNLOCK_COOKIE } from './unlock-cookie.ts';

export type EdgeContext = { next: () => Promise<Response> };
export type EdgeHandler = (request: Request, context: EdgeContext) => Promise<Response>;

// While locked, nothing the edge answers or lets through may be kept by a browser or a shared cache:
// a page or image stored for an unlocked visitor would be served to the next one without a cookie.
export const LOCKED_CACHE_CONTROL = 'private, no-store';

const LOCKED_HEADERS = {
  'cache-control': 'no-store',
  'x-robots-tag': 'noindex, nofollow',
  'referrer-policy': 'no-referrer',
};

export function siteLock(config: GateConfig, readSecret: () => string | undefined, nowSeconds?: () => number): EdgeHandler {
  return async (request, context) => {
    if (!config.enabled) return context.next();
    const path = canonicalPath(new URL(request.url).pathname);
    if (!path.ok) return refusedPath(request);
    if (isOpenPath(path.path)) {
      const answer = await context.next();
      // A miss under an open prefix (/_astro/nothing.js, /api/admin/nothing) would be the shop's own
      // 404 page: a locked site shows a stranger the gate instead, wherever the miss is.
      if (!isMiss(answer) || (await isUnlocked(request, config, readSecret, nowSeconds))) return privately(answer);
      await answer.body?.cancel();
      return lockedResponse(request, path.path, config);
    }
    if (await isUnlocked(request, config, readSecret, nowSeconds)) return privately(await context.next());
    return lockedResponse(request, path.path, config);
  };
}

async function isUnlocked(
  request: Request,
  config: Extract<GateConfig, { enabled: true }>,
  readSecret: () => string | undefined,
  nowSeconds?: () => number,
): Promise<boolean> {
  const secret = readSecret();
  if (!secret) {
    // Fail closed: without the secret no cookie can be checked, so nobody gets in.
    console.error('[gate] GATE_COOKIE_SECRET is not set: the site stays locked');
    return false;
  }
  if (!config.version) return false;
  const token = readCookie(request.headers.get('cookie'), UNLOCK_COOKIE);
  return isValidUnlockToken(secret, config.version, token, nowSeconds?.());
}

/**
 * Nothing answered the path: the CDN's not-found page (a 404 that is not JSON). A function's own 404
 * (`{"error": {"code": "not_found"}}` for an unknown order) is an answer, and stays one.
 */
const isMiss = (response: Response): boolean =>
  response.status === 404 && !/^application\/json\b/i.test(response.headers.get('content-type') ?? '');

/** What passes the lock: not storable, and varying by cookie for any cache that ignores no-store. */
const privately = (response: Response): Response =>
  withHeadersAdded(response, (headers) => {
    headers.set('cache-control', LOCKED_CACHE_CONTROL);
    headers.append('vary', 'Cookie');
  });

function refusedPath(request: Request): Response {
  const body = JSON.stringify({ error: { code: 'invalid_path', message: 'This address is not valid.' } });
  const headers = new Headers({ ...LOCKED_HEADERS, 'content-type': 'application/json; charset=utf-8' });
  addSecurityHeaders(headers, API_CSP);
  return new Response(request.method === 'HEAD' ? null : body, { status: 400, headers });
}

function lockedResponse(request: Request, pathname: string, config: Extract<GateConfig, { enabled: true }>): Response {
  const head = request.method === 'HEAD';
  if (pathname.startsWith('/api/')) {
    const body = JSON.stringify({ error: { code: 'site_locked', message: 'Password required' } });
    const headers = new Headers({ ...LOCKED_HEADERS, 'content-type': 'application/json; charset=utf-8' });
    addSecurityHeaders(headers, API_CSP);
    return new Response(head ? null : body, { status: 401, headers });
  }
  // The edge is not built by Astro: the build's default language comes with the baked config.
  const defaultLocale = config.defaultLocale ?? SHIPPED_DEFAULT_LOCALE;
  const page = config.pages[localeOfPath(pathname, defaultLocale)] ?? config.pages[defaultLocale] ?? 'PASSWORD REQUIRED';
  const headers = new Headers({ ...LOCKED_HEADERS, 'content-type': 'text/html; charset=utf-8' });
  addSecurityHeaders(headers, config.csp ?? pageCsp([]));
  return new Response(head ? null : page, { status: 401, headers });
}
