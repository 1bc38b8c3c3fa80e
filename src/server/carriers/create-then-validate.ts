// The platforms where a created parcel is not picked up until a second call validates it (Ecotrack,
// NOEST: valid/order): each created parcel is validated in turn, and one that was created but could
// not be validated is a refusal that keeps its tracking, so the retry finishes it by that tracking
// (finishParcel) instead of creating a second parcel or searching for the first.
import { carrierReason, type CarrierReason } from '../../domain/carriers/carrier-reason.ts';
import { plausibleTracking } from '../../domain/carriers/tracking.ts';
import type { CreateResult, FinishResult, ParcelDraft } from './carrier-client.ts';
import { CarrierError } from './carrier-error.ts';
import type { Refusal } from './field-refusal.ts';
import { trackingAnswer } from './tracking-answer.ts';

/** What the create call made of one draft: its parcel's tracking, or the carrier's refusal (English for logs, and its reason). */
export type Created = { tracking: string } | { refused: string; reason: CarrierReason; retryable: boolean };

/** A refusal the carrier sent, as a draft's answer: never retried unchanged. */
export const refusedBy = (refusal: Refusal): Created => ({ refused: refusal.message, reason: refusal.reason, retryable: false });

/**
 * A create call that failed (a CarrierError; anything else is thrown again) as its drafts' answer. A
 * retryable failure may have made the parcel all the same: `lookedUp` says, in the log's English, how
 * the platform's retry finds it instead of making a second one.
 */
export function createFailed(error: unknown, lookedUp: string): Created {
  if (!(error instanceof CarrierError)) throw error;
  const maybeCreated = error.retryable ? ` ${lookedUp}` : '';
  return { refused: `${error.message}${maybeCreated}`, reason: error.reason, retryable: error.retryable };
}

/** A created parcel whose validation failed: validation_pending with its tracking, the failure's own words kept. */
export const validationPending = (tracking: string, why: CarrierReason): CarrierReason =>
  carrierReason('validation_pending', { detail: tracking, ...(why.said ? { said: why.said } : {}) });

export async function validateCreated(
  carrier: string,
  drafts: readonly ParcelDraft[],
  created: readonly Created[],
  validate: (tracking: string) => Promise<FinishResult>,
): Promise<CreateResult[]> {
  const results: CreateResult[] = [];
  for (const [i, draft] of drafts.entries()) {
    const outcome = created[i]!;
    if ('refused' in outcome) {
      results.push({
        reference: draft.reference,
        ok: false,
        message: outcome.refused,
        reason: outcome.reason,
        retryable: outcome.retryable,
      });
      continue;
    }
    // A blank or garbled tracking is neither validated nor kept: that draft alone is refused (answer_unreadable).
    const tracking = plausibleTracking(outcome.tracking);
    if (!tracking) {
      results.push(trackingAnswer(draft.reference, outcome.tracking, carrier));
      continue;
    }
    const validated = await validate(tracking);
    results.push(
      validated.ok
        ? { reference: draft.reference, ok: true, tracking }
        : {
            reference: draft.reference,
            ok: false,
            message: `${carrier} created parcel ${tracking} but did not confirm its dispatch: ${validated.message}`,
            reason: validationPending(tracking, validated.reason),
            waitingWhy: validated.reason,
            retryable: validated.retryable,
            tracking,
            ...(validated.kind ? { kind: validated.kind } : {}),
          },
    );
  }
  return results;
}

/**
 * Drafts sent in batches of `size` (the platform's create/orders limit), each batch's answers in its
 * drafts' order. A create/orders answer is keyed by reference, so a draft whose key (`keyOf`: the
 * reference as the platform stores it) is already in this sending is refused instead of sent.
 */
export async function createInBatches(
  drafts: readonly ParcelDraft[],
  size: number,
  keyOf: (reference: string) => string,
  send: (batch: ParcelDraft[]) => Promise<CreateResult[]>,
): Promise<CreateResult[]> {
  const results = new Map<number, CreateResult>();
  const seen = new Set<string>();
  const sendable: { index: number; draft: ParcelDraft }[] = [];
  for (const [index, draft] of drafts.entries()) {
    const key = keyOf(draft.reference);
    if (seen.has(key))
      results.set(index, {
        reference: draft.reference,
        ok: false,
        message: `Order ${draft.reference} is twice in this sending.`,
        reason: carrierReason('twice_in_sending', { detail: draft.reference }),
        retryable: false,
      });
    else sendable.push({ index, draft });
    seen.add(key);
  }
  for (let start = 0; start < sendable.length; start += size) {
    const batch = sendable.slice(start, start + size);
    const answers = await send(batch.map((b) => b.draft));
    batch.forEach((b, i) => results.set(b.index, answers[i]!));
  }
  return drafts.map((_, index) => results.get(index)!);
}
