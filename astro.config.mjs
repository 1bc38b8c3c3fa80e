// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { localFunctions } from './src/integrations/local-functions.ts';
import { imageVariants } from './src/integrations/image-variants.ts';
import { netlifyImageConfig } from './src/integrations/netlify-image-config.ts';
import { siteGate } from './src/integrations/site-gate.ts';
import { defaultLocaleForBuild, shopLanguages, sitemapLanguages } from './src/integrations/shop-languages.ts';
import { securityHeaders } from './src/integrations/security-headers.ts';
import { shopClientDirectives } from './src/integrations/client-directives.ts';
import { clientChunks } from './src/integrations/client-chunks.ts';
import { closeDatabaseAfterBuild } from './src/integrations/close-database-after-build.ts';
import { buyNowShellRewrites } from './src/integrations/buy-now-shell-rewrites.ts';
import { sitemapLinks } from './src/features/seo/sitemap-links.ts';
import { pageWorkers } from './src/integrations/page-workers.ts';
import { shopEnv } from './src/server/env.ts';

// Netlify sets URL to the site's address during its build.
const site = shopEnv().URL ?? shopEnv().SITE_URL ?? 'http://localhost:4321';

export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'ignore',
  integrations: [
    // renderToString, not a stream per island: a static build gains nothing from streaming 12,000
    // islands, and their streams cost about 5 % of the build (measured by the build benchmark).
    react({ experimentalDisableStreaming: true }),
    // The owner's default language at the bare routes, the others under /ar, /fr, /en (read from the database).
    shopLanguages(),
    // client:idle-or-tap: islands a shopper may touch before the browser is idle.
    shopClientDirectives(),
    // The browser's JavaScript in a few files by what a page needs together (the JavaScript budget).
    clientChunks(),
    // Each URL lists its twins in the other languages, from alternatesOf page by page (the sitemap
    // integration's own `i18n` option scans every URL for every page: minutes at 10,000 products in
    // three languages). The default language is the build's, set by shopLanguages() before the sitemap is written.
    sitemap({
      // Cart, checkout, Buy Now and the order pages are per shopper (noindex): not for search engines.
      filter: (page) =>
        !page.includes('/gatekeeper-') &&
        !/\/gate\/?$/.test(page) &&
        !/\/(cart|checkout|buy|o)\/?$/.test(page) &&
        !page.includes('/product-not-found'),
      serialize: (item) => ({
        ...item,
        links: sitemapLinks(item.url, /** @type {import('./src/i18n/locales.ts').Locale} */ (sitemapLanguages.defaultLocale)),
      }),
    }),
    localFunctions(),
    // The site password gate: checks the settings before the build, bakes the edge config after it.
    siteGate(),
    // The pages' Content-Security-Policy, with the hashes of the inline scripts this build made.
    securityHeaders(),
    // A 400 px copy of each product image for phones (cards use it through srcset).
    imageVariants(),
    // Netlify Image CDN's allow-list: the owner's Supabase project only (.netlify/v1/config.json).
    netlifyImageConfig(),
    // Buy Now is one shell per language: every /products/{id}/buy is rewritten to it (dist/_redirects).
    buyNowShellRewrites({ defaultLocale: defaultLocaleForBuild }),
    // The pages render on every core (BUILD_PAGE_WORKERS threads; 0 for Astro's one thread).
    pageWorkers(),
    // Last: the build's database connections close as soon as the pages are written.
    closeDatabaseAfterBuild(),
  ],
  vite: {
    plugins: [tailwindcss()],
    // The owner's Supabase project, public by design: the only remote images sent to Netlify Image CDN
    // (src/features/seo/responsive-images.ts), in the pages and in the islands alike.
    define: { __SHOP_SUPABASE_URL__: JSON.stringify(shopEnv().SUPABASE_URL ?? '') },
  },
  build: { format: 'directory' },
  // The build benchmark writes to a scratch folder.
  outDir: shopEnv().ASTRO_OUT_DIR ?? './dist',
});
