import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { headerRulesFromFile, headersFor } from './headers.ts';
import { resolveStaticFile } from './static.ts';

const dist = mkdtempSync(join(tmpdir(), 'dist-'));
mkdirSync(join(dist, 'shop'));
writeFileSync(join(dist, 'shop/index.html'), 'shop');
writeFileSync(join(dist, 'about.html'), 'about');
writeFileSync(join(dist, 'robots.txt'), 'robots');
writeFileSync(join(dist, '_headers'), '/shop/*\n  X-Test: yes\n# comment\n/*\n  X-All: 1\n');

it('serves files and pretty URLs the way the CDN does', () => {
  expect(resolveStaticFile(dist, '/robots.txt')).toBe(join(dist, 'robots.txt'));
  expect(resolveStaticFile(dist, '/shop')).toBe(join(dist, 'shop/index.html'));
  expect(resolveStaticFile(dist, '/shop/')).toBe(join(dist, 'shop/index.html'));
  expect(resolveStaticFile(dist, '/about')).toBe(join(dist, 'about.html'));
  expect(resolveStaticFile(dist, '/missing')).toBeUndefined();
});

it('never serves anything outside dist/', () => {
  expect(resolveStaticFile(dist, '/../../etc/passwd')).toBeUndefined();
  expect(resolveStaticFile(dist, '/%2e%2e/%2e%2e/etc/passwd')).toBeUndefined();
  expect(resolveStaticFile(dist, '/%E0%A4%A')).toBeUndefined();
});

it('applies _headers rules that match the path', () => {
  const rules = headerRulesFromFile(join(dist, '_headers'));
  expect(headersFor(rules, '/shop/x')).toEqual({ 'X-Test': 'yes', 'X-All': '1' });
  expect(headersFor(rules, '/about')).toEqual({ 'X-All': '1' });
});
