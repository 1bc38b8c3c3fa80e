// Creating parcels at NOEST: create, then `valid/order`. Until it is validated a parcel "is not yet
// visible for the logistics company" (NOEST-24): without it NOEST never collects it (DZS: "the single
// most damaging integration trap"). One order goes through create/order, several through create/orders
// (≤ 100), whose `passed` and `failed` are keyed by the order's index. The shop's reference is NOEST's
// idempotency key: a second create with it answers "Colis déja existant" (200) and creates nothing, so
// a retry after a lost answer adopts the parcel NOEST holds instead of failing. One answer per draft.
import * as z from 'zod/mini';
import { carrierReason } from '../../../domain/carriers/carrier-reason.ts';
import { normalizeAlgerianPhone } from '../../../domain/orders/phone.ts';
import type { CreateResult, FinishResult, ParcelDraft } from '../carrier-client.ts';
import { CarrierError } from '../carrier-error.ts';
import { createFailed, createInBatches, refusedBy, validateCreated, type Created } from '../create-then-validate.ts';
import { bulkAnswer, createdAnswer, fieldErrors, invalidAnswer, outcomeAnswer, refusalAnswer } from './noest-answers.ts';
import { parseJson, type createNoestHttp } from './noest-http.ts';
import { businessRefusal, fieldRefusal, isDuplicate, isValidatedAlready } from './noest-refusals.ts';

type Http = ReturnType<typeof createNoestHttp>;

const BATCH = 100; // create/orders takes ≤ 100 (NOEST-23)
const SHORT_TEXT = 255;

/** NOEST wants a reference of ≥ 5 characters: a shorter order number is zero-padded, the same every time. */
export const noestReference = (reference: string): string => reference.padStart(5, '0');

/** A draft in create/order's names (NOEST-23's table). `montant` is what the driver collects. */
export function orderFields(draft: ParcelDraft): Record<string, string | number> {
  const office = draft.deliveryType === 'office';
  const name = draft.firstName === draft.familyName ? draft.firstName : `${draft.firstName} ${draft.familyName}`;
  return {
    reference: noestReference(draft.reference),
    client: name.trim().slice(0, SHORT_TEXT),
    phone: normalizeAlgerianPhone(draft.phone) ?? draft.phone.replace(/\D/g, ''),
    adresse: draft.address.slice(0, SHORT_TEXT),
    wilaya_id: draft.wilayaCode,
    // A stop desk is named by its station code ("16A"); the commune is then not required, and is left
    // out so that a commune NOEST spells otherwise cannot refuse a parcel that does not go there.
    ...(office ? { station_code: draft.stopDeskId ?? '' } : { commune: draft.communeName }),
    montant: draft.codAmount,
    // produit is required: an order's list, else its reference.
    produit: (draft.productList.trim() || `Commande ${draft.reference}`).slice(0, SHORT_TEXT),
    type_id: 1, // a delivery (2 exchange, 3 pick-up)
    poids: draft.weightKg,
    stop_desk: office ? 1 : 0,
    ...(draft.notes.trim() ? { remarque: draft.notes.trim().slice(0, SHORT_TEXT) } : {}),
  };
}

const fromError = (error: unknown): Created =>
  createFailed(error, 'The parcel may exist at NOEST: sending it again with the same reference finds it instead of making a second one.');

/** A refusal NOEST sent: a duplicate adopts the parcel it names; one that names none cannot be adopted. */
function readRefusal(message: string, tracking: string | null | undefined, reference: string): Created {
  if (!isDuplicate(message)) return refusedBy(businessRefusal(message));
  if (tracking) return { tracking };
  return {
    refused: `NOEST already holds a parcel with reference ${reference} («${message.trim()}») without saying which: find it on NOEST’s site.`,
    reason: carrierReason('duplicate_reference', { detail: reference, said: message }),
    retryable: false,
  };
}

async function createOne(http: Http, draft: ParcelDraft): Promise<Created> {
  const fields = orderFields(draft);
  try {
    const response = await http.send({ method: 'POST', route: 'create/order', body: fields, guid: true });
    if (response.status === 422) {
      const invalid = parseJson(response, invalidAnswer, [422], 'create/order');
      return refusedBy(invalid.errors ? fieldRefusal(invalid.errors) : businessRefusal(invalid.message));
    }
    const body = parseJson(response, z.union([createdAnswer, refusalAnswer]), [200], 'create/order');
    return body.success === true ? { tracking: body.tracking } : readRefusal(body.message, body.tracking, String(fields.reference));
  } catch (error) {
    return fromError(error);
  }
}

