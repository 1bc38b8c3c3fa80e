// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { localFunctions } from './scripts/local-runtime/astro-dev-functions.ts';
import { imageVariants } from './scripts/lib/image-variants.ts';
import { siteGate } from './src/server/gate/gate-build.integration.ts';
import { securityHeaders } from './src/server/http/security-headers.integration.ts';
import { shopClientDirectives } from './src/client-directives/integration.ts';
import { closeDatabaseAfterBuild } from './src/server/db/close-after-build.integration.ts';

// Netlify sets URL to the site's address during its build.
const site = process.env.URL ?? process.env.SITE_URL ?? 'http://localhost:4321';

export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'ignore',
  integrations: [
    react(),
    // client:idle-or-tap: islands a shopper may touch before the browser is idle.
    shopClientDirectives(),
    // English at the spec's routes, Arabic under /ar: each URL lists its other-language twin.
    sitemap({
      // Cart, checkout and Buy Now are per shopper (noindex): not for search engines.
      filter: (page) => !page.includes('/gatekeeper-') && !/\/gate\/?$/.test(page) && !/\/(cart|checkout|buy)\/?$/.test(page) && !page.includes('/product-not-found'),
      i18n: { defaultLocale: 'en', locales: { en: 'en', ar: 'ar', fr: 'fr' } } }),
    localFunctions(),
    // The site password gate: checks the settings before the build, bakes the edge config after it.
    siteGate(),
    // The pages' Content-Security-Policy, with the hashes of the inline scripts this build made.
    securityHeaders(),
    // A 400 px copy of each product image for phones (cards use it through srcset).
    imageVariants(),
    // Last: the build's database connections close as soon as the pages are written.
    closeDatabaseAfterBuild(),
  ],
  vite: { plugins: [tailwindcss()] },
  build: { format: 'directory' },
  // The build benchmark writes to a scratch folder.
  outDir: process.env.ASTRO_OUT_DIR ?? './dist',
});
