// Finds the file Netlify's CDN would serve for a path: exact file, then pretty URLs
// (/shop → /shop/index.html, /about → /about.html), never anything outside dist/.
import { existsSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.pf_meta': 'application/octet-stream',
  '.wasm': 'application/wasm',
};

export const contentType = (file: string) => TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';

const isFile = (p: string) => existsSync(p) && statSync(p).isFile();

export function resolveStaticFile(distDir: string, pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const root = normalize(distDir + sep);
  const base = normalize(join(root, decoded));
  if (!base.startsWith(root)) return undefined; // ../ escapes
  const candidates = decoded.endsWith('/') ? [join(base, 'index.html')] : [base, join(base, 'index.html'), `${base}.html`];
  return candidates.find(isFile);
}
