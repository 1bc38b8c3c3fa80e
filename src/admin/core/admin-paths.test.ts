import { describe, expect, it } from 'vitest';
import { pathOfScreen, screenOfPath, setupTokenOf } from './admin-paths.ts';

describe('admin paths', () => {
  it("maps the shell's own paths to its screens and hands each area's paths to that area", () => {
    expect(screenOfPath('/gatekeeper-x9f2')).toEqual({ kind: 'home' });
    expect(screenOfPath('/gatekeeper-x9f2/')).toEqual({ kind: 'home' });
    expect(screenOfPath('/gatekeeper-x9f2/setup')).toEqual({ kind: 'setup' });
    expect(screenOfPath('/gatekeeper-x9f2/publish')).toEqual({ kind: 'publish' });
    expect(screenOfPath('/gatekeeper-x9f2/settings/shipping')).toEqual({ kind: 'area', area: 'settings', parts: ['settings', 'shipping'] });
    expect(screenOfPath('/gatekeeper-x9f2/audit/')).toEqual({ kind: 'area', area: 'settings', parts: ['audit'] });
    expect(screenOfPath('/gatekeeper-x9f2/orders/10042')).toEqual({ kind: 'area', area: 'orders', parts: ['orders', '10042'] });
    expect(screenOfPath('/gatekeeper-x9f2/blacklist')).toEqual({ kind: 'area', area: 'orders', parts: ['blacklist'] });
    expect(screenOfPath('/gatekeeper-x9f2/products/linen-shirt')).toEqual({
      kind: 'area',
      area: 'catalog',
      parts: ['products', 'linen-shirt'],
    });
    for (const screen of [
      { kind: 'publish' },
      { kind: 'setup' },
      { kind: 'area', area: 'orders', parts: ['orders', '10001'] },
      { kind: 'area', area: 'settings', parts: ['admins'] },
    ] as const) {
      expect(screenOfPath(pathOfScreen(screen))).toEqual(screen);
    }
  });

  it('answers not-found for unknown screens and paths outside the area', () => {
    expect(screenOfPath('/gatekeeper-x9f2/nope').kind).toBe('not-found');
    expect(screenOfPath('/gatekeeper-x9f2/publish/x').kind).toBe('not-found');
    expect(screenOfPath('/gatekeeper-x9f2/setup/x').kind).toBe('not-found');
    expect(screenOfPath('/gatekeeper-x9f2extra').kind).toBe('not-found');
    expect(screenOfPath('/elsewhere/orders').kind).toBe('not-found');
  });

  it('reads the setup token from the fragment', () => {
    expect(setupTokenOf('#token=abc_DEF-123')).toBe('abc_DEF-123');
    expect(setupTokenOf('')).toBeUndefined();
  });
});
