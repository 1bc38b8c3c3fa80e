// The routes that write (ECO-PM "Commandes"): create/order, create/orders, valid/order, update/order,
// delete/order. In timeout mode a create does its work and never answers, as a courier's server that
// stalls after writing would: the shop must then find the parcel by its reference, not create it again.
import { checkOrder, type OrderCheck } from './order-fields.ts';
import { invalid, json, textOf, type Answer, type LaravelRequest as StandInRequest, type Params } from '../shared/laravel.ts';
import { NOT_MODIFIABLE, refusal, unknownTracking } from './http.ts';
import type { EcotrackSlug, ParcelBook } from './parcels.ts';

export type CourierState = {
  book: ParcelBook;
  served: ReadonlySet<number>;
  timeoutMode: boolean;
  /** delete/order's answer shape (index.ts). */
  deleteAnswer: 'success' | 'legacy';
  /** create/orders' failure mode (index.ts). */
  bulkCreate: 'works' | 'fails' | 'fails-after-creating';
  /** This courier's word for a status (its own label where it renamed one, else the slug). */
  statusLabel: (slug: EcotrackSlug) => string;
};

const BULK_MAX = 100;

// update/order takes other names than create/order (ECO-PM): the create names are ignored there.
const UPDATE_RENAMES: Record<string, string> = {
  client: 'nom_client',
  tel: 'telephone',
  tel2: 'telephone_2',
  wilaya: 'code_wilaya',
  product: 'produit',
};
const UPDATE_SAME = [
  'reference',
  'adresse',
  'code_postal',
  'commune',
  'montant',
  'remarque',
  'boutique',
  'type',
  'stop_desk',
  'fragile',
  'gps_link',
];

function created(check: Extract<OrderCheck, { ok: true }>, state: CourierState) {
  const parcel = state.book.create(check.fields);
  return { success: true, tracking: parcel.tracking };
}

function createOne(params: Params, state: CourierState): Answer {
  const check = checkOrder(params, state.served);
  if (check.ok) {
    const body = created(check, state);
    return state.timeoutMode ? 'no-answer' : json(200, body);
  }
  return 'errors' in check ? invalid(check.errors) : refusal(check.error, check.message);
}

// ECO-PM's documented answer: results keyed by reference, a field bag for a refused order beside
// {success, tracking} for a created one, and 422 as soon as one is refused: not all-or-nothing. How a
// business refusal (10002) looks inside the bulk answer is not documented: the single answer's body is
// used, which is a guess.
function createMany(params: Params, state: CourierState): Answer {
  const raw = params.orders;
  const orders = Array.isArray(raw) ? raw : raw && typeof raw === 'object' ? Object.values(raw) : null;
  if (!orders || orders.length === 0) return invalid({ orders: ['Le champ orders est obligatoire.'] });
  if (orders.length > BULK_MAX) return invalid({ orders: [`Le champ orders ne peut avoir plus de ${BULK_MAX} éléments.`] });
  // A courier whose bulk create fails (ECO-AUDIT §8, Packers; docs/carrier-apis.md): a bare 500, maybe after writing some.
  if (state.bulkCreate !== 'works') {
    if (state.bulkCreate === 'fails-after-creating')
      for (const order of orders.slice(0, Math.ceil(orders.length / 2))) {
        const check = checkOrder((order && typeof order === 'object' ? order : {}) as Params, state.served);
        if (check.ok) created(check, state);
      }
    return json(500, { message: 'Server Error' });
  }
  const results: Record<string, unknown> = {};
  let refused = false;
  orders.forEach((order, index) => {
    const fields = (order && typeof order === 'object' ? order : {}) as Params;
    const key = textOf(fields.reference) || String(index);
    const check = checkOrder(fields, state.served);
    if (check.ok) results[key] = created(check, state);
    else {
      refused = true;
      results[key] = 'errors' in check ? check.errors : { success: false, error: check.error, message: check.message };
    }
  });
  if (state.timeoutMode) return 'no-answer';
  return json(refused ? 422 : 200, { results });
}

export function orderRoute(req: StandInRequest, state: CourierState): Answer | null {
  const key = `${req.method} ${req.route}`;
  if (key === 'POST create/order') return createOne(req.params, state);
  if (key === 'POST create/orders') return createMany(req.params, state);

  const isOrderChange = ['POST valid/order', 'POST update/order', 'DELETE delete/order'].includes(key);
  if (!isOrderChange) return null;
  const parcel = state.book.get(textOf(req.params.tracking));
  if (!parcel) return unknownTracking();

  if (key === 'POST valid/order') {
    // Validating twice is not documented; the stand-in answers as for any change after validation.
    if (parcel.validated) return NOT_MODIFIABLE();
    state.book.validate(parcel, textOf(req.params.ask_collection) === '1');
    return json(200, { success: true, message: 'Commande expedier avec succès' });
  }
  if (key === 'DELETE delete/order') {
    // ECO-PM's answers ({success…}), or the legacy {"delete": "success"|"fail"} of other couriers (index.ts).
    if (state.deleteAnswer === 'legacy') {
      if (parcel.validated) return json(200, { delete: 'fail' });
      state.book.delete(parcel.tracking);
      return json(200, { delete: 'success' });
    }
    if (parcel.validated) return NOT_MODIFIABLE();
    state.book.delete(parcel.tracking);
    return json(200, { success: true, message: 'Commande supprimée' });
  }
  if (parcel.validated) return NOT_MODIFIABLE();
  for (const [name, value] of Object.entries(req.params)) {
    const field = UPDATE_RENAMES[name] ?? (UPDATE_SAME.includes(name) ? name : null);
    if (field && textOf(value)) parcel.fields[field] = textOf(value);
  }
  parcel.reference = parcel.fields.reference || null;
  return json(200, { success: true, message: 'Commande modifiée avec succès' });
}
