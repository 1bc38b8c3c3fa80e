import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { edgeChainFor, edgeRouteOf, loadEdgeRoutes, runEdgeChain, type EdgeHandler, type EdgeModule } from './edge.ts';

const mod = (handler: EdgeHandler, config: EdgeModule['config']): EdgeModule => ({ default: handler, ...(config ? { config } : {}) });
const origin = async (request: Request) => new Response(`origin ${new URL(request.url).pathname}`);
const request = (path: string) => new Request(`http://localhost${path}`);

describe('edge functions as local middleware', () => {
  const gate = edgeRouteOf(
    'gate',
    mod(async (_req, ctx) => ctx.next(), { path: '/*', excludedPath: ['/api/gate', '/_astro/*'] }),
  )!;
  const stamp = edgeRouteOf(
    'stamp',
    mod(
      async (_req, ctx) => {
        const response = await ctx.next();
        return new Response(`${await response.text()} +stamp`, response);
      },
      { path: '/shop' },
    ),
  )!;

  it('routes by config.path and excludedPath', () => {
    expect(edgeChainFor([gate, stamp], 'GET', '/shop').map((r) => r.name)).toEqual(['gate', 'stamp']);
    expect(edgeChainFor([gate, stamp], 'GET', '/products/x').map((r) => r.name)).toEqual(['gate']);
    expect(edgeChainFor([gate, stamp], 'POST', '/api/gate')).toEqual([]);
    expect(edgeChainFor([gate, stamp], 'GET', '/_astro/app.js')).toEqual([]);
  });

  it('ignores modules without a path, and honours config.method', () => {
    expect(
      edgeRouteOf(
        'nowhere',
        mod(async () => undefined, {}),
      ),
    ).toBeUndefined();
    const postOnly = edgeRouteOf(
      'post',
      mod(async () => undefined, { path: '/api/*', method: 'POST' }),
    )!;
    expect(edgeChainFor([postOnly], 'GET', '/api/x')).toEqual([]);
    expect(edgeChainFor([postOnly], 'POST', '/api/x')).toHaveLength(1);
  });

  it('runs the chain: next() reaches the next function, then the origin', async () => {
    const response = await runEdgeChain([gate, stamp], request('/shop'), origin, {});
    expect(await response.text()).toBe('origin /shop +stamp');
  });

  it('lets a function answer on its own, pass with undefined, or rewrite to a same-site URL', async () => {
    const answer = edgeRouteOf(
      'answer',
      mod(async () => new Response('locked', { status: 401 }), { path: '/*' }),
    )!;
    const pass = edgeRouteOf(
      'pass',
      mod(async () => undefined, { path: '/*' }),
    )!;
    const rewrite = edgeRouteOf(
      'rewrite',
      mod(async (req) => new URL('/elsewhere', req.url), { path: '/*' }),
    )!;
    const locked = await runEdgeChain([answer, stamp], request('/shop'), origin, {});
    expect([locked.status, await locked.text()]).toEqual([401, 'locked']);
    expect(await (await runEdgeChain([pass], request('/shop'), origin, {})).text()).toBe('origin /shop');
    expect(await (await runEdgeChain([rewrite], request('/shop'), origin, {})).text()).toBe('origin /elsewhere');
  });
});

describe('edge functions declared by the build (.netlify/v1/config.json)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'edge-'));
  writeFileSync(join(dir, 'gate.ts'), '');
  const gateModule = mod(async () => new Response('locked', { status: 401 }), undefined);
  const load = async () => gateModule;

  it('runs a function without in-source config only where the build declares it', async () => {
    expect(await loadEdgeRoutes(dir, load, [])).toEqual([]);
    const routes = await loadEdgeRoutes(dir, load, [{ function: 'gate', path: '/*' }]);
    expect(edgeChainFor(routes, 'GET', '/_astro/app.js').map((r) => r.name)).toEqual(['gate']);
    expect(edgeChainFor(routes, 'GET', '/images/x.webp').map((r) => r.name)).toEqual(['gate']);
  });

  it('refuses a declaration of a function that does not exist', async () => {
    await expect(loadEdgeRoutes(dir, load, [{ function: 'nope', path: '/*' }])).rejects.toThrow(/nope/);
  });
});
