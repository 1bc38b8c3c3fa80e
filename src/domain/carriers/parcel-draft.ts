// One confirmed order as a parcel in a carrier's terms: the carrier's spelling (or id) of its commune,
// matched from the carrier's own list; its center for a stop-desk delivery, which the owner chooses;
// the names split; what the driver collects (the order's total). Anything not certain is refused with
// place_unknown and a message, so the owner chooses instead of the shop guessing. Pure: no I/O.
import { productList, splitName, YALIDINE_MAX_PRICE, type ParcelOrder } from './carrier-layouts.ts';
import type { ParcelRefusalCode } from './admin-api.ts';
import { sameNoestStation } from './noest-station.ts';
import type { CarrierPlatform } from './platforms.ts';
import { matchPlace, type CarrierPlace } from './place-match.ts';

/** One parcel to create, already in the carrier's terms (names and ids matched from its lists). */
export type ParcelDraft = {
  /** The shop's order reference, unique per order: the idempotency key at the carrier ("order_id", "reference"). */
  reference: string;
  firstName: string;
  familyName: string;
  phone: string;
  address: string;
  wilayaCode: number; // of the 58
  wilayaName: string; // the carrier's spelling
  communeName: string; // the carrier's spelling
  communeId?: string;
  stopDeskId?: string; // the carrier's center, for an office delivery
  /** The center's commune as the carrier's list spells it (Ecotrack names the desk's commune beside its code). */
  stopDeskCommune?: string;
  deliveryType: 'home' | 'office';
  productList: string;
  /** What the driver collects: the order's total (goods plus the delivery the shop charged). */
  codAmount: number;
  freeShipping: boolean;
  weightKg: number;
  notes: string;
};

/** The owner's choices for one order, where the match was not certain (admin-api's parcelChoiceSchema). */
export type ParcelChoice = { communeId?: string | undefined; centerId?: string | undefined; weightKg?: number | undefined };

export type DraftRefusal = { ok: false; code: ParcelRefusalCode; message: string };
export type DraftResult = { ok: true; draft: ParcelDraft } | DraftRefusal;

// A clothing parcel weighs about a kilogram; the owner gives another weight where it is heavier.
export const DEFAULT_WEIGHT_KG = 1;

const unknownPlace = (message: string): DraftRefusal => ({ ok: false, code: 'place_unknown', message });
// A stop-desk order needs the carrier's office (center) the owner picks: its own code, so the owner reads that, not the commune's.
const unknownCenter = (message: string): DraftRefusal => ({ ok: false, code: 'center_unknown', message });

/**
 * The parcel of `order` at `platform`. `communes` and `centers` are the carrier's lists for the order's
 * wilaya (1-58). The reference is the shop's (the order number, with the attempt after a cancel).
 */
export function buildParcelDraft(input: {
  platform: CarrierPlatform;
  order: ParcelOrder;
  reference: string;
  communes: readonly CarrierPlace[];
  centers: readonly CarrierPlace[];
  choice: ParcelChoice;
}): DraftResult {
  const { platform, order, reference, communes, centers, choice } = input;
  if (platform === 'yalidine' && (order.total > YALIDINE_MAX_PRICE || order.subtotal > YALIDINE_MAX_PRICE))
    return { ok: false, code: 'carrier_refused', message: `Yalidine collects at most ${YALIDINE_MAX_PRICE} DZD per parcel.` };

  const commune = choice.communeId ? communes.find((c) => c.id === choice.communeId) : undefined;
  if (choice.communeId && !commune)
    return unknownPlace(`The commune chosen is not in the carrier's list for wilaya ${order.wilayaCode}: choose it again.`);
  const matched = commune ? { ok: true as const, place: commune } : matchPlace(order.commune, communes);
  if (!matched.ok) {
    return unknownPlace(
      matched.reason === 'homonyms'
        ? `The carrier lists ${matched.candidates.length} communes named like ${order.commune} in wilaya ${order.wilayaCode}: choose one.`
        : `The carrier's list for wilaya ${order.wilayaCode} has no commune spelled like ${order.commune}: choose it.`,
    );
  }

  let stopDesk: { stopDeskId: string; stopDeskCommune: string } | undefined;
  if (order.deliveryType === 'office') {
    if (!choice.centerId) return unknownCenter('Choose the carrier’s center (stop desk) where the customer collects the parcel.');
    // NOEST's "01A" (its desks list's key) is its desk "1A": the choice is matched by the station, and the
    // desk is sent as NOEST writes its code (noest-station.ts).
    const center =
      centers.find((c) => c.id === choice.centerId) ??
      (platform === 'noest' ? centers.find((c) => sameNoestStation(c.id, choice.centerId!)) : undefined);
    if (!center) return unknownCenter(`The center chosen is not one of the carrier's in wilaya ${order.wilayaCode}: choose it again.`);
    stopDesk = { stopDeskId: center.id, stopDeskCommune: center.communeName ?? center.name };
  }

  const { firstname, familyname } = splitName(order.customerName);
  return {
    ok: true,
    draft: {
      reference,
      firstName: firstname,
      familyName: familyname,
      phone: order.phone,
      address: order.address,
      wilayaCode: Number(order.wilayaCode),
      wilayaName: matched.place.wilayaName ?? order.wilayaName,
      communeName: matched.place.name,
      communeId: matched.place.id,
      ...stopDesk,
      deliveryType: order.deliveryType,
      productList: productList(order.lines),
      codAmount: order.total,
      // The total already holds the delivery the shop charged: the carrier's fee is never added on top
      // (docs/orders-and-carriers.md, "Money"), as in the carrier files.
      freeShipping: true,
      weightKg: choice.weightKg ?? DEFAULT_WEIGHT_KG,
      notes: order.notes,
    },
  };
}

/** The reference sent for an order's parcel: its number, then `-2`, `-3`… after cancelled ones (never reused at the carrier). */
export const parcelReference = (orderNumber: number, cancelledBefore: number) =>
  cancelledBefore === 0 ? String(orderNumber) : `${orderNumber}-${cancelledBefore + 1}`;
