// Smaller copies of product images for phones, offered by cards through srcset. Two sources, chosen
// deliberately:
// - images in the shop's own folder get a 400 px copy at build time (src/integrations/image-variants.ts):
//   plain static files on the CDN, no cost per request, resized once (a cache survives between builds);
// - the owner's uploads in Supabase Storage go through Netlify Image CDN (/.netlify/images), which
//   fetches, resizes and caches them on first request: the build never downloads them.
// - the owner's uploads (/api/admin/products/{id}/images) are stored at 400, 800 and 1600 px already
//   (…/<uuid>-800.webp is the one the product keeps): their own copies are offered, locally and on
//   Supabase Storage alike, with no resizing on any request;
// Astro's own image service is not used: the images come from the database at build time, and it
// would download and re-encode every one of them on every build. Other hosts are used as they are.
import { storageImagesPattern } from '../../domain/catalog/storage-images.ts';

export const VARIANT_WIDTH = 400;
export const ORIGINAL_WIDTH = 800;
const OWN = /^\/images\/products\/([^/]+\.webp)$/;

// The build writes SUPABASE_URL (public by design) into the pages' and islands' code (astro.config.mjs,
// vite.define), so the browser's cards agree with the build's; elsewhere (tests, scripts) it is read
// from the environment.
declare const __SHOP_SUPABASE_URL__: string | undefined;
const buildSupabaseUrl = (): string | undefined =>
  typeof __SHOP_SUPABASE_URL__ === 'string'
    ? __SHOP_SUPABASE_URL__
    : (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env.SUPABASE_URL;

/** Remote images sent to Netlify Image CDN: the owner's project only. */
const OWNER_STORAGE = storageImagesPattern(buildSupabaseUrl());
export const REMOTE_IMAGES = OWNER_STORAGE ? [new RegExp(`^${OWNER_STORAGE}$`)] : [];
const cdn = (src: string, width: number) => `/.netlify/images?url=${encodeURIComponent(src)}&w=${width}`;

export const hasVariant = (src: string) => OWN.test(src);
export const viaImageCdn = (src: string) => REMOTE_IMAGES.some((pattern) => pattern.test(src));

/** '/images/products/tee-1.webp' → '/images/products/400/tee-1.webp' */
export const variantOf = (src: string) => src.replace(OWN, `/images/products/${VARIANT_WIDTH}/$1`);

/** '…/<uuid>-800.webp' → '…/<uuid>-400.webp' (an upload's other widths), else undefined. */
export const uploadedCopy = (src: string, width: 400 | 1600) => {
  const m = /^(.*\/products\/[0-9a-f-]{36})-800\.webp$/.exec(src);
  return m ? `${m[1]}-${width}.webp` : undefined;
};

/** srcset for a card image, or undefined when there is no smaller copy. */
export function cardSrcset(src: string): string | undefined {
  const small = uploadedCopy(src, 400);
  if (small) return `${small} ${VARIANT_WIDTH}w, ${src} ${ORIGINAL_WIDTH}w`;
  if (hasVariant(src)) return `${variantOf(src)} ${VARIANT_WIDTH}w, ${src} ${ORIGINAL_WIDTH}w`;
  if (viaImageCdn(src)) return `${cdn(src, VARIANT_WIDTH)} ${VARIANT_WIDTH}w, ${cdn(src, ORIGINAL_WIDTH)} ${ORIGINAL_WIDTH}w`;
  return undefined;
}

/** A card's width: half the screen on phones, a third on large screens, 300 px from 1280 px. */
export const CARD_SIZES = '(min-width: 1280px) 300px, (min-width: 1024px) 31vw, 47vw';

/** srcset for the product page's large image: an upload's 1600 px copy for sharp screens and zoom. */
export function gallerySrcset(src: string): string | undefined {
  const large = uploadedCopy(src, 1600);
  return large ? `${src} ${ORIGINAL_WIDTH}w, ${large} 1600w` : undefined;
}
/** The gallery's image: the whole width on phones, about half from 768 px. */
export const GALLERY_SIZES = '(min-width: 768px) 50vw, 100vw';

/** The smallest copy of an image there is (a 40 px thumbnail needs no 800 px file). */
export const smallestCopy = (src: string) => uploadedCopy(src, 400) ?? (hasVariant(src) ? variantOf(src) : src);
