// Product images get a 400 px copy at build time; a build resizes only images it has not resized
// before (the cache survives between Netlify builds), and sharp is a declared dependency.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { imagesInUse, writeVariant } from './image-variants.ts';

const dir = mkdtempSync(join(tmpdir(), 'variants-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const picture = (r: number) =>
  sharp({ create: { width: 800, height: 1000, channels: 3, background: { r, g: 120, b: 90 } } })
    .webp()
    .toFile(join(dir, 'tee.webp'));

describe('product image variants', () => {
  it('resizes an image once, then takes the copy from the cache until the image changes', async () => {
    const cache = join(dir, 'cache');
    await picture(200);
    expect(await writeVariant(join(dir, 'tee.webp'), join(dir, 'a.webp'), cache)).toBe('resized');
    expect(await writeVariant(join(dir, 'tee.webp'), join(dir, 'b.webp'), cache)).toBe('cached');
    for (const out of ['a.webp', 'b.webp'])
      expect(await sharp(join(dir, out)).metadata()).toMatchObject({ width: 400, height: 500, format: 'webp' });
    await picture(30);
    expect(await writeVariant(join(dir, 'tee.webp'), join(dir, 'c.webp'), cache)).toBe('resized');
  });

  it("finds the images the built site uses in its pages and data files, not the folder's others", () => {
    const site = join(dir, 'site');
    mkdirSync(join(site, 'products/tee'), { recursive: true });
    mkdirSync(join(site, 'search-index'), { recursive: true });
    writeFileSync(
      join(site, 'products/tee/index.html'),
      '<img src="/images/products/tee-1.webp" srcset="/images/products/400/tee-1.webp 400w">',
    );
    writeFileSync(join(site, 'search-index/en.json'), '[{"image":"/images/products/cap_2.webp"},{"image":"https://x.supabase.co/a.webp"}]');
    writeFileSync(join(site, 'index.html'), '<img srcset="/images/products/400/only-variant.webp 400w">');
    writeFileSync(join(site, 'app.js'), '"/images/products/in-code.webp"');
    expect([...imagesInUse(site)].sort()).toEqual(['cap_2.webp', 'only-variant.webp', 'tee-1.webp']);
  });

  it('declares sharp as a dependency of the shop (it was only astro’s optional one)', () => {
    const pkg = JSON.parse(readFileSync(fileURLToPath(new URL('../../package.json', import.meta.url)), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(pkg.dependencies.sharp).toMatch(/^\^0\.3\d/);
  });
});
