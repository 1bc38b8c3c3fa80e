import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageCsp } from '../../domain/http/security-headers.ts';
import { cspForPages, cspForSite, inlineScriptHashes } from './page-csp.ts';
import { handle } from './handle.ts';
import {
  gateDeclarations,
  localDeclarationsFile,
  localGateConfigFile,
  netlifyDeclarationsFile,
  writeGateConfig,
} from '../gate/gate-config-file.ts';

const sha = (text: string) => createHash('sha256').update(text).digest('base64');

describe('the pages’ Content-Security-Policy', () => {
  it('hashes every inline script that runs, and nothing else', () => {
    const html = `<script>a()</script><script type="module">b()</script><script type=module src="/_astro/x.js"></script>
      <script type="application/ld+json">{"@type":"Product"}</script><script type="text/javascript">c()</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()'), sha('c()')]);
  });

  it('never hashes script text found in an attribute, a comment or a text-only element: only real script elements', () => {
    // A product description lands, inert, in og:description (Astro escapes quotes in attributes, not < or >).
    const description = '</script><script>alert(1)</script>';
    const html = `<head><meta property="og:description" content="${description}"><meta content="<script>x</script>">
      <meta name="a" content='a>b<script>single()</script>'><img alt="a>b<script>gt()</script>" src=/a.png>
      <!-- <script>commented()</script> --><title><script>title()</script></title>
      <script>a()</script><noscript><script>ns()</script></noscript></head>
      <body><textarea><script>area()</script></textarea><script type="module">b()</script></body>`;
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()')]);
    expect(cspForPages([html])).not.toContain(sha('alert(1)'));
  });

  it('across a site: a page with script-like text never seen as a real script is parsed, whatever came before', () => {
    const real = '<script>a()</script>';
    const csp = cspForPages([
      real,
      `<meta content="<script>a()</script><script>evil()</script>">${real}`,
      '<meta content="<script>evil()</script>">',
    ]);
    expect(csp).toContain(`'sha256-${sha('a()')}'`);
    expect(csp).not.toContain(sha('evil()'));
    expect(csp.match(/'sha256-/g)).toHaveLength(1);
  });

  it('hashes a script body byte for byte, whatever it holds', () => {
    const body = '\n  if (a < b && c > d) document.write(\'<p title="</scrip">\'); // <!-- x\n';
    expect(inlineScriptHashes(`<p class="x>y">t</p><script>${body}</script><SCRIPT >e()</SCRIPT >`)).toEqual([sha(body), sha('e()')]);
  });

  it('hashes the pages of a built site by their UTF-8 bytes, as a browser does, Arabic inside scripts included', () => {
    const dir = mkdtempSync(join(tmpdir(), 'csp-site-'));
    try {
      mkdirSync(join(dir, 'ar'));
      writeFileSync(join(dir, 'index.html'), '<p>é</p><script>a()</script>');
      writeFileSync(
        join(dir, 'ar', 'index.html'),
        '<html dir="rtl"><script>alert("تمت الإضافة")</script><SCRIPT type="module">b("é")</SCRIPT></html>',
      );
      const csp = cspForSite(dir);
      for (const body of ['a()', 'alert("تمت الإضافة")', 'b("é")']) expect(csp).toContain(`'sha256-${sha(body)}'`);
      expect(csp.match(/'sha256-/g)).toHaveLength(3);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('allows scripts from the site and the hashed inline ones only, and is never framed', () => {
    const csp = cspForPages(['<script>a()</script>', '<script>a()</script><script>b()</script>'], {
      SUPABASE_URL: 'https://abc.supabase.co/',
    });
    expect(csp).toContain(`script-src 'self' 'sha256-${[sha('a()'), sha('b()')].sort().join("' 'sha256-")}'`);
    expect(csp).not.toMatch(/unsafe-inline'[^;]*;[^;]*script|script-src[^;]*unsafe/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("connect-src 'self' https://abc.supabase.co");
    expect(pageCsp([])).toContain("script-src 'self';");
  });

  it('names the ad platforms only on a site whose pages offer the ads choice (issue 40)', () => {
    const without = cspForPages(['<footer></footer>'], {});
    expect(without).not.toMatch(/facebook|tiktok/);
    const withChoice = cspForPages(['<section data-ads-consent hidden></section>'], {});
    expect(withChoice).toContain("script-src 'self' https://connect.facebook.net https://analytics.tiktok.com");
    expect(withChoice).toContain("img-src 'self' data: blob: https://www.facebook.com");
    expect(withChoice).toContain("connect-src 'self' https://www.facebook.com https://connect.facebook.net https://analytics.tiktok.com");
    // The tests' stand-in instead, never on a deployed site.
    expect(cspForPages(['<section data-ads-consent></section>'], { ADS_SCRIPT_ORIGIN: 'http://127.0.0.1:5209' })).toContain(
      "script-src 'self' http://127.0.0.1:5209",
    );
    expect(
      cspForPages(['<section data-ads-consent></section>'], { ADS_SCRIPT_ORIGIN: 'http://127.0.0.1:5209', NETLIFY: 'true' }),
    ).toContain("script-src 'self' https://connect.facebook.net");
  });
});

describe('the functions’ security headers', () => {
  it('are added to whatever a handler answers, without overriding its own', async () => {
    const handler = handle(async (_request: Request, status: number) =>
      Response.json({ ok: true }, { status, headers: { 'referrer-policy': 'no-referrer' } }),
    );
    const response = await handler(new Request('https://shop.example/api/x'), 422);
    expect(response.status).toBe(422);
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
    expect(response.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });
});

describe('the gate edge function’s declaration in the build output', () => {
  it('declares the gate on every path while protection is on, and on none while it is off, next to the baked config', () => {
    const root = mkdtempSync(join(tmpdir(), 'gate-decl-'));
    const outDir = join(root, 'dist');
    try {
      const on = { enabled: true as const, version: 'v1', pages: { en: '<h1>gate</h1>' } };
      writeGateConfig(on, { root, outDir, env: { NETLIFY: 'true' } });
      expect(JSON.parse(readFileSync(netlifyDeclarationsFile(root), 'utf8'))).toEqual({
        edge_functions: [{ function: 'gate', path: '/*' }],
      });
      expect(JSON.parse(readFileSync(localDeclarationsFile(root, outDir), 'utf8'))).toEqual({ edge_functions: gateDeclarations(on) });
      expect(JSON.parse(readFileSync(localGateConfigFile(root, outDir), 'utf8'))).toMatchObject({ enabled: true });

      writeGateConfig({ enabled: false }, { root, outDir, env: { NETLIFY: 'true' } });
      expect(JSON.parse(readFileSync(netlifyDeclarationsFile(root), 'utf8'))).toEqual({ edge_functions: [] });
      expect(JSON.parse(readFileSync(localDeclarationsFile(root, outDir), 'utf8'))).toEqual({ edge_functions: [] });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
