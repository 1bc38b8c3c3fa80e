// Ecotrack's refusals in words the owner can act on: a 422 bag names the fields (ECO-PM: "telephone":
// ["Le champ téléphone est obligatoire."]), a 200 success:false carries a code (10001 not modifiable,
// 10002 no delivery to the wilaya, 10003 no return for this order). The courier's own sentence is kept
// in quotes: it is what its support will recognise. Neither carries a credential.
import { cutMessage, fieldRefusal as sharedFieldRefusal } from '../field-refusal.ts';

// The create fields, as the owner knows them on the order.
const FIELD_NAMES: Readonly<Record<string, string>> = {
  reference: 'the reference',
  nom_client: 'the customer’s name',
  telephone: 'the phone number',
  telephone_2: 'the second phone number',
  adresse: 'the address',
  code_postal: 'the postal code',
  commune: 'the commune',
  code_wilaya: 'the wilaya',
  montant: 'the amount to collect',
  remarque: 'the note',
  produit: 'the product list',
  type: 'the kind of delivery',
  stop_desk: 'the stop desk choice',
  weight: 'the weight',
  tracking: 'the tracking number',
  orders: 'the list of orders',
};

/** "The courier’s Ecotrack refused the phone number («…») and the commune («…»): correct the order and send it again." */
export const fieldRefusal = (errors: Readonly<Record<string, readonly string[]>>): string =>
  sharedFieldRefusal('The courier’s Ecotrack', FIELD_NAMES, errors);

/** A 200 success:false, by its documented code. */
export function businessRefusal(error: number | string | null | undefined, message: string): string {
  const said = message.trim() ? ` («${message.trim()}»)` : '';
  switch (Number(error)) {
    case 10001:
      return cutMessage(
        `The courier’s Ecotrack no longer lets the shop change this parcel: it has already been sent to the courier${said}.`,
      );
    case 10002:
      return cutMessage(`This courier does not deliver to the order’s wilaya${said}: choose another carrier for it.`);
    case 10003:
      return cutMessage(`The courier’s Ecotrack does not allow a return for this parcel${said}.`);
    default:
      return cutMessage(
        `The courier’s Ecotrack refused the order${error === null || error === undefined ? '' : ` (error ${error})`}${said}.`,
      );
  }
}
