// The carrier's updates of a parcel among the order's history lines: the lines the outcome service
// writes for a parcel (created, each status the carrier reported, cancelled), told apart from the
// owner's own moves by their kind or their author (the platform, not an admin's email).
import type { OrderHistoryEntry } from '../../../domain/admin-orders/order-detail.ts';
import type { CarrierPlatform } from '../../../domain/carriers/platforms.ts';

export type ParcelUpdate = { note: string; at: string };

export function parcelUpdates(history: readonly OrderHistoryEntry[], platform: CarrierPlatform): ParcelUpdate[] {
  return history
    .filter((entry) => (entry.kind as string) === 'parcel' || entry.by === platform || entry.by === `carrier:${platform}`)
    .filter((entry) => entry.note !== '')
    .map((entry) => ({ note: entry.note, at: entry.at }));
}
