// The tracking numbers the owner pastes from the carrier's answer to an import: one per order, kept
// with the carrier's name; null clears one. All or nothing, with the old and new value in the audit.
import type { Sql } from '../db/client.ts';
import { recordAudit } from '../admin/audit.repo.ts';
import type { TrackingBody } from '../../domain/admin-orders/carrier-export.ts';

export type TrackingResult =
  { ok: true; saved: { number: number; trackingNumber: string | null; carrier: string | null }[] } | { ok: false; missing: number[] };

export async function saveTrackingNumbers(sql: Sql, body: TrackingBody, adminEmail: string): Promise<TrackingResult> {
  return sql.begin(async (tx) => {
    const numbers = body.entries.map((e) => e.number);
    const before = await tx<{ number: number; tracking_number: string | null; carrier: string | null }[]>`
      select number, tracking_number, carrier from orders where number = any(${numbers}::int[]) for update`;
    const found = new Map(before.map((r) => [r.number, r]));
    const missing = numbers.filter((n) => !found.has(n));
    if (missing.length) return { ok: false as const, missing };
    const saved = body.entries.map((e) => ({
      number: e.number,
      trackingNumber: e.trackingNumber,
      carrier: e.trackingNumber === null ? null : body.carrier,
    }));
    await tx`
      update orders o set tracking_number = t.tracking, carrier = t.carrier
      from (select unnest(${numbers}::int[]) as number, unnest(${saved.map((s) => s.trackingNumber)}::text[]) as tracking,
                   unnest(${saved.map((s) => s.carrier)}::text[]) as carrier) t
      where o.number = t.number`;
    for (const s of saved) {
      const old = found.get(s.number)!;
      if (old.tracking_number === s.trackingNumber && old.carrier === s.carrier) continue;
      await recordAudit(tx, {
        email: adminEmail,
        action: 'orders.tracking',
        subject: `#${s.number}`,
        oldValue: { trackingNumber: old.tracking_number, carrier: old.carrier },
        newValue: { trackingNumber: s.trackingNumber, carrier: s.carrier },
      });
    }
    return { ok: true as const, saved };
  });
}
