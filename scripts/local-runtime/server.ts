// The project's own local stand-in for Netlify: serves dist/ like the CDN, runs every
// netlify/functions module by its config.path, applies the configured headers, and logs each request.
// (netlify-cli needs the internet; this needs nothing.)
import { createReadStream } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import type { Context } from '@netlify/functions';
import { loadFunctionRoutes, matchRoute, type FunctionRoute } from './functions.ts';
import { headerRulesFromFile, headerRulesFromToml, headersFor, type HeaderRule } from './headers.ts';
import { contentType, resolveStaticFile } from './static.ts';

export type LocalRuntimeOptions = { root: string; distDir?: string; port: number; host?: string; quiet?: boolean };

export async function startLocalRuntime(options: LocalRuntimeOptions): Promise<{ server: Server; url: string; close: () => Promise<void> }> {
  const distDir = options.distDir ?? resolve(options.root, process.env.ASTRO_OUT_DIR ?? 'dist');
  const routes = await loadFunctionRoutes(join(options.root, 'netlify/functions'));
  const headerRules = [...headerRulesFromToml(join(options.root, 'netlify.toml')), ...headerRulesFromFile(join(distDir, '_headers'))];
  const log = options.quiet ? () => {} : (line: string) => console.log(line);

  const server = createServer((req, res) => {
    const started = performance.now();
    handle(req, res, { distDir, routes, headerRules })
      .catch((error: unknown) => {
        console.error(`[runtime] ${req.method} ${req.url} failed:`, error);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
        res.end('Internal Server Error');
      })
      .finally(() => log(`${req.method} ${req.url} ${res.statusCode} ${(performance.now() - started).toFixed(1)}ms`));
  });
  // Keep-alive sockets would hold Ctrl-C back: close them with the server.
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    server,
    url: `http://localhost:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

type Site = { distDir: string; routes: FunctionRoute[]; headerRules: HeaderRule[] };

async function handle(req: IncomingMessage, res: ServerResponse, site: Site): Promise<void> {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  const method = (req.method ?? 'GET').toUpperCase();
  const extra = headersFor(site.headerRules, url.pathname);

  // Functions with a config.path take precedence over static files, as on Netlify.
  const match = matchRoute(site.routes, method, url.pathname);
  if (match && 'methodNotAllowed' in match) {
    res.writeHead(405, { ...extra, allow: [...new Set(match.methodNotAllowed)].join(', '), 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { code: 'method_not_allowed', message: 'Method not allowed' } }));
    return;
  }
  if (match) {
    const request = toRequest(req, url, method);
    const response = await match.route.handler(request, contextFor(req, url, match.params));
    await send(res, response, extra, method);
    return;
  }

  if (method !== 'GET' && method !== 'HEAD') {
    res.writeHead(405, { ...extra, allow: 'GET, HEAD' });
    res.end();
    return;
  }
  const file = resolveStaticFile(site.distDir, url.pathname);
  if (file) return sendFile(res, 200, file, extra, method);
  const notFound = resolveStaticFile(site.distDir, '/404.html');
  if (notFound) return sendFile(res, 404, notFound, headersFor(site.headerRules, '/404.html'), method);
  res.writeHead(404, { 'content-type': 'text/plain' });
  res.end('Not Found');
}

function toRequest(req: IncomingMessage, url: URL, method: string): Request {
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (v !== undefined) headers.set(k, Array.isArray(v) ? v.join(', ') : v);
  }
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(url, {
    method,
    headers,
    ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}

function contextFor(req: IncomingMessage, url: URL, params: Record<string, string>): Context {
  const ip = req.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1';
  const partial = {
    ip,
    params,
    requestId: randomUUID(),
    url,
    geo: {},
    site: { id: 'local', name: 'local', url: url.origin },
    deploy: { context: 'dev', id: 'local', published: false },
    account: { id: 'local' },
    server: { region: 'local' },
    json: (input: unknown) => Response.json(input),
    log: console.log,
    waitUntil: (promise: Promise<unknown>) => void promise.catch((e: unknown) => console.error('[waitUntil]', e)),
  };
  return partial as unknown as Context;
}

async function send(res: ServerResponse, response: Response, extra: Record<string, string>, method: string): Promise<void> {
  const headers: Record<string, string | string[]> = { ...extra };
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie') headers[key] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  res.writeHead(response.status, headers);
  if (method === 'HEAD' || !response.body) {
    res.end();
    return;
  }
  const body = Buffer.from(await response.arrayBuffer());
  res.end(body);
}

function sendFile(res: ServerResponse, status: number, file: string, extra: Record<string, string>, method: string): void {
  res.writeHead(status, { 'content-type': contentType(file), ...extra });
  if (method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(file).pipe(res);
}
