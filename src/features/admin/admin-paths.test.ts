import { describe, expect, it } from 'vitest';
import { pathOfScreen, screenOfPath, setupTokenOf } from './admin-paths.ts';

describe('admin paths', () => {
  it('maps every sub-path of the area to its screen and back', () => {
    expect(screenOfPath('/gatekeeper-x9f2')).toEqual({ kind: 'home' });
    expect(screenOfPath('/gatekeeper-x9f2/')).toEqual({ kind: 'home' });
    expect(screenOfPath('/gatekeeper-x9f2/setup')).toEqual({ kind: 'setup' });
    expect(screenOfPath('/gatekeeper-x9f2/settings/shipping')).toEqual({ kind: 'settings', section: 'shipping' });
    expect(screenOfPath('/gatekeeper-x9f2/audit/')).toEqual({ kind: 'audit' });
    for (const screen of [{ kind: 'admins' }, { kind: 'settings', section: 'site-password' }] as const) expect(screenOfPath(pathOfScreen(screen))).toEqual(screen);
  });

  it('answers not-found for unknown screens and paths outside the area', () => {
    expect(screenOfPath('/gatekeeper-x9f2/settings/nope').kind).toBe('not-found');
    expect(screenOfPath('/gatekeeper-x9f2/settings/shipping/x').kind).toBe('not-found');
    expect(screenOfPath('/gatekeeper-x9f2extra').kind).toBe('not-found');
  });

  it('reads the setup token from the fragment', () => {
    expect(setupTokenOf('#token=abc_DEF-123')).toBe('abc_DEF-123');
    expect(setupTokenOf('')).toBeUndefined();
  });
});
