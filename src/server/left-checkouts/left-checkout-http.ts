// The answers of /api/left-checkout, each a JSON body in the shopper's language (the page's locale the
// body names): `{ saved: true }` (202 for a kept draft and, the same, for a script's form that kept
// nothing: a bot learns nothing from it), 204 for a deleted one, and every refusal a 4xx
// `{ error: { code, message, fields? } }`; a database that takes no more clients a 503 `busy`, any
// other fault a 500 `unexpected` with its request id (logged), never a bare error page.
import { isLocale, type Locale } from '../../i18n/locales.ts';
import { leftCheckoutTranslator, type LeftCheckoutMessageKey } from '../../domain/left-checkouts/messages.ts';
import { fieldMessages, type FieldErrors } from '../../domain/orders/validation.ts';
import { ORDER_FLOWS, type OrderFlow } from '../../domain/orders/limits.ts';
import { isDatabaseBusy } from '../db/busy.ts';
import type { SaveOutcome } from './save-left-checkout.ts';

const NO_STORE = { 'cache-control': 'no-store' };

export type Language = { flow: OrderFlow | undefined; locale: Locale | undefined };

/** The flow and locale of a body that may be anything, only to choose the language of the answer. */
export function languageOf(body: unknown): Language {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const flow = (ORDER_FLOWS as readonly unknown[]).includes(b.flow) ? (b.flow as OrderFlow) : undefined;
  return { flow, locale: isLocale(b.locale) ? b.locale : undefined };
}

export function leftError(
  status: number,
  code: string,
  key: LeftCheckoutMessageKey,
  locale: Locale | undefined,
  extra: { values?: Record<string, number>; fields?: Record<string, string>; headers?: Record<string, string> } = {},
): Response {
  const message = leftCheckoutTranslator(locale)(key, extra.values);
  const error = { code, message, ...(extra.fields ? { fields: extra.fields } : {}) };
  return Response.json({ error }, { status, headers: { ...NO_STORE, ...extra.headers } });
}

export const invalidDraftResponse = (errors: FieldErrors, language: Language): Response =>
  leftError(422, 'invalid_fields', errors.wilayaCode && !errors.phone ? 'wilayaUnknown' : 'invalidFields', language.locale, {
    fields: fieldMessages(errors, language.flow, language.locale),
  });

export function saveResponse(outcome: SaveOutcome, locale: Locale): Response {
  switch (outcome.kind) {
    case 'saved':
    case 'ignored':
      return Response.json({ saved: true, message: leftCheckoutTranslator(locale)('saved') }, { status: 202, headers: NO_STORE });
    case 'too_many_saves': {
      const minutes = Math.max(1, Math.ceil(outcome.retryAfterSeconds / 60));
      return leftError(429, 'left_checkout_rate_limited', 'tooManySaves', locale, {
        values: { minutes },
        headers: { 'retry-after': String(outcome.retryAfterSeconds) },
      });
    }
    case 'too_many_drafts':
      return leftError(429, 'left_checkout_limited', 'tooManyDrafts', locale);
    case 'wilaya_unknown':
      return leftError(422, 'wilaya_unknown', 'wilayaUnknown', locale, {
        fields: { wilayaCode: leftCheckoutTranslator(locale)('wilayaUnknown') },
      });
    case 'closed':
      return leftError(409, 'left_checkout_closed', 'closed', locale);
  }
}

export function failureResponse(error: unknown, locale: Locale | undefined, requestId: string): Response {
  if (isDatabaseBusy(error)) {
    console.warn(`[left-checkout] request ${requestId}: database busy (${(error as Error).message}), answered 503`);
    return leftError(503, 'busy', 'busy', locale, { headers: { 'retry-after': '5' } });
  }
  console.error(`[left-checkout] request ${requestId} failed:`, error);
  return leftError(500, 'unexpected', 'unexpected', locale);
}
