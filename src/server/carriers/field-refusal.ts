// A carrier's 422 field bag as a reason the admin words in the owner's language: each field as she
// knows it on the order (fields), with the carrier's own sentences in quotes (said: what its support
// will recognise), and in English for logs. Shared by the platforms that answer Laravel validation bags
// (Ecotrack, NOEST); each maps its own field names to the order's.
import { carrierReason, type CarrierReason, type OrderField } from '../../domain/carriers/carrier-reason.ts';

const MAX_MESSAGE = 400;

/** A refusal sentence cut to what the history keeps. */
export const cutMessage = (text: string) => (text.length > MAX_MESSAGE ? `${text.slice(0, MAX_MESSAGE - 1)}…` : text);

/** What a client says of a refusal: in English for logs and the history, and as the admin words it. */
export type Refusal = { message: string; reason: CarrierReason };

const ENGLISH: Readonly<Record<OrderField, string>> = {
  reference: 'the reference',
  name: 'the customer’s name',
  phone: 'the phone number',
  phone2: 'the second phone number',
  address: 'the address',
  postalCode: 'the postal code',
  commune: 'the commune',
  wilaya: 'the wilaya',
  amount: 'the amount to collect',
  note: 'the note',
  products: 'the product list',
  deliveryKind: 'the kind of delivery',
  stopDesk: 'the stop desk',
  weight: 'the weight',
  tracking: 'the tracking number',
  orders: 'the list of orders',
};

/** "NOEST refused the phone number («…») and the commune («…»)…", and fields_refused with the order's fields. */
export function fieldRefusal(
  carrier: string,
  fieldNames: Readonly<Record<string, OrderField>>,
  errors: Readonly<Record<string, readonly string[]>>,
): Refusal {
  const fields: OrderField[] = [];
  const said: string[] = [];
  const parts = Object.entries(errors).map(([field, messages]) => {
    const known = fieldNames[field];
    if (known && !fields.includes(known)) fields.push(known);
    const words = messages.filter((m) => m.trim()).map((m) => `«${m.trim()}»`);
    said.push(...messages.filter((m) => m.trim()).map((m) => (known ? m.trim() : `${field}: ${m.trim()}`)));
    return `${known ? ENGLISH[known] : field}${words.length ? ` (${words.join(' ')})` : ''}`;
  });
  if (!parts.length)
    return { message: `${carrier} refused the order without saying which field is wrong.`, reason: carrierReason('fields_refused') };
  return {
    message: cutMessage(`${carrier} refused ${parts.join(', ')}: correct the order and send it again.`),
    reason: carrierReason('fields_refused', { fields, said: said.join(' · ') }),
  };
}
