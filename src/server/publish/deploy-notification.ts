// Netlify's deploy notification (an outgoing webhook: Project configuration → Notifications → Deploy
// notifications → HTTP POST request, event "Deploy succeeded"): the moment a production deploy is
// live, and so the admin's "Live since". Anyone can POST to the address, so the request must carry
// Netlify's signature: with a "JWS secret token" set, Netlify sends X-Webhook-Signature, a JWT signed
// with HS256 and that secret, whose claims are iss "netlify" and sha256, the hex SHA-256 of the body.
import { createHash, timingSafeEqual } from 'node:crypto';
import { jwtVerify } from 'jose';
import * as z from 'zod/mini';
import type { Sql } from '../db/client.ts';
import { readBodyCapped } from '../http/read-body.ts';
import { deployReported } from './publish-state.repo.ts';
import { requestAnotherBuild } from './publisher.ts';
import { shopEnv, type ShopEnv } from '../env.ts';

/** The variable holding the notification's "JWS secret token". */
export const DEPLOY_SECRET_VARIABLE = 'NETLIFY_DEPLOY_WEBHOOK_SECRET';
/** HS256 with a short secret can be guessed offline from one signed request. */
export const MIN_SECRET_LENGTH = 32;
/** A deploy object is a few kilobytes; anything far larger is not Netlify's. */
const MAX_BODY_BYTES = 256 * 1024;

/** The parts of Netlify's deploy object the admin needs (the body is the whole deploy, as JSON). */
const deploySchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  state: z.string(),
  context: z.optional(z.nullable(z.string())),
  created_at: z.optional(z.nullable(z.string())),
  error_message: z.optional(z.nullable(z.string())),
});

/** True when `signature` is Netlify's JWS over exactly these bytes, made with this secret. */
export async function isNetlifySignature(body: Uint8Array | string, signature: string | null, secret: string): Promise<boolean> {
  if (!signature) return false;
  try {
    const { payload } = await jwtVerify(signature, new TextEncoder().encode(secret), { issuer: 'netlify', algorithms: ['HS256'] });
    const claimed = typeof payload.sha256 === 'string' ? payload.sha256.toLowerCase() : '';
    const actual = createHash('sha256').update(body).digest('hex');
    return claimed.length === actual.length && timingSafeEqual(Buffer.from(claimed), Buffer.from(actual));
  } catch {
    return false; // malformed, another algorithm, another secret, another issuer, expired
  }
}

const answer = (status: number, body: Record<string, unknown>) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } });
const refusal = (status: number, code: string, message: string) => answer(status, { error: { code, message } });

export async function receiveDeployNotification(sql: Sql, request: Request, env: ShopEnv = shopEnv()): Promise<Response> {
  const secret = env[DEPLOY_SECRET_VARIABLE]?.trim() ?? '';
  if (secret.length < MIN_SECRET_LENGTH) {
    // Not set up: nothing can be checked, so nothing is believed.
    return refusal(
      503,
      'not_configured',
      `${DEPLOY_SECRET_VARIABLE} is not set (or shorter than ${MIN_SECRET_LENGTH} characters): set it to the notification's JWS secret token (docs/deploy.md).`,
    );
  }
  const body = await readBodyCapped(request, MAX_BODY_BYTES);
  if (!body.ok)
    return body.reason === 'too_large'
      ? refusal(413, 'body_too_large', 'The notification is too large.')
      : refusal(400, 'invalid_json', 'The notification is not UTF-8 JSON.');
  if (!(await isNetlifySignature(body.text, request.headers.get('x-webhook-signature'), secret))) {
    return refusal(
      401,
      'bad_signature',
      "The X-Webhook-Signature header is missing or is not Netlify's signature of this body with the configured secret.",
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(body.text);
  } catch {
    return refusal(400, 'invalid_json', 'The notification is not JSON.');
  }
  const parsed = deploySchema.safeParse(json);
  if (!parsed.success) return refusal(422, 'invalid', 'The notification is not a Netlify deploy (id and state are needed).');
  const deploy = parsed.data;
  // Deploy previews and branch deploys are not what shoppers see.
  if (deploy.context !== 'production') return answer(202, { ignored: 'not a production deploy' });
  const createdAt = deploy.created_at && !Number.isNaN(Date.parse(deploy.created_at)) ? new Date(deploy.created_at) : null;
  if (deploy.state === 'ready') {
    const next = await deployReported(sql, { id: deploy.id, createdAt, outcome: { ok: true } });
    // The owner pressed Publish while this deploy was building: the build that covers it now.
    if (next === 'request') await requestAnotherBuild(sql, env);
    return answer(200, { live: true, deployId: deploy.id });
  }
  if (deploy.state === 'error') {
    await deployReported(sql, {
      id: deploy.id,
      createdAt,
      outcome: { ok: false, error: deploy.error_message?.trim() || 'Netlify reported the deploy as failed (see its deploy log).' },
    });
    return answer(200, { live: false, deployId: deploy.id });
  }
  return answer(202, { ignored: `state ${deploy.state}` });
}
