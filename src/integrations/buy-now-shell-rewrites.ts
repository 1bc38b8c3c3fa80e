// Astro integration: after the build, adds the shells' rewrites (every language's /products/{id}/buy
// to the Buy Now shell and /o/{token} to the order page's, status 200) to dist/_redirects, which
// Netlify reads before netlify.toml's rules and the local runtime the same way
// (scripts/local-runtime/redirects.ts).
// `astro dev` has no _redirects: there the same rewrite is a middleware in front of Astro's pages.
import type { AstroIntegration } from 'astro';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUY_NOW_SHELL_PATH, buyNowRewrites, productIdOfBuyPath } from '../domain/buy-now/shell-routes.ts';
import { isOrderPagePath, ORDER_PAGE_SHELL_PATH, orderPageRewrites } from '../domain/order-link/link-token.ts';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/locales.ts';

/** '' for the language at the bare routes, '/ar' for Arabic, ... */
const prefixesFor = (defaultLocale: Locale) => LOCALES.map((locale) => (locale === defaultLocale ? '' : `/${locale}`));

/**
 * `defaultLocale`: the build's default language (the one at the bare routes). Integrations run
 * outside the pages' bundle, where it is not baked in: the build's own reading of it goes here.
 */
export function buyNowShellRewrites(options: { defaultLocale?: () => Promise<Locale> } = {}): AstroIntegration {
  const defaultLocale = options.defaultLocale ?? (() => Promise.resolve(DEFAULT_LOCALE));
  return {
    name: 'buy-now-shell',
    hooks: {
      'astro:server:setup': async ({ server }) => {
        const prefixes = prefixesFor(await defaultLocale());
        server.middlewares.use((req, _res, next) => {
          const [path = '', query = ''] = (req.url ?? '').split(/(?=\?)/);
          const prefix = prefixes.find((p) => p && path.startsWith(`${p}/`)) ?? '';
          if (productIdOfBuyPath(path)) req.url = `${prefix}${BUY_NOW_SHELL_PATH}/${query}`;
          else if (isOrderPagePath(path)) req.url = `${prefix}${ORDER_PAGE_SHELL_PATH}/${query}`;
          next();
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const file = join(fileURLToPath(dir), '_redirects');
        const before = existsSync(file) ? readFileSync(file, 'utf8') : '';
        const prefixes = prefixesFor(await defaultLocale());
        const rules = [...buyNowRewrites(prefixes), ...orderPageRewrites(prefixes)];
        // Appended: the languages' own rules come first (src/server/i18n), none of which catches /products/{id}/buy.
        appendFileSync(
          file,
          `${before && !before.endsWith('\n') ? '\n' : ''}${rules.map((r) => `${r.from}  ${r.to}  ${r.status}`).join('\n')}\n`,
        );
        logger.info(`${rules.length} shell rewrite(s) (Buy Now, order pages) written to _redirects`);
      },
    },
  };
}
