// What a state-changing request must show before any function reads it. A web page on another site
// can make its visitors' browsers send a "simple" cross-origin request (a form post, or fetch with a
// text/plain body) that needs no CORS preflight: it would place orders or guess passwords from
// thousands of real addresses. So, on POST, PUT, PATCH and DELETE:
//  - a request from another site is refused (403): its Origin is not the site's, or the browser says
//    Sec-Fetch-Site: cross-site. A request with neither header is not a browser's cross-site request
//    (curl, a server, Netlify's scheduler) and passes;
//  - a body must be of a type the function reads (415): application/json for the JSON API, which no
//    simple request can send without a preflight.
// Web APIs only (no I/O): the functions use it through src/server/http/handle.ts.
export const STATE_CHANGING_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const JSON_BODY = 'application/json';

/** The media types a function reads its body as, or 'ignored' when it reads none (scheduled functions). */
export type BodyTypes = readonly string[] | 'ignored';

export type GuardRefusal = { status: 403 | 415; code: 'cross_site_request' | 'unsupported_media_type'; message: string };

export type GuardRules = {
  /** Origins that are the site itself besides the request's own (the configured site address). */
  siteOrigins: readonly string[];
  bodies: BodyTypes;
};

export function guardRequest(request: Request, rules: GuardRules): GuardRefusal | undefined {
  if (!STATE_CHANGING_METHODS.has(request.method.toUpperCase())) return undefined;
  if (!isSameSite(request, rules.siteOrigins)) {
    return { status: 403, code: 'cross_site_request', message: 'This request came from another site and was refused.' };
  }
  if (rules.bodies !== 'ignored' && hasBody(request) && !rules.bodies.includes(mediaTypeOf(request))) {
    return {
      status: 415,
      code: 'unsupported_media_type',
      message: `Send the request body as ${rules.bodies.join(' or ')} (Content-Type header).`,
    };
  }
  return undefined;
}

function isSameSite(request: Request, siteOrigins: readonly string[]): boolean {
  const origin = request.headers.get('origin');
  const fetchSite = request.headers.get('sec-fetch-site')?.toLowerCase();
  if (fetchSite === 'cross-site') return false;
  if (origin !== null) return origin === new URL(request.url).origin || siteOrigins.includes(origin);
  // Browsers send Origin with every POST, PUT, PATCH and DELETE; one that says another site of the same
  // domain sent it, without an Origin to check, is not the shop's own page.
  return fetchSite === undefined || fetchSite === 'same-origin' || fetchSite === 'none';
}

/** 'application/json' from 'Application/JSON; charset=utf-8'; '' when there is no Content-Type. */
const mediaTypeOf = (request: Request): string => (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();

/** A POST without a body (sign out, publish now) has no type to check. */
function hasBody(request: Request): boolean {
  const length = request.headers.get('content-length');
  if (length !== null) return Number(length) !== 0;
  return request.headers.has('transfer-encoding') || request.body !== null;
}
