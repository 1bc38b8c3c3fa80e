// Creating ZR Express parcels, one draft at a time: the customer first (`POST /customers/individual`
// → `{id}`), then the parcel (`POST /parcels` → 201 `{id}`) with our reference as `externalId`. ZR's
// create answer has no tracking number (ZR-AUDIT gotcha 2): it is read from `GET /parcels/{id}`,
// waiting a little while ZR numbers the parcel. When it has not by then, the draft is answered with a
// retryable refusal; the retry finds the parcel by its `externalId` (findParcel) instead of creating a
// second one. An auth or quota failure stops the batch: the drafts left get the same answer.
import { carrierReason } from '../../../domain/carriers/carrier-reason.ts';
import type { Refusal } from '../field-refusal.ts';
import type { CreateResult, ParcelDraft } from '../carrier-client.ts';
import { CarrierError } from '../carrier-error.ts';
import { matchPlace } from '../../../domain/carriers/place-match.ts';
import { createdId, parcelRow } from './answers.ts';
import { trackingAnswer } from '../tracking-answer.ts';
import type { ZrHttp } from './http.ts';
import type { ZrPlaces } from './places.ts';

export type TrackingWait = { polls: number; intervalMs: number; sleep: (ms: number) => Promise<void> };

const isRefusal = (body: Record<string, unknown> | Refusal): body is Refusal => 'reason' in body && 'message' in body;

const LOOKED_UP = 'The parcel may exist at ZR Express: it is looked up by its reference before any new try.';

/** The parcel's body (ZR-SW `SingleParcelCreationRequest`), or why the draft cannot be placed (nothing sent). */
async function parcelBody(places: ZrPlaces, draft: ParcelDraft, customerId: string | null): Promise<Record<string, unknown> | Refusal> {
  const city = await places.wilaya(draft.wilayaCode);
  if (!city)
    return {
      message: `ZR Express lists no territory for wilaya ${draft.wilayaCode}: it cannot deliver there through its API.`,
      reason: carrierReason('no_delivery_to_wilaya'),
    };
  const communes = await places.communes(draft.wilayaCode);
  const commune = draft.communeId ? communes.find((c) => c.id === draft.communeId) : undefined;
  const matched =
    commune ??
    (() => {
      const m = matchPlace(draft.communeName, communes);
      return m.ok ? m.place : undefined;
    })();
  if (!matched)
    return {
      message: `ZR Express's list for wilaya ${draft.wilayaCode} has no commune spelled like ${draft.communeName}: choose it.`,
      reason: carrierReason('fields_refused', { fields: ['commune'] }),
    };
  if (draft.deliveryType === 'office' && !draft.stopDeskId)
    return {
      message: 'Choose the ZR Express pickup point where the customer collects the parcel.',
      reason: carrierReason('fields_refused', { fields: ['stopDesk'] }),
    };
  const name = `${draft.firstName} ${draft.familyName}`.trim();
  return {
    customer: { customerId, name, phone: { number1: draft.phone } },
    deliveryAddress: { cityTerritoryId: city.id, districtTerritoryId: matched.id, street: draft.address },
    deliveryType: draft.deliveryType === 'office' ? 'pickup-point' : 'home',
    ...(draft.deliveryType === 'office' ? { hubId: draft.stopDeskId } : {}),
    // One line for the order (the draft carries its product list as one text, as the carriers print it).
    orderedProducts: [
      {
        productName: draft.productList,
        productSku: draft.reference,
        unitPrice: draft.codAmount,
        quantity: 1,
        length: 0,
        width: 0,
        height: 0,
        weight: draft.weightKg,
        stockType: 'none',
      },
    ],
    // What the driver collects: the order's total, the shop's delivery already in it (no flag exists).
    amount: draft.codAmount,
    description: draft.notes ? `${draft.productList} — ${draft.notes}` : draft.productList,
    weight: { weight: draft.weightKg, dimensionalWeight: 0 },
    externalId: draft.reference,
  };
}

