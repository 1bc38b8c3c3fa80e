// Loads netlify/functions/* and routes requests to them by their `config.path` and `config.method`,
// the way Netlify does in production (path patterns use URLPattern syntax: /api/stock/:id).
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Config, Context } from '@netlify/functions';

export type FunctionHandler = (req: Request, context: Context) => Response | Promise<Response>;
export type FunctionModule = { default: FunctionHandler; config?: Config };
export type FunctionRoute = {
  name: string;
  pattern: URLPattern;
  methods: string[] | undefined;
  handler: FunctionHandler;
  excluded: URLPattern[];
};

const toList = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

export function routesOf(name: string, mod: FunctionModule): FunctionRoute[] {
  const config = mod.config ?? {};
  const methods = toList(config.method).map((m) => m.toUpperCase());
  const excluded = toList('excludedPath' in config ? config.excludedPath : undefined).map((p) => new URLPattern({ pathname: p }));
  const declaredPaths = 'path' in config && config.path ? toList(config.path) : [];
  // A scheduled function runs on its schedule only: Netlify gives it no URL in production.
  if (declaredPaths.length === 0 && 'schedule' in config && config.schedule) return [];
  // A function without a path is reachable at /.netlify/functions/<name>, as on Netlify.
  const paths = declaredPaths.length ? declaredPaths : [`/.netlify/functions/${name}`];
  return paths.map((path) => ({
    name,
    pattern: new URLPattern({ pathname: path }),
    methods: methods.length ? methods : undefined,
    handler: mod.default,
    excluded,
  }));
}

export async function loadFunctionRoutes(
  dir: string,
  load: (file: string) => Promise<FunctionModule> = importFile,
): Promise<FunctionRoute[]> {
  const files = readdirSync(dir).filter((f) => /\.(m?ts|m?js)$/.test(f) && !/\.test\./.test(f));
  const routes: FunctionRoute[] = [];
  for (const file of files.sort()) {
    const mod = await load(resolve(join(dir, file)));
    if (typeof mod.default !== 'function') continue;
    routes.push(...routesOf(file.replace(/\.m?[jt]s$/, ''), mod));
  }
  return routes;
}

const importFile = (file: string) => import(pathToFileURL(file).href) as Promise<FunctionModule>;

export type RouteMatch = { route: FunctionRoute; params: Record<string, string> } | { methodNotAllowed: string[] } | undefined;

/** The first route whose path matches; a path that matches with another method is a 405, as on Netlify. */
export function matchRoute(routes: FunctionRoute[], method: string, pathname: string): RouteMatch {
  const allowed: string[] = [];
  for (const route of routes) {
    const m = route.pattern.exec({ pathname });
    if (!m || route.excluded.some((e) => e.test({ pathname }))) continue;
    if (route.methods && !route.methods.includes(method) && !(method === 'HEAD' && route.methods.includes('GET'))) {
      allowed.push(...route.methods);
      continue;
    }
    const params = Object.fromEntries(Object.entries(m.pathname.groups).filter((e): e is [string, string] => e[1] !== undefined));
    return { route, params };
  }
  return allowed.length ? { methodNotAllowed: allowed } : undefined;
}
