// Ecotrack's refusals in words the owner can act on: a 422 bag names the fields (ECO-PM: "telephone":
// ["Le champ téléphone est obligatoire."]), a 200 success:false carries a code (10001 not modifiable,
// 10002 no delivery to the wilaya, 10003 no return for this order). The courier's own sentence is kept
// in quotes: it is what its support will recognise. Neither carries a credential.

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

const MAX_MESSAGE = 400;
const cut = (text: string) => (text.length > MAX_MESSAGE ? `${text.slice(0, MAX_MESSAGE - 1)}…` : text);

/** "Ecotrack refused the phone number («Le champ téléphone est obligatoire.») and the commune («…»)." */
export function fieldRefusal(errors: Readonly<Record<string, readonly string[]>>): string {
  const parts = Object.entries(errors).map(([field, messages]) => {
    const said = messages.filter((m) => m.trim()).map((m) => `«${m.trim()}»`);
    return `${FIELD_NAMES[field] ?? field}${said.length ? ` (${said.join(' ')})` : ''}`;
  });
  if (!parts.length) return 'The courier’s Ecotrack refused the order without saying which field is wrong.';
  return cut(`The courier’s Ecotrack refused ${parts.join(', ')}: correct the order and send it again.`);
}

/** A 200 success:false, by its documented code. */
export function businessRefusal(error: number | string | null | undefined, message: string): string {
  const said = message.trim() ? ` («${message.trim()}»)` : '';
  switch (Number(error)) {
    case 10001:
      return cut(`The courier’s Ecotrack no longer lets the shop change this parcel: it has already been sent to the courier${said}.`);
    case 10002:
      return cut(`This courier does not deliver to the order’s wilaya${said}: choose another carrier for it.`);
    case 10003:
      return cut(`The courier’s Ecotrack does not allow a return for this parcel${said}.`);
    default:
      return cut(`The courier’s Ecotrack refused the order${error === null || error === undefined ? '' : ` (error ${error})`}${said}.`);
  }
}
