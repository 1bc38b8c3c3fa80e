// The one door of every netlify/functions handler: `export default handle(async (request, context) => …)`.
// Before the handler runs, a state-changing request from another site is refused (403) and a body of
// a type the function does not read gets 415 (src/domain/http/request-guard.ts); every answer, those
// refusals, 401s, file downloads and backups included, leaves with the security headers that
// netlify.toml gives static pages (Netlify does not apply [[headers]] to functions). And every request
// answers within its kind's deadline (deadline.ts): past it, 503 `busy` with Retry-After.
import { JSON_BODY, guardRequest, type BodyTypes } from '../../domain/http/request-guard.ts';
import { withSecurityHeaders } from './security-headers.ts';
import { configuredSiteOrigins } from './site-address.ts';
import { DeadlinePassed, deadlineResponse, withinDeadline, type DeadlineKind } from './deadline.ts';

export type HandleOptions = {
  /** The body types the function reads: JSON by default; a CSV or multipart upload names its own. */
  body?: BodyTypes;
  /**
   * The function's kind of deadline (deadline.ts): the owner's by default; `read` for the shopper's
   * reads, `none` for the scheduled functions; `its-own` for the order function, which keeps its own
   * so that it can answer in the shopper's language.
   */
  deadline?: DeadlineKind | 'its-own';
};

export function handle<Rest extends unknown[]>(
  handler: (request: Request, ...rest: Rest) => Promise<Response>,
  options: HandleOptions = {},
): (request: Request, ...rest: Rest) => Promise<Response> {
  const bodies = options.body ?? [JSON_BODY];
  const deadline = options.deadline === 'its-own' ? 'none' : (options.deadline ?? 'owner');
  return async (request, ...rest) => {
    const refusal = guardRequest(request, { siteOrigins: configuredSiteOrigins(), bodies });
    if (refusal) {
      await request.body?.cancel().catch(() => undefined);
      const error = { code: refusal.code, message: refusal.message };
      return withSecurityHeaders(Response.json({ error }, { status: refusal.status, headers: { 'cache-control': 'no-store' } }));
    }
    try {
      return withSecurityHeaders(await withinDeadline(deadline, handler(request, ...rest)));
    } catch (error) {
      if (!(error instanceof DeadlinePassed)) throw error;
      console.warn(`[deadline] ${request.method} ${new URL(request.url).pathname}: ${error.message}, answered 503`);
      return withSecurityHeaders(deadlineResponse());
    }
  };
}
