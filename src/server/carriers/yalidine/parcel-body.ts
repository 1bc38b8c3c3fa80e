// A draft as Yalidine's create takes it (YAL-DOC "Create the parcels"; the same choices as the carrier
// file of docs/orders-and-carriers.md), and the refusals the client can tell before sending: a draft
// that Yalidine would refuse would fail its whole batch, so it is kept out of it.
import { YALIDINE_MAX_PRICE } from '../../../domain/carriers/carrier-layouts.ts';
import { carrierReason, type OrderField } from '../../../domain/carriers/carrier-reason.ts';
import type { ParcelDraft } from '../carrier-client.ts';
import type { Refusal } from '../field-refusal.ts';

export type YalidineParcelBody = {
  order_id: string;
  from_wilaya_name: string;
  firstname: string;
  familyname: string;
  contact_phone: string;
  address: string;
  to_commune_name: string;
  to_wilaya_name: string;
  product_list: string;
  price: number;
  do_insurance: boolean;
  declared_value: number;
  length: number;
  width: number;
  height: number;
  weight: number;
  freeshipping: boolean;
  is_stopdesk: boolean;
  /** A string, as the create's table types it (YAL-DOC "Create the parcels": stopdesk_id, string). */
  stopdesk_id?: string;
  has_exchange: boolean;
};

/** Why Yalidine would refuse this draft, found before sending (in English, and the fields the admin words); null when nothing is wrong. */
export function draftProblem(draft: ParcelDraft): Refusal | null {
  const missing = (field: OrderField, message: string): Refusal => ({
    message,
    reason: carrierReason('fields_refused', { fields: [field] }),
  });
  if (!draft.reference.trim()) return missing('reference', 'The parcel has no order reference.');
  if (!draft.firstName.trim() || !draft.familyName.trim()) return missing('name', 'Yalidine needs a first name and a family name.');
  if (!draft.phone.trim()) return missing('phone', 'Yalidine needs a phone number.');
  if (!draft.address.trim()) return missing('address', 'Yalidine needs an address.');
  if (!draft.wilayaName.trim() || !draft.communeName.trim())
    return missing('commune', 'Yalidine needs the wilaya and the commune in its own spelling.');
  if (!draft.productList.trim()) return missing('products', 'Yalidine needs the list of products.');
  if (!Number.isInteger(draft.codAmount) || draft.codAmount < 0 || draft.codAmount > YALIDINE_MAX_PRICE)
    return {
      message: `Yalidine collects at most ${YALIDINE_MAX_PRICE.toLocaleString('en')} DZD per parcel.`,
      reason: carrierReason('amount_too_high', { detail: String(YALIDINE_MAX_PRICE) }),
    };
  if (draft.deliveryType === 'office' && !draft.stopDeskId?.trim())
    return missing('stopDesk', 'An office delivery needs the Yalidine stop desk (centre).');
  return null;
}

export function parcelBody(draft: ParcelDraft, fromWilayaName: string): YalidineParcelBody {
  const office = draft.deliveryType === 'office';
  const desk = draft.stopDeskId?.trim() ?? '';
  return {
    order_id: draft.reference,
    from_wilaya_name: fromWilayaName,
    firstname: draft.firstName.trim(),
    familyname: draft.familyName.trim(),
    contact_phone: draft.phone.trim(),
    address: draft.address.trim(),
    to_commune_name: draft.communeName,
    to_wilaya_name: draft.wilayaName,
    product_list: draft.productList,
    price: draft.codAmount,
    // No insurance: the declared value is what the driver collects (the draft knows no other value).
    do_insurance: false,
    declared_value: draft.codAmount,
    // Required integers ≥ 0; the shop knows no dimensions (0), and weighs in whole kilograms.
    length: 0,
    width: 0,
    height: 0,
    weight: Math.max(0, Math.ceil(draft.weightKg)),
    freeshipping: draft.freeShipping,
    is_stopdesk: office,
    ...(office ? { stopdesk_id: desk } : {}),
    has_exchange: false,
  };
}
