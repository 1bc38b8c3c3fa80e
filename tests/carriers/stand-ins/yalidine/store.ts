// The stand-in's parcels: created all or nothing, each with its history of statuses (the newest last
// here; answered newest first, as YAL-DOC orders histories), its public label link, and the webhook
// events each change makes (sent when the test asks: ./webhooks.ts).
import { randomBytes } from 'node:crypto';
import { checkRequest, isTrue, YALIDINE_STATUSES, type CheckedParcel, type YalidineStatus } from './parcel-checks.ts';
import { yalidineDate } from './http.ts';
import type { Places } from './places.ts';

export type HistoryRow = {
  date_status: string;
  tracking: string;
  status: string;
  reason: string;
  center_id: number | null;
  center_name: string | null;
  wilaya_id: number;
  wilaya_name: string;
  commune_id: number;
  commune_name: string;
};

export type StandInParcel = Record<string, unknown> & { tracking: string; order_id: string; last_status: string; label: string };

export type WebhookEvent = { type: string; event_id: string; occurred_at: string; data: Record<string, unknown> };

/** The first status of a parcel created through the API: the only one it can be deleted or edited in. */
export const FIRST_STATUS: YalidineStatus = 'En préparation';

export type CreateOutcome =
  | { ok: true; answer: Record<string, unknown>; created: StandInParcel[] }
  | { ok: false; refusals: Map<string, string>; message: string; orderIds: string[] };

