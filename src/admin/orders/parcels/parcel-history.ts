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
import { parcelLineOf } from '../../../domain/orders/history-lines.ts';

/** status: where a move of the carrier took the order (none for a line that leaves it where it is). */
export type ParcelUpdate = { note: string; at: string; status?: OrderStatus };

export const isParcelLine = (entry: Pick<OrderHistoryEntry, 'kind' | 'by'>, platform: CarrierPlatform): boolean =>
  (entry.kind as string) === 'parcel' || entry.by === CARRIER_BY[platform];

/**
 * A parcel line's note in the owner's language when the server wrote it, else as the carrier said it.
 * Its tracking numbers isolated left to right: in an Arabic line, ZR's "31-QWMPZ3CPHK-ZR" otherwise
 * shows its leading digits after the letters ("QWMPZ3CPHK-ZR-31").
 */
export function parcelNote(note: string, t: Translate<ParcelMessageKey>): string {
  const line = parcelLineOf(note);
  switch (line.kind) {
    case 'parcel_created':
      return t('historyCreated', { carrier: line.carrier, tracking: ltr(line.tracking) });
    case 'parcel_cancelled':
      return t('historyCancelled', { tracking: ltr(line.tracking) });
    case 'label_kept':
      return t('historyLabelKept', { tracking: ltr(line.tracking) });
    case 'tracking_taken':
      return t('historyTrackingTaken', { tracking: ltr(line.tracking), order: ltr(`#${line.order}`) });
    case 'tracking_unreadable':
      return t('historyUnreadable', { tracking: ltr(line.tracking) });
    case 'no_tracking':
      return t('historyNoTracking');
    default:
      return note;
  }
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
