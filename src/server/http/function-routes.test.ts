import { describe, expect, it } from 'vitest';
import { matchRoute, routesOf, type FunctionModule } from './function-routes.ts';

const handler = async () => new Response('ok');
const mod = (config: NonNullable<FunctionModule['config']>): FunctionModule => ({ default: handler, config });

describe('routing functions by config.path', () => {
  const routes = [
    ...routesOf('stock', mod({ path: '/api/stock/:id', method: 'GET' })),
    ...routesOf('orders', mod({ path: '/api/orders', method: ['POST'] })),
    ...routesOf('admin', mod({ path: ['/api/admin/*'], excludedPath: '/api/admin/public' })),
    ...routesOf('unrouted', mod({})),
    ...routesOf('drain', mod({ schedule: '*/5 * * * *' })),
  ];

  it('matches path parameters and hands them over', () => {
    const match = matchRoute(routes, 'GET', '/api/stock/atlas-tee');
    expect(match && 'route' in match && [match.route.name, match.params]).toEqual(['stock', { id: 'atlas-tee' }]);
  });

  it('answers 405 with the allowed methods when only the method differs', () => {
    expect(matchRoute(routes, 'GET', '/api/orders')).toEqual({ methodNotAllowed: ['POST'] });
    expect(matchRoute(routes, 'DELETE', '/api/stock/x')).toEqual({ methodNotAllowed: ['GET'] });
  });

  it('lets HEAD through where GET is allowed', () => {
    expect(matchRoute(routes, 'HEAD', '/api/stock/x')).toMatchObject({ route: { name: 'stock' } });
  });

  it('honours wildcards, excluded paths and the default /.netlify/functions/<name> path', () => {
    expect(matchRoute(routes, 'PUT', '/api/admin/products/1')).toMatchObject({ route: { name: 'admin' } });
    expect(matchRoute(routes, 'GET', '/api/admin/public')).toBeUndefined();
    expect(matchRoute(routes, 'POST', '/.netlify/functions/unrouted')).toMatchObject({ route: { name: 'unrouted' } });
    expect(matchRoute(routes, 'GET', '/shop')).toBeUndefined();
  });

  it('gives a scheduled function no URL at all, as Netlify does in production', () => {
    expect(routesOf('drain', mod({ schedule: '*/5 * * * *' }))).toEqual([]);
    for (const method of ['GET', 'POST']) expect(matchRoute(routes, method, '/.netlify/functions/drain')).toBeUndefined();
  });
});
