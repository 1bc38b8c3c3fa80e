// What a landing address brings once the shopper has accepted the ads choice (issue 40 §2): _fbc
// built from Meta's fbclid, TikTok's ttclid and the utm_* tags, and a new _fbp when the pixel has
// set none. Pure and without zod: it runs on every page of a shop with ads on, within the page's
// JavaScript budget. The formats are Meta's and TikTok's (docs/ads.md); the order's schema that
// bounds them again on the server is attribution.ts.
import { isPlainText } from './plain-text.ts';

export const UTM_FIELDS = {
  utm_source: 'utmSource',
  utm_medium: 'utmMedium',
  utm_campaign: 'utmCampaign',
  utm_content: 'utmContent',
  utm_term: 'utmTerm',
} as const;
export type UtmField = (typeof UTM_FIELDS)[keyof typeof UTM_FIELDS];
/** Each tag's column length (order_attribution). */
export const UTM_MAX: Record<UtmField, number> = { utmSource: 100, utmMedium: 100, utmCampaign: 200, utmContent: 200, utmTerm: 200 };

// A click id as the platform puts it in the address: letters, digits and - _ . ~ (URL-safe).
export const CLICK_ID = /^[\w.~-]{1,480}$/;
const FBCLID = /^[\w-]{1,480}$/;

export type LandingTags = Partial<Record<'fbc' | 'ttclid' | UtmField, string>>;

/** _fbc as Meta builds it from a click: fb.1.<ms>.<fbclid> (1: the cookie is set on the site's own domain). */
export const fbcOf = (fbclid: string, nowMs: number): string => `fb.1.${nowMs}.${fbclid}`;

/** A new _fbp when the pixel has not set one yet: fb.1.<ms>.<random number of 10 digits>. */
export const newFbp = (nowMs: number, random: () => number = Math.random): string =>
  `fb.1.${nowMs}.${Math.floor(random() * 9_000_000_000) + 1_000_000_000}`;

/** The tags of a landing address; an address with none gives {}. */
export function landingTags(search: string, nowMs: number): LandingTags {
  const params = new URLSearchParams(search);
  const tags: LandingTags = {};
  const fbclid = params.get('fbclid')?.trim();
  if (fbclid && FBCLID.test(fbclid)) tags.fbc = fbcOf(fbclid, nowMs);
  const ttclid = params.get('ttclid')?.trim();
  if (ttclid && CLICK_ID.test(ttclid)) tags.ttclid = ttclid;
  for (const [param, field] of Object.entries(UTM_FIELDS)) {
    const value = params.get(param)?.trim();
    if (value && isPlainText(value)) tags[field] = value.slice(0, UTM_MAX[field]);
  }
  return tags;
}

/** A landing with any tag replaces the tags kept from an earlier one (the last ad clicked counts). */
export const hasTags = (tags: LandingTags): boolean => Object.keys(tags).length > 0;
