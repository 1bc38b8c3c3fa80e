// Netlify Image CDN fetches only the remote images its `remote_images` list allows. netlify.toml is
// the same file for every shop, so the list cannot name one owner's Supabase project there; the build
// writes it instead, into .netlify/v1/config.json (Netlify's Frameworks API: the JSON form of
// netlify.toml's [images], read after the build command), from SUPABASE_URL: that project's public
// objects only, never every *.supabase.co. Without SUPABASE_URL no remote image is allowed.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { storageImagesPattern } from '../domain/catalog/storage-images.ts';
import { shopEnv, type ShopEnv } from '../server/env.ts';

export const NETLIFY_CONFIG = '.netlify/v1/config.json';

type FrameworksConfig = { images?: { remote_images?: string[] } } & Record<string, unknown>;

/** The remote_images list for this build's environment. */
export function remoteImagesFor(env: Record<string, string | undefined>): string[] {
  const pattern = storageImagesPattern(env.SUPABASE_URL);
  return pattern ? [pattern] : [];
}

/** Writes the list into .netlify/v1/config.json under `root`, keeping whatever else the file holds. */
export function writeNetlifyImageConfig(root: string, env: ShopEnv = shopEnv()): string[] {
  const file = join(root, NETLIFY_CONFIG);
  const config: FrameworksConfig = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as FrameworksConfig) : {};
  const remote = remoteImagesFor(env);
  config.images = { ...config.images, remote_images: remote };
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return remote;
}

/** What the build wrote (the local runtime reads it as Netlify does). */
export function builtRemoteImages(root: string): string[] {
  const file = join(root, NETLIFY_CONFIG);
  if (!existsSync(file)) return [];
  return (JSON.parse(readFileSync(file, 'utf8')) as FrameworksConfig).images?.remote_images ?? [];
}

/** Every build (Netlify's, `npm start`'s) writes the list for its own environment. */
export function netlifyImageConfig(): AstroIntegration {
  let root = process.cwd();
  return {
    name: 'netlify-image-config',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
      },
      'astro:build:done': ({ logger }) => {
        const remote = writeNetlifyImageConfig(root);
        logger.info(
          remote.length
            ? `Netlify Image CDN may fetch ${remote.join(', ')}`
            : 'Netlify Image CDN fetches no remote image (no SUPABASE_URL)',
        );
      },
    },
  };
}
