import { describe, expect, it } from 'vitest';
import { pathOfScreen, screenOfPath, setupTokenOf } from './admin-paths.ts';

describe('admin paths', () => {
  it('maps every sub-path of the area to its screen and back', () => {
    expect(screenOfPath('/gatekeeper-x9f2')).toEqual({ kind: 'home' });
    expect(screenOfPath('/gatekeeper-x9f2/')).toEqual({ kind: 'home' });
    expect(screenOfPath('/gatekeeper-x9f2/setup')).toEqual({ kind: 'setup' });
    expect(screenOfPath('/gatekeeper-x9f2/settings/shipping')).toEqual({ kind: 'settings', section: 'shipping' });
    expect(screenOfPath('/gatekeeper-x9f2/audit/')).toEqual({ kind: 'audit' });
    expect(screenOfPath('/gatekeeper-x9f2/publish')).toEqual({ kind: 'publish' });
    expect(screenOfPath('/gatekeeper-x9f2/orders')).toEqual({ kind: 'orders' });
    expect(screenOfPath('/gatekeeper-x9f2/orders/10042')).toEqual({ kind: 'order', number: 10042 });
    expect(screenOfPath('/gatekeeper-x9f2/blacklist')).toEqual({ kind: 'blacklist' });
    for (const screen of [{ kind: 'order', number: 10001 }, { kind: 'orders' }, { kind: 'backups' }] as const) expect(screenOfPath(pathOfScreen(screen))).toEqual(screen);
    for (const screen of [{ kind: 'admins' }, { kind: 'settings', section: 'site-password' }] as const) expect(screenOfPath(pathOfScreen(screen))).toEqual(screen);
  });

  it('answers not-found for unknown screens and paths outside the area', () => {
    expect(screenOfPath('/gatekeeper-x9f2/settings/nope').kind).toBe('not-found');
    expect(screenOfPath('/gatekeeper-x9f2/settings/shipping/x').kind).toBe('not-found');
    expect(screenOfPath('/gatekeeper-x9f2extra').kind).toBe('not-found');
    for (const bad of ['orders/0', 'orders/01', 'orders/abc', 'orders/1e3', 'orders/99999999999', 'orders/10001/x']) expect(screenOfPath(`/gatekeeper-x9f2/${bad}`).kind, bad).toBe('not-found');
  });

  it('reads the setup token from the fragment', () => {
    expect(setupTokenOf('#token=abc_DEF-123')).toBe('abc_DEF-123');
    expect(setupTokenOf('')).toBeUndefined();
  });
});
