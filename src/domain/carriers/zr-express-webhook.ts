// ZR Express's webhook (docs/carrier-apis.md, "Webhooks"): deliveries come through Svix, signed with
// `svix-id`, `svix-timestamp` (unix seconds) and `svix-signature`, a space-separated list of
// "v1,<base64>" where the base64 is HMAC-SHA256(key, "{id}.{timestamp}.{raw body}") and the key the
// base64-decoding of the endpoint's secret after "whsec_" (SVIX "how-manual"). The `webhook-*` names
// are accepted too. A timestamp more than 5 minutes from now is refused (a replay). The svix-id stays
// the same on a redelivery: it is the report's eventId, so the database applies it once.
// **The payload shape is unconfirmed** (ZR-AUDIT §5): read as `{type, timestamp, data}` with `data` the
// parcel as `GET /parcels/{id}` answers it (DZC reads `data.trackingNumber` and `data.state.name`);
// anything else is ignored with a reason. Pure: Web Crypto only; verify() compares in constant time.
import * as z from 'zod/mini';
import type { ParcelReport } from './outcomes.ts';
import { zrOutcome } from './zr-express-statuses.ts';

export const SVIX_TOLERANCE_SECONDS = 5 * 60;

export type SvixHeaders = { id: string; timestamp: string; signature: string };

/** The three headers, `svix-*` or else `webhook-*`; null when one is missing. */
export function svixHeadersOf(get: (name: string) => string | null | undefined): SvixHeaders | null {
  for (const prefix of ['svix', 'webhook']) {
    const id = get(`${prefix}-id`)?.trim();
    const timestamp = get(`${prefix}-timestamp`)?.trim();
    const signature = get(`${prefix}-signature`)?.trim();
    if (id && timestamp && signature) return { id, timestamp, signature };
  }
  return null;
}

export type SvixVerdict = { ok: true } | { ok: false; why: 'missing' | 'stale' | 'signature' | 'secret' };

const encoder = new TextEncoder();

function fromBase64(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    const binary = atob(text);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

/** Whether a delivery is signed with `secret` ("whsec_…") and fresh at `now`. The body must be the bytes as received. */
export async function verifyZrExpressWebhook(
  rawBody: string | Uint8Array,
  headers: SvixHeaders | null,
  secret: string,
  now: Date,
): Promise<SvixVerdict> {
  if (!headers) return { ok: false, why: 'missing' };
  const key = secret.startsWith('whsec_') ? fromBase64(secret.slice('whsec_'.length)) : null;
  if (!key || key.length === 0) return { ok: false, why: 'secret' };
  if (!/^\d{1,12}$/.test(headers.timestamp)) return { ok: false, why: 'stale' };
  if (Math.abs(now.getTime() / 1000 - Number(headers.timestamp)) > SVIX_TOLERANCE_SECONDS) return { ok: false, why: 'stale' };
  const body = typeof rawBody === 'string' ? rawBody : new TextDecoder().decode(rawBody);
  const signed = encoder.encode(`${headers.id}.${headers.timestamp}.${body}`);
  const hmac = await crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
  for (const entry of headers.signature.split(' ')) {
    const [version, value] = entry.split(',', 2);
    if (version !== 'v1' || !value) continue;
    const mac = fromBase64(value);
    if (mac && mac.length === 32 && (await crypto.subtle.verify('HMAC', hmac, mac, signed))) return { ok: true };
  }
  return { ok: false, why: 'signature' };
}

const textish = z.optional(z.nullable(z.string()));
// The state as an object ({name, description}, as GET /parcels/{id} shows it) or, defensively, a bare slug.
const stateSchema = z.union([z.object({ name: z.string(), description: textish }), z.string()]);
const parcelSchema = z.object({
  trackingNumber: textish,
  state: stateSchema,
  situation: z.optional(z.nullable(z.object({ name: textish, description: textish }))),
  isReturn: z.optional(z.nullable(z.boolean())),
  deliveredAt: textish,
  returnedAt: textish,
});
const deliverySchema = z.object({ type: z.string(), timestamp: z.optional(z.unknown()), data: z.unknown() });

/** The event types that say something of a parcel's outcome (ZR-AUDIT BUG-6: subscribe to all three). */
export const ZR_WEBHOOK_EVENT_TYPES = ['parcel.state.updated', 'parcel.state.situation.created', 'parcel.isReturn.updated'] as const;

/**
 * A signed delivery read as one report (its eventId the svix-id), or as nothing and why. Since no source
 * shows the payload (ZR-AUDIT §5), a body of another shape is never an error: the caller logs `why`,
 * answers 200 (a refusal would only make Svix send it again for days) and changes nothing.
 */
export type ParsedZrWebhook = { report: ParcelReport; type: string } | { report: null; type: string | null; why: string };

/** `data` itself, or defensively `data.parcel`, as the parcel. */
const parcelIn = (data: unknown) => {
  const direct = parcelSchema.safeParse(data);
  if (direct.success) return direct.data;
  const nested = data && typeof data === 'object' ? parcelSchema.safeParse((data as { parcel?: unknown }).parcel) : null;
  return nested?.success ? nested.data : null;
};

export function parseZrExpressWebhook(rawBody: string, eventId: string, receivedAt: Date): ParsedZrWebhook {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return { report: null, type: null, why: 'a body that is not JSON' };
  }
  const delivery = deliverySchema.safeParse(json);
  if (!delivery.success) return { report: null, type: null, why: 'a body of an unknown shape (no {type, data})' };
  const { type, timestamp, data } = delivery.data;
  if (!(ZR_WEBHOOK_EVENT_TYPES as readonly string[]).includes(type))
    return { report: null, type, why: `an event of type ${type.slice(0, 60)}` };
  const parcel = parcelIn(data);
  if (!parcel) return { report: null, type, why: 'no parcel state in the event' };
  const tracking = parcel.trackingNumber?.trim();
  // A parcel ZR has not numbered yet: the shop knows it by nothing else; the next poll catches it.
  if (!tracking) return { report: null, type, why: 'no tracking number in the event' };
  const state = typeof parcel.state === 'string' ? { name: parcel.state } : parcel.state;
  if (!state.name.trim()) return { report: null, type, why: 'an empty state in the event' };
  const sent = typeof timestamp === 'string' ? new Date(timestamp) : null;
  const at = sent && !Number.isNaN(sent.getTime()) ? sent.toISOString() : receivedAt.toISOString();
  // A state no source documents is 'other' (zrOutcome), in ZR's own word: told on the order, never guessed.
  return { type, report: { tracking, ...zrOutcome({ ...parcel, state }), at, eventId } };
}
