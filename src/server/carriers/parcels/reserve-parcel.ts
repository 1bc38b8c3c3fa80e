// One order made ready for the carrier, in its own transaction under the order's lock: it must be a
// confirmed real order with no live parcel; its draft is built from the carrier's lists; its parcel row
// is reserved before anything is sent. A parcel left 'creating' by a request that timed out is handed
// back for a lookup at the carrier (it may have been created there), never created again blindly; so is
// an order whose last try the carrier answered with another parcel's tracking (tracking_taken) or with a
// tracking the shop could not keep (answer_unreadable): the carrier may hold its parcel.
import type { Sql } from '../../db/client.ts';
import type { CreateParcelResult } from '../../../domain/carriers/admin-api.ts';
import type { CarrierPlatform } from '../../../domain/carriers/platforms.ts';
import { buildParcelDraft, parcelReference, type ParcelChoice, type ParcelDraft } from '../../../domain/carriers/parcel-draft.ts';
import type { CarrierPlace } from '../../../domain/carriers/place-match.ts';
import { readParcelOrders } from './parcel-orders.repo.ts';
import { earlierParcels, liveParcelOf, reserveParcel, takeOverLease, type ParcelRow } from './parcels.repo.ts';

export type Places = { communes: readonly CarrierPlace[]; centers: readonly CarrierPlace[] };

export type Reservation =
  | { kind: 'send'; number: number; parcel: ParcelRow; draft: ParcelDraft }
  /**
   * A parcel left 'creating': finish it by its tracking when the carrier gave one (created, not
   * validated), else ask the carrier for its reference (a timeout) before sending it again.
   */
  | { kind: 'look_up'; number: number; parcel: ParcelRow; draft: ParcelDraft }
  | { kind: 'done'; result: CreateParcelResult };

const refused = (number: number, code: Extract<CreateParcelResult, { ok: false }>['code'], message: string): Reservation => ({
  kind: 'done',
  result: { number, ok: false, code, message },
});

export async function reserveOrderParcel(
  sql: Sql,
  platform: CarrierPlatform,
  number: number,
  choice: ParcelChoice,
  placesOfWilaya: (wilayaCode: number) => Places | undefined,
): Promise<Reservation> {
  return sql.begin(async (tx) => {
    const [order] = await readParcelOrders(tx, [number]);
    if (!order) return refused(number, 'not_confirmed', `There is no order #${number}.`);
    if (order.isTest) return refused(number, 'not_confirmed', `Order #${number} is a test order: it is never sent to a carrier.`);
    const live = await liveParcelOf(tx, order.id);
    if (live?.state === 'created') return refused(number, 'already_sent', `Order #${number} already has a parcel (${live.tracking}).`);
    if (live?.lease_active)
      return refused(number, 'already_sent', `Order #${number}'s parcel is being created right now (another click or another admin).`);
    if (!live && order.status !== 'confirmed')
      return refused(number, 'not_confirmed', `Order #${number} is ${order.status}: only a confirmed order gets a parcel.`);
    if (live && live.platform !== platform)
      return refused(number, 'already_sent', `Order #${number}'s parcel was being created at another carrier: try that one again.`);

    const places = placesOfWilaya(Number(order.wilayaCode));
    if (!places)
      return refused(
        number,
        'carrier_unreachable',
        `The carrier's list of communes for wilaya ${order.wilayaCode} could not be read: try again.`,
      );
    const earlier = live ? undefined : await earlierParcels(tx, order.id);
    const reference = live?.reference ?? parcelReference(number, earlier!.cancelled);
    const built = buildParcelDraft({ platform, order, reference, ...places, choice });
    if (!built.ok) return refused(number, built.code, built.message);

    if (live) {
      await takeOverLease(tx, live.id);
      return { kind: 'look_up', number, parcel: live, draft: built.draft };
    }
    const parcel = await reserveParcel(tx, order.id, platform, reference);
    // Another request reserved it between our read and our insert (the unique index decided).
    if (!parcel)
      return refused(number, 'already_sent', `Order #${number}'s parcel is being created right now (another click or another admin).`);
    // Its last try was answered with another parcel's tracking, or one the shop could not keep: the carrier
    // may hold it, so it is asked for first.
    if (earlier!.carrierMayHold.includes(reference)) return { kind: 'look_up', number, parcel, draft: built.draft };
    return { kind: 'send', number, parcel, draft: built.draft };
  });
}
