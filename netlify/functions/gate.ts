// POST /api/gate {password}: checks the site password against its stored hash. Right: 200 and the
// signed unlock cookie (a session cookie). Wrong: 401 with the seconds to wait, if any. Throttled:
// 429 with Retry-After. Protection off: 404, there is nothing to unlock.
// Reads top to bottom: method, size, JSON, fields, verifyGatePassword, answer.
import type { Config, Context } from '@netlify/functions';
import { randomUUID } from 'node:crypto';
import { GATE_BODY_LIMIT, GATE_MESSAGES, type GateErrorCode } from '../../src/domain/gate/gate-answer.ts';
import { gateAttemptSchema } from '../../src/domain/gate/gate-request.ts';
import { unlockCookieHeader } from '../../src/domain/gate/unlock-cookie.ts';
import { readBodyCapped } from '../../src/server/http/read-body.ts';
import { verifyGatePassword } from '../../src/server/gate/verify-gate-password.ts';
import { handle } from '../../src/server/http/handle.ts';
import { releasingConnection } from '../../src/server/db/release.ts';
import { fill } from '../../src/i18n/messages.ts';

type GateContext = Pick<Context, 'ip' | 'requestId'>;

const NO_STORE = { 'cache-control': 'no-store' };

function fail(
  status: number,
  code: GateErrorCode,
  message: string,
  retryAfterSeconds?: number,
  headers: Record<string, string> = {},
): Response {
  const error = retryAfterSeconds === undefined ? { code, message } : { code, message, retryAfterSeconds };
  const retry: Record<string, string> = retryAfterSeconds ? { 'retry-after': String(retryAfterSeconds) } : {};
  return Response.json({ error }, { status, headers: { ...NO_STORE, ...retry, ...headers } });
}

export default handle(
  releasingConnection(async (request: Request, context?: Partial<GateContext>): Promise<Response> => {
    if (request.method !== 'POST') return fail(405, 'method_not_allowed', 'Method not allowed', undefined, { allow: 'POST' });
    const body = await readBodyCapped(request, GATE_BODY_LIMIT);
    if (!body.ok && body.reason === 'too_large') return fail(413, 'payload_too_large', 'The request is too large.');
    let json: unknown;
    try {
      if (!body.ok) throw new Error(body.reason);
      json = JSON.parse(body.text);
    } catch {
      return fail(400, 'invalid_request', 'The request body must be JSON: {"password": "..."}.');
    }
    const parsed = gateAttemptSchema.safeParse(json);
    if (!parsed.success) return fail(422, 'invalid_request', 'Enter password');

    try {
      const check = await verifyGatePassword({ password: parsed.data.password, ip: context?.ip ?? '' });
      if (check.kind === 'off') return fail(404, 'not_found', 'Not found');
      if (check.kind === 'unlocked') {
        return Response.json({ ok: true }, { headers: { ...NO_STORE, 'set-cookie': unlockCookieHeader(check.token) } });
      }
      if (check.kind === 'locked') {
        return fail(429, 'too_many_attempts', fill(GATE_MESSAGES.too_many_attempts, { n: check.waitSeconds }), check.waitSeconds);
      }
      return fail(401, 'invalid_password', GATE_MESSAGES.invalid_password, check.waitSeconds);
    } catch (error) {
      const requestId = context?.requestId ?? randomUUID();
      console.error(`[gate] request ${requestId} failed:`, error);
      return fail(500, 'server_error', GATE_MESSAGES.server_error);
    }
  }),
  { deadline: 'read' },
);

export const config: Config = { path: '/api/gate', method: ['POST'] };
