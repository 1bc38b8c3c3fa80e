// A carrier's health as the owner sees it (issue 37, §3): when the shop last heard from it (a poll
// that answered, a signed webhook), the parcels still waiting for news, those in a state the shop
// cannot read ("other"), and, while its polls fail, since when and why, in the kind the client gave
// (carrier-error.ts): the admin words each kind in the owner's language. After SILENT_AFTER_FAILURES
// failed polls in a row the owner is told in the chat, once, and once more when a poll answers again.
// Pure: no I/O.
import type { CarrierPlatform } from './platforms.ts';

/** Four failed polls in a row (an hour at the poll's 15 minutes): the carrier has gone silent. */
export const SILENT_AFTER_FAILURES = 4;

/** Why polls fail, as the clients' CarrierError kinds say it. */
export const HEALTH_ERROR_KINDS = ['auth', 'quota', 'unreachable', 'refused', 'answer'] as const;
export type HealthErrorKind = (typeof HEALTH_ERROR_KINDS)[number];

export type CarrierHealthView = {
  platform: CarrierPlatform;
  /** The last poll that answered (ISO 8601), or null. */
  lastPollOkAt: string | null;
  /** The last signed webhook delivery read (Yalidine, ZR Express), or null. */
  lastWebhookAt: string | null;
  /** Failed polls since the last that answered; 0 when the carrier answers. */
  failuresInRow: number;
  /** While failing: the last failure's kind and time, and when the failures began. */
  failing: { kind: HealthErrorKind; since: string; lastAt: string } | null;
  /** Parcels at the carrier whose outcome is not final yet. */
  waiting: number;
  /** Parcels whose last state the shop cannot read (counted as "other"). */
  other: number;
};

/** The latest time the shop heard from the carrier, by a poll or a webhook. */
export function lastHeard(view: Pick<CarrierHealthView, 'lastPollOkAt' | 'lastWebhookAt'>): { at: string; by: 'poll' | 'webhook' } | null {
  const { lastPollOkAt: poll, lastWebhookAt: hook } = view;
  if (!poll && !hook) return null;
  if (poll && (!hook || Date.parse(poll) >= Date.parse(hook))) return { at: poll, by: 'poll' };
  return { at: hook!, by: 'webhook' };
}

/** Whether the line is a warning: polls failing (one is enough to say so; the chat waits for four). */
export const isFailing = (view: Pick<CarrierHealthView, 'failing'>): boolean => view.failing !== null;

/** GET /api/admin/carrier-health: one line per connected carrier. */
export type CarrierHealthAnswer = { health: CarrierHealthView[] };
