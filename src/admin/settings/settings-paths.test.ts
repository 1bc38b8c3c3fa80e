import { describe, expect, it } from 'vitest';
import { screenOfPath } from '../core/admin-paths.ts';
import { settingsScreenOf } from './settings-paths.ts';

const screenAt = (path: string) => {
  const screen = screenOfPath(path);
  return screen.kind === 'area' && screen.area === 'settings' ? settingsScreenOf(screen.parts) : screen;
};

describe('settings paths', () => {
  it('maps each section, the admins and the audit log', () => {
    expect(screenAt('/gatekeeper-x9f2/settings/shipping')).toEqual({ kind: 'section', section: 'shipping' });
    expect(screenAt('/gatekeeper-x9f2/audit/')).toEqual({ kind: 'audit' });
    expect(screenAt('/gatekeeper-x9f2/admins')).toEqual({ kind: 'admins' });
    expect(screenAt('/gatekeeper-x9f2/settings/site-password')).toEqual({ kind: 'section', section: 'site-password' });
    expect(screenAt('/gatekeeper-x9f2/settings/carriers')).toEqual({ kind: 'section', section: 'carriers' });
  });

  it('answers not-found for unknown sections and deeper paths', () => {
    expect(screenAt('/gatekeeper-x9f2/settings/nope').kind).toBe('not-found');
    expect(screenAt('/gatekeeper-x9f2/settings').kind).toBe('not-found');
    expect(screenAt('/gatekeeper-x9f2/settings/shipping/x').kind).toBe('not-found');
    expect(screenAt('/gatekeeper-x9f2/audit/x').kind).toBe('not-found');
  });
});
