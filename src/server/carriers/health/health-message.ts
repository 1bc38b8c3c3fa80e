// The owner's chat notice that a carrier went silent (SILENT_AFTER_FAILURES failed polls in a row), or
// that it answers again: one short message each, in the chat the order messages go to (the same
// outbox), in English as they are. Nothing in it comes from outside but the client's own sentence,
// which carries no secret (carrier-error.ts) and is passed through chatText anyway.
import { CARRIER_BY } from '../../../domain/carriers/outcome-moves.ts';
import type { CarrierPlatform } from '../../../domain/carriers/platforms.ts';
import type { HealthErrorKind } from '../../../domain/carriers/health.ts';
import { chatText } from '../../notifications/chat-text.ts';
import type { WebhookMessage } from '../../notifications/order-message.ts';

const algiers = new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Algiers', dateStyle: 'medium', timeStyle: 'short' });

/** What the owner can do, by why the polls fail. */
const WHAT_TO_DO: Record<HealthErrorKind, string> = {
  auth: 'Reconnect it with a valid token in Settings → Carriers.',
  quota: 'The shop asks again once the quota resets.',
  unreachable: 'The shop keeps asking every 15 minutes; ask the carrier if this lasts.',
  refused: 'The shop keeps asking every 15 minutes; ask the carrier why it refuses.',
  answer: 'The shop keeps asking every 15 minutes; ask the carrier if this lasts.',
};

const message = (content: string, siteTitle: string): WebhookMessage => ({
  content: content.slice(0, 2000),
  username: `${siteTitle} carriers`.slice(0, 80),
  allowed_mentions: { parse: [] },
});

export function silentMessage(
  input: { platform: CarrierPlatform; failures: number; since: Date; kind: HealthErrorKind; text: string; waiting: number },
  siteTitle: string,
): WebhookMessage {
  const name = CARRIER_BY[input.platform];
  return message(
    [
      `**${name} has gone silent**`,
      `The last ${input.failures} polls failed, since ${algiers.format(input.since)} (Algeria time): ${chatText(input.text)}`,
      `Parcels waiting for news: ${input.waiting}.`,
      WHAT_TO_DO[input.kind],
    ].join('\n'),
    siteTitle,
  );
}

export function backMessage(
  input: { platform: CarrierPlatform; failures: number; since: Date; at: Date },
  siteTitle: string,
): WebhookMessage {
  const name = CARRIER_BY[input.platform];
  return message(
    [
      `**${name} answers again**`,
      `It answered at ${algiers.format(input.at)} (Algeria time), after ${input.failures} failed polls since ${algiers.format(input.since)}. Outcomes come back again.`,
    ].join('\n'),
    siteTitle,
  );
}
