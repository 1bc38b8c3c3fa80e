// Yalidine's webhook: GET ?subscribe&crc_token=X is its challenge (answered {"crc_token": X}, 200);
// POST is a batch of events signed with X-YALIDINE-SIGNATURE (hex HMAC-SHA256 of the raw body), checked
// before anything is read, then applied to the orders (receiveYalidineWebhook). Answered at once: a
// batch is a few rows written; Yalidine retries anything but a 200 (docs/carrier-apis.md, "Webhooks").
import type { Config } from '@netlify/functions';
import { handle } from '../../src/server/http/handle.ts';
import { readBodyCapped } from '../../src/server/http/read-body.ts';
import { db } from '../../src/server/db/client.ts';
import { YALIDINE_SIGNATURE_HEADER, yalidineChallenge } from '../../src/domain/carriers/yalidine-webhook.ts';
import { receiveYalidineWebhook } from '../../src/server/carriers/outcomes/yalidine-webhook.service.ts';

const BODY_LIMIT = 1024 * 1024;
const answer = (status: number, body: unknown) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } });

export default handle(async (request: Request, context?: { requestId?: string }): Promise<Response> => {
  if (request.method === 'GET') {
    const challenge = yalidineChallenge(new URL(request.url));
    return challenge ? answer(200, challenge) : answer(400, { error: 'A GET is Yalidine’s challenge: ?subscribe&crc_token=…' });
  }
  if (request.method !== 'POST') return answer(405, { error: 'Method not allowed' });
  const body = await readBodyCapped(request, BODY_LIMIT);
  if (!body.ok) return answer(body.reason === 'too_large' ? 413 : 400, { error: 'The body could not be read.' });
  try {
    const result = await receiveYalidineWebhook(db(), body.text, request.headers.get(YALIDINE_SIGNATURE_HEADER));
    if (!result.ok) return answer(result.status, { error: result.message });
    return answer(200, { applied: result.applied, skipped: result.skipped, ignored: result.ignored });
  } catch (error) {
    // Not a 200: Yalidine delivers the batch again later (7 attempts over a day).
    console.error(`[carrier-webhook-yalidine] request ${context?.requestId ?? '-'} failed:`, (error as Error).message);
    return answer(500, { error: 'The events could not be applied now.' });
  }
});

export const config: Config = { path: '/api/carriers/yalidine/webhook', method: ['GET', 'POST'] };
