import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gateCookieSecret, MISSING_SECRET } from './cookie-secret.ts';

const long = 's'.repeat(40);

describe('the cookie secret', () => {
  it('comes from GATE_COOKIE_SECRET when set, and must be long enough', () => {
    expect(gateCookieSecret({ GATE_COOKIE_SECRET: long }, '/nonexistent/never-written')).toBe(long);
    expect(() => gateCookieSecret({ GATE_COOKIE_SECRET: 'short' })).toThrow(/at least 32/);
  });

  it('must be configured on Netlify: never generated there', () => {
    expect(() => gateCookieSecret({ CONTEXT: 'production' }, '/nonexistent/x')).toThrow(MISSING_SECRET);
    expect(() => gateCookieSecret({ NETLIFY: 'true', CONTEXT: 'deploy-preview' }, '/nonexistent/x')).toThrow(
      /GATE_COOKIE_SECRET is not set/,
    );
    // A function at run time may have neither NETLIFY nor CONTEXT: its own variables say it is deployed.
    expect(() => gateCookieSecret({ SITE_ID: 'a1b2c3' }, '/nonexistent/x')).toThrow(MISSING_SECRET);
    expect(() => gateCookieSecret({ AWS_LAMBDA_FUNCTION_NAME: 'orders' }, '/nonexistent/x')).toThrow(MISSING_SECRET);
  });

  it('is generated once into .data/ on a laptop, private to the owner, and reused', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'gate-secret-')), 'nested', 'gate-cookie-secret');
    const first = gateCookieSecret({}, file);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(gateCookieSecret({}, file)).toBe(first);
    expect(readFileSync(file, 'utf8')).toBe(first);
    expect(statSync(file).mode & 0o077).toBe(0);
  });
});
