// The pages' Content-Security-Policy, made by the build from the pages themselves: every inline
// script that runs (Astro's island loaders, the small page scripts it inlines) is allowed by its
// SHA-256, so a script injected into a page is not. JSON-LD and other data blocks do not run and
// need no hash. Only script elements count, as a browser parses the page (inline-scripts.ts): shop
// text that merely reads like a script (a product description in og:description, where Astro
// escapes quotes but not < and >) never puts its hash on the site's allow-list.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pageCsp } from '../../domain/http/security-headers.ts';
import { runnableInlineScripts } from './inline-scripts.ts';
import { shopEnv, type ShopEnv } from '../env.ts';
import { adCspSources, ADS_CONSENT_MARK } from '../settings/ad-scripts.ts';

// What looks like an inline script, found quickly; only a cache lookup, never a reason to hash (below).
const SCRIPT_LIKE = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const RUNNABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

function scriptLike(html: string): string[] {
  const bodies: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT_LIKE)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (RUNNABLE_TYPES.has(type)) bodies.push(body);
  }
  return bodies;
}

/**
 * The base64 SHA-256 of each inline script of a page that a browser would run. `known` (script →
 * hash) is shared across the pages of a site and holds only scripts a parse found as script elements:
 * every page carries the same few island scripts, and a full parse of every page would cost a
 * 30,000-page build minutes (about 30 times the quick search). So a page whose script-like texts are
 * all known already is not parsed: a known script is on the allow-list anyway, wherever else its text
 * shows up. Any other page is parsed, and only its real scripts count. `encoding` is how the string
 * holds the page's bytes ('latin1' when it was read one byte per character).
 */
export function inlineScriptHashes(html: string, known = new Map<string, string>(), encoding: 'utf8' | 'latin1' = 'utf8'): string[] {
  const quick = scriptLike(html);
  const scripts = quick.every((body) => known.has(body)) ? quick : runnableInlineScripts(html);
  return scripts.map((body) => {
    let hash = known.get(body);
    if (hash === undefined) known.set(body, (hash = createHash('sha256').update(body, encoding).digest('base64')));
    return hash;
  });
}

export function htmlFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFilesUnder(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/** Other sites the pages talk to: Supabase (the admin's sign-in), when configured. */
export function cspOrigins(env: ShopEnv = shopEnv()): string[] {
  try {
    return env.SUPABASE_URL ? [new URL(env.SUPABASE_URL).origin] : [];
  } catch {
    return [];
  }
}

export function cspForPages(htmls: Iterable<string>, env?: ShopEnv, encoding: 'utf8' | 'latin1' = 'utf8'): string {
  const known = new Map<string, string>();
  const hashes = new Set<string>();
  // A page with the ads choice: the owner turned ads on, and the pixels may load once she accepts.
  let adsChoice = false;
  for (const html of htmls) {
    for (const hash of inlineScriptHashes(html, known, encoding)) hashes.add(hash);
    adsChoice ||= html.includes(ADS_CONSENT_MARK);
  }
  return pageCsp(hashes, cspOrigins(env), adsChoice ? adCspSources(env) : undefined);
}

/**
 * Every page of the build, read one at a time (a 30,000-page build never holds them all at once).
 * Read as latin1, one character per byte: the tags are ASCII so the search finds the same scripts,
 * the hash is taken of the very bytes, and no page is decoded as UTF-8 (a third of this step's time).
 */
export function cspForSite(outDir: string, env?: ShopEnv): string {
  function* pages() {
    for (const file of htmlFilesUnder(outDir)) yield readFileSync(file).toString('latin1');
  }
  return cspForPages(pages(), env, 'latin1');
}
