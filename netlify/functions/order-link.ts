// The shopper's order page's API, behind the order's private link (/o/<token>):
//   GET  /api/order-link/{token}                  the order as she may see it (OrderView)
//   POST /api/order-link/{token}/confirm|cancel|call  her moves while it is pending
//   POST /api/order-link/{token}/add              one tap adds the offered piece (src/server/orders/add-line.ts)
// A malformed, unknown or expired token gets the same 404 as any missing order, and counts against the
// client address (429 past the limit; a link that opens its order is never counted nor held back). A
// cancel reason goes through the shopper text rules (422 invalid_reason, in the order's language).
// Nothing here may be stored by a cache.
import type { Config, Context } from '@netlify/functions';
import { handle } from '../../src/server/http/handle.ts';
import { releasingConnection } from '../../src/server/db/release.ts';
import { db } from '../../src/server/db/client.ts';
import { readBodyCapped } from '../../src/server/http/read-body.ts';
import { clientAddressKey } from '../../src/server/http/client-address.ts';
import { actOnOrder, addToOrder, countFailedLookup, readOrderPage } from '../../src/server/order-link/order-link.service.ts';
import { addLineBodySchema, isAdded } from '../../src/domain/orders/added-line.ts';
import { addMessages } from '../../src/domain/order-link/add-messages.ts';
import { REFUSAL_KEY } from '../../src/domain/order-link/add-refusals.ts';
import {
  CANCEL_REASON_MAX,
  cancelBodySchema,
  ORDER_LINK_ACTIONS,
  type CancelReasonProblem,
  type OrderLinkAction,
} from '../../src/domain/order-link/order-view.ts';
import { orderMessages } from '../../src/domain/orders/messages.ts';
import { translator } from '../../src/i18n/messages.ts';

const PRIVATE = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex, nofollow', 'referrer-policy': 'no-referrer' };
const SMALL_BODY = 4 * 1024;

const answer = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { ...PRIVATE, ...headers } });
const error = (status: number, code: string, message: string, headers: Record<string, string> = {}) =>
  answer({ error: { code, message } }, status, headers);
const missing = () => error(404, 'not_found', 'This order link does not exist or has expired.');

const PATH = /^\/api\/order-link\/([^/]+)(?:\/([a-z]+))?\/?$/;

export default handle(
  releasingConnection(async (request: Request, context?: Partial<Pick<Context, 'ip' | 'requestId'>>): Promise<Response> => {
    const match = PATH.exec(new URL(request.url).pathname);
    const action = match?.[2];
    if (!match || (action !== undefined && action !== 'add' && !(ORDER_LINK_ACTIONS as readonly string[]).includes(action)))
      return missing();
    const allowed = action ? 'POST' : 'GET';
    if (request.method !== allowed && !(allowed === 'GET' && request.method === 'HEAD'))
      return error(405, 'method_not_allowed', 'Method not allowed', { allow: allowed });
    const sql = db();
    const token = match[1]!;
    // Only a token that opens nothing counts against the address (60 per 10 minutes): a family or a
    // whole mobile carrier behind one shared address keeps opening its own links, however much junk
    // another sends from it. The token's 256 bits are what keeps a guesser out; the count keeps the noise down.
    const unknownToken = async () => {
      const budget = await countFailedLookup(sql, clientAddressKey(request, context));
      return budget.allowed
        ? missing()
        : error(429, 'too_many_lookups', 'Too many requests. Please wait a few minutes and try again.', {
            'retry-after': String(budget.retryAfterSeconds),
          });
    };
    if (!action) {
      const view = await readOrderPage(sql, token);
      return view ? answer(view) : unknownToken();
    }
    if (action === 'add') return add(request, sql, token, unknownToken);
    const reason = action === 'cancel' ? await readReason(request) : { ok: true as const, reason: '' };
    if (!reason.ok) {
      // Said in the language she ordered in; her page words the key in its own.
      const view = await readOrderPage(sql, token);
      if (!view) return unknownToken();
      const t = translator(orderMessages, view.locale ?? 'ar');
      return answer(
        { error: { code: 'invalid_reason', problem: reason.problem, message: t(reason.problem, { max: CANCEL_REASON_MAX }) } },
        422,
      );
    }
    const outcome = await actOnOrder(sql, token, action as OrderLinkAction, reason.reason);
    if (outcome.kind === 'missing') return unknownToken();
    if (outcome.kind === 'refused')
      return answer({ error: { code: 'not_open', message: 'This order has moved on: see its status.' }, order: outcome.view }, 409);
    return answer(outcome.view);
  }),
);

/**
 * Her tap on the offered piece: 200 with the order when it is in (a retry of the same tap too), 409
 * with the refusal's code, its sentence in her order's language and the order as it is now, 422 for a
 * body that is not a tap.
 */
async function add(request: Request, sql: ReturnType<typeof db>, token: string, unknownToken: () => Promise<Response>) {
  const body = await readBodyCapped(request, SMALL_BODY);
  let json: unknown;
  try {
    json = body.ok ? JSON.parse(body.text) : undefined;
  } catch {
    json = undefined;
  }
  const tap = addLineBodySchema.safeParse(json);
  if (!tap.success) {
    const view = await readOrderPage(sql, token);
    if (!view) return unknownToken();
    return answer({ error: { code: 'invalid_tap', message: translator(addMessages, view.locale ?? 'ar')('addFailed') } }, 422);
  }
  const result = await addToOrder(sql, token, tap.data);
  if (result.kind === 'missing') return unknownToken();
  const { outcome, view } = result;
  if (isAdded(outcome)) return answer({ ...view, added: outcome });
  const key = outcome === 'missing' ? 'addFailed' : REFUSAL_KEY[outcome];
  return answer({ error: { code: outcome, message: translator(addMessages, view.locale ?? 'ar')(key) }, order: view }, 409);
}

type ReadReason = { ok: true; reason: string } | { ok: false; problem: CancelReasonProblem };

/** The cancel's optional reason ('' without a body) under the shopper text rules, or why it is refused. */
async function readReason(request: Request): Promise<ReadReason> {
  const body = await readBodyCapped(request, SMALL_BODY);
  if (!body.ok) return { ok: false, problem: 'notesTooLong' };
  if (!body.text.trim()) return { ok: true, reason: '' };
  let json: unknown;
  try {
    json = JSON.parse(body.text);
  } catch {
    return { ok: false, problem: 'plainTextOnly' };
  }
  const parsed = cancelBodySchema.safeParse(json);
  if (parsed.success) return { ok: true, reason: parsed.data.reason };
  const key = parsed.error.issues[0]?.message;
  return { ok: false, problem: key === 'notesTooLong' || key === 'hiddenFormatting' ? key : 'plainTextOnly' };
}

export const config: Config = { path: ['/api/order-link/:token', '/api/order-link/:token/:action'], method: ['GET', 'POST'] };
