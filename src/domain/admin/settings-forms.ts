// The admin's settings: what GET /api/admin/settings answers, and the body of each section's PUT.
// The same schemas check the forms in the island and the bodies in the functions. Optional texts
// travel as '' (the built-in default or nothing), never null, so a form field always has a value.
import * as z from 'zod/mini';
import { imageUrl, key, text, wholeNumber } from './text-rules.ts';
import { LOCALES } from '../../i18n/locales.ts';
import { GATE_PASSWORD_MIN } from '../gate/gate-answer.ts';
import { LEFT_CHECKOUT_DAYS } from '../settings.ts';

/** The opaque version of the settings row (microseconds); a PUT sends back the one it read. */
export const updatedAtSchema = z
  .string(key('invalid'))
  .check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/, key('invalid')));

export const SETTINGS_SECTIONS = ['site-text', 'countdown', 'gate', 'shipping', 'social', 'currency', 'orders', 'language', 'ads'] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

// Limits are the database's (supabase/migrations/*_schema.sql), so a valid form is a valid row.
export const siteTextFields = {
  siteTitle: text(80, { required: true }),
  heroText: text(200),
  logoUrl: imageUrl,
  heroImageUrl: imageUrl,
  productListTitle: text(120),
  footerText: text(500),
  aboutText: text(10_000),
  contactText: text(10_000),
};
export const siteTextSchema = z.object(siteTextFields);
export type SiteTextSettings = z.infer<typeof siteTextSchema>;

/** 'YYYY-MM-DDTHH:mm' as a datetime-local input gives it, read as Algiers time (Africa/Algiers). */
export const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
export const isLocalDateTime = (value: string) => {
  const m = LOCAL_DATE_TIME.exec(value);
  if (!m) return false;
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as [number, number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute));
  return year >= 2000 && year <= 2100 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day && hour < 24 && minute < 60;
};
export const countdownSchema = z.object({
  enabled: z.boolean(key('invalid')),
  targetLocal: z.string(key('invalidDateTime')).check(z.trim(), z.refine(isLocalDateTime, key('invalidDateTime'))),
  title: text(120),
});
export type CountdownSettings = z.infer<typeof countdownSchema>;

export const GATE_THROTTLE_LIMITS = { delayAfterMax: 100, lockoutAfterMax: 100, lockoutSecondsMax: 86_400 } as const;
/**
 * The gate's hard limits (the gate-hardening work's columns): answered by GET and saved only where
 * the database has them, like the order limits below.
 */
export const GATE_LIMIT_RANGES = {
  hardLockoutAfter: [2, 10_000],
  hardLockoutSeconds: [1, 86_400],
  failuresPerMinute: [1, 1_000_000],
} as const;
export type GateLimitField = keyof typeof GATE_LIMIT_RANGES;
/** A limit only some databases have (a range of the tables above and below): absent leaves it as it is. */
const optionalIn = ([min, max]: readonly [number, number]) => z.optional(wholeNumber(min, max));
export const gateSchema = z
  .object({
    enabled: z.boolean(key('invalid')),
    delayAfter: wholeNumber(1, GATE_THROTTLE_LIMITS.delayAfterMax),
    lockoutAfter: wholeNumber(1, GATE_THROTTLE_LIMITS.lockoutAfterMax),
    lockoutSeconds: wholeNumber(1, GATE_THROTTLE_LIMITS.lockoutSecondsMax),
    hardLockoutAfter: optionalIn(GATE_LIMIT_RANGES.hardLockoutAfter),
    hardLockoutSeconds: optionalIn(GATE_LIMIT_RANGES.hardLockoutSeconds),
    failuresPerMinute: optionalIn(GATE_LIMIT_RANGES.failuresPerMinute),
  })
  .check(
    z.refine((g) => g.lockoutAfter >= g.delayAfter, { ...key('lockoutBelowDelay'), path: ['lockoutAfter'], when: (p) => !p.issues.length }),
  );
export type GateSettings = z.infer<typeof gateSchema>;

export const MAX_SHIPPING_PRICE = 100_000;
export const shippingSchema = z
  .object({
    freeShippingThreshold: wholeNumber(0, 10_000_000),
    minPrice: wholeNumber(0, MAX_SHIPPING_PRICE),
    maxPrice: wholeNumber(0, MAX_SHIPPING_PRICE),
  })
  .check(z.refine((s) => s.maxPrice >= s.minPrice, { ...key('maxBelowMin'), path: ['maxPrice'], when: (p) => !p.issues.length }));
export type ShippingSettings = z.infer<typeof shippingSchema>;

/** '', a handle ('drp.dz', '@drp.dz') or a whole http(s) address (the footer turns it into a link). */
export const isSocialHandle = (value: string) =>
  value === '' || /^@?[\w.-]{1,100}$/.test(value) || /^https?:\/\/[^\s<>"]{3,200}$/i.test(value);
const handle = z.string(key('invalid')).check(z.trim(), z.maxLength(200, key('tooLong')), z.refine(isSocialHandle, key('invalidHandle')));
export const socialSchema = z.object({
  enabled: z.boolean(key('invalid')),
  instagram: handle,
  twitter: handle,
  facebook: handle,
  youtube: handle,
  tiktok: handle,
});
export type SocialSettings = z.infer<typeof socialSchema>;

export const currencySchema = z.object({
  currency: z.string(key('invalidCurrency')).check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{3}$/, key('invalidCurrency'))),
});
export type CurrencySettings = z.infer<typeof currencySchema>;

