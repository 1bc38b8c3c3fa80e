// The shopper's order page's API, behind the order's private link (/o/<token>):
//   GET  /api/order-link/{token}                  the order as she may see it (OrderView)
//   POST /api/order-link/{token}/confirm|cancel|call  her moves while it is pending
// A malformed, unknown or expired token gets the same 404 as any missing order. Every lookup counts
// against the client address (429 past the limit), and nothing here may be stored by a cache.
import type { Config, Context } from '@netlify/functions';
import { handle } from '../../src/server/http/handle.ts';
import { releasingConnection } from '../../src/server/db/release.ts';
import { db } from '../../src/server/db/client.ts';
import { readBodyCapped } from '../../src/server/http/read-body.ts';
import { clientAddressKey } from '../../src/server/http/client-address.ts';
import { actOnOrder, allowLookup, readOrderPage } from '../../src/server/order-link/order-link.service.ts';
import { cancelBodySchema, ORDER_LINK_ACTIONS, type OrderLinkAction } from '../../src/domain/order-link/order-view.ts';

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
    if (!match || (action !== undefined && !(ORDER_LINK_ACTIONS as readonly string[]).includes(action))) return missing();
    const allowed = action ? 'POST' : 'GET';
    if (request.method !== allowed && !(allowed === 'GET' && request.method === 'HEAD'))
      return error(405, 'method_not_allowed', 'Method not allowed', { allow: allowed });
    const sql = db();
    const budget = await allowLookup(sql, clientAddressKey(request, context));
    if (!budget.allowed)
      return error(429, 'too_many_lookups', 'Too many requests. Please wait a few minutes and try again.', {
        'retry-after': String(budget.retryAfterSeconds),
      });
    const token = match[1]!;
    if (!action) {
      const view = await readOrderPage(sql, token);
      return view ? answer(view) : missing();
    }
    const reason = action === 'cancel' ? await readReason(request) : '';
    if (reason === undefined) return error(422, 'invalid_reason', 'The reason is too long (300 characters at most).');
    const outcome = await actOnOrder(sql, token, action as OrderLinkAction, reason);
    if (outcome.kind === 'missing') return missing();
    if (outcome.kind === 'refused')
      return answer({ error: { code: 'not_open', message: 'This order has moved on: see its status.' }, order: outcome.view }, 409);
    return answer(outcome.view);
  }),
  { deadline: 'read' },
);

/** The cancel's optional reason: '' without a body, undefined when it is not a reason. */
async function readReason(request: Request): Promise<string | undefined> {
  const body = await readBodyCapped(request, SMALL_BODY);
  if (!body.ok) return undefined;
  if (!body.text.trim()) return '';
  let json: unknown;
  try {
    json = JSON.parse(body.text);
  } catch {
    return undefined;
  }
  const parsed = cancelBodySchema.safeParse(json);
  return parsed.success ? parsed.data.reason : undefined;
}

export const config: Config = { path: ['/api/order-link/:token', '/api/order-link/:token/:action'], method: ['GET', 'POST'] };
