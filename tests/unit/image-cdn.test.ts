// Images kept in Supabase Storage reach phones resized by Netlify Image CDN; the local runtime
// stands in for it, and netlify.toml's allow-list and the shop's own list of such hosts agree.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardSrcset, REMOTE_IMAGES } from '../../src/features/seo/responsive-images.ts';
import { imageCdnResponse, remoteImagePatterns } from '../../scripts/local-runtime/image-cdn.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const upload = 'https://abcdefghijklmnop.supabase.co/storage/v1/object/public/products/tee 1.webp';
const dist = mkdtempSync(join(tmpdir(), 'cdn-dist-'));
const remote = remoteImagePatterns(join(root, 'netlify.toml'));
const ask = (query: string) => imageCdnResponse(new URL(`http://localhost/.netlify/images?${query}`), dist, remote);

beforeAll(async () => {
  mkdirSync(join(dist, 'images/products'), { recursive: true });
  await sharp({ create: { width: 800, height: 1000, channels: 3, background: '#806040' } }).webp().toFile(join(dist, 'images/products/tee.webp'));
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('images kept elsewhere', () => {
  it('cards offer Supabase Storage uploads to phones through Netlify Image CDN at 400 and 800 px', () => {
    const encoded = encodeURIComponent(upload);
    expect(cardSrcset(upload)).toBe(`/.netlify/images?url=${encoded}&w=400 400w, /.netlify/images?url=${encoded}&w=800 800w`);
    expect(cardSrcset('https://cdn.example/tee.webp')).toBeUndefined();
    expect(cardSrcset('https://abc.supabase.co/storage/v1/object/sign/products/tee.webp')).toBeUndefined();
  });

  it("netlify.toml's remote_images allows exactly the hosts the shop sends to the CDN", () => {
    expect(remote.map((r) => r.source)).toEqual(REMOTE_IMAGES.map((r) => r.source));
  });
});

describe('the local stand-in for Netlify Image CDN', () => {
  it('resizes an image of the site to the width asked for', async () => {
    const response = await ask('url=/images/products/tee.webp&w=400');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 400, height: 500 });
  });

  it('sends an allowed remote image to its origin, and refuses others and bad requests', async () => {
    const allowed = await ask(`url=${encodeURIComponent(upload)}&w=400`);
    expect(allowed.status).toBe(302);
    expect(allowed.headers.get('location')).toBe(upload);
    expect((await ask(`url=${encodeURIComponent('https://evil.example/x.webp')}&w=400`)).status).toBe(400);
    expect((await ask('w=400')).status).toBe(400);
    expect((await ask('url=/images/products/tee.webp&w=-3')).status).toBe(400);
    expect((await ask('url=/images/products/none.webp&w=400')).status).toBe(404);
  });
});
