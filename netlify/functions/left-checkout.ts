// /api/left-checkout: a consenting shopper's unfinished checkout (issue 41 §1, docs/left-checkouts.md).
//   POST                 her draft as she types and when the page is hidden (src/server/left-checkouts)
//   DELETE /{draftKey}   her untick: the draft goes (?locale= for the answer's language)
// Reads top to bottom: method (405), size (413), JSON (400), fields (422), save, answer. A script's form
// (honeypot, too fast) is answered like a kept one and keeps nothing. Never a bare 500.
import type { Config, Context } from '@netlify/functions';
import { randomUUID } from 'node:crypto';
import { db } from '../../src/server/db/client.ts';
import { handle } from '../../src/server/http/handle.ts';
import { releasingConnection } from '../../src/server/db/release.ts';
import { readBodyCapped } from '../../src/server/http/read-body.ts';
import { clientAddressKey } from '../../src/server/http/client-address.ts';
import { isLocale } from '../../src/i18n/locales.ts';
import { leftCheckoutSchema } from '../../src/domain/left-checkouts/left-checkout-request.ts';
import { DRAFT_KEY, LEFT_CHECKOUT_LIMITS } from '../../src/domain/left-checkouts/limits.ts';
import { fieldErrorsOf } from '../../src/domain/orders/validation.ts';
import { saveLeftCheckout } from '../../src/server/left-checkouts/save-left-checkout.ts';
import { deleteDraft } from '../../src/server/left-checkouts/left-checkouts.repo.ts';
import {
  failureResponse,
  invalidDraftResponse,
  languageOf,
  leftError,
  saveResponse,
} from '../../src/server/left-checkouts/left-checkout-http.ts';

type LeftContext = Pick<Context, 'ip' | 'requestId'>;
const BASE = '/api/left-checkout';

export default handle(
  releasingConnection(async (request: Request, context?: Partial<LeftContext>): Promise<Response> => {
    const url = new URL(request.url);
    const requestId = context?.requestId ?? randomUUID();
    if (request.method === 'DELETE' && url.pathname.startsWith(`${BASE}/`)) {
      const locale = url.searchParams.get('locale');
      const language = isLocale(locale) ? locale : undefined;
      const draftKey = url.pathname.slice(BASE.length + 1);
      if (!DRAFT_KEY.test(draftKey)) return leftError(404, 'not_found', 'notFound', language);
      try {
        return (await deleteDraft(db(), draftKey))
          ? new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } })
          : leftError(404, 'not_found', 'notFound', language);
      } catch (error) {
        return failureResponse(error, language, requestId);
      }
    }
    if (request.method !== 'POST' || url.pathname !== BASE)
      return leftError(405, 'method_not_allowed', 'methodNotAllowed', undefined, { headers: { allow: 'POST, DELETE' } });

    const body = await readBodyCapped(request, LEFT_CHECKOUT_LIMITS.bodyBytes);
    if (!body.ok)
      return body.reason === 'too_large'
        ? leftError(413, 'body_too_large', 'bodyTooLarge', undefined)
        : leftError(400, 'invalid_json', 'invalidJson', undefined);
    let json: unknown;
    try {
      json = JSON.parse(body.text);
    } catch {
      return leftError(400, 'invalid_json', 'invalidJson', undefined);
    }
    const language = languageOf(json);
    const parsed = leftCheckoutSchema.safeParse(json);
    if (!parsed.success) return invalidDraftResponse(fieldErrorsOf(parsed.error.issues), language);
    try {
      const outcome = await saveLeftCheckout(db(), parsed.data, clientAddressKey(request, context));
      return saveResponse(outcome, parsed.data.locale);
    } catch (error) {
      return failureResponse(error, language.locale, requestId);
    }
  }),
  { deadline: 'read' },
);

// Netlify reads the config without running the file: its paths must be written out as plain strings
// (a constant or a template fails the bundling: "configuration error on 'path'").
export const config: Config = { path: ['/api/left-checkout', '/api/left-checkout/:draftKey'], method: ['POST', 'DELETE'] };
