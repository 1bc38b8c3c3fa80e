// Whether a request comes from the shop's own pages. The session cookie is SameSite=Strict already;
// the endpoints that act on the cookie alone check this too, so that no other site (nor a sibling
// subdomain, which counts as same-site) can make a visitor's browser use it. Browsers send Origin on
// every POST and DELETE, and Sec-Fetch-Site on every request (the older ones that do not are judged
// by Origin alone); a request with neither is not from a browser page, and the cookie is for those.
// Its refusal is the same 403 cross_site_request that src/server/http/handle.ts gives a cross-site
// request, so a client knows one code for one refusal.
import { adminError } from './http.ts';

export function isSameOrigin(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site !== null && site !== 'same-origin') return false;
  const origin = request.headers.get('origin');
  return origin !== null && origin === new URL(request.url).origin;
}

export const crossSiteRefused = () => adminError(403, 'cross_site_request', 'This request must come from the shop’s own admin page.');