/**
 * The tracking number ZR gave the parcel (as it answered it), read until it has one or the wait is over.
 * A blank one is ZR's "not numbered yet"; a garbled one is answered as it came, and refused by trackingAnswer.
 */
async function trackingOf(http: ZrHttp, id: string, wait: TrackingWait): Promise<string | null> {
  for (let poll = 0; poll <= wait.polls; poll++) {
    if (poll > 0) await wait.sleep(wait.intervalMs);
    const parsed = parcelRow.safeParse(await http.ok('GET', `parcels/${encodeURIComponent(id)}`));
    const tracking = parsed.success ? parsed.data.trackingNumber : undefined;
    if (tracking?.trim()) return tracking;
  }
  return null;
}

async function createOne(http: ZrHttp, places: ZrPlaces, draft: ParcelDraft, wait: TrackingWait): Promise<CreateResult> {
  const refused = ({ message, reason }: Refusal): CreateResult => ({
    reference: draft.reference,
    ok: false,
    message,
    reason,
    retryable: false,
  });
  /** ZR's own refusal: its words, quoted in the owner's sentence. */
  const refusedBy = (what: string, said: string) =>
    refused({ message: `ZR Express refused the ${what}: ${said}`, reason: carrierReason('carrier_refused', { said }) });
  const checked = await parcelBody(places, draft, null);
  if (isRefusal(checked)) return refused(checked);

  const customer = await http.call('POST', 'customers/individual', checked.customer);
  const customerId = createdId.safeParse(customer.body);
  if (customer.status >= 300 || !customerId.success) return refusedBy('customer', http.reasonOf(customer));

  let parcelId: string;
  try {
    const created = await http.call('POST', 'parcels', {
      ...checked,
      customer: { ...(checked.customer as object), customerId: customerId.data.id },
    });
    const id = createdId.safeParse(created.body);
    if (created.status >= 300) return refusedBy('parcel', http.reasonOf(created));
    if (!id.success) throw new CarrierError('answer', "ZR Express's answer to the create could not be read.", true);
    parcelId = id.data.id;
  } catch (e) {
    // Sent, with no usable answer: the parcel may exist; never created again blindly.
    if (e instanceof CarrierError && e.kind !== 'auth') throw new CarrierError(e.kind, `${e.message} ${LOOKED_UP}`, true, e.reason);
    throw e;
  }
  const tracking = await trackingOf(http, parcelId, wait).catch(() => null);
  if (tracking) return trackingAnswer(draft.reference, tracking, 'ZR Express');
  return {
    reference: draft.reference,
    ok: false,
    retryable: true,
    message: `ZR Express created the parcel but has not given its tracking number yet. ${LOOKED_UP}`,
    reason: carrierReason('tracking_later'),
  };
}

export async function createZrParcels(
  http: ZrHttp,
  places: ZrPlaces,
  drafts: readonly ParcelDraft[],
  wait: TrackingWait,
): Promise<CreateResult[]> {
  const results: CreateResult[] = [];
  const seen = new Set<string>();
  let stop: CarrierError | null = null;
  for (const draft of drafts) {
    if (stop) {
      results.push({ reference: draft.reference, ok: false, message: stop.message, reason: stop.reason, retryable: stop.retryable });
      continue;
    }
    if (seen.has(draft.reference)) {
      results.push({
        reference: draft.reference,
        ok: false,
        retryable: false,
        message: `Order ${draft.reference} is already in this request.`,
        reason: carrierReason('twice_in_sending', { detail: draft.reference }),
      });
      continue;
    }
    seen.add(draft.reference);
    try {
      results.push(await createOne(http, places, draft, wait));
    } catch (e) {
      if (!(e instanceof CarrierError)) throw e;
      results.push({ reference: draft.reference, ok: false, message: e.message, reason: e.reason, retryable: e.retryable });
      if (e.kind === 'auth' || e.kind === 'quota') stop = e;
    }
  }
  return results;
}
