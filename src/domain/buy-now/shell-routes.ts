// Buy Now is one page per language, not one per product and language: the shell at {prefix}/buy.
// Every {prefix}/products/{id}/buy address is rewritten to it (status 200: the address stays, so
// the id is read from it), and its island reads the product from /products/{id}/buy-data.json, one
// small file per product shared by every language. A third language then adds 1 page, not N.

/** The shell's path, under the language's prefix ('' for the default language, '/ar', '/fr', ...). */
export const BUY_NOW_SHELL_PATH = '/buy';

// The database's rule for product ids (products.id check): anything else is no product of this shop.
const BUY_PATH = /\/products\/([a-z0-9][a-z0-9-]{0,79})\/buy\/?$/;

/** The product id of a Buy Now address ('/ar/products/tee/buy' → 'tee'), or undefined. */
export function productIdOfBuyPath(pathname: string): string | undefined {
  return BUY_PATH.exec(pathname)?.[1];
}

/** The product's Buy Now data file (written by src/pages/products/[id]/buy-data.json.ts). */
export const buyNowDataPath = (productId: string) => `/products/${productId}/buy-data.json`;

/**
 * The script the shell runs while it is parsed, before its island's code has arrived: it starts the
 * product's download at once (the island takes the same answer, see useBuyNowProduct). Kept to the
 * two rules above; its hash is in the build's Content-Security-Policy like every inline script.
 */
export const EARLY_FETCH_SCRIPT =
  `(function(){var m=${BUY_PATH.toString()}.exec(location.pathname);` +
  `if(m){var p=fetch("/products/"+m[1]+"/buy-data.json");p.catch(function(){});window.__buyNowData=p}})()`;

export type RewriteRule = { from: string; to: string; status: 200 };

/**
 * The rewrites that send every product's Buy Now address to its language's shell. A placeholder
 * (:id, one path segment) so that the rule never catches a real file under /products/{id}/ (the
 * product page itself, its data file); not forced, so a file at the address would still win.
 */
export function buyNowRewrites(prefixes: readonly string[]): RewriteRule[] {
  return prefixes.map((prefix) => ({ from: `${prefix}/products/:id/buy`, to: `${prefix}${BUY_NOW_SHELL_PATH}/`, status: 200 }));
}
