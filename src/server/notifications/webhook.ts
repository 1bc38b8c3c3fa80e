// Posts one message to the owner's chat webhook (ORDER_WEBHOOK_URL, Discord-style). Bounded: a slow
// webhook is abandoned after 3 s, so it can never hold an order or a drain for long.
//
// node:http(s) with a keep-alive agent rather than fetch: every order sends one of these, and during a
// drop fetch's extra layers (web streams, Request/Response objects) cost the order function about a
// tenth of its CPU (measured with --cpu-prof in npm run bench:orders).
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { shopEnv } from '../env.ts';

export const WEBHOOK_TIMEOUT_MS = 3000;

export const webhookUrl = (): string | undefined => shopEnv().ORDER_WEBHOOK_URL?.trim() || undefined;

const agents = { http: new HttpAgent({ keepAlive: true, maxSockets: 16 }), https: new HttpsAgent({ keepAlive: true, maxSockets: 16 }) };

/** Discord's 429: the webhook takes nothing more for `retryAfterSeconds` (its Retry-After header). */
export class WebhookRateLimited extends Error {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super('Discord API error: 429');
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Seconds from a Retry-After header (Discord sends seconds, possibly with decimals); 5 when missing. */
export function retryAfterSeconds(header: string | string[] | undefined): number {
  const seconds = Number(Array.isArray(header) ? header[0] : header);
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(3600, Math.ceil(seconds)) : 5;
}

class WebhookTimeout extends Error {
  constructor() {
    super('webhook timed out');
    this.name = 'TimeoutError';
  }
}

export function postToWebhook(url: string, body: unknown, timeoutMs = WEBHOOK_TIMEOUT_MS): Promise<void> {
  const target = new URL(url);
  const secure = target.protocol === 'https:';
  if (!secure && target.protocol !== 'http:') return Promise.reject(new Error(`webhook URL must be http(s): ${target.protocol}`));
  const payload = Buffer.from(JSON.stringify(body));
  return new Promise<void>((resolve, reject) => {
    const send = secure ? httpsRequest : httpRequest;
    const req = send(
      target,
      {
        method: 'POST',
        agent: secure ? agents.https : agents.http,
        headers: { 'content-type': 'application/json', 'content-length': payload.length },
      },
      (response: IncomingMessage) => {
        // Read (and drop) the body so the connection goes back to the agent.
        response.resume();
        response.once('end', () => {
          clearTimeout(timer);
          const status = response.statusCode ?? 0;
          if (status >= 200 && status < 300) resolve();
          else if (status === 429) reject(new WebhookRateLimited(retryAfterSeconds(response.headers['retry-after'])));
          else reject(new Error(`Discord API error: ${status}`));
        });
        response.once('error', reject);
      },
    );
    const timer = setTimeout(() => req.destroy(new WebhookTimeout()), timeoutMs);
    req.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    req.end(payload);
  });
}
