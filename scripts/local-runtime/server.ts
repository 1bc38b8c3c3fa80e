// The project's own local stand-in for Netlify: serves dist/ like the CDN, runs every
// netlify/functions module by its config.path, runs netlify/edge-functions in front of both as
// middleware, applies the configured headers to static files (as Netlify does: functions set their
// own), and logs each request. The request path is decided once, before any routing
// (canonicalPath): edge, functions and files all see the same one.
// (netlify-cli needs the internet; this needs nothing.)
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { loadFunctionRoutes, matchRoute, type FunctionRoute } from '../../src/server/http/function-routes.ts';
import { headerRulesFromFile, headerRulesFromToml, headersFor, type HeaderRule } from './headers.ts';
import { resolveStaticFile } from './static.ts';
import { contextFor, fileResponse, readRequestBody, send, toRequest } from './node-http.ts';
import { edgeChainFor, runEdgeChain, type EdgeRoute } from './edge.ts';
import { matchRedirect, siteRedirectRules, type RedirectMatch, type RedirectRule } from './redirects.ts';
import { loadSiteEdgeRoutes } from './edge-site.ts';
import { IMAGE_CDN_PATH, imageCdnResponse, remoteImagePatterns } from './image-cdn.ts';
import { IMAGE_BUCKET, PUBLIC_PREFIX } from '../../src/server/storage/object-storage.ts';
import { uploadsDir } from '../../src/server/storage/storage.ts';
import { canonicalPath, splitTarget } from '../../src/domain/http/canonical-path.ts';
import { withSecurityHeaders } from '../../src/server/http/security-headers.ts';
import { configuredSiteAddress } from '../../src/server/http/site-address.ts';
import { shopEnv } from '../../src/server/env.ts';

export type LocalRuntimeOptions = { root: string; distDir?: string; port: number; host?: string; quiet?: boolean };

export type LocalRuntime = {
  server: Server;
  url: string;
  /**
   * Stops gracefully: no new connections from now on, the requests in flight (and the work they
   * handed to context.waitUntil, such as an order's chat message) finish, for at most `graceMs`
   * (5 s by default); then whatever is left is cut.
   */
  close: (options?: { graceMs?: number }) => Promise<void>;
  /** The folder served now. */
  distDir: () => string;
  /** Publishing: serve another complete build from now on; requests already running finish on the old one. */
  useDist: (dir: string) => Promise<void>;
};

