// The local stand-in for Netlify Image CDN: GET /.netlify/images?url=<image>&w=<width>. An image of
// the site itself is resized with sharp, as the CDN would; a remote image that remote_images allows
// (netlify.toml's, and the owner's Supabase project the build wrote into .netlify/v1/config.json) is
// answered with a redirect to the original (this machine has no internet to fetch it; Netlify
// fetches and resizes it); any other remote image is refused, as on Netlify.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { parse } from 'smol-toml';
import { resolveStaticFile } from './static.ts';
import { builtRemoteImages } from '../../src/integrations/netlify-image-config.ts';

export const IMAGE_CDN_PATH = '/.netlify/images';

/** netlify.toml's [images] remote_images and those the build wrote into .netlify/v1/config.json, as Netlify merges them. */
export function remoteImagePatterns(root: string): RegExp[] {
  const config = parse(readFileSync(join(root, 'netlify.toml'), 'utf8')) as { images?: { remote_images?: string[] } };
  return [...(config.images?.remote_images ?? []), ...builtRemoteImages(root)].map((pattern) => new RegExp(`^${pattern}$`));
}

const text = (status: number, body: string) => new Response(body, { status, headers: { 'content-type': 'text/plain' } });

export async function imageCdnResponse(url: URL, distDir: string, remote: RegExp[]): Promise<Response> {
  const source = url.searchParams.get('url');
  const width = url.searchParams.has('w') ? Number(url.searchParams.get('w')) : undefined;
  if (!source) return text(400, 'Missing url');
  if (width !== undefined && !(Number.isInteger(width) && width >= 1 && width <= 4000)) return text(400, 'Invalid w');
  if (/^https?:\/\//.test(source)) {
    if (!remote.some((pattern) => pattern.test(source)))
      return text(400, 'Remote image URL not allowed: only the Supabase project of SUPABASE_URL is (remote_images, written by the build)');
    return new Response(null, { status: 302, headers: { location: source } });
  }
  const file = source.startsWith('/') ? resolveStaticFile(distDir, source.split('?')[0]!) : undefined;
  if (!file) return text(404, 'Not Found');
  const body = await sharp(file).resize({ width, withoutEnlargement: true }).webp({ quality: 72 }).toBuffer();
  return new Response(new Uint8Array(body), { headers: { 'content-type': 'image/webp', 'cache-control': 'public, max-age=604800' } });
}
