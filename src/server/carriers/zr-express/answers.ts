// ZR Express's answers, read at the boundary (ZR-SW's schemas, ZR-AUDIT's live observations; the
// fields beyond them are ignored). Ids are UUIDs; a parcel has no tracking number until ZR gives it one.
import * as z from 'zod/mini';

const text = z.optional(z.nullable(z.string()));

/** A search answer: `{items, totalPages, …}`. */
export const pageSchema = <T extends z.ZodMiniType>(row: T) =>
  z.object({ items: z.array(row), totalPages: z.optional(z.nullable(z.number())) });

export const territoryRow = z.object({
  id: z.string(),
  code: z.optional(z.nullable(z.union([z.string(), z.number()]))),
  name: z.string(),
  level: z.string(),
  parentId: text,
});
export type TerritoryRow = z.output<typeof territoryRow>;

export const hubRow = z.object({
  id: z.string(),
  name: z.string(),
  isPickupPoint: z.optional(z.nullable(z.boolean())),
  address: z.optional(z.nullable(z.object({ cityTerritoryId: text, districtTerritoryId: text }))),
});
export type HubRow = z.output<typeof hubRow>;

export const createdId = z.object({ id: z.string().check(z.minLength(1)) });

export const parcelRow = z.object({
  id: z.string(),
  trackingNumber: text,
  externalId: text,
  state: z.object({ name: z.string(), description: text }),
  situation: z.optional(z.nullable(z.object({ name: text, description: text }))),
  isReturn: z.optional(z.nullable(z.boolean())),
  deliveredAt: text,
  returnedAt: text,
});
export type ParcelRow = z.output<typeof parcelRow>;

/** A state-history row (shape unconfirmed: only its date is read). */
export const historyRow = z.object({ createdAt: text });

export const labelsAnswer = z.object({
  parcelLabelFiles: z.array(z.object({ trackingNumber: z.string(), fileUrl: z.string() })),
  failedTrackingNumbers: z.optional(z.nullable(z.array(z.string()))),
});

export const bulkDeleteAnswer = z.object({
  successes: z.optional(z.array(z.object({ trackingNumber: z.string() }))),
  failures: z.optional(z.array(z.object({ trackingNumber: z.string(), errorMessage: text }))),
});

/** A refusal's own words: ProblemDetails' `errors[].description` (unconfirmed), else `detail`, else `title`. */
export function messageOf(body: unknown): string | null {
  if (typeof body === 'string') return body.trim() || null;
  if (typeof body !== 'object' || body === null) return null;
  const b = body as Record<string, unknown>;
  if (Array.isArray(b.errors)) {
    const words = b.errors
      .map((e) => (typeof e === 'object' && e !== null ? (e as Record<string, unknown>).description : e))
      .filter((d): d is string => typeof d === 'string' && d.trim() !== '');
    if (words.length) return [...new Set(words)].join('; ');
  }
  for (const key of ['detail', 'title', 'message']) if (typeof b[key] === 'string' && (b[key] as string).trim()) return b[key] as string;
  return null;
}
