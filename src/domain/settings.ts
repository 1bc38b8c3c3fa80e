// Site settings as the pages see them. The password hash never leaves src/server.
import type { Locale } from '../i18n/locales.ts';

export type SocialLinks = {
  instagram: string | null;
  twitter: string | null;
  facebook: string | null;
  youtube: string | null;
  tiktok: string | null;
};

export type SiteSettings = {
  siteTitle: string;
  heroText: string;
  logoUrl: string | null;
  heroImageUrl: string | null;
  productListTitle: string;
  footerText: string | null;
  aboutText: string | null;
  contactText: string | null;
  countdown: { enabled: boolean; targetDate: string; title: string };
  passwordProtection: { enabled: boolean };
  shipping: { freeShippingThreshold: number; minPrice: number; maxPrice: number };
  orderCooldownSeconds: number;
  social: { enabled: boolean; links: SocialLinks };
  currency: string;
  /** The language of the bare routes (the others live under /ar, /fr, /en). */
  defaultLocale: Locale;
  /** The ad pixels offered to the shopper's consent; null when ads are off or no pixel ID is set. */
  ads: AdsPixels | null;
};

export type AdsPixels = { metaPixelId: string | null; tiktokPixelId: string | null; placedAsPurchase: boolean };

/**
 * The owner's setting (site_settings.left_checkout_days): how long a left checkout is kept after she
 * last touched it (docs/left-checkouts.md). Here, below both the settings forms and the left checkouts.
 */
export const LEFT_CHECKOUT_DAYS = { min: 1, max: 30, default: 7 } as const;
