// The routes that write (NOEST-23 "Order Management"): create/order, create/orders (≤ 100, `passed` and
// `failed` keyed by the order's index, `success:false` when any failed), valid/order, delete/order
// (only before validation: `{success:false}` after). A second order with a reference NOEST already
// holds answers 200 "Colis déja existant" (NOEST-23's duplicate_order) and creates nothing. In timeout
// mode a create does its work and never answers, as a server that stalls after writing would.
import { checkOrder, type OrderCheck, type OrderRules } from './order-checks.ts';
import { invalid, json, textOf, type Answer, type LaravelRequest as NoestRequest, type Params } from '../shared/laravel.ts';
import type { NoestParcel, ParcelBook } from './parcels.ts';

export type NoestState = OrderRules & {
  book: ParcelBook;
  timeoutMode: boolean;
  /** Whether "Colis déja existant" names the parcel it found (NOEST-23 does not say): the stand-in's choice, both tried. */
  duplicateTracking: boolean;
};

const created = (parcel: NoestParcel) => ({
  success: true,
  tracking: parcel.tracking,
  reference: parcel.reference,
  regional_hub_name: 'W',
  wilaya_rank: `${parcel.fields.wilaya_id}A`,
});

/** One order's outcome: created, or refused with the status NOEST answers it and its body. */
function createOrder(fields: Params, state: NoestState): { status: number; body: Record<string, unknown> } {
  const check: OrderCheck = checkOrder(fields, state);
  if (!check.ok && 'errors' in check) return { status: 422, body: { message: 'The given data was invalid.', errors: check.errors } };
  if (!check.ok) return { status: check.status, body: { success: false, message: check.message } };
  const existing = check.fields.reference ? state.book.byReference(check.fields.reference) : undefined;
  if (existing)
    return {
      status: 200,
      body: { success: false, message: 'Colis déja existant', ...(state.duplicateTracking ? { tracking: existing.tracking } : {}) },
    };
  return { status: 200, body: created(state.book.create(check.fields)) };
}

function createMany(params: Params, state: NoestState): Answer {
  const orders = params.orders;
  if (!Array.isArray(orders) || orders.length === 0) return invalid({ orders: ['The orders field is required.'] });
  if (orders.length > 100) return invalid({ orders: ['The orders may not have more than 100 items.'] });
  const passed: Record<string, unknown> = {};
  const failed: Record<string, unknown> = {};
  orders.forEach((order, index) => {
    const fields = (order && typeof order === 'object' ? order : {}) as Params;
    const { status, body } = createOrder(fields, state);
    if (body.success === true) passed[String(index)] = { success: true, tracking: body.tracking };
    else {
      // NOEST-23's example: the reference (if sent) beside the field bag; a business refusal its message.
      const reference = textOf(fields.reference) || undefined;
      failed[String(index)] = status === 422 && body.errors ? { reference, ...(body.errors as object) } : { reference, ...body };
    }
  });
  if (state.timeoutMode) return 'no-answer';
  return json(200, { success: Object.keys(failed).length === 0, passed, failed });
}

export function orderRoute(req: NoestRequest, state: NoestState): Answer | null {
  const key = `${req.method} ${req.route}`;
  if (key === 'POST create/order') {
    const { status, body } = createOrder(req.params, state);
    return state.timeoutMode ? 'no-answer' : json(status, body);
  }
  if (key === 'POST create/orders') return createMany(req.params, state);
  if (key !== 'POST valid/order' && key !== 'POST delete/order') return null;

  const tracking = textOf(req.params.tracking);
  if (!tracking) return invalid({ tracking: ['The tracking field is required.'] });
  const parcel = state.book.get(tracking);
  if (key === 'POST valid/order') {
    if (!parcel) return json(200, { success: false, message: 'Commande introuvable' });
    if (parcel.validated) return json(422, { success: false, message: 'Commande déjà validée' });
    state.book.validate(parcel);
    return json(200, { success: true });
  }
  // delete/order: NOEST-23's error answer is a bare {success:false}, whatever the reason.
  if (!parcel || parcel.validated) return json(200, { success: false });
  state.book.delete(parcel.tracking);
  return json(200, { success: true });
}