/** One entry of create/orders' `failed`: a refusal with its message, or a field bag beside the reference. */
function readFailed(entry: Record<string, unknown>, reference: string): Created {
  if (typeof entry.message === 'string')
    return readRefusal(entry.message, typeof entry.tracking === 'string' ? entry.tracking : null, reference);
  const rest = Object.fromEntries(Object.entries(entry).filter(([key]) => key !== 'reference' && key !== 'success'));
  const bag = z.safeParse(fieldErrors, rest);
  if (bag.success) return refusedBy(fieldRefusal(bag.data));
  return {
    refused: 'NOEST gave no clear answer for this order: check it on NOEST’s site.',
    reason: carrierReason('unclear_answer'),
    retryable: false,
  };
}

/** `passed` by the order's index: keyed already, or a list given to the orders `failed` leaves, in order (null if they do not match). */
function byIndex(
  passed: Record<string, { tracking: string }> | { tracking: string }[],
  failed: Record<string, unknown>,
  count: number,
): Map<number, { tracking: string }> | null {
  if (!Array.isArray(passed)) return new Map(Object.entries(passed).map(([key, value]) => [Number(key), value]));
  const left = Array.from({ length: count }, (_, i) => i).filter((i) => !(String(i) in failed));
  if (left.length !== passed.length) return null;
  return new Map(left.map((index, k) => [index, passed[k]!]));
}

async function createMany(http: Http, drafts: readonly ParcelDraft[]): Promise<Created[]> {
  const orders = drafts.map(orderFields);
  try {
    const response = await http.send({ method: 'POST', route: 'create/orders', body: { orders }, guid: true });
    const answer = parseJson(response, z.union([bulkAnswer, invalidAnswer]), [200, 422], 'create/orders');
    if (!('passed' in answer)) {
      const refused = refusedBy(answer.errors ? fieldRefusal(answer.errors) : businessRefusal(answer.message));
      return drafts.map(() => refused);
    }
    const passedByIndex = byIndex(answer.passed, answer.failed, orders.length);
    if (!passedByIndex) {
      // A list of created parcels that does not match the orders left over: which is whose cannot be told.
      // Sending again is safe: NOEST answers "Colis déja existant" for each reference it holds, and the shop adopts it.
      const refused = 'NOEST’s answer did not say which orders it created: send them again, NOEST recognises the ones it holds.';
      return orders.map((fields, i) => {
        const failed = answer.failed[String(i)];
        return failed
          ? readFailed(failed, String(fields.reference))
          : { refused, reason: carrierReason('unclear_answer'), retryable: true };
      });
    }
    return orders.map((fields, i): Created => {
      const passed = passedByIndex.get(i);
      if (passed) return { tracking: passed.tracking };
      const failed = answer.failed[String(i)];
      return failed
        ? readFailed(failed, String(fields.reference))
        : {
            refused: 'NOEST said nothing of this order: check it on NOEST’s site before sending it again.',
            reason: carrierReason('unclear_answer'),
            retryable: false,
          };
    });
  } catch (error) {
    const refused = fromError(error);
    return drafts.map(() => refused);
  }
}

/** valid/order; "Commande déjà validée" is what a retry after a lost answer wants: done. */
export async function validateParcel(http: Http, tracking: string): Promise<FinishResult> {
  try {
    const response = await http.send({ method: 'POST', route: 'valid/order', body: { tracking }, guid: true });
    // A tracking NOEST does not know may also come back as a 422 bag (valid/orders' example: "tracking": [...]).
    const body = parseJson(response, z.union([outcomeAnswer, invalidAnswer]), [200, 422], 'valid/order');
    if (!('success' in body))
      return { ok: false, ...(body.errors ? fieldRefusal(body.errors) : businessRefusal(body.message)), retryable: false };
    if (body.success || isValidatedAlready(body.message ?? '')) return { ok: true };
    return { ok: false, ...businessRefusal(body.message ?? ''), retryable: false };
  } catch (error) {
    if (!(error instanceof CarrierError)) throw error;
    // Its kind too, as Ecotrack's: a quota or a refused token is then said in the owner's language.
    return { ok: false, message: error.message, reason: error.reason, retryable: error.retryable, kind: error.kind };
  }
}

async function createAndValidate(http: Http, drafts: readonly ParcelDraft[]): Promise<CreateResult[]> {
  const created = drafts.length === 1 ? [await createOne(http, drafts[0]!)] : await createMany(http, drafts);
  return validateCreated('NOEST', drafts, created, (tracking) => validateParcel(http, tracking));
}

export function createParcels(http: Http, drafts: readonly ParcelDraft[]): Promise<CreateResult[]> {
  // NOEST's reference is unique per parcel: a second draft with it would be answered as a duplicate of the first.
  return createInBatches(drafts, BATCH, noestReference, (batch) => createAndValidate(http, batch));
}
