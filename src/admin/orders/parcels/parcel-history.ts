// The carrier's updates of a parcel among the order's history lines: the 'parcel' lines (created,
// cancelled, a carrier status that leaves the order where it is) and the moves the carrier made (their
// author is the carrier's name). The lines the server writes itself are worded in the owner's language;
// the carrier's own words stay as it said them.
import type { OrderHistoryEntry } from '../../../domain/admin-orders/order-detail.ts';
import { CARRIER_BY } from '../../../domain/carriers/outcome-moves.ts';
import type { CarrierPlatform } from '../../../domain/carriers/platforms.ts';
import type { OrderStatus } from '../../../domain/orders/workflow.ts';
import type { Translate } from '../../../i18n/messages.ts';
import type { ParcelMessageKey } from './parcel-messages.ts';
import { ltr } from '../../../i18n/isolate.ts';

/** status: where a move of the carrier took the order (none for a line that leaves it where it is). */
export type ParcelUpdate = { note: string; at: string; status?: OrderStatus };

export const isParcelLine = (entry: Pick<OrderHistoryEntry, 'kind' | 'by'>, platform: CarrierPlatform): boolean =>
  (entry.kind as string) === 'parcel' || entry.by === CARRIER_BY[platform];

// The server's own notes (src/server/carriers/parcels), in English in the database.
const CREATED = /^Parcel created at (.+): (\S+)$/;
const CANCELLED = /^Parcel (\S+) cancelled at the carrier$/;
const LABEL_KEPT = /^Label of parcel (\S+) kept$/;
const TRACKING_TAKEN = /^Parcel not recorded: the carrier answered (\S+), which order #(\d+)'s parcel holds$/;
const UNREADABLE = /^Parcel not recorded: the carrier answered "(.*)" as its tracking number$/;
const NO_TRACKING = 'Parcel not recorded: the carrier answered no tracking number';

/**
 * A parcel line's note in the owner's language when the server wrote it, else as the carrier said it.
 * Its tracking numbers isolated left to right: in an Arabic line, ZR's "31-QWMPZ3CPHK-ZR" otherwise
 * shows its leading digits after the letters ("QWMPZ3CPHK-ZR-31").
 */
export function parcelNote(note: string, t: Translate<ParcelMessageKey>): string {
  const created = CREATED.exec(note);
  if (created) return t('historyCreated', { carrier: created[1]!, tracking: ltr(created[2]!) });
  const cancelled = CANCELLED.exec(note);
  if (cancelled) return t('historyCancelled', { tracking: ltr(cancelled[1]!) });
  const labelKept = LABEL_KEPT.exec(note);
  if (labelKept) return t('historyLabelKept', { tracking: ltr(labelKept[1]!) });
  const taken = TRACKING_TAKEN.exec(note);
  if (taken) return t('historyTrackingTaken', { tracking: ltr(taken[1]!), order: ltr(`#${taken[2]!}`) });
  const unreadable = UNREADABLE.exec(note);
  if (unreadable) return t('historyUnreadable', { tracking: ltr(unreadable[1]!) });
  if (note === NO_TRACKING) return t('historyNoTracking');
  return note;
}

export function parcelUpdates(
  history: readonly OrderHistoryEntry[],
  platform: CarrierPlatform,
  t: Translate<ParcelMessageKey>,
): ParcelUpdate[] {
  return (
    history
      // A return's restock line repeats the carrier's words of its move (the order's history and next step say the units are back).
      .filter((entry) => isParcelLine(entry, platform) && entry.note !== '' && entry.kind !== 'restock')
      .map((entry) => ({ note: parcelNote(entry.note, t), at: entry.at, ...(entry.kind === 'status' ? { status: entry.status } : {}) }))
  );
}
