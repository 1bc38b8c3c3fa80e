// The site_settings row as the admin reads and writes it: every section of the contract, and
// updated_at as an opaque version (to the microsecond) that a save must send back unchanged.
import type { Queryable } from '../db/queryable.ts';
import type { AdminSettings } from '../../domain/admin/settings-forms.ts';
import { readOptionalFields } from './optional-columns.ts';
import { toAlgiersLocal } from '../../domain/admin/algiers-time.ts';
import { ensureSiteSettings, type SettingsRow } from '../settings/site-settings.repo.ts';
import { SHIPPED_DEFAULT_LOCALE, isLocale } from '../../i18n/locales.ts';

// The version is text to the microsecond (to_char(... 'US')), so it keeps every digit PostgreSQL has.

type Row = SettingsRow & {
  order_link_self_confirm: boolean;
  order_link_days: number;
  left_checkout_days: number;
  gate_delay_after: number;
  gate_lockout_after: number;
  gate_lockout_seconds: number;
  version: string;
};

export async function readAdminSettings(sql: Queryable, options: { lock?: boolean } = {}): Promise<AdminSettings> {
  await ensureSiteSettings(sql);
  // Named columns: the password hash never reaches the admin either.
  const [r] = await sql<Row[]>`
    select site_title, hero_text, logo_url, hero_image_url, product_list_title, footer_text, about_text, contact_text,
           countdown_enabled, countdown_target, countdown_title, password_enabled, gate_delay_after, gate_lockout_after,
           gate_lockout_seconds, free_shipping_threshold, shipping_min_price, shipping_max_price, order_cooldown_seconds,
           order_link_self_confirm, order_link_days, left_checkout_days,
           social_enabled, instagram, twitter, facebook, youtube, tiktok, currency, default_locale,
           ads_enabled, meta_pixel_id, tiktok_pixel_id, ads_placed_as_purchase, to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as version
    from site_settings where id = 1 ${options.lock ? sql`for update` : sql``}`;
  const settings = toAdminSettings(r!);
  const optional = await readOptionalFields(sql);
  settings.orders = { ...settings.orders, ...optional.orders };
  settings.gate = { ...settings.gate, ...optional.gate };
  return settings;
}

const text = (value: string | null) => value ?? '';

function toAdminSettings(r: Row): AdminSettings {
  return {
    siteText: {
      siteTitle: r.site_title,
      heroText: r.hero_text,
      logoUrl: text(r.logo_url),
      heroImageUrl: text(r.hero_image_url),
      productListTitle: r.product_list_title,
      footerText: text(r.footer_text),
      aboutText: text(r.about_text),
      contactText: text(r.contact_text),
    },
    countdown: { enabled: r.countdown_enabled, targetLocal: toAlgiersLocal(r.countdown_target.toISOString()), title: r.countdown_title },
    gate: {
      enabled: r.password_enabled,
      delayAfter: r.gate_delay_after,
      lockoutAfter: r.gate_lockout_after,
      lockoutSeconds: r.gate_lockout_seconds,
    },
    shipping: { freeShippingThreshold: r.free_shipping_threshold, minPrice: r.shipping_min_price, maxPrice: r.shipping_max_price },
    social: {
      enabled: r.social_enabled,
      instagram: text(r.instagram),
      twitter: text(r.twitter),
      facebook: text(r.facebook),
      youtube: text(r.youtube),
      tiktok: text(r.tiktok),
    },
    currency: r.currency,
    orders: {
      cooldownSeconds: r.order_cooldown_seconds,
      linkSelfConfirm: r.order_link_self_confirm,
      linkDays: r.order_link_days,
      leftCheckoutDays: r.left_checkout_days,
    },
    language: { defaultLocale: isLocale(r.default_locale) ? r.default_locale : SHIPPED_DEFAULT_LOCALE },
    ads: {
      enabled: r.ads_enabled,
      metaPixelId: text(r.meta_pixel_id),
      tiktokPixelId: text(r.tiktok_pixel_id),
      placedAsPurchase: r.ads_placed_as_purchase,
    },
    updatedAt: r.version,
  };
}

export type SettingsColumns = Record<string, string | number | boolean | Date | null>;

export async function writeSettingsColumns(sql: Queryable, columns: SettingsColumns): Promise<void> {
  if (Object.keys(columns).length) await sql`update site_settings set ${sql(columns)} where id = 1`;
}

/** A new version, always later than the last (two saves in one clock tick still differ). */
export async function bumpSettingsVersion(sql: Queryable): Promise<void> {
  await sql`update site_settings set updated_at = greatest(clock_timestamp(), updated_at + interval '1 microsecond') where id = 1`;
}
