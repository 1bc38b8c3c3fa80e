// Smaller copies of product images for phones, offered by cards through srcset. Two sources, chosen
// deliberately:
// - images in the shop's own folder get a 400 px copy at build time (scripts/lib/image-variants.ts):
//   plain static files on the CDN, no cost per request, resized once (a cache survives between builds);
// - the owner's uploads in Supabase Storage go through Netlify Image CDN (/.netlify/images), which
//   fetches, resizes and caches them on first request: the build never downloads them.
// Astro's own image service is not used: the images come from the database at build time, and it
// would download and re-encode every one of them on every build. Other hosts are used as they are.
export const VARIANT_WIDTH = 400;
export const ORIGINAL_WIDTH = 800;
const OWN = /^\/images\/products\/([^/]+\.webp)$/;

/** Hosts allowed for Netlify Image CDN: the same patterns as [images] remote_images in netlify.toml. */
export const REMOTE_IMAGES = [/^https:\/\/[a-z0-9]+\.supabase\.co\/storage\/v1\/object\/public\/.*$/];
const cdn = (src: string, width: number) => `/.netlify/images?url=${encodeURIComponent(src)}&w=${width}`;

export const hasVariant = (src: string) => OWN.test(src);
export const viaImageCdn = (src: string) => REMOTE_IMAGES.some((pattern) => pattern.test(src));

/** '/images/products/tee-1.webp' → '/images/products/400/tee-1.webp' */
export const variantOf = (src: string) => src.replace(OWN, `/images/products/${VARIANT_WIDTH}/$1`);

/** srcset for a card image, or undefined when there is no smaller copy. */
export function cardSrcset(src: string): string | undefined {
  if (hasVariant(src)) return `${variantOf(src)} ${VARIANT_WIDTH}w, ${src} ${ORIGINAL_WIDTH}w`;
  if (viaImageCdn(src)) return `${cdn(src, VARIANT_WIDTH)} ${VARIANT_WIDTH}w, ${cdn(src, ORIGINAL_WIDTH)} ${ORIGINAL_WIDTH}w`;
  return undefined;
}

/** A card's width: half the screen on phones, a third on large screens, 300 px from 1280 px. */
export const CARD_SIZES = '(min-width: 1280px) 300px, (min-width: 1024px) 31vw, 47vw';