export async function startLocalRuntime(options: LocalRuntimeOptions): Promise<LocalRuntime> {
  // Every function in one process shares one pool: the larger one (see src/server/db/connection-settings.ts).
  process.env.DATABASE_POOL_ROLE ??= 'server';
  // This runtime serves the owner's uploads from this folder (uploadedFile below): the image upload
  // stores them there when no Supabase Storage is configured (src/server/storage/storage.ts).
  process.env.UPLOADS_DIR ??= resolve(options.root, '.data/uploads');
  const distDir = options.distDir ?? resolve(options.root, shopEnv().ASTRO_OUT_DIR ?? 'dist');
  const routes = await loadFunctionRoutes(join(options.root, 'netlify/functions'));
  const edgeRoutes = await loadSiteEdgeRoutes(options.root, distDir);
  const headerRules = [...headerRulesFromToml(join(options.root, 'netlify.toml')), ...headerRulesFromFile(join(distDir, '_headers'))];
  const redirectRules = siteRedirectRules(join(options.root, 'netlify.toml'), distDir);
  const remoteImages = remoteImagePatterns(options.root);
  const log = options.quiet ? () => {} : (line: string) => console.log(line);

  // Each request takes the site as it is when it arrives; useDist swaps in a whole new one at once.
  // The site's address (URL or SITE_URL, else this runtime's own): never the request's Host header,
  // which any client sets to anything.
  let site: Site = {
    distDir,
    routes,
    edgeRoutes,
    headerRules,
    redirectRules,
    remoteImages,
    address: configuredSiteAddress(`http://localhost:${options.port}`),
  };
  // What is in flight, for a graceful stop: requests being answered, and the work they left running.
  const inFlight = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>) => {
    const settled = work.catch(() => undefined).finally(() => inFlight.delete(settled));
    inFlight.add(settled);
  };
  let stopping = false;
  const server = createServer((req, res) => {
    const started = performance.now();
    // Stopping: this answer is the connection's last (a keep-alive client opens a new one, refused).
    if (stopping) res.setHeader('connection', 'close');
    const answered = handle(req, res, site, track)
      .catch((error: unknown) => {
        console.error(`[runtime] ${req.method} ${req.url} failed:`, error);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
        res.end('Internal Server Error');
      })
      .finally(() => log(`${req.method} ${req.url} ${res.statusCode} ${(performance.now() - started).toFixed(1)}ms`));
    track(answered);
  });
  // Node closes a keep-alive socket after 5 s idle; a client that sends on it at that moment gets a
  // reset (seen as ECONNRESET in the browser tests on a loaded machine). A minute, as proxies use.
  server.keepAliveTimeout = 60_000;
  // Keep-alive sockets would hold Ctrl-C back: close them with the server.
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  site = { ...site, address: configuredSiteAddress(`http://localhost:${port}`) };
  return {
    server,
    url: `http://localhost:${port}`,
    close: async ({ graceMs = 5000 } = {}) => {
      stopping = true;
      // The listening socket closes now (new connections are refused) and so do idle keep-alive ones.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      let timer: NodeJS.Timeout | undefined;
      const grace = new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)));
      const drained = (async () => {
        while (inFlight.size > 0) await Promise.all([...inFlight]);
      })();
      await Promise.race([drained, grace]);
      clearTimeout(timer);
      if (inFlight.size > 0) console.warn(`[runtime] ${inFlight.size} request(s) still running after ${graceMs} ms: cut`);
      server.closeAllConnections();
      await closed;
    },
    distDir: () => site.distDir,
    useDist: async (dir: string) => {
      const edgeRoutes = await loadSiteEdgeRoutes(options.root, dir);
      const headerRules = [...headerRulesFromToml(join(options.root, 'netlify.toml')), ...headerRulesFromFile(join(dir, '_headers'))];
      const redirectRules = siteRedirectRules(join(options.root, 'netlify.toml'), dir);
      site = { ...site, distDir: dir, edgeRoutes, headerRules, redirectRules };
    },
  };
}

type Site = {
  distDir: string;
  routes: FunctionRoute[];
  edgeRoutes: EdgeRoute[];
  headerRules: HeaderRule[];
  redirectRules: RedirectRule[];
  remoteImages: RegExp[];
  address: string;
};

// The methods fetch() refuses to carry (a Request cannot even be made with them); Netlify refuses them too.
const FORBIDDEN_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);
// host[:port]: a name or IPv4 address, or a bracketed IPv6 address.
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

const refusal = (status: number, code: string, message: string, headers: Record<string, string> = {}) =>
  withSecurityHeaders(Response.json({ error: { code, message } }, { status, headers: { 'cache-control': 'no-store', ...headers } }));

/** The request's URL from its raw target, or the 4xx answer when the target or the Host cannot be one. */
export function requestUrl(target: string | undefined, host: string | undefined): URL | Response {
  if (host !== undefined && !HOST.test(host)) return refusal(400, 'invalid_host', 'The Host header is not valid.');
  const { path, query } = splitTarget(target ?? '/');
  const canonical = canonicalPath(path);
  if (!canonical.ok) return refusal(400, 'invalid_path', 'This address is not valid.');
  try {
    return new URL(`http://${host ?? 'localhost'}${canonical.encoded}${query}`);
  } catch {
    return refusal(400, 'invalid_host', 'The Host header is not valid.'); // a port past 65535, say
  }
}

async function handle(req: IncomingMessage, res: ServerResponse, site: Site, track: (work: Promise<unknown>) => void): Promise<void> {
  const method = (req.method ?? 'GET').toUpperCase();
  if (FORBIDDEN_METHODS.has(method)) {
    await send(res, refusal(405, 'method_not_allowed', 'Method not allowed', { allow: 'GET, HEAD, POST' }), method);
    return;
  }
  const url = requestUrl(req.url, req.headers.host);
  if (url instanceof Response) {
    await send(res, url, method);
    return;
  }
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readRequestBody(req);
  if (body === 'too_large') {
    res.writeHead(413, { 'content-type': 'text/plain', connection: 'close' }).end('Payload Too Large');
    return;
  }
  const request = toRequest(req, url, method, body);
  // Edge functions run first, as on Netlify; context.next() reaches the functions and static files.
  const chain = edgeChainFor(site.edgeRoutes, method, url.pathname);
  const response = chain.length
    ? await runEdgeChain(
        chain,
        request,
        (r) => origin(r, req, site, track),
        contextFor(req, url, {}, site.address, track) as unknown as Record<string, unknown>,
      )
    : await origin(request, req, site, track);
  await send(res, response, method);
}

