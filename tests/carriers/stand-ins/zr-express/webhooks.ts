// ZR's webhooks, delivered through Svix (docs/carrier-apis.md "Webhooks"; SVIX "how-manual"): endpoints
// registered by API (`POST /webhooks/endpoints` → `{id: "ep_…"}`, `GET …/{id}/secret` → `{secret:
// "whsec_…"}`), each delivery POSTed with `svix-id`, `svix-timestamp` (unix seconds) and
// `svix-signature` = "v1,<base64 HMAC-SHA256(key, `${id}.${timestamp}.${body}`)>", the key being the
// base64-decoded part of the secret after "whsec_". A redelivery keeps its svix-id.
// **The payload is the stand-in's guess** (ZR-AUDIT §5 found it undocumented): `{type, timestamp, data}`
// with `data` the parcel as `GET /parcels/{id}` answers it (DZC reads `data.trackingNumber` and
// `data.state.name`, which this shape has).
import { createHmac, randomBytes } from 'node:crypto';
import type { ZrEvent } from './store.ts';

export type Endpoint = { id: string; url: string; eventTypes: string[]; secret: string };
export type Delivery = { msgId: string; type: string; status: number | 'no answer' };

/** The Svix signature header of a body. */
export function signSvix(secret: string, msgId: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${msgId}.${timestamp}.${body}`).digest('base64')}`;
}

export function createWebhooks(events: ZrEvent[], now: () => number) {
  const endpoints = new Map<string, Endpoint>();
  const deliveries: Delivery[] = [];
  let sentUpTo = 0;
  let msgNumber = 0;

  const post = async (url: string, body: string, headers: Record<string, string>): Promise<number | 'no answer'> => {
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
        signal: AbortSignal.timeout(15_000),
      });
      await res.arrayBuffer();
      return res.status;
    } catch {
      return 'no answer';
    }
  };

  const svixHeaders = (secret: string, msgId: string, timestamp: number, body: string, prefix: 'svix' | 'webhook') => ({
    [`${prefix}-id`]: msgId,
    [`${prefix}-timestamp`]: String(timestamp),
    [`${prefix}-signature`]: signSvix(secret, msgId, timestamp, body),
  });

  return {
    endpoints,
    deliveries,

    register(body: Record<string, unknown>): Endpoint | null {
      if (typeof body.url !== 'string' || !/^https?:\/\//.test(body.url)) return null;
      const eventTypes = Array.isArray(body.eventTypes) ? body.eventTypes.map(String) : [];
      const endpoint = {
        id: `ep_${randomBytes(12).toString('hex')}`,
        url: body.url,
        eventTypes,
        secret: `whsec_${randomBytes(24).toString('base64')}`,
      };
      endpoints.set(endpoint.id, endpoint);
      return endpoint;
    },

    /**
     * Sends the events made since the last call to every endpoint subscribed to their type.
     * `duplicate` sends each message twice (same svix-id, as a Svix retry does); `aliases` signs with
     * the `webhook-*` header names; `ageSeconds` dates the timestamp that far back (a stale delivery).
     */
    async flush(options: { duplicate?: boolean; aliases?: boolean; ageSeconds?: number } = {}): Promise<Delivery[]> {
      const fresh = events.slice(sentUpTo);
      sentUpTo = events.length;
      const sent: Delivery[] = [];
      for (const event of fresh) {
        const msgId = `msg_${String(++msgNumber).padStart(6, '0')}${randomBytes(6).toString('hex')}`;
        const timestamp = Math.floor(now() / 1000) - (options.ageSeconds ?? 0);
        const body = JSON.stringify({ type: event.type, timestamp: new Date(timestamp * 1000).toISOString(), data: event.data });
        for (const endpoint of endpoints.values()) {
          if (endpoint.eventTypes.length && !endpoint.eventTypes.includes(event.type)) continue;
          for (let time = 0; time < (options.duplicate ? 2 : 1); time++) {
            const headers = svixHeaders(endpoint.secret, msgId, timestamp, body, options.aliases ? 'webhook' : 'svix');
            const delivery = { msgId, type: event.type, status: await post(endpoint.url, body, headers) };
            deliveries.push(delivery);
            sent.push(delivery);
          }
        }
      }
      return sent;
    },

    /** A raw POST to an endpoint with headers of the test's choosing (a forged signature…). */
    sendRaw: (endpointId: string, body: string, headers: Record<string, string>) => post(endpoints.get(endpointId)!.url, body, headers),
  };
}
