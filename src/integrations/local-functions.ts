// `npm run dev`: serves netlify/functions from Astro's dev server, through Vite so that edits
// hot-reload. Uses the same router as the local runtime. Does nothing during `astro build`.
import type { AstroIntegration } from 'astro';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readdirSync } from 'node:fs';
import { Readable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import { matchRoute, routesOf, type FunctionModule } from '../server/http/function-routes.ts';

export function localFunctions(): AstroIntegration {
  return {
    name: 'local-netlify-functions',
    hooks: {
      'astro:server:setup': ({ server }) => {
        server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: () => void) => {
          void (async () => {
            const url = new URL(req.url ?? '/', 'http://localhost');
            const method = (req.method ?? 'GET').toUpperCase();
            // Load the modules on every request: Vite caches them and invalidates them on edit.
            const dir = `${server.config.root}/netlify/functions`;
            const routes = [];
            for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.includes('.test.'))) {
              const mod = (await server.ssrLoadModule(`${dir}/${file}`)) as FunctionModule;
              routes.push(...routesOf(file.replace(/\.ts$/, ''), mod));
            }
            const match = matchRoute(routes, method, url.pathname);
            if (!match) return next();
            if ('methodNotAllowed' in match) {
              res.writeHead(405, { allow: match.methodNotAllowed.join(', ') });
              return res.end();
            }
            const body = method === 'GET' || method === 'HEAD' ? undefined : (Readable.toWeb(req) as ReadableStream);
            const request = new Request(new URL(req.url ?? '/', `http://${req.headers.host}`), {
              method,
              headers: req.headers as Record<string, string>,
              ...(body ? { body, duplex: 'half' } : {}),
            } as RequestInit);
            const context = { params: match.params, ip: req.socket.remoteAddress ?? '127.0.0.1', requestId: randomUUID() };
            const response = await match.route.handler(request, context as never);
            const headers: Record<string, string | string[]> = {};
            response.headers.forEach((v, k) => (headers[k] = v));
            if (response.headers.getSetCookie().length) headers['set-cookie'] = response.headers.getSetCookie();
            res.writeHead(response.status, headers);
            res.end(Buffer.from(await response.arrayBuffer()));
          })().catch((error: unknown) => {
            console.error('[functions]', error);
            res.writeHead(500);
            res.end('Internal Server Error');
          });
        });
      },
    },
  };
}
