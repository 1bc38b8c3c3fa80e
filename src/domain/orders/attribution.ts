// Where an order came from, as the order's request carries it when the shopper accepted the ads
// choice (issue 40 §2): the first-party identifiers Meta and TikTok ask for and the landing's utm_*
// tags (landing-tags.ts). The lengths are the table's (20261129000500_order_attribution.sql); the
// formats Meta's and TikTok's (docs/ads.md). A field of the wrong shape is dropped, never the order.
import * as z from 'zod/mini';
import { isPlainText } from './plain-text.ts';
import { CLICK_ID, UTM_MAX } from './landing-tags.ts';

// Meta's cookies: fb.<subdomain index>.<creation time, ms>.<random number | fbclid>
// (developers.facebook.com/docs/marketing-api/conversions-api/parameters/fbp-and-fbc).
export const FBP_FORMAT = /^fb\.[0-2]\.\d{10,13}\.\d{1,20}$/;
export const FBC_FORMAT = /^fb\.[0-2]\.\d{10,13}\.[\w-]{1,480}$/;
// TikTok's _ttp cookie: letters, digits and - _ . (the Events API's `ttp` is the cookie's value).
const TTP_FORMAT = /^[\w.-]{1,200}$/;

const matching = (format: RegExp, max: number) => z.optional(z.string().check(z.maxLength(max), z.regex(format)));
const tag = (max: number) => z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(max), z.refine(isPlainText)));

export const attributionSchema = z.object({
  /** When she accepted (ms since 1970), as her browser remembers it. */
  consentedAt: z.number().check(z.int(), z.gte(1_500_000_000_000), z.lte(4_102_444_800_000)),
  fbp: matching(FBP_FORMAT, 200),
  fbc: matching(FBC_FORMAT, 500),
  ttclid: matching(CLICK_ID, 500),
  ttp: matching(TTP_FORMAT, 200),
  utmSource: tag(UTM_MAX.utmSource),
  utmMedium: tag(UTM_MAX.utmMedium),
  utmCampaign: tag(UTM_MAX.utmCampaign),
  utmContent: tag(UTM_MAX.utmContent),
  utmTerm: tag(UTM_MAX.utmTerm),
});
export type Attribution = z.infer<typeof attributionSchema>;

/**
 * The attribution an order keeps, or undefined (no consent time: no attribution at all). Each
 * field of the wrong shape or length is dropped alone: a stale cookie never costs the order.
 */
export function orderAttribution(input: unknown): Attribution | undefined {
  if (typeof input !== 'object' || input === null) return undefined;
  const fields = Object.fromEntries(
    Object.entries(input).filter(([field, value]) => {
      const one = (attributionSchema.shape as Record<string, z.ZodMiniType | undefined>)[field];
      return one !== undefined && one.safeParse(value).success;
    }),
  );
  const parsed = attributionSchema.safeParse(fields);
  return parsed.success ? parsed.data : undefined;
}
