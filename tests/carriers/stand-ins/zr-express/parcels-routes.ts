// The stand-in's parcel routes (ZR-SW `references/orders.md`; ZR-AUDIT): create one (201 `{id}`, no
// tracking number) or up to 100 (200 all / 207 some / 400 none, `successes[]` and `failures[]` by
// index, several failures for one index), read one by UUID or tracking number, its state history by
// UUID only (404 by tracking, ZR-AUDIT BUG-1), search by a field's keyword, delete one or up to 200 by
// tracking number (POST on that path is 405, ZR-AUDIT BUG-2), and label links that expire.
import { checkParcel } from './parcel-checks.ts';
import { json, pageOf, problem, type Answer } from './http.ts';
import type { Places } from './places.ts';
import type { ZrStore } from './store.ts';
import { DELETABLE } from './workflow.ts';

export type ParcelContext = { places: Places; store: ZrStore; baseUrl: () => string; labelTtlMs: number };

const obj = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const invalid = (description: string) => problem(400, 'One or more validation errors occurred.', [{ code: 'Request', description }]);

export function createOne(ctx: ParcelContext, body: unknown): Answer {
  const checked = checkParcel(ctx.places, new Set(ctx.store.customers.keys()), body);
  if (!checked.ok)
    return problem(checked.status, checked.status === 404 ? 'Not Found' : 'One or more validation errors occurred.', checked.errors);
  return json(201, { id: ctx.store.create(checked.input, checked.wilayaCode).id });
}

export function createBulk(ctx: ParcelContext, body: unknown): Answer {
  const list = obj(body).parcels;
  if (!Array.isArray(list) || list.length === 0 || list.length > 100) return invalid('Parcels must hold 1 to 100 parcels');
  const customers = new Set(ctx.store.customers.keys());
  const successes: unknown[] = [];
  const failures: unknown[] = [];
  list.forEach((input, index) => {
    const checked = checkParcel(ctx.places, customers, input);
    if (!checked.ok) {
      for (const e of checked.errors) failures.push({ index, errorCode: e.code, errorMessage: e.description });
      return;
    }
    const parcel = ctx.store.create(checked.input, checked.wilayaCode, { numberNow: true });
    successes.push({ index, parcelId: parcel.id, trackingNumber: parcel.trackingNumber, externalId: parcel.externalId });
  });
  const status = failures.length === 0 ? 200 : successes.length === 0 ? 400 : 207;
  return json(status, { successes, failures });
}

export function parcelRoute(ctx: ParcelContext, method: string, rest: string[], body: unknown): Answer {
  const [first = '', second] = rest;
  if (first === 'bulk' && second === 'by-tracking-number') {
    if (method !== 'DELETE') return problem(405, 'Method Not Allowed');
    return deleteByTracking(ctx, body);
  }
  if (first === 'search' && method === 'POST') return search(ctx, obj(body));
  if (first === 'labels' && second === 'individual' && method === 'POST') return labels(ctx, obj(body));
  if (!first) return problem(405, 'Method Not Allowed');
  if (second === 'state-history' && method === 'GET') {
    const parcel = ctx.store.parcels.get(first); // by UUID only
    if (!parcel) return problem(404, 'Not Found', [{ code: 'ParcelErrors.ParcelNotFound', description: 'The parcel was not found' }]);
    return json(200, [...parcel.history].reverse());
  }
  const parcel = ctx.store.find(first);
  if (!parcel) return problem(404, 'Not Found', [{ code: 'ParcelErrors.ParcelNotFound', description: 'The parcel was not found' }]);
  if (method === 'GET' && !second) return json(200, ctx.store.view(parcel));
  if (method === 'DELETE' && !second) {
    if (!DELETABLE.includes(parcel.state.name))
      return problem(400, 'Bad Request', [
        { code: 'ParcelErrors.CannotDelete', description: `A parcel in state ${parcel.state.name} cannot be deleted` },
      ]);
    ctx.store.parcels.delete(parcel.id);
    return json(204, undefined);
  }
  return problem(405, 'Method Not Allowed');
}

/** `advancedSearch {fields, keyword}`: a row whose field *contains* the keyword, newest first. */
function search(ctx: ParcelContext, body: Record<string, unknown>): Answer {
  const advanced = obj(body.advancedSearch);
  const fields = Array.isArray(advanced.fields) ? advanced.fields.map(String) : [];
  const keyword = typeof advanced.keyword === 'string' ? advanced.keyword.toLowerCase() : '';
  const rows = [...ctx.store.parcels.values()].reverse().filter(
    (p) =>
      !keyword ||
      fields.some((f) =>
        String((p as unknown as Record<string, unknown>)[f] ?? '')
          .toLowerCase()
          .includes(keyword),
      ),
  );
  const answer = pageOf(rows, body);
  if (answer.status !== 200) return answer;
  const page = answer.body as { items: typeof rows };
  return json(200, { ...page, items: page.items.map((p) => ctx.store.view(p)) });
}

function deleteByTracking(ctx: ParcelContext, body: unknown): Answer {
  const list = obj(body).trackingNumbers;
  if (!Array.isArray(list) || list.length === 0 || list.length > 200) return invalid('TrackingNumbers must hold 1 to 200 tracking numbers');
  const successes: unknown[] = [];
  const failures: unknown[] = [];
  for (const tracking of list.map(String)) {
    const parcel = ctx.store.find(tracking);
    if (!parcel || parcel.trackingNumber !== tracking)
      failures.push({ trackingNumber: tracking, errorMessage: 'The parcel was not found' });
    else if (!DELETABLE.includes(parcel.state.name))
      failures.push({ trackingNumber: tracking, errorMessage: `A parcel in state ${parcel.state.name} cannot be deleted` });
    else {
      ctx.store.parcels.delete(parcel.id);
      successes.push({ trackingNumber: tracking });
    }
  }
  return json(failures.length === 0 ? 200 : successes.length === 0 ? 400 : 207, { successes, failures });
}

/** `{trackingNumbers, format}` (the request's fields are unconfirmed: the stand-in's) → expiring links. */
function labels(ctx: ParcelContext, body: Record<string, unknown>): Answer {
  const list = Array.isArray(body.trackingNumbers) ? body.trackingNumbers.map(String) : [];
  if (list.length === 0 || list.length > 100) return invalid('TrackingNumbers must hold 1 to 100 tracking numbers');
  const parcelLabelFiles: unknown[] = [];
  const failedTrackingNumbers: string[] = [];
  for (const tracking of list) {
    const parcel = ctx.store.find(tracking);
    if (!parcel || parcel.trackingNumber !== tracking) failedTrackingNumbers.push(tracking);
    else parcelLabelFiles.push({ trackingNumber: tracking, fileUrl: ctx.store.label(tracking, ctx.baseUrl(), ctx.labelTtlMs) });
  }
  return json(200, { parcelLabelFiles, failedTrackingNumbers });
}
