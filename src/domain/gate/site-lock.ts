// The site lock as edge middleware: while the gate is on, a request without a valid unlock cookie
// gets the gate page (401, not indexable, not cached) and never reaches the pages or the functions.
// Web APIs only, so Netlify runs it on Deno and the local runtime runs it on Node.
import { DEFAULT_LOCALE, localeOfPath } from '../../i18n/locales.ts';
import type { GateConfig } from './gate-config.ts';
import { isValidUnlockToken, readCookie, UNLOCK_COOKIE } from './unlock-cookie.ts';

export type EdgeContext = { next: () => Promise<Response> };
export type EdgeHandler = (request: Request, context: EdgeContext) => Promise<Response>;

const LOCKED_HEADERS = {
  'cache-control': 'no-store',
  'x-robots-tag': 'noindex, nofollow',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
};

export function siteLock(config: GateConfig, readSecret: () => string | undefined): EdgeHandler {
  return async (request, context) => {
    if (!config.enabled) return context.next();
    const secret = readSecret();
    if (!secret) {
      // Fail closed: without the secret no cookie can be checked, so nobody gets in.
      console.error('[gate] GATE_COOKIE_SECRET is not set: the site stays locked');
    } else if (config.version && (await isValidUnlockToken(secret, config.version, readCookie(request.headers.get('cookie'), UNLOCK_COOKIE)))) {
      return context.next();
    }
    return lockedResponse(request, config);
  };
}

function lockedResponse(request: Request, config: Extract<GateConfig, { enabled: true }>): Response {
  const { pathname } = new URL(request.url);
  const head = request.method === 'HEAD';
  if (pathname.startsWith('/api/')) {
    const body = JSON.stringify({ error: { code: 'site_locked', message: 'Password required' } });
    return new Response(head ? null : body, { status: 401, headers: { ...LOCKED_HEADERS, 'content-type': 'application/json; charset=utf-8' } });
  }
  const page = config.pages[localeOfPath(pathname)] ?? config.pages[DEFAULT_LOCALE] ?? 'PASSWORD REQUIRED';
  return new Response(head ? null : page, { status: 401, headers: { ...LOCKED_HEADERS, 'content-type': 'text/html; charset=utf-8' } });
}
