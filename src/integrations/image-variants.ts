// An Astro integration that writes a 400 px wide copy of each product image the built site uses
// (dist/images/products/400/), and serves the same copies, resized on request, in `astro dev`.
// Only the images the catalog uses: the shop's folder holds the 100 demo photos, which a shop with
// its own catalog (or none yet) never shows; the build's pages and data files name the ones it does.
// Copies are kept in a cache keyed by the image's content, so a build resizes only images that are
// new or changed. On Netlify the cache folder is saved after each build and restored before the next
// by the build plugin netlify/plugins/image-variant-cache (Netlify's build cache, utils.cache).
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import sharp from 'sharp';

const WIDTH = 400;
const QUALITY = 72;
export const DEFAULT_VARIANT_CACHE = fileURLToPath(new URL('../../node_modules/.cache/shop-image-variants', import.meta.url));
const resize = (input: string | Buffer) => sharp(input).resize({ width: WIDTH }).webp({ quality: QUALITY });

/** Writes the 400 px copy of `source` to `target`, from the cache when this exact image was resized before. */
export async function writeVariant(source: string, target: string, cacheDir: string): Promise<'cached' | 'resized'> {
  const content = readFileSync(source);
  const key = createHash('sha256').update(content).update(`w${WIDTH}q${QUALITY}`).digest('hex');
  const cached = join(cacheDir, `${key}.webp`);
  if (existsSync(cached)) {
    copyFileSync(cached, target);
    return 'cached';
  }
  mkdirSync(cacheDir, { recursive: true });
  // Written aside, then renamed: builds running side by side (the browser tests) never read half a file.
  const partial = `${cached}.${process.pid}.partial`;
  await resize(content).toFile(partial);
  renameSync(partial, cached);
  copyFileSync(cached, target);
  return 'resized';
}

/** The shop's own product images named by the built site's pages and data files (not the variants). */
export function imagesInUse(outDir: string): Set<string> {
  const used = new Set<string>();
  const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.(html|json)$/.test(f));
  for (const file of files) {
    for (const m of readFileSync(join(outDir, file), 'utf8').matchAll(/\/images\/products\/(?:400\/)?([\w.-]+\.webp)/g)) used.add(m[1]!);
  }
  return used;
}

export function imageVariants(options: { cacheDir?: string } = {}): AstroIntegration {
  const cacheDir = options.cacheDir ?? DEFAULT_VARIANT_CACHE;
  return {
    name: 'image-variants',
    hooks: {
      'astro:server:setup': ({ server }) => {
        server.middlewares.use((req, res, next) => {
          const match = /^\/images\/products\/400\/([^/?]+\.webp)/.exec(req.url ?? '');
          const source = match && join('public/images/products', match[1]!);
          if (!source || !existsSync(source)) return next();
          resize(source)
            .toBuffer()
            .then((body) => {
              res.setHeader('content-type', 'image/webp');
              res.end(body);
            }, next);
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const folder = join(fileURLToPath(dir), 'images/products');
        if (!existsSync(folder)) return;
        mkdirSync(join(folder, String(WIDTH)), { recursive: true });
        const inUse = imagesInUse(fileURLToPath(dir));
        const all = readdirSync(folder).filter((f) => f.endsWith('.webp'));
        const files = all.filter((f) => inUse.has(f));
        let resized = 0;
        for (const file of files) {
          if ((await writeVariant(join(folder, file), join(folder, String(WIDTH), file), cacheDir)) === 'resized') resized++;
        }
        logger.info(
          `${files.length} of ${all.length} product images in use, at ${WIDTH} px (${resized} resized, ${files.length - resized} from the cache)`,
        );
      },
    },
  };
}
