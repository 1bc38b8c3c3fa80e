// Astro integration: the owner's default language (site_settings.default_locale) for this build.
// Read once when the build (or `astro dev`) starts and baked into pages and islands as
// __SHOP_DEFAULT_LOCALE__ (src/i18n/locales.ts reads it), so the bare routes speak it; after the
// build, dist/_redirects gets the rules that follow from it (src/i18n/locale-redirects.ts).
// A change of the setting shows at the next build: a publish.
import type { AstroIntegration } from 'astro';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { db } from '../server/db/client.ts';
import { readDefaultLocale } from '../server/settings/default-locale.ts';
import { LOCALES, SHIPPED_DEFAULT_LOCALE, type Locale } from '../i18n/locales.ts';
import { localeRedirectRules, redirectLine } from '../i18n/locale-redirects.ts';

let forThisBuild: Promise<Locale> | undefined;
/** The default language of the running build, read once (the gate's integration asks for it too). */
export const defaultLocaleForBuild = (): Promise<Locale> => (forThisBuild ??= readDefaultLocale(db()));

/**
 * The sitemap's languages (@astrojs/sitemap reads them when the build is done): its URLs without a
 * prefix belong to the default language, which this integration sets before then.
 */
export const sitemapLanguages: { defaultLocale: string; locales: Record<string, string> } = {
  defaultLocale: SHIPPED_DEFAULT_LOCALE,
  locales: Object.fromEntries(LOCALES.map((l) => [l, l])),
};

export const REDIRECTS_FILE = '_redirects';

/** Puts the lines first in dist/_redirects (first match wins), keeping what other integrations wrote. */
export function prependRedirects(outDir: string, lines: readonly string[]): void {
  const file = join(outDir, REDIRECTS_FILE);
  const rest = existsSync(file) ? readFileSync(file, 'utf8') : '';
  writeFileSync(file, `# The shop's languages (src/i18n/locale-redirects.ts)\n${lines.join('\n')}\n${rest}`);
}

export function shopLanguages(): AstroIntegration {
  let locale: Locale = SHIPPED_DEFAULT_LOCALE;
  return {
    name: 'shop-languages',
    hooks: {
      'astro:config:setup': async ({ command, updateConfig, logger }) => {
        // `astro check` and `astro sync` only need the types: no database for them.
        if (command === 'build' || command === 'dev') locale = await defaultLocaleForBuild();
        sitemapLanguages.defaultLocale = locale;
        updateConfig({ vite: { define: { __SHOP_DEFAULT_LOCALE__: JSON.stringify(locale) } } });
        if (command === 'build')
          logger.info(
            `default language: ${locale} (at the bare routes; the others under /${LOCALES.filter((l) => l !== locale).join(', /')})`,
          );
      },
      'astro:build:done': ({ dir }) => {
        prependRedirects(fileURLToPath(dir), localeRedirectRules(locale).map(redirectLine));
      },
    },
  };
}
