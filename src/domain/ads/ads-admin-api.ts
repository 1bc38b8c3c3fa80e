// The admin's side of the ad platforms' server events, shared by the function (which parses with
// these schemas) and the admin's screens (which read the answers with these types):
//
//   GET    /api/admin/ads/tokens              -> AdTokensAnswer (never a token: its last four characters)
//   PUT    /api/admin/ads/tokens/{platform}   AdTokenBody -> AdTokenView   (the owner's alone)
//   DELETE /api/admin/ads/tokens/{platform}   -> 204                       (the owner's alone)
//   GET    /api/admin/ads/orders/{number}     -> AdEventsAnswer (the order's event log)
//
// Pure: no I/O.
import * as z from 'zod/mini';
import { key } from '../admin/text-rules.ts';
import type { AdEventState, AdPlatform } from './ad-platforms.ts';

/** A token as the admin sees it: never the token, only its last four characters. */
export type AdTokenView = { platform: AdPlatform; tokenHint: string; testEventCode: string; setAt: string; setBy: string };

export type AdTokensAnswer = {
  tokens: AdTokenView[];
  /** Whether the caller may set or remove them: the shop's owner only. */
  mayChange: boolean;
};

// Tokens are long opaque strings (Meta's system-user tokens run to a few hundred characters); no spaces.
const token = z
  .string(key('required'))
  .check(z.trim(), z.minLength(16, key('invalid')), z.maxLength(1000, key('outOfRange')), z.regex(/^\S+$/, key('invalid')));

/**
 * A token to set (absent: keep the one kept, change only the test code) and Meta's test event code
 * ("TEST12345" in Events Manager → Test Events; empty to stop sending test events).
 */
export const adTokenBodySchema = z.object({
  token: z.optional(token),
  testEventCode: z.optional(
    z.string(key('invalid')).check(z.trim(), z.maxLength(100, key('outOfRange')), z.regex(/^[A-Za-z0-9_-]*$/, key('invalid'))),
  ),
});
export type AdTokenBody = z.output<typeof adTokenBodySchema>;

/** One platform's event of the order, as its event log shows it. */
export type AdEventView = {
  platform: AdPlatform;
  event: 'Purchase';
  state: AdEventState;
  /** When it happened (the delivery). */
  eventTime: string;
  sentAt: string | null;
  /** The platform's reason for a refusal, or why the last attempt failed while it waits. */
  reason: string | null;
  attempts: number;
  /** While it waits: when it is tried next. */
  nextAttemptAt: string | null;
  /** Sent as a test event (Meta's Test Events tool) with this code. */
  testEventCode: string | null;
};
export type AdEventsAnswer = { events: AdEventView[] };
