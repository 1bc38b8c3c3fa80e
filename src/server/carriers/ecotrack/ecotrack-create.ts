// Creating parcels at an Ecotrack courier: create, then validate. ECO-PM: a parcel stays "prête à
// expédier" until `valid/order` ("Expédier une commande"), and without it the courier never collects
// it; `ask_collection=1` asks the courier to come and pick it up. One order goes through create/order,
// several through create/orders (≤ 100), whose answer is not all-or-nothing: a 422 can hold created
// parcels beside refused ones, keyed by reference. One answer per draft, in the drafts' order.
import * as z from 'zod/mini';
import { carrierReason } from '../../../domain/carriers/carrier-reason.ts';
import { CREATE_BATCH } from '../../../domain/carriers/platforms.ts';
import { normalizeAlgerianPhone } from '../../../domain/orders/phone.ts';
import type { CreateResult, FinishResult, ParcelDraft } from '../carrier-client.ts';
import {
  bulkAnswer,
  businessRefusal as refusalAnswer,
  createdAnswer,
  fieldErrors,
  invalidAnswer,
  outcomeAnswer,
} from './ecotrack-answers.ts';
import { CarrierError } from '../carrier-error.ts';
import { createFailed, createInBatches, refusedBy, validateCreated, type Created } from '../create-then-validate.ts';
import { parseJson, type createEcotrackHttp } from './ecotrack-http.ts';
import { ordersByReference } from './ecotrack-orders.ts';
import { businessRefusal, fieldRefusal } from './ecotrack-refusals.ts';

type Http = ReturnType<typeof createEcotrackHttp>;

const SHORT_TEXT = 255; // ECO-PM: remarque and produit ≤ 255 characters

/** A draft in create/order's names (ECO-PM's table). `montant` is all the driver collects, delivery included. */
export function orderFields(draft: ParcelDraft): Record<string, string | number> {
  const office = draft.deliveryType === 'office';
  // The draft splits names for Yalidine and repeats a single name as the family name: Ecotrack takes one field.
  const name = draft.firstName === draft.familyName ? draft.firstName : `${draft.firstName} ${draft.familyName}`;
  return {
    reference: draft.reference,
    nom_client: name.trim(),
    telephone: normalizeAlgerianPhone(draft.phone) ?? draft.phone.replace(/\D/g, ''),
    adresse: draft.address,
    // A stop-desk parcel goes to the desk the owner chose: a commune `get/communes` lists with
    // has_stop_desk, named, and its code_postal as the station code (docs/carrier-apis.md, "Stop desk").
    commune: office ? (draft.stopDeskCommune ?? draft.stopDeskId ?? draft.communeName) : draft.communeName,
    ...(office && /^\d+$/.test(draft.stopDeskId ?? '') ? { code_postal: draft.stopDeskId! } : {}),
    code_wilaya: draft.wilayaCode,
    montant: draft.codAmount,
    type: 1, // a delivery (2 exchange, 3 pickup, 4 recouvrement)
    stop_desk: office ? 1 : 0,
    weight: draft.weightKg,
    ...(draft.productList.trim() ? { produit: draft.productList.trim().slice(0, SHORT_TEXT) } : {}),
    ...(draft.notes.trim() ? { remarque: draft.notes.trim().slice(0, SHORT_TEXT) } : {}),
  };
}

const fromError = (error: unknown): Created =>
  createFailed(error, 'The parcel may exist at the courier: the shop looks for it by its reference before sending it again.');

/** One result of create/orders (or create/order's 200), as the draft's answer. */
function readResult(result: unknown): Created {
  const created = z.safeParse(createdAnswer, result);
  if (created.success) return { tracking: created.data.tracking };
  const refusal = z.safeParse(refusalAnswer, result);
  if (refusal.success) return refusedBy(businessRefusal(refusal.data.error, refusal.data.message));
  const bag = z.safeParse(fieldErrors, result);
  if (bag.success) return refusedBy(fieldRefusal(bag.data));
  return {
    refused: 'The courier’s Ecotrack gave no clear answer for this order: check it on the courier’s site.',
    reason: carrierReason('unclear_answer'),
    retryable: false,
  };
}

