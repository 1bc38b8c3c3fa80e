import { describe, expect, it } from 'vitest';
import { routeTable } from './route-table.ts';

const table = routeTable({
  'GET /api/admin/parcels/labels': 'labels',
  'POST /api/admin/parcels': 'create',
  'DELETE /api/admin/parcels/:number': 'cancel',
  'GET /api/admin/orders/:number(\\d{1,10})': 'order',
  'POST /api/admin/orders/:number(\\d{1,10})/status': 'move',
});

describe('routeTable', () => {
  it('finds the route of a method and a path, with the path parameters decoded', () => {
    expect(table.find('POST', '/api/admin/parcels')).toEqual({ kind: 'route', handler: 'create', params: {} });
    expect(table.find('DELETE', '/api/admin/parcels/12')).toEqual({ kind: 'route', handler: 'cancel', params: { number: '12' } });
    expect(table.find('DELETE', '/api/admin/parcels/a%40b')).toEqual({ kind: 'route', handler: 'cancel', params: { number: 'a@b' } });
    expect(table.find('POST', '/api/admin/orders/10001/status')).toEqual({ kind: 'route', handler: 'move', params: { number: '10001' } });
  });

  it('keeps a parameter that does not decode as it was sent', () => {
    expect(table.find('DELETE', '/api/admin/parcels/%ZZ')).toEqual({ kind: 'route', handler: 'cancel', params: { number: '%ZZ' } });
  });

  it('reads a path with a trailing slash as the same path', () => {
    expect(table.find('POST', '/api/admin/parcels/')).toMatchObject({ kind: 'route', handler: 'create' });
    expect(table.find('GET', '/api/admin/orders/7//')).toMatchObject({ kind: 'route', handler: 'order' });
  });

  it("answers another method on a known path with the path's methods, the first matching path deciding", () => {
    expect(table.find('GET', '/api/admin/parcels')).toEqual({ kind: 'method_not_allowed', allowed: ['POST'] });
    // /labels also fits /:number, but it is listed first: DELETE is not one of its methods.
    expect(table.find('DELETE', '/api/admin/parcels/labels')).toEqual({ kind: 'method_not_allowed', allowed: ['GET'] });
    expect(table.find('HEAD', '/api/admin/orders/7')).toEqual({ kind: 'method_not_allowed', allowed: ['GET'] });
  });

  it('finds nothing for a path outside the table, or one its patterns refuse', () => {
    expect(table.find('GET', '/api/admin/orders/abc')).toEqual({ kind: 'not_found' });
    expect(table.find('POST', '/api/admin/orders/7/unknown')).toEqual({ kind: 'not_found' });
    expect(table.find('DELETE', '/api/admin/parcels/1/2')).toEqual({ kind: 'not_found' });
    expect(table.find('GET', '/')).toEqual({ kind: 'not_found' });
  });

  it('lists its keys as written and refuses a key that is not METHOD /path', () => {
    expect(table.keys).toContain('DELETE /api/admin/parcels/:number');
    expect(() => routeTable({ '/api/admin/audit': 1 })).toThrow(/METHOD \/path/);
    expect(() => routeTable({ 'get /api/admin/audit': 1 })).toThrow(/METHOD \/path/);
  });
});
