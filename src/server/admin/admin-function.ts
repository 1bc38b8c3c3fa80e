// Every /api/admin/* function: its route table (src/server/http/route-table.ts) behind one door.
// handle() first (cross-site and body-type refusals, security headers, the deadline), then answering()
// (a throw is a logged 500), then, in this order: 404 for a path the function does not serve, 405 with
// Allow for a method the path does not take, 401 without a signed-in admin (except on an `open` route:
// sign-in, first-run setup, the session's own doors), and only then the route's own code.
import { handle, type HandleOptions } from '../http/handle.ts';
import { routeTable, type RouteParams } from '../http/route-table.ts';
import { adminError, answering, methodNotAllowed, type AdminContext } from './http.ts';
import { requireAdmin } from './require-admin.ts';
import type { AdminIdentity } from './sessions.repo.ts';

export type RouteCall = { request: Request; context: AdminContext; params: RouteParams };
export type SignedInCall = RouteCall & { admin: AdminIdentity };
type OpenRoute = { open: (call: RouteCall) => Promise<Response> };
export type AdminRoute = ((call: SignedInCall) => Promise<Response>) | OpenRoute;

/** A route anyone may call: it checks who calls itself (a password, a setup link, a cookie) or needs no one. */
export const open = (run: (call: RouteCall) => Promise<Response>): OpenRoute => ({ open: run });

export type AdminFunctionOptions = HandleOptions & {
  /** The answer for a path outside the table: 404 `not_found` 'Not found' unless the function words its own. */
  notFound?: () => Response;
};

export type AdminFunction = ((request: Request, context?: AdminContext) => Promise<Response>) & { routes: string[] };

const notFoundDefault = () => adminError(404, 'not_found', 'Not found');

export function adminFunction(name: string, routes: Record<string, AdminRoute>, options: AdminFunctionOptions = {}): AdminFunction {
  const table = routeTable(routes);
  const { notFound = notFoundDefault, ...doorOptions } = options;
  const run = (request: Request, context: AdminContext = {}): Promise<Response> =>
    answering(name, context.requestId, async () => {
      const found = table.find(request.method, new URL(request.url).pathname);
      if (found.kind === 'not_found') return notFound();
      if (found.kind === 'method_not_allowed') return methodNotAllowed(found.allowed);
      const call: RouteCall = { request, context, params: found.params };
      if ('open' in found.handler) return found.handler.open(call);
      const auth = await requireAdmin(request);
      if (!auth.ok) return auth.response;
      return found.handler({ ...call, admin: auth.admin });
    });
  return Object.assign(handle(run, doorOptions), { routes: table.keys });
}
