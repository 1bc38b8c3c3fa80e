// Smaller copies of product images for phones, offered by cards through srcset. Two sources, chosen
// deliberately:
// - images in the shop's own folder get a 400 px copy at build time (scripts/lib/image-variants.ts):
//   plain static files on the CDN, no cost per request, resized once (a cache survives between builds);
// - the owner's uploads in Supabase Storage go through Netlify Image CDN (/.netlify/images), which
//   fetches, resizes and caches them on first request: the build never downloads them.
// - the owner's uploads (/api/admin/products/{id}/images) are stored at 400, 800 and 1600 px already
//   (…/<uuid>-800.webp is the one the product keeps): their own copies are offered, locally and on
//   Supabase Storage alike, with no resizing on any request;
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
