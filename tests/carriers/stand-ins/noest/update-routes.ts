// NOEST's two edits (NOEST-23 §5 and §5.1), which rename create's fields (phone→tel, phone_2→tel2,
// produit→product, type_id→type, station_code→code_station, wilaya_id→wilaya) and ignore create's names:
// - update/order files a modification *request* (kept on the parcel, not applied): the wilaya cannot
//   change, `adresse` and `commune` go together, a stop desk needs a `code_station` of the same wilaya,
//   and once the parcel is out for delivery only `type` and `montant` may change;
// - update/order/before/expedition edits a parcel at once, only before it is validated.
import { json, textOf, type Answer, type LaravelRequest as NoestRequest } from '../shared/laravel.ts';
import type { NoestState } from './order-routes.ts';
import { wilayaOfStation } from './places.ts';

const REQUEST_FIELDS = ['tel', 'adresse', 'commune', 'montant', 'type', 'stop_desk', 'code_station'];
const DIRECT_RENAMES: Record<string, string> = {
  reference: 'reference',
  client: 'client',
  tel: 'phone',
  tel2: 'phone_2',
  adresse: 'adresse',
  wilaya: 'wilaya_id',
  commune: 'commune',
  montant: 'montant',
  remarque: 'remarque',
  product: 'produit',
  type: 'type_id',
  poids: 'poids',
  stop_desk: 'stop_desk',
};
const refused = (message: string) => json(200, { success: false, message });
const NOT_EDITABLE = "Commande non trouvée dans l'étape de modification";

export function updateRoute(req: NoestRequest, state: NoestState): Answer | null {
  if (req.method !== 'POST' || !['update/order', 'update/order/before/expedition'].includes(req.route)) return null;
  const parcel = state.book.get(textOf(req.params.tracking));
  const given = (name: string) => textOf(req.params[name]);

  if (req.route === 'update/order/before/expedition') {
    if (!parcel || parcel.validated) return refused(NOT_EDITABLE);
    for (const [name, field] of Object.entries(DIRECT_RENAMES)) if (given(name)) parcel.fields[field] = given(name);
    parcel.reference = parcel.fields.reference || null;
    return json(200, { success: true });
  }

  if (!parcel) return refused(NOT_EDITABLE);
  if (given('wilaya') && given('wilaya') !== parcel.fields.wilaya_id)
    return refused('Vous ne pouvez pas modifier la wilaya de cette commande');
  if (given('commune') && !given('adresse')) return refused("Il faut saisir l'adresse de cette commande");
  if (given('adresse') && !given('commune')) return refused('Il faut saisir la commune de cette commande');
  if (given('stop_desk') === '1') {
    if (!given('code_station')) return refused('Le code station est obligatoire pour une livraison stop desk');
    if (wilayaOfStation(given('code_station')) !== Number(parcel.fields.wilaya_id))
      return refused('Station non trouvée dans la wilaya de cette commande');
  }
  const outForDelivery = parcel.activity.at(-1)?.event_key === 'fdr_activated';
  const allowed = outForDelivery ? ['type', 'montant'] : REQUEST_FIELDS;
  const change = Object.fromEntries(allowed.filter((name) => given(name)).map((name) => [name, given(name)]));
  if (!Object.keys(change).length) return refused('Aucune demande de modification !');
  parcel.requests.push(change);
  return json(200, { success: true, message: 'La demande a été envoyée avec succès !' });
}
