// Netlify build plugin: the product images' 400 px copies (src/integrations/image-variants.ts keeps
// them in node_modules/.cache/shop-image-variants, keyed by each image's content) saved in Netlify's
// build cache after a build and restored before the next, so a build resizes only new or changed
// images. utils.cache is Netlify's own cache API (@netlify/cache-utils: restore does nothing when
// the folder is already there or was never saved; save skips a folder that does not exist).
// `netlify build` on a laptop keeps the same cache under .netlify/cache.
const VARIANTS = 'node_modules/.cache/shop-image-variants';

/** @param {{ utils: { cache: { restore: (path: string) => Promise<boolean>, save: (path: string) => Promise<boolean> } } }} options */
export const onPreBuild = async ({ utils }) => {
  const restored = await utils.cache.restore(VARIANTS);
  console.log(restored ? `[image-variant-cache] restored ${VARIANTS}` : `[image-variant-cache] nothing to restore in ${VARIANTS}`);
};

/** @param {{ utils: { cache: { save: (path: string) => Promise<boolean> } } }} options */
export const onPostBuild = async ({ utils }) => {
  const saved = await utils.cache.save(VARIANTS);
  console.log(saved ? `[image-variant-cache] saved ${VARIANTS}` : `[image-variant-cache] no ${VARIANTS} to save`);
};
