// The tracking numbers the owner pastes from the carrier's answer to an import: one per order, kept
// with the carrier's name; null clears one. An order whose parcel was sent through a carrier's API keeps
// that parcel's number (the shopper's page and the owner's message read it): its line is refused with
// why, the others are applied. Every change in one transaction, with the old and new value in the audit.
import type { Sql } from '../db/client.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import type { TrackingBody } from '../../domain/admin-orders/carrier-export.ts';
import type { CarrierPlatform } from '../../domain/carriers/platforms.ts';
import { CARRIER_BY } from '../../domain/carriers/outcome-moves.ts';
import { liveParcelsOf } from './live-parcels.repo.ts';

type Saved = { number: number; trackingNumber: string | null; carrier: string | null };
/** A line not applied: the order's live parcel at `platform` (its tracking once the carrier gave one). */
export type TrackingRefusal = { number: number; code: 'has_parcel'; platform: CarrierPlatform; tracking: string | null; message: string };

export type TrackingResult = { ok: true; saved: Saved[]; refused: TrackingRefusal[] } | { ok: false; missing: number[] };

export async function saveTrackingNumbers(sql: Sql, body: TrackingBody, adminEmail: string): Promise<TrackingResult> {
  return sql.begin(async (tx) => {
    const numbers = body.entries.map((e) => e.number);
    const before = await tx<{ number: number; tracking_number: string | null; carrier: string | null }[]>`
      select number, tracking_number, carrier from orders where number = any(${numbers}::int[]) for update`;
    const found = new Map(before.map((r) => [r.number, r]));
    const missing = numbers.filter((n) => !found.has(n));
    if (missing.length) return { ok: false as const, missing };
    // Read under the orders' row locks, which a Send to the carrier takes before it reserves a parcel.
    const live = await liveParcelsOf(tx, numbers);
    const refused = body.entries.flatMap((e): TrackingRefusal[] => {
      const parcel = live.get(e.number);
      if (!parcel) return [];
      const held = parcel.tracking ? ` (${parcel.tracking})` : '';
      return [
        {
          number: e.number,
          code: 'has_parcel',
          platform: parcel.platform,
          tracking: parcel.tracking,
          message: `#${e.number}: its parcel was sent through ${CARRIER_BY[parcel.platform]}'s API${held}; it keeps that parcel's tracking number.`,
        },
      ];
    });
    const saved = body.entries
      .filter((e) => !live.has(e.number))
      .map((e) => ({ number: e.number, trackingNumber: e.trackingNumber, carrier: e.trackingNumber === null ? null : body.carrier }));
    if (saved.length)
      await tx`
        update orders o set tracking_number = t.tracking, carrier = t.carrier
        from (select unnest(${saved.map((s) => s.number)}::int[]) as number, unnest(${saved.map((s) => s.trackingNumber)}::text[]) as tracking,
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
    return { ok: true as const, saved, refused };
  });
}
