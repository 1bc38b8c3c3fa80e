// The shopper's delivery choice as the three checkouts hold it, and the rule that a new wilaya clears
// the delivery type (its prices differ, and a type may not be offered there at all).
import type { Commune, DeliveryType, Wilaya } from '../../domain/shipping/delivery.ts';

export type DeliverySelection = { wilayaCode: string; commune: string; deliveryType: DeliveryType | '' };

export const emptyDelivery: DeliverySelection = { wilayaCode: '', commune: '', deliveryType: '' };

export function chooseWilaya(selection: DeliverySelection, wilayaCode: string): DeliverySelection {
  return wilayaCode === selection.wilayaCode ? selection : { wilayaCode, commune: '', deliveryType: '' };
}

export const wilayaOf = (wilayas: readonly Wilaya[], code: string) => wilayas.find((w) => w.code === code);

/** The communes file of the build: [[French name, Arabic name], ...] per wilaya. */
export function parseCommunes(raw: unknown): Commune[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry) =>
    Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'string' ? [{ nameFr: entry[0], nameAr: entry[1] }] : []);
}
