// What a carrier client throws when a call does not give an answer it can use. The message is written
// for the owner and safe to log: never a credential, a header, a label link or a URL with a secret
// (the clients write their own words; a carrier's own text passes through `withoutSecrets` first).
import { toAlgiersLocal } from '../../domain/admin/algiers-time.ts';
import { carrierReason, type CarrierReason, type CarrierReasonCode } from '../../domain/carriers/carrier-reason.ts';
import type { CarrierErrorKind, ConnectionCheck } from './carrier-client.ts';
import { QuotaExhausted } from './pacer.ts';

const REASON_OF_KIND: Record<CarrierErrorKind, CarrierReasonCode> = {
  auth: 'token_refused',
  quota: 'quota_spent',
  unreachable: 'carrier_failed',
  refused: 'carrier_refused',
  answer: 'answer_unreadable',
};

export class CarrierError extends Error {
  readonly kind: CarrierErrorKind;
  /** Whether the same call may work later unchanged (a timeout, a quota, the carrier's failure). */
  readonly retryable: boolean;
  /** Why, as the admin words it: given where the client knows more than its kind (a refusal's own words). */
  readonly reason: CarrierReason;
  constructor(kind: CarrierErrorKind, message: string, retryable: boolean, reason?: CarrierReason) {
    super(message);
    this.name = 'CarrierError';
    this.kind = kind;
    this.retryable = retryable;
    this.reason = reason ?? carrierReason(REASON_OF_KIND[kind]);
  }
}

/** A carrier's text, cut short, with every secret the client holds masked (in case it echoed one). */
export function withoutSecrets(text: string, secrets: readonly string[], max = 200): string {
  let out = text;
  for (const s of secrets) if (s) out = out.split(s).join('…');
  out = out.replace(/\s+/g, ' ').trim();
  return out.length > max ? `${out.slice(0, max - 1)}…` : out;
}

/** A carrier as the owner's sentences name it: whose quota it is, and what did not answer. */
export type CarrierWords = { quota: string; server: string };

/**
 * The CarrierError of a paced call that threw instead of answering: the pacer found the quota spent for
 * longer than it may wait, the call timed out, or the carrier could not be reached. The fetch's own
 * message may hold the URL (and so a secret): only its kind is said, with the route when there is one.
 */
export function failedCall(error: unknown, words: CarrierWords, timeoutMs: number, route?: string): CarrierError {
  // carrier-fetch.ts's own refusals (a redirect, an address no longer public) are already worded.
  if (error instanceof CarrierError) return error;
  if (error instanceof QuotaExhausted) {
    const until = toAlgiersLocal(new Date(error.until).toISOString()).replace('T', ' ');
    return new CarrierError('quota', `${words.quota} request quota is used up until ${until} (Algeria time): try again then.`, true);
  }
  const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
  const message = timedOut
    ? `${words.server} did not answer${route ? ` ${route}` : ''} within ${Math.round(timeoutMs / 1000)} s.`
    : `${words.server} could not be reached (${route ?? 'network error'}).`;
  return new CarrierError('unreachable', message, true);
}

/** The connection check a CarrierError refused: the keys themselves ('auth'), else the request, with its message and reason. */
export const refusedCheck = (error: CarrierError): ConnectionCheck =>
  // Refused keys are said by their code (credentials_refused); any other refusal by its reason.
  error.kind === 'auth'
    ? { ok: false, refused: 'keys', message: error.message }
    : { ok: false, refused: 'request', message: error.message, reason: error.reason };
