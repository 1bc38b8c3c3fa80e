// Posts one message to the owner's chat webhook (ORDER_WEBHOOK_URL, Discord-style). Bounded: a slow
// webhook is given 10 s, so it never holds a drain past its budget. 10 s and not less: a webhook that
// takes the message and answers late has still posted it, and a message given up on too early was
// sent again (a webhook answering in 3-4 s got every order twice under the old 3 s).
// What a failure says about the message is part of the error: refused (not posted, safe to send again
// soon) or unknown (the whole request went out and no answer came: it may have been posted). An
// unknown one's answer is still listened for, LATE_ANSWER_MS more, in case it comes after all.
//
// node:http(s) with a keep-alive agent rather than fetch: every order sends one of these, and during a
// drop fetch's extra layers (web streams, Request/Response objects) cost the order function about a
// tenth of its CPU (measured with --cpu-prof in npm run bench:orders).
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { shopEnv } from '../env.ts';

export const WEBHOOK_TIMEOUT_MS = 10_000;
/** How long the answer to a request that outlived its timeout is still waited for (the caller has moved on). */
export const LATE_ANSWER_MS = 60_000;

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

/**
 * The whole request was sent and no answer came (too slow, or the connection dropped after it): the
 * webhook may have posted the message. Sending it again soon would likely tell the owner twice.
 */
export class WebhookOutcomeUnknown extends Error {
  /** True if the webhook answers 2xx after all (within LATE_ANSWER_MS): the message was posted. */
  readonly lateAnswer: Promise<boolean>;
  constructor(reason: string, lateAnswer: Promise<boolean> = Promise.resolve(false)) {
    super(reason);
    this.name = 'WebhookOutcomeUnknown';
    this.lateAnswer = lateAnswer;
  }
}

export function postToWebhook(url: string, body: unknown, timeoutMs = WEBHOOK_TIMEOUT_MS): Promise<void> {
  const target = new URL(url);
  const secure = target.protocol === 'https:';
  if (!secure && target.protocol !== 'http:') return Promise.reject(new Error(`webhook URL must be http(s): ${target.protocol}`));
  const payload = Buffer.from(JSON.stringify(body));
  return new Promise<void>((resolve, reject) => {
    const send = secure ? httpsRequest : httpRequest;
    // Set once the request has gone out whole: a failure after that leaves the outcome unknown.
    let sent = false;
    // Set once the caller has been told the outcome is unknown: what comes later goes to it.
    let late: ((posted: boolean) => void) | undefined;
    const req = send(
      target,
      {
        method: 'POST',
        agent: secure ? agents.https : agents.http,
        headers: { 'content-type': 'application/json', 'content-length': payload.length },
      },
      (response: IncomingMessage) => {
        // The status says what became of the message; the body is read (and dropped) only so that
        // the connection goes back to the agent.
        clearTimeout(timer);
        response.resume();
        response.once('error', () => {});
        const status = response.statusCode ?? 0;
        if (late) late(status >= 200 && status < 300);
        else if (status >= 200 && status < 300) resolve();
        else if (status === 429) reject(new WebhookRateLimited(retryAfterSeconds(response.headers['retry-after'])));
        else reject(new Error(`Discord API error: ${status}`));
      },
    );
    let timer = setTimeout(() => {
      // Not even sent whole (a connection that never opened, or one still waited for while the
      // agent's sockets are busy): not posted. Said now: a request still queued for a socket would
      // hear of its destroy only once it got one.
      if (!sent) {
        reject(new Error(`webhook not reached within ${timeoutMs / 1000} s (the message was not sent)`));
        return void req.destroy();
      }
      reject(new WebhookOutcomeUnknown(`webhook did not answer within ${timeoutMs / 1000} s`, new Promise((settle) => (late = settle))));
      // unref: a late answer is worth a listen, not worth keeping a finished process alive for.
      timer = setTimeout(() => req.destroy(), LATE_ANSWER_MS).unref();
    }, timeoutMs);
    req.once('finish', () => (sent = true));
    req.once('error', (error) => {
      clearTimeout(timer);
      if (late) late(false);
      else if (!sent) reject(error);
      else reject(new WebhookOutcomeUnknown(`${error.message} after the message was sent`));
    });
    req.end(payload);
  });
}
