// Ecotrack's refusals in words the owner can act on: a 422 bag names the fields (ECO-PM: "telephone":
// ["Le champ téléphone est obligatoire."]), a 200 success:false carries a code (10001 not modifiable,
// 10002 no delivery to the wilaya, 10003 no return for this order). The courier's own sentence is kept
// in quotes: it is what its support will recognise. Neither carries a credential.
import { carrierReason, type OrderField } from '../../../domain/carriers/carrier-reason.ts';
import { cutMessage, fieldRefusal as sharedFieldRefusal, type Refusal } from '../field-refusal.ts';

// The create fields, as the owner knows them on the order.
const FIELD_NAMES: Readonly<Record<string, OrderField>> = {
  reference: 'reference',
  nom_client: 'name',
  telephone: 'phone',
  telephone_2: 'phone2',
  adresse: 'address',
  code_postal: 'postalCode',
  commune: 'commune',
  code_wilaya: 'wilaya',
  montant: 'amount',
  remarque: 'note',
  produit: 'products',
  type: 'deliveryKind',
  stop_desk: 'stopDesk',
  weight: 'weight',
  tracking: 'tracking',
  orders: 'orders',
};

/** "The courier’s Ecotrack refused the phone number («…») and the commune («…»): correct the order and send it again." */
export const fieldRefusal = (errors: Readonly<Record<string, readonly string[]>>): Refusal =>
  sharedFieldRefusal('The courier’s Ecotrack', FIELD_NAMES, errors);

/** A 200 success:false, by its documented code. */
export function businessRefusal(error: number | string | null | undefined, message: string): Refusal {
  const said = message.trim() ? ` («${message.trim()}»)` : '';
  const words = { said: message };
  switch (Number(error)) {
    case 10001:
      return {
        message: cutMessage(
          `The courier’s Ecotrack no longer lets the shop change this parcel: it has already been sent to the courier${said}.`,
        ),
        reason: carrierReason('cancel_too_late', words),
      };
    case 10002:
      return {
        message: cutMessage(`This courier does not deliver to the order’s wilaya${said}: choose another carrier for it.`),
        reason: carrierReason('no_delivery_to_wilaya', words),
      };
    case 10003:
      return {
        message: cutMessage(`The courier’s Ecotrack does not allow a return for this parcel${said}.`),
        reason: carrierReason('carrier_refused', words),
      };
    default:
      return {
        message: cutMessage(
          `The courier’s Ecotrack refused the order${error === null || error === undefined ? '' : ` (error ${error})`}${said}.`,
        ),
        reason: carrierReason('carrier_refused', {
          said: message.trim() || (error === null || error === undefined ? '' : `error ${error}`),
        }),
      };
  }
}
