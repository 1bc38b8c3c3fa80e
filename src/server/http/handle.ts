// The one door of every netlify/functions handler: `export default handle(async (request, context) => …)`.
// Before the handler runs, a state-changing request from another site is refused (403) and a body of
// a type the function does not read gets 415 (src/domain/http/request-guard.ts); every answer, those
// refusals, 401s, file downloads and backups included, leaves with the security headers that
// netlify.toml gives static pages (Netlify does not apply [[headers]] to functions).
import { JSON_BODY, guardRequest, type BodyTypes } from '../../domain/http/request-guard.ts';
import { withSecurityHeaders } from './security-headers.ts';
import { configuredSiteOrigins } from './site-address.ts';

export type HandleOptions = {
  /** The body types the function reads: JSON by default; a CSV or multipart upload names its own. */
  body?: BodyTypes;
};

export function handle<Rest extends unknown[]>(
  handler: (request: Request, ...rest: Rest) => Promise<Response>,
  options: HandleOptions = {},
): (request: Request, ...rest: Rest) => Promise<Response> {
  const bodies = options.body ?? [JSON_BODY];
  return async (request, ...rest) => {
    const refusal = guardRequest(request, { siteOrigins: configuredSiteOrigins(), bodies });
    if (refusal) {
      await request.body?.cancel().catch(() => undefined);
      const error = { code: refusal.code, message: refusal.message };
      return withSecurityHeaders(Response.json({ error }, { status: refusal.status, headers: { 'cache-control': 'no-store' } }));
    }
    return withSecurityHeaders(await handler(request, ...rest));
  };
}
