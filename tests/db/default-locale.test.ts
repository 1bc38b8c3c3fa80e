// The default language's column takes exactly the shop's languages (src/i18n/locales.ts), starts as
// English, and is what the build reads.
import { afterEach, expect, it } from 'vitest';
import { db } from '../../src/server/db/client.ts';
import { LOCALES } from '../../src/i18n/locales.ts';
import { readDefaultLocale } from '../../src/server/settings/default-locale.ts';
import { getSiteSettings } from '../../src/server/settings/site-settings.repo.ts';

const sql = db();
afterEach(async () => {
  await sql`update site_settings set default_locale = default where id = 1`;
});

it('starts as English and takes every language of the shop, and only those', async () => {
  await sql`update site_settings set default_locale = default where id = 1`;
  expect(await readDefaultLocale(sql)).toBe('en');
  for (const locale of LOCALES) {
    await sql`update site_settings set default_locale = ${locale} where id = 1`;
    expect(await readDefaultLocale(sql)).toBe(locale);
    expect((await getSiteSettings(sql)).defaultLocale).toBe(locale);
  }
  for (const other of ['de', 'FR', '', 'ar-DZ']) {
    await expect(sql`update site_settings set default_locale = ${other} where id = 1`).rejects.toMatchObject({ code: '23514' });
  }
});
