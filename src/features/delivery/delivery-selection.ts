// The shopper's delivery choice as the three checkouts hold it, and the rule that a new wilaya clears
// the delivery type (its prices differ, and a type may not be offered there at all).
import type { DeliveryType, Wilaya } from '../../domain/shipping/delivery.ts';

export type DeliverySelection = { wilayaCode: string; commune: string; deliveryType: DeliveryType | '' };

export const emptyDelivery: DeliverySelection = { wilayaCode: '', commune: '', deliveryType: '' };

export function chooseWilaya(selection: DeliverySelection, wilayaCode: string): DeliverySelection {
  return wilayaCode === selection.wilayaCode ? selection : { wilayaCode, commune: '', deliveryType: '' };
}

export const wilayaOf = (wilayas: readonly Wilaya[], code: string) => wilayas.find((w) => w.code === code);
