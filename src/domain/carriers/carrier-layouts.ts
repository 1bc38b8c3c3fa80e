// The carriers' bulk-import files: one row per parcel, from confirmed orders. Formats and sources are
// in docs/orders-and-carriers.md ("Carrier files"). What the driver collects (cash on delivery) is the order's total:
// the goods plus the delivery price the shop charged (0 with free shipping). The delivery is therefore
// never added a second time: Yalidine gets freeshipping = 1 (its fee is the shop's, settled from what
// was collected) and Ecotrack has no fee of its own in `montant`, which is the whole amount to collect.

import { yalidineWilayaName } from './yalidine-wilaya-names.ts';

/** A cell of a carrier file: the shop's CSV writer (src/server/csv) writes booleans as 1/0. */
export type ParcelCell = string | number | boolean;

export const CARRIERS = ['yalidine', 'ecotrack'] as const;
export type Carrier = (typeof CARRIERS)[number];

/** What a carrier file needs of one order (names are the official French spellings the order keeps). */
export type ParcelOrder = {
  number: number;
  customerName: string;
  phone: string;
  address: string;
  notes: string;
  wilayaCode: string;
  wilayaName: string;
  commune: string;
  deliveryType: 'home' | 'office';
  subtotal: number;
  shippingPrice: number;
  total: number;
  lines: { name: string; size: string; color: string; quantity: number }[];
};

/** Yalidine refuses a parcel whose price or declared value passes 150,000 DZD (API docs, parcels). */
export const YALIDINE_MAX_PRICE = 150_000;

export const YALIDINE_COLUMNS = [
  'order_id',
  'firstname',
  'familyname',
  'contact_phone',
  'address',
  'to_commune_name',
  'to_wilaya_name',
  'product_list',
  'price',
  'do_insurance',
  'declared_value',
  'height',
  'width',
  'length',
  'weight',
  'freeshipping',
  'is_stopdesk',
  'stopdesk_id',
  'has_exchange',
  'product_to_collect',
] as const;

export const ECOTRACK_COLUMNS = [
  'reference',
  'nom_client',
  'telephone',
  'adresse',
  'commune',
  'code_wilaya',
  'montant',
  'remarque',
  'produit',
  'stop_desk',
] as const;

/** 'Hoodie (Noir, L) x2, Cap x1': what the parcel holds, as the driver and the label read it. */
export function productList(lines: ParcelOrder['lines']): string {
  return lines
    .map((l) => {
      const options = [l.color, l.size].filter(Boolean).join(', ');
      return `${l.name}${options ? ` (${options})` : ''} x${l.quantity}`;
    })
    .join(', ');
}

/**
 * Yalidine wants a first and a family name. Shoppers type one field: the first word is the first name,
 * the rest the family name; a single word goes in both (Yalidine refuses an empty family name).
 */
export function splitName(fullName: string): { firstname: string; familyname: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const [first = '', ...rest] = words;
  return { firstname: first, familyname: rest.length ? rest.join(' ') : first };
}

// A clothing parcel: dimensions unknown to the shop (0: not given), 1 kg. The owner edits heavy ones.
const DEFAULT_WEIGHT_KG = 1;

export function yalidineRow(order: ParcelOrder): ParcelCell[] {
  const { firstname, familyname } = splitName(order.customerName);
  const stopDesk = order.deliveryType === 'office';
  return [
    String(order.number),
    firstname,
    familyname,
    order.phone,
    order.address,
    order.commune,
    yalidineWilayaName(order.wilayaCode, order.wilayaName),
    productList(order.lines),
    order.total,
    false,
    order.subtotal,
    0,
    0,
    0,
    DEFAULT_WEIGHT_KG,
    true,
    stopDesk,
    // The stop-desk centre's id is Yalidine's own (its /centers list): the shop does not know it.
    '',
    false,
    '',
  ];
}

export function ecotrackRow(order: ParcelOrder): ParcelCell[] {
  return [
    String(order.number),
    order.customerName,
    order.phone,
    order.address,
    order.commune,
    Number(order.wilayaCode),
    order.total,
    order.notes,
    productList(order.lines),
    order.deliveryType === 'office',
  ];
}

/** A carrier file's header and rows. */
export function carrierTable(carrier: Carrier, orders: readonly ParcelOrder[]): { header: readonly string[]; rows: ParcelCell[][] } {
  return carrier === 'yalidine'
    ? { header: YALIDINE_COLUMNS, rows: orders.map(yalidineRow) }
    : { header: ECOTRACK_COLUMNS, rows: orders.map(ecotrackRow) };
}

/** The numbers of the orders a carrier would refuse for their amount (Yalidine's ceiling). */
export function overCarrierLimit(carrier: Carrier, orders: readonly ParcelOrder[]): number[] {
  return carrier === 'yalidine'
    ? orders.filter((o) => o.total > YALIDINE_MAX_PRICE || o.subtotal > YALIDINE_MAX_PRICE).map((o) => o.number)
    : [];
}

/** 'yalidine-2026-11-23-10001-10004.csv' */
export function carrierFileName(carrier: Carrier, day: string, numbers: readonly number[]): string {
  const sorted = [...numbers].sort((a, b) => a - b);
  const span = sorted.length === 1 ? `${sorted[0]}` : `${sorted[0]}-${sorted.at(-1)}`;
  return `${carrier}-${day}-${span}.csv`;
}
