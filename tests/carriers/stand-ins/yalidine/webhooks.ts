// Yalidine's webhooks (YAL-WH), played on the test's command: the challenge (GET ?subscribe&crc_token=…,
// answered 200 with {"crc_token": …} within 10 s), then POST batches {type, events[]} of one type, signed
// X-YALIDINE-SIGNATURE = hex HMAC-SHA256(raw body, secret). Deliveries can come twice and out of
// order, as YAL-WH warns; a delivery not answered 200 is tried again (7 attempts in all, then the
// webhook is disabled). The retry delays are the test's (YAL-WH's are 5 min … 1 day).
import { createHmac, randomBytes } from 'node:crypto';
import type { WebhookEvent } from './store.ts';

export const WEBHOOK_ATTEMPTS = 7;

export type WebhookDelivery = { type: string; body: string; attempt: number; status: number | 'no answer' };

export type WebhookOptions = {
  secret: string;
  events: WebhookEvent[];
  /** Waits between attempts (6 of them); default none. */
  retryDelaysMs?: readonly number[];
  sleep?: (ms: number) => Promise<void>;
};

export const signYalidine = (body: string, secret: string) => createHmac('sha256', secret).update(body).digest('hex');

export function createWebhooks(options: WebhookOptions) {
  let subscription: { url: string; active: boolean } | null = null;
  let sentUpTo = 0;
  const deliveries: WebhookDelivery[] = [];
  const sleep = options.sleep ?? (async () => {});

  const post = async (url: string, body: string, signature: string): Promise<number | 'no answer'> => {
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-yalidine-signature': signature },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      await res.arrayBuffer();
      return res.status;
    } catch {
      return 'no answer';
    }
  };

  /** One batch, tried until it is answered 200 or the attempts run out (then the webhook is disabled). */
  const deliver = async (type: string, body: string): Promise<boolean> => {
    const target = subscription!;
    for (let attempt = 1; attempt <= WEBHOOK_ATTEMPTS; attempt++) {
      if (attempt > 1) await sleep(options.retryDelaysMs?.[attempt - 2] ?? 0);
      const status = await post(target.url, body, signYalidine(body, options.secret));
      deliveries.push({ type, body, attempt, status });
      if (status === 200) return true;
    }
    target.active = false;
    return false;
  };

  return {
    deliveries,
    get subscription() {
      return subscription;
    },

    /** The challenge Yalidine runs when a webhook is created (and edited, and now and then). */
    async subscribe(url: string): Promise<{ ok: boolean; status: number | 'no answer'; body: string }> {
      const token = randomBytes(16).toString('hex');
      const challenge = new URL(url);
      challenge.searchParams.set('subscribe', '');
      challenge.searchParams.set('crc_token', token);
      let status: number | 'no answer' = 'no answer';
      let body = '';
      try {
        const res = await fetch(challenge, { signal: AbortSignal.timeout(10_000) });
        status = res.status;
        body = await res.text();
      } catch {
        // no answer within 10 s: the webhook is not created
      }
      let echoed: unknown = null;
      try {
        echoed = (JSON.parse(body) as { crc_token?: unknown }).crc_token;
      } catch {
        echoed = null;
      }
      const ok = status === 200 && echoed === token;
      if (ok) subscription = { url, active: true };
      return { ok, status, body };
    },

    /**
     * Sends the events made since the last call, one batch per type. `reverse` sends each batch's
     * events newest first; `duplicate` delivers every batch a second time (same event ids).
     */
    async flush({ reverse = false, duplicate = false }: { reverse?: boolean; duplicate?: boolean } = {}): Promise<boolean> {
      if (!subscription?.active) throw new Error('stand-in: no active webhook (subscribe first)');
      const fresh = options.events.slice(sentUpTo);
      sentUpTo = options.events.length;
      const types = [...new Set(fresh.map((e) => e.type))];
      let allDelivered = true;
      for (const type of types) {
        const batch = fresh.filter((e) => e.type === type).map(({ event_id, occurred_at, data }) => ({ event_id, occurred_at, data }));
        if (reverse) batch.reverse();
        const body = JSON.stringify({ type, events: batch });
        for (let time = 0; time < (duplicate ? 2 : 1); time++) allDelivered = (await deliver(type, body)) && allDelivered;
      }
      return allDelivered;
    },

    /** A raw POST to the subscribed URL with a signature of the test's choosing (a forged one…). */
    async sendRaw(body: string, signature: string | null = signYalidine(body, options.secret)): Promise<number | 'no answer'> {
      if (!subscription) throw new Error('stand-in: subscribe first');
      return post(subscription.url, body, signature ?? '');
    },
  };
}
