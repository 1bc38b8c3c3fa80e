// ZR Express's webhook, delivered through Svix: each POST is one event signed with svix-id,
// svix-timestamp and svix-signature (or their webhook-* names), checked with the saved secret before
// anything is read (receiveZrExpressWebhook), then applied to its order once. Unsigned, badly signed or
// stale: 401. Svix retries anything but a 2xx (docs/carrier-apis.md, "Webhooks").
import type { Config } from '@netlify/functions';
import { handle } from '../../src/server/http/handle.ts';
import { readBodyCapped } from '../../src/server/http/read-body.ts';
import { db } from '../../src/server/db/client.ts';
import { svixHeadersOf } from '../../src/domain/carriers/zr-express-webhook.ts';
import { receiveZrExpressWebhook } from '../../src/server/carriers/outcomes/zr-express-webhook.service.ts';

// One parcel per event: a few kilobytes; a megabyte is generous.
const BODY_LIMIT = 1024 * 1024;
const answer = (status: number, body: unknown) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } });

export default handle(async (request: Request, context?: { requestId?: string }): Promise<Response> => {
  if (request.method !== 'POST') return answer(405, { error: 'Method not allowed' });
  const body = await readBodyCapped(request, BODY_LIMIT);
  if (!body.ok) return answer(body.reason === 'too_large' ? 413 : 400, { error: 'The body could not be read.' });
  try {
    const result = await receiveZrExpressWebhook(
      db(),
      body.text,
      svixHeadersOf((name) => request.headers.get(name)),
    );
    if (!result.ok) return answer(result.status, { error: result.message });
    return answer(200, { applied: result.applied, ...(result.ignored ? { ignored: result.ignored } : {}) });
  } catch (error) {
    // Not a 2xx: Svix delivers the event again later (5 s, 5 min, 30 min, …).
    console.error(`[carrier-webhook-zr-express] request ${context?.requestId ?? '-'} failed:`, (error as Error).message);
    return answer(500, { error: 'The event could not be applied now.' });
  }
});

export const config: Config = { path: '/api/carriers/zr-express/webhook', method: ['POST'] };
