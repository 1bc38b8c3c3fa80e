// Yalidine's webhook (docs/carrier-apis.md, "Webhooks"; YAL-WH): the challenge it runs before and while
// a webhook is active, the signature of each delivery, and a delivery read as the shop's parcel reports.
// Pure: Web Crypto only (the HMAC check compares in constant time, as YAL-WH asks). The function file
// and the database side use these; they apply a report once per eventId (Yalidine may deliver an event
// twice) and keep a parcel's newest report by `at` (deliveries come out of order).
import * as z from 'zod/mini';
import type { ParcelReport } from './outcomes.ts';
import { yalidineInstant, yalidineOutcome, yalidineTracking } from './yalidine-statuses.ts';

export const YALIDINE_SIGNATURE_HEADER = 'x-yalidine-signature';

/**
 * The challenge: `GET ?subscribe&crc_token=X` must be answered 200 with {"crc_token": "X"} within
 * 10 s. Null when the request is not one.
 */
export function yalidineChallenge(url: URL): { crc_token: string } | null {
  const token = url.searchParams.get('crc_token');
  return url.searchParams.has('subscribe') && token ? { crc_token: token } : null;
}

const encoder = new TextEncoder();

/**
 * Whether `signature` is hex HMAC-SHA256(raw body, secret), bare or written `sha256=<hex>` (TKW's
 * verifier, written from a real Yalidine delivery, takes both: docs/carrier-apis.md, "Webhooks"). The
 * body must be the bytes as received (re-serialised JSON would not match). A missing, empty or
 * malformed signature is false.
 */
export async function verifyYalidineSignature(
  rawBody: string | Uint8Array,
  signature: string | null | undefined,
  secret: string,
): Promise<boolean> {
  if (!secret || !signature) return false;
  const hex = signature.trim().replace(/^sha256=/i, '');
  if (!/^[0-9a-fA-F]{64}$/.test(hex)) return false;
  const mac = new Uint8Array(32);
  for (let i = 0; i < 32; i++) mac[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
  const body = typeof rawBody === 'string' ? encoder.encode(rawBody) : new Uint8Array(rawBody);
  // verify() recomputes the MAC and compares it in constant time.
  return crypto.subtle.verify('HMAC', key, mac, body);
}

// The shape of `data` is confirmed only for tracking and status (YAL-WH's example; DZC also reads
// reason); the rest is ignored.
const eventSchema = z.object({
  event_id: z.union([z.string().check(z.minLength(1)), z.number()]),
  occurred_at: z.optional(z.unknown()),
  data: z.optional(z.record(z.string(), z.unknown())),
});
const batchSchema = z.object({ type: z.string(), events: z.array(z.unknown()) });

/** An event that gives the order nothing to record, and why (the function may log it). */
export type IgnoredEvent = { eventId: string | null; why: string };

export type YalidineWebhookBatch = {
  type: string;
  /** Oldest first (by `at`), one per event id. */
  reports: ParcelReport[];
  ignored: IgnoredEvent[];
};

export type ParsedWebhook = { ok: true; batch: YalidineWebhookBatch } | { ok: false; error: string };

/** A verified delivery's body read as parcel reports. */
export function parseYalidineWebhook(rawBody: string, receivedAt: Date = new Date()): ParsedWebhook {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return { ok: false, error: 'The body is not JSON.' };
  }
  const batch = batchSchema.safeParse(json);
  if (!batch.success) return { ok: false, error: 'The body is not a Yalidine webhook batch ({type, events[]}).' };
  const { type, events } = batch.data;
  const reports: ParcelReport[] = [];
  const ignored: IgnoredEvent[] = [];
  const seen = new Set<string>();
  for (const raw of events) {
    const event = eventSchema.safeParse(raw);
    if (!event.success) {
      ignored.push({ eventId: null, why: 'an event without an event_id' });
      continue;
    }
    const eventId = String(event.data.event_id);
    if (seen.has(eventId)) continue; // the same event twice in one delivery: once
    seen.add(eventId);
    const report = reportOf(type, eventId, event.data.occurred_at, event.data.data ?? {}, receivedAt);
    if ('why' in report) ignored.push({ eventId, why: report.why });
    else reports.push(report);
  }
  reports.sort((a, b) => a.at.localeCompare(b.at));
  return { ok: true, batch: { type, reports, ignored } };
}

function reportOf(
  type: string,
  eventId: string,
  occurredAt: unknown,
  data: Record<string, unknown>,
  receivedAt: Date,
): ParcelReport | { why: string } {
  const tracking = typeof data.tracking === 'string' && data.tracking.trim() ? yalidineTracking(data.tracking) : null;
  if (!tracking) return { why: 'no tracking in the event' };
  const at = yalidineInstant(occurredAt) ?? yalidineInstant(data.date_status) ?? receivedAt.toISOString();
  const reason = typeof data.reason === 'string' && data.reason.trim() ? data.reason.trim() : undefined;
  switch (type) {
    case 'parcel_status_updated':
    case 'parcel_created': {
      const status =
        typeof data.status === 'string' ? data.status.trim() : typeof data.last_status === 'string' ? data.last_status.trim() : '';
      if (!status)
        return type === 'parcel_created'
          ? { tracking, outcome: 'created', carrierStatus: 'parcel_created', at, eventId }
          : { why: 'no status in the event' };
      const outcome = yalidineOutcome(status);
      if (!outcome) return { why: `a status Yalidine does not document: "${status.slice(0, 60)}"` };
      return { tracking, outcome, carrierStatus: status, at, eventId, ...(reason ? { reason } : {}) };
    }
    case 'parcel_deleted':
      // Deleted at Yalidine: only possible while "En préparation", so before any pickup.
      return { tracking, outcome: 'cancelled', carrierStatus: 'parcel_deleted', at, eventId };
    default:
      // parcel_edited, parcel_payment_updated: nothing for the order's outcome.
      return { why: `an event of type ${type.slice(0, 40)}` };
  }
}
