// /v1/parcels and /v1/histories, as YAL-DOC documents them; /labels/… stands for Yalidine's public
// label links (bordereau.php?tracking=…&token=…): no credentials, a PDF.
import { applyFilters, error, json, page, type Answer } from './http.ts';
import { labelPdf } from '../shared/label-pdf.ts';
import type { ParcelStore } from './store.ts';

/**
 * How a refused create answers. Its status and body are not documented ("the query will fail and no
 * parcels will be created"): 'keyed' answers each order_id as FEEEF types it ({success:false,
 * message}), the refused ones with their reason; 'message' answers one error naming none of them. The
 * client must cope with both.
 */
export type RefusalShape = 'keyed' | 'message';

export type ParcelsRouteContext = { store: ParcelStore; refusalShape: () => RefusalShape };

/** What a create answers, or 'hang' in the timeout mode (the parcels exist; the answer never comes). */
export function createParcels(ctx: ParcelsRouteContext, body: unknown): Answer {
  const outcome = ctx.store.create(body);
  if (outcome.ok) return json(200, outcome.answer);
  if (ctx.refusalShape() === 'message' || !outcome.orderIds.length) return json(400, { error: { code: 400, message: outcome.message } });
  const answer: Record<string, unknown> = {};
  for (const orderId of outcome.orderIds) {
    answer[orderId] = {
      success: false,
      order_id: orderId,
      tracking: null,
      import_id: null,
      label: null,
      labels: null,
      message: outcome.refusals.get(orderId) ?? null,
    };
  }
  return json(400, answer);
}

export function parcelsRoute(ctx: ParcelsRouteContext, method: string, rest: string[], url: URL, body: unknown): Answer {
  const tracking = rest[0] ? decodeURIComponent(rest[0]) : null;
  const trackings = tracking
    ? [tracking]
    : (url.searchParams
        .get('tracking')
        ?.split(',')
        .map((t) => t.trim()) ?? null);
  switch (method) {
    case 'GET': {
      let rows = [...ctx.store.parcels.values()];
      if (tracking) rows = rows.filter((p) => p.tracking === tracking);
      rows = applyFilters(rows, url.searchParams, [
        'tracking',
        'order_id',
        'import_id',
        'to_wilaya_id',
        'to_commune_name',
        'is_stopdesk',
        'freeshipping',
        'last_status',
        'payment_status',
      ]);
      // Newest first (YAL-DOC's default order): creation instants tie within a batch, so by insertion.
      return page(rows.reverse(), url);
    }
    case 'DELETE': {
      if (!trackings?.length) return error(400, 'The parameter tracking is required');
      return json(
        200,
        trackings.map((t) => ({ tracking: t, deleted: ctx.store.remove(t) })),
      );
    }
    case 'PATCH': {
      if (!tracking) return error(405, 'PATCH needs a tracking in the path');
      if (typeof body !== 'object' || body === null || Array.isArray(body)) return error(400, 'The body must be an object');
      const edited = ctx.store.edit(tracking, body as Record<string, unknown>);
      return edited.ok ? json(200, edited.parcel) : error(edited.status, edited.message);
    }
    default:
      return error(405, 'Method not allowed');
  }
}

export function historiesRoute(ctx: ParcelsRouteContext, rest: string[], url: URL): Answer {
  const tracking = rest[0] ? decodeURIComponent(rest[0]) : null;
  let rows = [...ctx.store.histories.entries()]
    .filter(([t]) => ctx.store.parcels.has(t) && (!tracking || t === tracking))
    .flatMap(([, h]) => h);
  rows = applyFilters(rows, url.searchParams, ['tracking', 'status', 'reason']);
  // Newest first (YAL-DOC); rows of one instant keep the order they happened in, reversed.
  return page(rows.reverse(), url);
}

/** GET /labels/<name>.pdf?token=…: the link is the secret (YAL-DOC: "publicly accessible"). */
export function labelRoute(ctx: ParcelsRouteContext, url: URL): Answer {
  const entry = ctx.store.labels.get(url.searchParams.get('token') ?? '');
  if (!entry) return { status: 404, body: new TextEncoder().encode('Not found'), headers: { 'content-type': 'text/plain' } };
  return { status: 200, body: labelPdf(entry.trackings), headers: { 'content-type': 'application/pdf' } };
}
