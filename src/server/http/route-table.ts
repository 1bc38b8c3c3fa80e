// One function's routes as a table, 'METHOD /path' → handler, the paths in Netlify's config.path syntax
// (URLPattern: /api/admin/admins/:email, /api/admin/orders/:number(\\d{1,10})). A function file lists
// its routes instead of checking the method and the path by hand; its caller answers a path the table
// does not serve (404) and a method the path does not take (405 with Allow: the path's methods).
//
// The table cannot be the function's `config`: Netlify reads config.path and config.method from the
// source without running it (zip-it-and-ship-it, src/runtimes/node/in_source_config), so they stay
// literals, and tests/functions/admin-route-tables.test.ts checks each table against its config.

export type RouteParams = Record<string, string>;

export type RouteFound<Handler> =
  { kind: 'route'; handler: Handler; params: RouteParams } | { kind: 'method_not_allowed'; allowed: string[] } | { kind: 'not_found' };

export type RouteTable<Handler> = {
  /** The table's keys as written ('GET /api/admin/audit'), for the check against config. */
  keys: string[];
  find(method: string, pathname: string): RouteFound<Handler>;
};

type OnePath<Handler> = { pattern: URLPattern; byMethod: Map<string, Handler> };

const KEY = /^([A-Z]+) (\/\S*)$/;

/** A path's parameters decoded; one that does not decode stays as sent (the route's own check refuses it). */
function decoded(groups: Record<string, string | undefined>): RouteParams {
  const params: RouteParams = {};
  for (const [name, value] of Object.entries(groups)) {
    if (value === undefined) continue;
    try {
      params[name] = decodeURIComponent(value);
    } catch {
      params[name] = value;
    }
  }
  return params;
}

export function routeTable<Handler>(routes: Record<string, Handler>): RouteTable<Handler> {
  const paths = new Map<string, OnePath<Handler>>();
  for (const [key, handler] of Object.entries(routes)) {
    const parts = KEY.exec(key);
    if (!parts) throw new Error(`A route is 'METHOD /path', not '${key}'.`);
    const [, method, path] = parts as unknown as [string, string, string];
    const one = paths.get(path) ?? { pattern: new URLPattern({ pathname: path }), byMethod: new Map<string, Handler>() };
    one.byMethod.set(method, handler);
    paths.set(path, one);
  }
  return {
    keys: Object.keys(routes),
    find(method, pathname) {
      // A trailing slash is the same path, as the functions have always read it.
      const path = pathname.replace(/(.)\/+$/, '$1');
      // The first path (in the table's order) that matches decides: /api/admin/parcels/labels before /:number.
      for (const { pattern, byMethod } of paths.values()) {
        const match = pattern.exec({ pathname: path });
        if (!match) continue;
        const handler = byMethod.get(method);
        if (handler === undefined) return { kind: 'method_not_allowed', allowed: [...byMethod.keys()] };
        return { kind: 'route', handler, params: decoded(match.pathname.groups) };
      }
      return { kind: 'not_found' };
    },
  };
}
