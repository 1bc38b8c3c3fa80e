// NOEST's refusals in words the owner can act on: a 422 bag names the fields (NOEST-23: "phone": ["The
// phone field must be between 9 and 10 digits."]), a business refusal carries NOEST's French sentence
// ("Le code de wilaya est different de code de station"). NOEST's own words are kept in quotes: they
// are what its support recognises. Neither carries a credential.
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

const MAX_MESSAGE = 400;
const cut = (text: string) => (text.length > MAX_MESSAGE ? `${text.slice(0, MAX_MESSAGE - 1)}…` : text);

/** "NOEST refused the phone number («…») and the commune («…»)." */
export function fieldRefusal(errors: Readonly<Record<string, readonly string[]>>): string {
  const parts = Object.entries(errors).map(([field, messages]) => {
    const said = messages.filter((m) => m.trim()).map((m) => `«${m.trim()}»`);
    return `${FIELD_NAMES[field] ?? field}${said.length ? ` (${said.join(' ')})` : ''}`;
  });
  if (!parts.length) return 'NOEST refused the order without saying which field is wrong.';
  return cut(`NOEST refused ${parts.join(', ')}: correct the order and send it again.`);
}

/** A business refusal by its words (NOEST-23 "Custom Business Errors"); codes are not sent, words are. */
export function businessRefusal(message: string): string {
  const said = message.trim() ? ` («${message.trim()}»)` : '';
  const key = plainLabel(message);
  if (key.includes('station') || key.includes('stopdesk'))
    return cut(`NOEST refused the stop desk${said}: choose one of its desks in the order’s wilaya, or home delivery.`);
  if (key.startsWith('montant_doit_etre_inferieur')) return cut(`The amount to collect is above what NOEST allows this account${said}.`);
  return cut(`NOEST refused the order${said}.`);
}

/** "Colis déja existant": NOEST holds a parcel with this reference already (duplicate_order). */
export const isDuplicate = (message: string): boolean => plainLabel(message).includes('deja_existant');
/** "Commande déjà validée": the retry that validates again finds it done. */
export const isValidatedAlready = (message: string): boolean => plainLabel(message).includes('deja_validee');
