// NOEST's refusals in words the owner can act on: a 422 bag names the fields (NOEST-23: "phone": ["The
// phone field must be between 9 and 10 digits."]), a business refusal carries NOEST's French sentence
// ("Le code de wilaya est different de code de station"). NOEST's own words are kept in quotes: they
// are what its support recognises. Neither carries a credential.
import { cutMessage, fieldRefusal as sharedFieldRefusal } from '../field-refusal.ts';
import { plainLabel } from '../../../domain/carriers/ecotrack-statuses.ts';

const FIELD_NAMES: Readonly<Record<string, string>> = {
  reference: 'the reference',
  client: 'the customer’s name',
  phone: 'the phone number',
  phone_2: 'the second phone number',
  adresse: 'the address',
  wilaya_id: 'the wilaya',
  commune: 'the commune',
  montant: 'the amount to collect',
  produit: 'the product list',
  remarque: 'the note',
  type_id: 'the kind of delivery',
  poids: 'the weight',
  stop_desk: 'the stop desk choice',
  station_code: 'the stop desk',
  tracking: 'the tracking number',
  orders: 'the list of orders',
};

/** "NOEST refused the phone number («…») and the commune («…»): correct the order and send it again." */
export const fieldRefusal = (errors: Readonly<Record<string, readonly string[]>>): string =>
  sharedFieldRefusal('NOEST', FIELD_NAMES, errors);

/** A business refusal by its words (NOEST-23 "Custom Business Errors"); codes are not sent, words are. */
export function businessRefusal(message: string): string {
  const said = message.trim() ? ` («${message.trim()}»)` : '';
  const key = plainLabel(message);
  if (key.includes('station') || key.includes('stopdesk'))
    return cutMessage(`NOEST refused the stop desk${said}: choose one of its desks in the order’s wilaya, or home delivery.`);
  if (key.startsWith('montant_doit_etre_inferieur'))
    return cutMessage(`The amount to collect is above what NOEST allows this account${said}.`);
  return cutMessage(`NOEST refused the order${said}.`);
}

/** "Colis déja existant": NOEST holds a parcel with this reference already (duplicate_order). */
export const isDuplicate = (message: string): boolean => plainLabel(message).includes('deja_existant');
/** "Commande déjà validée": the retry that validates again finds it done. */
export const isValidatedAlready = (message: string): boolean => plainLabel(message).includes('deja_validee');
