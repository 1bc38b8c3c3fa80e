import { describe, expect, it } from 'vitest';
import { screenOfPath } from '../core/admin-paths.ts';
import { orderPath, ordersScreenOf } from './orders-paths.ts';

const screenAt = (path: string) => {
  const screen = screenOfPath(path);
  return screen.kind === 'area' && screen.area === 'orders' ? ordersScreenOf(screen.parts) : screen;
};

describe('orders paths', () => {
  it('maps the list, an order by its number, the blacklist and the backups', () => {
    expect(screenAt('/gatekeeper-x9f2/orders')).toEqual({ kind: 'orders' });
    expect(screenAt('/gatekeeper-x9f2/orders/10042')).toEqual({ kind: 'order', number: 10042 });
    expect(screenAt('/gatekeeper-x9f2/blacklist')).toEqual({ kind: 'blacklist' });
    expect(screenAt('/gatekeeper-x9f2/backups')).toEqual({ kind: 'backups' });
    expect(screenAt(orderPath(10001))).toEqual({ kind: 'order', number: 10001 });
  });

  it('answers not-found for order numbers that are not numbers and deeper paths', () => {
    for (const bad of ['orders/0', 'orders/01', 'orders/abc', 'orders/1e3', 'orders/99999999999', 'orders/10001/x', 'blacklist/x']) {
      expect(screenAt(`/gatekeeper-x9f2/${bad}`).kind, bad).toBe('not-found');
    }
  });
});
