// The orders API's paths reach the function meant for them, as the local runtime and Netlify route by
// each function's config.path: /api/admin/orders/bulk is also /api/admin/orders/:number, so the one
// function behind that pattern serves both.
import { expect, it } from 'vitest';
import { loadFunctionRoutes, matchRoute } from './function-routes.ts';

it('routes the list, one order, its actions, the bulk moves and the blacklist', async () => {
  const routes = await loadFunctionRoutes('netlify/functions');
  const target = (method: string, path: string) => {
    const match = matchRoute(routes, method, path);
    return match && 'route' in match ? match.route.name : match;
  };
  expect(target('GET', '/api/admin/orders')).toBe('admin-orders');
  expect(target('POST', '/api/admin/orders/bulk')).toBe('admin-order');
  for (const path of [
    '/api/admin/orders/10001',
    '/api/admin/orders/10001/status',
    '/api/admin/orders/10001/calls',
    '/api/admin/orders/10001/return-received',
  ]) {
    expect(target(path.endsWith('10001') ? 'GET' : 'POST', path), path).toBe('admin-order');
  }
  expect(target('PATCH', '/api/admin/orders/10001')).toBe('admin-order');
  expect(target('GET', '/api/admin/blacklist')).toBe('admin-blacklist');
  expect(target('DELETE', '/api/admin/blacklist/0555123456')).toBe('admin-blacklist');
});