export function createStore(places: Places, now: () => number, baseUrl: () => string) {
  const parcels = new Map<string, StandInParcel>();
  const histories = new Map<string, HistoryRow[]>();
  /** Label links' secret tokens → the parcel (or the batch) they show. */
  const labels = new Map<string, { trackings: string[] }>();
  const events: WebhookEvent[] = [];
  let importId = 1000;
  let eventNumber = 0;
  // Yalidine's event ids are unique across its whole service: this stand-in's carry its own prefix, so
  // two stand-ins (two test files on one shared test database) never send the same id, which the shop
  // would rightly apply once (carrier_events) and so skip the second file's events.
  const eventPrefix = randomBytes(4).toString('hex');
  // Fault injection (answerNextWith): a tracking the next created parcel is answered with instead of its own.
  let answerNextWith: string | null = null;

  const token = () => randomBytes(12).toString('base64url');
  const newTracking = (): string => {
    for (;;) {
      const tracking = `yal-${randomBytes(6)
        .toString('base64url')
        .replace(/[^A-Za-z0-9]/g, '0')
        .toUpperCase()
        .slice(0, 6)}`;
      if (!parcels.has(tracking)) return tracking;
    }
  };
  const labelUrl = (trackings: string[], name: string) => {
    const t = token();
    labels.set(t, { trackings });
    return `${baseUrl()}/labels/${name}.pdf?token=${t}`;
  };
  const emit = (type: string, data: Record<string, unknown>) => {
    eventNumber++;
    events.push({ type, event_id: `evt_${eventPrefix}${String(eventNumber).padStart(9, '0')}`, occurred_at: yalidineDate(now()), data });
  };

  const record = (parcel: StandInParcel, status: string, reason: string) => {
    const at = yalidineDate(now());
    const c = places.communes.find((x) => x.id === parcel.to_commune_id)!;
    histories.get(parcel.tracking)!.push({
      date_status: at,
      tracking: parcel.tracking,
      status,
      reason,
      center_id: (parcel.stopdesk_id as number | null) ?? null,
      center_name: (parcel.stopdesk_name as string | null) ?? null,
      wilaya_id: c.wilaya_id,
      wilaya_name: c.wilaya_name,
      commune_id: c.id,
      commune_name: c.name,
    });
    parcel.last_status = status;
    parcel.date_last_status = at;
  };

  const build = (checked: CheckedParcel, tracking: string, batchImport: number, label: string): StandInParcel => {
    const p = checked.input;
    const price = places.prices.get(checked.to.id)!;
    return {
      tracking,
      order_id: checked.orderId,
      firstname: String(p.firstname),
      familyname: String(p.familyname),
      contact_phone: String(p.contact_phone),
      address: String(p.address),
      is_stopdesk: isTrue(p.is_stopdesk) ? 1 : 0,
      stopdesk_id: checked.center?.center_id ?? null,
      stopdesk_name: checked.center?.name ?? null,
      from_wilaya_id: checked.from.id,
      from_wilaya_name: checked.from.name,
      to_commune_id: checked.commune.id,
      to_commune_name: checked.commune.name,
      to_wilaya_id: checked.to.id,
      to_wilaya_name: checked.to.name,
      product_list: String(p.product_list),
      price: p.price,
      do_insurance: isTrue(p.do_insurance),
      declared_value: p.declared_value,
      delivery_fee: checked.center ? price.desk : price.home,
      freeshipping: isTrue(p.freeshipping) ? 1 : 0,
      import_id: batchImport,
      date_creation: yalidineDate(now()),
      date_expedition: null,
      date_last_status: null,
      last_status: FIRST_STATUS,
      length: p.length,
      width: p.width,
      height: p.height,
      weight: p.weight,
      payment_status: 'not-ready',
      has_exchange: isTrue(p.has_exchange) ? 1 : 0,
      product_to_collect: p.product_to_collect ?? null,
      label,
    };
  };

  return {
    parcels,
    histories,
    labels,
    events,

    /** POST /v1/parcels: every parcel, or none. */
    create(body: unknown): CreateOutcome {
      const checked = checkRequest(places, body);
      if (!checked.ok) {
        const orderIds = Array.isArray(body) ? body.map((p, i) => String((p as Record<string, unknown> | null)?.order_id ?? `#${i}`)) : [];
        return { ...checked, orderIds };
      }
      importId++;
      const trackings = checked.parcels.map(() => newTracking());
      const batchLabel = labelUrl(trackings, `import-${importId}`);
      const answer: Record<string, unknown> = {};
      const created: StandInParcel[] = [];
      checked.parcels.forEach((c, i) => {
        const tracking = trackings[i]!;
        const parcel = build(c, tracking, importId, labelUrl([tracking], tracking));
        parcels.set(tracking, parcel);
        histories.set(tracking, []);
        record(parcel, FIRST_STATUS, '');
        created.push(parcel);
        const answered = answerNextWith ?? tracking;
        answerNextWith = null;
        answer[c.orderId] = {
          success: true,
          order_id: c.orderId,
          tracking: answered,
          import_id: importId,
          label: parcel.label,
          labels: batchLabel,
        };
        emit('parcel_created', { tracking, order_id: c.orderId, status: FIRST_STATUS });
      });
      return { ok: true, answer, created };
    },

    /**
     * Fault injection, not Yalidine's documented behaviour: the next parcel created is made under its own
     * tracking, but the answer gives it this one (a number Yalidine already gave another parcel), as a
     * carrier that mixed up its answer would. The shop must not break on it (parcels_tracking).
     */
    answerNextWith(tracking: string): void {
      answerNextWith = tracking;
    },

    /** The test moves a parcel on: a documented status, with a reason where Yalidine gives one. */
    advance(tracking: string, status: YalidineStatus, reason = ''): void {
      const parcel = parcels.get(tracking);
      if (!parcel) throw new Error(`stand-in: no parcel ${tracking}`);
      if (!YALIDINE_STATUSES.includes(status)) throw new Error(`stand-in: "${status}" is not a Yalidine status`);
      record(parcel, status, reason);
      emit('parcel_status_updated', { tracking, order_id: parcel.order_id, status, reason });
    },

    /** DELETE: only while "En préparation" (YAL-DOC); anything else (or unknown) is `deleted: false`. */
    remove(tracking: string): boolean {
      const parcel = parcels.get(tracking);
      if (!parcel || parcel.last_status !== FIRST_STATUS) return false;
      parcels.delete(tracking);
      emit('parcel_deleted', { tracking, order_id: parcel.order_id });
      return true;
    },

    /** PATCH under the same condition; to_wilaya_name makes to_commune_name required (YAL-DOC). */
    edit(
      tracking: string,
      changes: Record<string, unknown>,
    ): { ok: true; parcel: StandInParcel } | { ok: false; status: number; message: string } {
      const parcel = parcels.get(tracking);
      if (!parcel) return { ok: false, status: 404, message: `No parcel ${tracking}` };
      if (parcel.last_status !== FIRST_STATUS)
        return { ok: false, status: 400, message: 'A parcel can be edited only while its last status is En préparation' };
      if ('to_wilaya_name' in changes && !('to_commune_name' in changes))
        return { ok: false, status: 400, message: 'The field to_commune_name is required with to_wilaya_name' };
      const merged = {
        ...parcel,
        ...changes,
        to_wilaya_name: changes.to_wilaya_name ?? parcel.to_wilaya_name,
        order_id: changes.order_id ?? parcel.order_id,
      };
      const checked = checkRequest(places, [merged]);
      if (!checked.ok) return { ok: false, status: 400, message: checked.message };
      const rebuilt = build(checked.parcels[0]!, tracking, parcel.import_id as number, parcel.label);
      const updated = { ...rebuilt, date_creation: parcel.date_creation, date_last_status: parcel.date_last_status };
      parcels.set(tracking, updated);
      emit('parcel_edited', { tracking, order_id: updated.order_id });
      return { ok: true, parcel: updated };
    },
  };
}

export type ParcelStore = ReturnType<typeof createStore>;
