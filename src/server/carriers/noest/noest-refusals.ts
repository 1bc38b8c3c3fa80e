// NOEST's refusals in words the owner can act on: a 422 bag names the fields (NOEST-23: "phone": ["The
// phone field must be between 9 and 10 digits."]), a business refusal carries NOEST's French sentence
// ("Le code de wilaya est different de code de station"). NOEST's own words are kept in quotes: they
// are what its support recognises. Neither carries a credential.
import { carrierReason, type OrderField } from '../../../domain/carriers/carrier-reason.ts';
import { cutMessage, fieldRefusal as sharedFieldRefusal, type Refusal } from '../field-refusal.ts';
import { plainLabel } from '../../../domain/carriers/ecotrack-statuses.ts';

const FIELD_NAMES: Readonly<Record<string, OrderField>> = {
  reference: 'reference',
  client: 'name',
  phone: 'phone',
  phone_2: 'phone2',
  adresse: 'address',
  wilaya_id: 'wilaya',
  commune: 'commune',
  montant: 'amount',
  produit: 'products',
  remarque: 'note',
  type_id: 'deliveryKind',
  poids: 'weight',
  stop_desk: 'stopDesk',
  station_code: 'stopDesk',
  tracking: 'tracking',
  orders: 'orders',
};

/** "NOEST refused the phone number («…») and the commune («…»): correct the order and send it again." */
export const fieldRefusal = (errors: Readonly<Record<string, readonly string[]>>): Refusal =>
  sharedFieldRefusal('NOEST', FIELD_NAMES, errors);

/** A business refusal by its words (NOEST-23 "Custom Business Errors"); codes are not sent, words are. */
export function businessRefusal(message: string): Refusal {
  const said = message.trim() ? ` («${message.trim()}»)` : '';
  const key = plainLabel(message);
  const words = { said: message };
  if (key.includes('station') || key.includes('stopdesk'))
    return {
      message: cutMessage(`NOEST refused the stop desk${said}: choose one of its desks in the order’s wilaya, or home delivery.`),
      reason: carrierReason('stop_desk_refused', words),
    };
  if (key.startsWith('montant_doit_etre_inferieur'))
    return {
      message: cutMessage(`The amount to collect is above what NOEST allows this account${said}.`),
      reason: carrierReason('amount_too_high', words),
    };
  return { message: cutMessage(`NOEST refused the order${said}.`), reason: carrierReason('carrier_refused', words) };
}

/** "Colis déja existant": NOEST holds a parcel with this reference already (duplicate_order). */
export const isDuplicate = (message: string): boolean => plainLabel(message).includes('deja_existant');
/** "Commande déjà validée": the retry that validates again finds it done. */
export const isValidatedAlready = (message: string): boolean => plainLabel(message).includes('deja_validee');