async function createOne(http: Http, draft: ParcelDraft): Promise<Created> {
  try {
    const response = await http.send({ method: 'POST', route: 'create/order', json: orderFields(draft) });
    if (response.status === 422) {
      const invalid = parseJson(response, invalidAnswer, [422], 'create/order');
      return refusedBy(invalid.errors ? fieldRefusal(invalid.errors) : businessRefusal(null, invalid.message));
    }
    return readResult(parseJson(response, z.union([createdAnswer, refusalAnswer]), [200], 'create/order'));
  } catch (error) {
    return fromError(error);
  }
}

/**
 * A courier whose create/orders fails on its side (HTTP 500: ECO-AUDIT §8, Packers): the orders it may
 * have created all the same are looked up by reference (get/orders) and kept, the others created one
 * by one with create/order, so that none is created twice.
 */
async function oneByOne(http: Http, drafts: readonly ParcelDraft[], now: Date): Promise<Created[]> {
  let existing;
  try {
    existing = await ordersByReference(
      http,
      drafts.map((d) => d.reference),
      now,
    );
  } catch (error) {
    const refused = fromError(error);
    return drafts.map(() => refused);
  }
  const created: Created[] = [];
  for (const draft of drafts) {
    const found = existing.get(draft.reference);
    created.push(found ? { tracking: found.tracking } : await createOne(http, draft));
  }
  return created;
}

async function createMany(http: Http, drafts: readonly ParcelDraft[], now: Date): Promise<Created[]> {
  const orders = Object.fromEntries(drafts.map((draft, i) => [String(i), orderFields(draft)]));
  try {
    const response = await http.send({ method: 'POST', route: 'create/orders', json: { orders }, serverErrors: 'answer' });
    if (response.status >= 500) return oneByOne(http, drafts, now);
    const answer = parseJson(response, z.union([bulkAnswer, invalidAnswer]), [200, 422], 'create/orders');
    if (!('results' in answer)) {
      const refused = refusedBy(answer.errors ? fieldRefusal(answer.errors) : businessRefusal(null, answer.message));
      return drafts.map(() => refused);
    }
    return drafts.map((draft) => readResult(answer.results[draft.reference]));
  } catch (error) {
    const refused = fromError(error);
    return drafts.map(() => refused);
  }
}

/** valid/order; 10001 means it was validated already (a retry after a lost answer), which is what we want. */
export async function validateParcel(http: Http, tracking: string): Promise<FinishResult> {
  try {
    const { body } = await http.json({ method: 'POST', route: 'valid/order', query: { tracking, ask_collection: 1 } }, outcomeAnswer);
    if (body.success || Number(body.error) === 10001) return { ok: true };
    return { ok: false, ...businessRefusal(body.error, body.message), retryable: false };
  } catch (error) {
    if (!(error instanceof CarrierError)) throw error;
    return { ok: false, message: error.message, reason: error.reason, retryable: error.retryable, kind: error.kind };
  }
}

async function createAndValidate(http: Http, drafts: readonly ParcelDraft[], now: Date): Promise<CreateResult[]> {
  const created = drafts.length === 1 ? [await createOne(http, drafts[0]!)] : await createMany(http, drafts, now);
  return validateCreated('The courier’s Ecotrack', drafts, created, (tracking) => validateParcel(http, tracking));
}

export function createParcels(http: Http, drafts: readonly ParcelDraft[], now: Date = new Date()): Promise<CreateResult[]> {
  // create/orders keys its answer by reference: two drafts with one reference cannot be told apart.
  return createInBatches(
    drafts,
    CREATE_BATCH.ecotrack,
    (reference) => reference,
    (batch) => createAndValidate(http, batch, now),
  );
}
