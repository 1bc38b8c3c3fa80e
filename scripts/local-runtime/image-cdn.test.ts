// Images kept in the owner's Supabase Storage reach phones resized by Netlify Image CDN; the local
// runtime stands in for it. The CDN's allow-list names the owner's project only (from SUPABASE_URL,
// written by the build into .netlify/v1/config.json), never every *.supabase.co, and the shop's cards
// send it exactly the images that list allows.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { imageCdnResponse, remoteImagePatterns } from './image-cdn.ts';
import { NETLIFY_CONFIG, remoteImagesFor, writeNetlifyImageConfig } from '../../src/integrations/netlify-image-config.ts';

// The build this test stands for: the owner's project is abcdefghijklmnop. The cards' helpers read it
// when their module loads, so that module is loaded afresh under this setting (the unit tests share
// one process: vitest.config.ts), and both are forgotten after.
type CardImages = typeof import('../../src/features/seo/responsive-images.ts');
let cards: CardImages;
const cardSrcset = (src: string) => cards.cardSrcset(src);

const root = fileURLToPath(new URL('../..', import.meta.url));
const upload = 'https://abcdefghijklmnop.supabase.co/storage/v1/object/public/products/tee 1.webp';
const otherProject = 'https://qrstuvwxyzabcdef.supabase.co/storage/v1/object/public/products/tee.webp';
const dist = mkdtempSync(join(tmpdir(), 'cdn-dist-'));
// A site folder as a build leaves it: netlify.toml, and the config the build wrote beside it.
const site = mkdtempSync(join(tmpdir(), 'cdn-site-'));
let remote: RegExp[] = [];
const ask = (query: string) => imageCdnResponse(new URL(`http://localhost/.netlify/images?${query}`), dist, remote);

beforeAll(async () => {
  vi.stubEnv('SUPABASE_URL', 'https://abcdefghijklmnop.supabase.co');
  vi.resetModules();
  cards = await import('../../src/features/seo/responsive-images.ts');
  copyFileSync(join(root, 'netlify.toml'), join(site, 'netlify.toml'));
  mkdirSync(join(site, '.netlify/v1'), { recursive: true });
  writeFileSync(join(site, NETLIFY_CONFIG), JSON.stringify({ redirects: [] }));
  writeNetlifyImageConfig(site, { SUPABASE_URL: 'https://abcdefghijklmnop.supabase.co' });
  remote = remoteImagePatterns(site);
  mkdirSync(join(dist, 'images/products'), { recursive: true });
  await sharp({ create: { width: 800, height: 1000, channels: 3, background: '#806040' } })
    .webp()
    .toFile(join(dist, 'images/products/tee.webp'));
});
afterAll(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
  rmSync(dist, { recursive: true, force: true });
  rmSync(site, { recursive: true, force: true });
});

describe('images kept elsewhere', () => {
  it('cards offer Supabase Storage uploads to phones through Netlify Image CDN at 400 and 800 px', () => {
    const encoded = encodeURIComponent(upload);
    expect(cardSrcset(upload)).toBe(`/.netlify/images?url=${encoded}&w=400 400w, /.netlify/images?url=${encoded}&w=800 800w`);
    expect(cardSrcset('https://cdn.example/tee.webp')).toBeUndefined();
    expect(cardSrcset('https://abc.supabase.co/storage/v1/object/sign/products/tee.webp')).toBeUndefined();
  });

  it('cards send images of another Supabase project as they are, not to the CDN', () => {
    expect(cardSrcset(otherProject)).toBeUndefined();
  });

  it("netlify.toml allows no remote image: the build writes the owner's project alone into .netlify/v1/config.json", () => {
    expect(readFileSync(join(root, 'netlify.toml'), 'utf8')).not.toMatch(/remote_images\s*=/);
    const written = JSON.parse(readFileSync(join(site, NETLIFY_CONFIG), 'utf8'));
    expect(written).toEqual({
      redirects: [],
      images: { remote_images: ['https://abcdefghijklmnop\\.supabase\\.co/storage/v1/object/public/.*'] },
    });
    expect(remote.map((r) => r.source)).toEqual(cards.REMOTE_IMAGES.map((r) => r.source));
    expect(remoteImagesFor({})).toEqual([]);
    expect(remoteImagesFor({ SUPABASE_URL: 'http://abcdefghijklmnop.supabase.co' })).toEqual([]);
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
    expect((await ask(`url=${encodeURIComponent(otherProject)}&w=400`)).status).toBe(400);
    expect(
      (await ask(`url=${encodeURIComponent('https://abcdefghijklmnop.supabase.co/storage/v1/object/sign/products/tee.webp')}&w=400`))
        .status,
    ).toBe(400);
    expect((await ask('w=400')).status).toBe(400);
    expect((await ask('url=/images/products/tee.webp&w=-3')).status).toBe(400);
    expect((await ask('url=/images/products/none.webp&w=400')).status).toBe(404);
  });
});