async function origin(request: Request, req: IncomingMessage, site: Site, track: (work: Promise<unknown>) => void): Promise<Response> {
  const url = new URL(request.url);
  const method = request.method.toUpperCase();
  const extra = headersFor(site.headerRules, url.pathname);

  // Functions with a config.path take precedence over static files, as on Netlify. Their answers
  // get no [[headers]] (Netlify applies those to static files only): functions set their own.
  const match = matchRoute(site.routes, method, url.pathname);
  if (match && 'methodNotAllowed' in match) {
    return refusal(405, 'method_not_allowed', 'Method not allowed', { allow: [...new Set(match.methodNotAllowed)].join(', ') });
  }
  if (match) return match.route.handler(request, contextFor(req, url, match.params, site.address, track));

  if (method !== 'GET' && method !== 'HEAD')
    return withHeaders(new Response(null, { status: 405, headers: { allow: 'GET, HEAD' } }), extra);
  if (url.pathname === IMAGE_CDN_PATH) return withHeaders(await imageCdnResponse(url, site.distDir, site.remoteImages), extra);
  if (url.pathname.startsWith(PUBLIC_PREFIX)) return uploadedFile(url.pathname.slice(PUBLIC_PREFIX.length), method);
  const forced = matchRedirect(site.redirectRules, url.pathname, { forcedOnly: true });
  if (forced) return redirected(forced, url, site, method);
  const file = resolveStaticFile(site.distDir, url.pathname);
  if (file) return fileResponse(200, file, extra, method);
  const shadowed = matchRedirect(site.redirectRules, url.pathname, { forcedOnly: false });
  if (shadowed) return redirected(shadowed, url, site, method);
  const notFound = resolveStaticFile(site.distDir, '/404.html');
  if (notFound) return fileResponse(404, notFound, headersFor(site.headerRules, '/404.html'), method);
  return new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain' } });
}

/**
 * The owner's uploads (.data/uploads/<bucket>/<key>) at Supabase Storage's public path, so image
 * addresses have one shape locally and in production. Names are new uuids: cached like Supabase's.
 * Only the public bucket's, as on Supabase: the private parcel-labels beside it is never served.
 */
function uploadedFile(rest: string, method: string): Response {
  const file = rest.endsWith('/') || !rest.startsWith(`${IMAGE_BUCKET}/`) ? undefined : resolveStaticFile(uploadsDir(), `/${rest}`);
  if (!file || !/\.(webp|jpe?g|png)$/.test(file))
    return new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain' } });
  return fileResponse(200, file, { 'cache-control': 'public, max-age=31536000, immutable' }, method);
}

/**
 * A redirect rule's answer: a Location for 3xx, else the target's file with the rule's status. The
 * Location is the rule's own target (a path stays relative): never built from the Host header.
 */
function redirected(rule: RedirectMatch, url: URL, site: Site, method: string): Response {
  if (rule.status >= 300 && rule.status < 400) return new Response(null, { status: rule.status, headers: { location: rule.to } });
  const target = new URL(rule.to, url);
  const file = target.origin === url.origin ? resolveStaticFile(site.distDir, target.pathname) : undefined;
  if (!file) return new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain' } });
  return fileResponse(rule.status, file, headersFor(site.headerRules, target.pathname), method);
}

/** The configured headers, under whatever the function itself set (as before: extra first, then the response's). */
function withHeaders(response: Response, extra: Record<string, string>): Response {
  // A response the function built itself has mutable headers: add the missing ones in place.
  try {
    for (const [key, value] of Object.entries(extra)) if (!response.headers.has(key)) response.headers.set(key, value);
    return response;
  } catch {
    // Immutable headers (a fetch() answer passed through): wrap it.
  }
  const headers = new Headers(extra);
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie') headers.set(key, value);
  });
  for (const cookie of response.headers.getSetCookie()) headers.append('set-cookie', cookie);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
