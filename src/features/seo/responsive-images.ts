// Product images in the shop's own folder get a 400 px wide copy at build time
// (scripts/lib/image-variants.ts); cards offer it to phones through srcset. Images elsewhere (an
// owner's upload on another host) are used as they are.
export const VARIANT_WIDTH = 400;
export const ORIGINAL_WIDTH = 800;
const OWN = /^\/images\/products\/([^/]+\.webp)$/;

export const hasVariant = (src: string) => OWN.test(src);

/** '/images/products/tee-1.webp' → '/images/products/400/tee-1.webp' */
export const variantOf = (src: string) => src.replace(OWN, `/images/products/${VARIANT_WIDTH}/$1`);

/** srcset for a card image, or undefined when there is no smaller copy. */
export function cardSrcset(src: string): string | undefined {
  return hasVariant(src) ? `${variantOf(src)} ${VARIANT_WIDTH}w, ${src} ${ORIGINAL_WIDTH}w` : undefined;
}

/** A card's width: half the screen on phones, a third on large screens, 300 px from 1280 px. */
export const CARD_SIZES = '(min-width: 1280px) 300px, (min-width: 1024px) 31vw, 47vw';
