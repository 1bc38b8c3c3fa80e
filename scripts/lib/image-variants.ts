// An Astro integration that writes a 400 px wide copy of every product image in the build
// (dist/images/products/400/), and serves the same copies, resized on request, in `astro dev`.
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import sharp from 'sharp';

const WIDTH = 400;
const resize = (input: string) => sharp(input).resize({ width: WIDTH }).webp({ quality: 72 });

export function imageVariants(): AstroIntegration {
  return {
    name: 'image-variants',
    hooks: {
      'astro:server:setup': ({ server }) => {
        server.middlewares.use((req, res, next) => {
          const match = /^\/images\/products\/400\/([^/?]+\.webp)/.exec(req.url ?? '');
          const source = match && join('public/images/products', match[1]!);
          if (!source || !existsSync(source)) return next();
          resize(source).toBuffer().then((body) => {
            res.setHeader('content-type', 'image/webp');
            res.end(body);
          }, next);
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const folder = join(fileURLToPath(dir), 'images/products');
        if (!existsSync(folder)) return;
        mkdirSync(join(folder, String(WIDTH)), { recursive: true });
        const files = readdirSync(folder).filter((f) => f.endsWith('.webp'));
        for (const file of files) await resize(join(folder, file)).toFile(join(folder, String(WIDTH), file));
        logger.info(`${files.length} product images at ${WIDTH} px`);
      },
    },
  };
}
