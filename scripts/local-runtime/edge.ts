// Netlify Edge Functions as local middleware: loads netlify/edge-functions/*, routes each request
// through every function whose path matches (and excludedPath does not), and gives each a
// context.next() that runs the rest of the chain and then the origin (functions and static files).
// A function's paths come from its in-source config or from the build's declarations (Netlify's
// .netlify/v1/config.json `edge_functions`); a function with neither runs nowhere, as on Netlify.
// Declared functions run first, in declaration order, then in-source ones in file-name order.
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export type EdgeContext = { next: (request?: Request) => Promise<Response>; [key: string]: unknown };
export type EdgeResult = Response | URL | undefined | void;
export type EdgeHandler = (request: Request, context: EdgeContext) => EdgeResult | Promise<EdgeResult>;
type PathList = string | string[] | undefined;
export type EdgeModule = { default: EdgeHandler; config?: { path?: PathList; excludedPath?: PathList; method?: string | string[] } };
export type EdgeRoute = {
  name: string;
  patterns: URLPattern[];
  excluded: URLPattern[];
  methods: string[] | undefined;
  handler: EdgeHandler;
};
export type EdgeDeclaration = { function: string; path: PathList; excludedPath?: PathList };

const toList = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const pattern = (pathname: string) => new URLPattern({ pathname });

/** An edge function without config.path runs nowhere (Netlify would need netlify.toml for it). */
export function edgeRouteOf(name: string, mod: EdgeModule): EdgeRoute | undefined {
  const paths = toList(mod.config?.path);
  if (typeof mod.default !== 'function' || paths.length === 0) return undefined;
  const methods = toList(mod.config?.method).map((m) => m.toUpperCase());
  return {
    name,
    patterns: paths.map(pattern),
    excluded: toList(mod.config?.excludedPath).map(pattern),
    methods: methods.length ? methods : undefined,
    handler: mod.default,
  };
}

export async function loadEdgeRoutes(
  dir: string,
  load: (file: string) => Promise<EdgeModule>,
  declarations: EdgeDeclaration[] = [],
): Promise<EdgeRoute[]> {
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => /\.(m?ts|m?js|tsx|jsx)$/.test(f) && !/\.(test|d)\./.test(f));
  } catch {
    return [];
  }
  const modules = new Map<string, EdgeModule>();
  for (const file of files.sort()) modules.set(file.replace(/\.[mc]?[jt]sx?$/, ''), await load(resolve(join(dir, file))));
  const declared = declarations.flatMap((d) => {
    const mod = modules.get(d.function);
    if (!mod) throw new Error(`[edge] the build declares edge function "${d.function}", which ${dir} does not have`);
    const route = edgeRouteOf(d.function, { default: mod.default, config: { path: d.path, excludedPath: d.excludedPath } });
    return route ? [route] : [];
  });
  const inSource = [...modules].flatMap(([name, mod]) => edgeRouteOf(name, mod) ?? []);
  return [...declared, ...inSource];
}

export const importEdgeModule = (file: string, query = '') => import(pathToFileURL(file).href + query) as Promise<EdgeModule>;

export function edgeChainFor(routes: EdgeRoute[], method: string, pathname: string): EdgeRoute[] {
  return routes.filter(
    (r) =>
      r.patterns.some((p) => p.test({ pathname })) &&
      !r.excluded.some((p) => p.test({ pathname })) &&
      (!r.methods || r.methods.includes(method)),
  );
}

/** Runs the chain; a function may answer, pass (undefined), rewrite (a same-site URL) or wrap context.next(). */
export function runEdgeChain(
  chain: EdgeRoute[],
  request: Request,
  origin: (request: Request) => Promise<Response>,
  context: Record<string, unknown>,
): Promise<Response> {
  const step = async (index: number, current: Request): Promise<Response> => {
    const route = chain[index];
    if (!route) return origin(current);
    const result = await route.handler(current, { ...context, next: (replacement) => step(index + 1, replacement ?? current) });
    if (result instanceof Response) return result;
    if (result instanceof URL) {
      if (result.origin !== new URL(current.url).origin) throw new Error(`[edge] ${route.name} rewrote to another site: ${result.href}`);
      return origin(new Request(result, current));
    }
    return step(index + 1, current);
  };
  return step(0, request);
}

type Env = { get: (name: string) => string | undefined };

/** Netlify's global for edge functions (Netlify.env.get): here it reads this process's environment. */
export function installNetlifyGlobal(): void {
  const env: Env & Record<string, unknown> = {
    get: (name) => process.env[name],
    has: (name: string) => process.env[name] !== undefined,
    toObject: () => ({ ...process.env }),
  };
  const scope = globalThis as { Netlify?: { env: Env } };
  scope.Netlify ??= { env };
}