/**
 * Order settings. cooldownSeconds (0 = off) always exists; the other limits (the orders-hardening
 * work's columns) are answered by GET only where the database has them, and saved only there.
 */
export const ORDER_LIMIT_RANGES = {
  totalCeiling: [1, 100_000_000],
  maxUnitsPerVariant: [1, 100],
  ratePerAddress: [1, 10_000],
  rateWindowSeconds: [1, 86_400],
  // During a drop, per client address in that window (0 = no cap; the database allows up to 1,000).
  dropUnitsPerAddress: [0, 1_000],
} as const;
export type OrderLimitField = keyof typeof ORDER_LIMIT_RANGES;
/** How long an order's links work after its last status change, in days (site_settings.order_link_days). */
export const ORDER_LINK_DAYS = [1, 365] as const;

export const ordersSchema = z.object({
  cooldownSeconds: wholeNumber(0, 86_400),
  // The order page's links (/o/<token>): whether customers may confirm through the WhatsApp link, and
  // how long the links work. GET always answers them; a PUT without them leaves them as they are.
  linkSelfConfirm: z.optional(z.boolean(key('invalid'))),
  linkDays: optionalIn(ORDER_LINK_DAYS),
  // How long a left checkout is kept after she last touched it (site_settings.left_checkout_days).
  leftCheckoutDays: optionalIn([LEFT_CHECKOUT_DAYS.min, LEFT_CHECKOUT_DAYS.max]),
  totalCeiling: optionalIn(ORDER_LIMIT_RANGES.totalCeiling),
  maxUnitsPerVariant: optionalIn(ORDER_LIMIT_RANGES.maxUnitsPerVariant),
  ratePerAddress: optionalIn(ORDER_LIMIT_RANGES.ratePerAddress),
  rateWindowSeconds: optionalIn(ORDER_LIMIT_RANGES.rateWindowSeconds),
  dropUnitsPerAddress: optionalIn(ORDER_LIMIT_RANGES.dropUnitsPerAddress),
});
export type OrderSettings = z.infer<typeof ordersSchema>;

/** The language of the shop's bare routes (/shop); the others live under /ar, /fr, /en. */
export const languageSchema = z.object({ defaultLocale: z.enum(LOCALES, key('invalid')) });
export type LanguageSettings = z.infer<typeof languageSchema>;

/**
 * Ads (issue 40): on/off, the two pixels' IDs ('' = that platform is not used) and whether an order
 * placed is also sent as Purchase from the browser. The IDs are public (every accepting shopper's
 * page carries them); the formats are the database's checks (20261129005000_ads_settings.sql).
 */
export const META_PIXEL_ID = /^[0-9]{6,20}$/;
export const TIKTOK_PIXEL_ID = /^[A-Z0-9]{10,40}$/;
const pixelId = (format: RegExp, upper: boolean) =>
  z.string(key('invalid')).check(
    z.trim(),
    ...(upper ? [z.toUpperCase()] : []),
    z.maxLength(40, key('tooLong')),
    z.refine((v) => v === '' || format.test(v), key('invalidPixelId')),
  );
export const adsSchema = z.object({
  enabled: z.boolean(key('invalid')),
  metaPixelId: pixelId(META_PIXEL_ID, false),
  tiktokPixelId: pixelId(TIKTOK_PIXEL_ID, true),
  placedAsPurchase: z.boolean(key('invalid')),
});
export type AdsSettings = z.infer<typeof adsSchema>;

export type AdminSettings = {
  siteText: SiteTextSettings;
  countdown: CountdownSettings;
  gate: GateSettings;
  shipping: ShippingSettings;
  social: SocialSettings;
  currency: string;
  orders: OrderSettings;
  language: LanguageSettings;
  ads: AdsSettings;
  updatedAt: string;
};

const withVersion = <S extends z.ZodMiniObject>(schema: S) => z.extend(schema, { updatedAt: updatedAtSchema });

/** PUT /api/admin/settings/{section} bodies: the section's fields plus the updatedAt it read. */
export const sectionBodySchemas = {
  'site-text': withVersion(siteTextSchema),
  countdown: withVersion(countdownSchema),
  gate: withVersion(gateSchema),
  shipping: withVersion(shippingSchema),
  social: withVersion(socialSchema),
  currency: withVersion(currencySchema),
  orders: withVersion(ordersSchema),
  language: withVersion(languageSchema),
  ads: withVersion(adsSchema),
} as const;
export type SectionBody<S extends SettingsSection> = z.infer<(typeof sectionBodySchemas)[S]>;

/** POST /api/admin/gate-password: the site password (10 to 200 characters, as `npm run gate`). */
export const SITE_PASSWORD_MIN = GATE_PASSWORD_MIN;
export const SITE_PASSWORD_MAX = 200;
export const gatePasswordBodySchema = z.object({
  password: z
    .string(key('required'))
    .check(
      z.minLength(1, key('required')),
      z.minLength(SITE_PASSWORD_MIN, key('passwordTooShort')),
      z.maxLength(SITE_PASSWORD_MAX, key('tooLong')),
    ),
  updatedAt: z.optional(updatedAtSchema),
});
export type GatePasswordBody = z.infer<typeof gatePasswordBodySchema>;

/** Spec section 8, word for word. */
export const GATE_PASSWORD_TEXTS = {
  updated: 'Password updated successfully!',
  changeFailed: 'Error changing password. Please try again.',
  protectionFailed: 'Error updating password protection setting. Please try again.',
} as const;
