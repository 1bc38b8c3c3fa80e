-- The language of the shop's bare routes (/shop, /products/{id}, ...): the owner's choice, English as
-- shipped (the spec's texts). The other languages live under /ar, /fr, /en. A build reads it once
-- (src/server/i18n/shop-languages.integration.ts), so a change shows at the next publish.
-- The list is src/i18n/locales.ts's LOCALES (tests/db/default-locale.test.ts keeps the two in step).
alter table site_settings
  add column default_locale text not null default 'en' check (default_locale in ('en', 'ar', 'fr'));
