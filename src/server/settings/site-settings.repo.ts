// The single site_settings row. A migration (20261123005000_default_settings) writes it with its
// defaults; reading it never writes, so the build can run on a read-only connection.
import { db, type Sql } from '../db/client.ts';
import type { Queryable } from '../db/queryable.ts';
import type { SiteSettings } from '../../domain/settings.ts';
import { SHIPPED_DEFAULT_LOCALE, isLocale } from '../../i18n/locales.ts';

/** The row's columns every reader of the settings shares (the admin reads the gate's and a version too). */
export type SettingsRow = {
  site_title: string;
  hero_text: string;
  logo_url: string | null;
  hero_image_url: string | null;
  product_list_title: string;
  footer_text: string | null;
  about_text: string | null;
  contact_text: string | null;
  countdown_enabled: boolean;
  countdown_target: Date;
  countdown_title: string;
  password_enabled: boolean;
  free_shipping_threshold: number;
  shipping_min_price: number;
  shipping_max_price: number;
  order_cooldown_seconds: number;
  social_enabled: boolean;
  instagram: string | null;
  twitter: string | null;
  facebook: string | null;
  youtube: string | null;
  tiktok: string | null;
  currency: string;
  default_locale: string;
  ads_enabled: boolean;
  meta_pixel_id: string | null;
  tiktok_pixel_id: string | null;
  ads_placed_as_purchase: boolean;
};

export const MISSING_SETTINGS =
  'The site settings row is missing from the database: apply the migrations (npm run db:migrate, or supabase db push).';

/** Setup and writers: puts the row back with its defaults if someone deleted it. */
export async function ensureSiteSettings(sql: Queryable = db()): Promise<void> {
  await sql`insert into site_settings (id) values (1) on conflict (id) do nothing`;
}

// Named columns: the password hash is never read here, so it cannot leak into a page by accident.
const readSettings = (sql: Sql) => sql<SettingsRow[]>`
  select site_title, hero_text, logo_url, hero_image_url, product_list_title, footer_text, about_text, contact_text,
         countdown_enabled, countdown_target, countdown_title, password_enabled, free_shipping_threshold,
         shipping_min_price, shipping_max_price, order_cooldown_seconds, social_enabled, instagram, twitter,
         facebook, youtube, tiktok, currency, default_locale,
         ads_enabled, meta_pixel_id, tiktok_pixel_id, ads_placed_as_purchase
  from site_settings where id = 1`;

export async function getSiteSettings(sql: Sql = db()): Promise<SiteSettings> {
  const [row] = await readSettings(sql);
  if (!row) throw new Error(MISSING_SETTINGS);
  return toSiteSettings(row);
}

function toSiteSettings(r: SettingsRow): SiteSettings {
  return {
    siteTitle: r.site_title,
    heroText: r.hero_text,
    logoUrl: r.logo_url,
    heroImageUrl: r.hero_image_url,
    productListTitle: r.product_list_title,
    footerText: r.footer_text,
    aboutText: r.about_text,
    contactText: r.contact_text,
    countdown: { enabled: r.countdown_enabled, targetDate: r.countdown_target.toISOString(), title: r.countdown_title },
    passwordProtection: { enabled: r.password_enabled },
    shipping: { freeShippingThreshold: r.free_shipping_threshold, minPrice: r.shipping_min_price, maxPrice: r.shipping_max_price },
    orderCooldownSeconds: r.order_cooldown_seconds,
    social: {
      enabled: r.social_enabled,
      links: { instagram: r.instagram, twitter: r.twitter, facebook: r.facebook, youtube: r.youtube, tiktok: r.tiktok },
    },
    currency: r.currency,
    defaultLocale: isLocale(r.default_locale) ? r.default_locale : SHIPPED_DEFAULT_LOCALE,
    ads: pagesAds(r),
  };
}

/** The pixels a page may load after consent: none (null) unless ads are on and one ID is set. */
function pagesAds(r: SettingsRow): SiteSettings['ads'] {
  if (!r.ads_enabled || (!r.meta_pixel_id && !r.tiktok_pixel_id)) return null;
  return { metaPixelId: r.meta_pixel_id, tiktokPixelId: r.tiktok_pixel_id, placedAsPurchase: r.ads_placed_as_purchase };
}
