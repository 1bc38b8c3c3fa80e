// Yalidine's answers, read at the boundary (YAL-DOC's examples; field names confirmed by FEEEF's types).
// Only the fields the shop uses are read; ids come as numbers or strings depending on the endpoint.
import * as z from 'zod/mini';

const id = z.union([z.number(), z.string()]);
const flag = z.union([z.boolean(), z.number(), z.string()]);

/** A list answer: {has_more, total_data, data[], links}. */
export const pageSchema = <T extends z.ZodMiniType>(row: T) =>
  z.object({ has_more: z.optional(z.boolean()), total_data: z.optional(z.number()), data: z.array(row) });

/** GET /v1/wilayas/: {id, name, zone, is_deliverable} (YAL-DOC's example; only id and name are read). */
export const wilayaRow = z.object({ id, name: z.string().check(z.minLength(1)) });

export const communeRow = z.object({
  id,
  name: z.string(),
  wilaya_id: id,
  wilaya_name: z.optional(z.string()),
  is_deliverable: z.optional(flag),
});
export const centerRow = z.object({
  center_id: id,
  name: z.string(),
  // "lat,lng" (FEEEF's types); read loosely: a center list is not refused for its position's shape.
  gps: z.optional(z.unknown()),
  commune_name: z.optional(z.string()),
  wilaya_id: id,
  wilaya_name: z.optional(z.string()),
});

export const parcelRow = z.object({
  tracking: z.string(),
  order_id: z.optional(z.nullable(z.string())),
  last_status: z.optional(z.nullable(z.string())),
  date_last_status: z.optional(z.nullable(z.string())),
  label: z.optional(z.nullable(z.string())),
});
export type ParcelRow = z.output<typeof parcelRow>;

export const historyRow = z.object({
  tracking: z.string(),
  status: z.string(),
  reason: z.optional(z.nullable(z.string())),
  date_status: z.optional(z.nullable(z.string())),
});

/** One order_id's entry of a create answer, whether it succeeded or not (FEEEF types both alike). */
export const createEntry = z.object({
  success: z.optional(flag),
  order_id: z.optional(z.nullable(id)),
  tracking: z.optional(z.nullable(z.string())),
  message: z.optional(z.nullable(z.unknown())),
});
export type CreateEntry = z.output<typeof createEntry>;

/** A DELETE answer: [{tracking, deleted}] (YAL-DOC's example is written as an object of them). */
export const deleteEntry = z.object({ tracking: z.string(), deleted: flag });

export const isTrue = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true';

/** The entries of a create answer keyed by order_id, or null when the answer is not keyed that way. */
export function createEntries(body: unknown): Map<string, CreateEntry> | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const entries = new Map<string, CreateEntry>();
  for (const [key, value] of Object.entries(body)) {
    const entry = createEntry.safeParse(value);
    if (entry.success) entries.set(key, entry.data);
  }
  return entries.size ? entries : null;
}

/** A refusal's own words: {error:{message}}, {message}, or an entry's message. */
export function messageOf(body: unknown): string | null {
  if (typeof body === 'string') return body.trim() || null;
  if (typeof body !== 'object' || body === null) return null;
  const b = body as Record<string, unknown>;
  if (typeof b.message === 'string' && b.message.trim()) return b.message;
  if (typeof b.error === 'string' && b.error.trim()) return b.error;
  if (typeof b.error === 'object' && b.error !== null) return messageOf(b.error);
  return null;
}
