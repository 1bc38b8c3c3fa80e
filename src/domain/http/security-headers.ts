// The security headers every answer carries: pages get them from netlify.toml and the build's
// _headers file, but Netlify applies those to static files only, so functions and the edge set
// their own from here. Web APIs only: the edge (Deno) uses this too.
export const HSTS = 'max-age=63072000; includeSubDomains';

export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'strict-transport-security': HSTS,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

/** For JSON answers: nothing may load, run or frame them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The ad platforms' origins, only on a site whose pages offer the ads choice (docs/ads.md): where
 * their pixels' scripts load from, and where the pixels send events (images and requests).
 */
export type AdSources = { scripts: readonly string[]; sends: readonly string[] };

/**
 * For pages: scripts from the site itself plus the inline scripts the build found (by hash), never
 * eval, never framed. Styles keep 'unsafe-inline' (Astro inlines small stylesheets, React sets
 * style attributes); what matters against injection is script-src. `origins` are other sites the
 * pages may talk to and show images from (Supabase, for the admin's sign-in and uploads).
 */
export function pageCsp(scriptHashes: Iterable<string>, origins: readonly string[] = [], ads?: AdSources): string {
  const hashes = [...new Set(scriptHashes)].sort().map((h) => `'sha256-${h}'`);
  const list = (sources: readonly string[]) => (sources.length ? ` ${sources.join(' ')}` : '');
  const others = list(origins);
  return [
    "default-src 'self'",
    `script-src 'self'${list(ads?.scripts ?? [])}${hashes.length ? ` ${hashes.join(' ')}` : ''}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${others}${list(ads?.sends ?? [])}`,
    "font-src 'self'",
    `connect-src 'self'${others}${list(ads?.sends ?? [])}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Adds what is missing (an answer may already carry a stricter value of its own). */
export function addSecurityHeaders(headers: Headers, csp: string): void {
  for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) if (!headers.has(name)) headers.set(name, value);
  if (!headers.has('content-security-policy')) headers.set('content-security-policy', csp);
}

/** The same answer with the headers added; a response with immutable headers (a fetch() answer) is copied. */
export function withHeadersAdded(response: Response, add: (headers: Headers) => void): Response {
  try {
    add(response.headers);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    add(copy.headers);
    return copy;
  }
}
