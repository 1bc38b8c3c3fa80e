// The stand-in's customers and parcels. A parcel gets its UUID on create and its tracking number only
// later (ZR-AUDIT gotcha 2: the create answers `{id}`): after `trackingAfterReads` reads of it, or when
// the test numbers it. Each change of state, situation or return flag makes a webhook event (sent when
// the test asks: ./webhooks.ts). Labels are links with a token that expire (ZR's SAS links, ~65 min).
import { randomBytes, randomUUID } from 'node:crypto';
import type { ParcelInput } from './parcel-checks.ts';
import { describeState, FIRST_STATE, ZR_STATES, type ZrState } from './workflow.ts';

export type Situation = { name: string; description: string };
export type StandInParcel = {
  id: string;
  trackingNumber: string | null;
  externalId: string | null;
  wilayaCode: number;
  input: ParcelInput;
  state: { name: string; description: string }; // a ZrState, or a tenant's own (tenantState)
  situation: Situation | null;
  isReturn: boolean;
  deliveredAt: string | null;
  returnedAt: string | null;
  createdAt: string;
  /** Reads left before the tracking number shows. */
  readsBeforeTracking: number;
  history: { state: { name: string; description: string }; situation: Situation | null; createdAt: string }[];
};
export type ZrEvent = { type: string; data: Record<string, unknown> };

export function createStore(now: () => number, trackingAfterReads: number) {
  const customers = new Map<string, Record<string, unknown>>();
  const parcels = new Map<string, StandInParcel>();
  const labels = new Map<string, { tracking: string; expiresAt: number }>();
  const events: ZrEvent[] = [];
  let numbering = true;
  const iso = () => new Date(now()).toISOString();

  const newTracking = (wilaya: number) =>
    `${String(wilaya).padStart(2, '0')}-${randomBytes(10)
      .toString('base64')
      .replace(/[^A-Za-z0-9]/g, '')
      .toUpperCase()
      .padEnd(10, 'X')
      .slice(0, 10)}-ZR`;

  /** GET /parcels/{id} and GET /parcels/{trackingNumber} both work live (ZR-AUDIT §1). */
  const find = (idOrTracking: string) =>
    parcels.get(idOrTracking) ?? [...parcels.values()].find((p) => p.trackingNumber !== null && p.trackingNumber === idOrTracking);

  const number = (p: StandInParcel) => {
    if (!p.trackingNumber) p.trackingNumber = newTracking(p.wilayaCode);
  };

  /** The parcel as `GetSupplierParcelResponse` (ZR-SW), counting a read toward its tracking number. */
  const view = (p: StandInParcel, read = true) => {
    if (read && !p.trackingNumber && numbering && p.readsBeforeTracking-- <= 0) number(p);
    const i = p.input;
    return {
      id: p.id,
      trackingNumber: p.trackingNumber,
      externalId: p.externalId,
      customer: i.customer,
      deliveryAddress: i.deliveryAddress,
      deliveryType: i.deliveryType,
      hubId: i.hubId ?? null,
      amount: i.amount,
      description: i.description,
      state: p.state,
      situation: p.situation,
      isReturn: p.isReturn,
      deliveredAt: p.deliveredAt,
      returnedAt: p.returnedAt,
      deliveryPrice: 500,
      returnPrice: 250,
      createdAt: p.createdAt,
    };
  };

  const emit = (type: string, p: StandInParcel) => events.push({ type, data: view(p, false) });

  return {
    customers,
    parcels,
    labels,
    events,
    find,
    view,

    addCustomer(body: Record<string, unknown>): string {
      const id = randomUUID();
      customers.set(id, body);
      return id;
    },

    create(input: ParcelInput, wilayaCode: number, { numberNow = false } = {}): StandInParcel {
      const at = iso();
      const state = { name: FIRST_STATE, description: describeState(FIRST_STATE) };
      const parcel: StandInParcel = {
        id: randomUUID(),
        trackingNumber: null,
        externalId: typeof input.externalId === 'string' ? input.externalId : null,
        wilayaCode,
        input,
        state,
        situation: null,
        isReturn: false,
        deliveredAt: null,
        returnedAt: null,
        createdAt: at,
        readsBeforeTracking: trackingAfterReads,
        history: [{ state, situation: null, createdAt: at }],
      };
      // Bulk success rows carry the tracking (ZR-AUDIT gotcha 2): those are numbered at once.
      if (numberNow) number(parcel);
      parcels.set(parcel.id, parcel);
      return parcel;
    },

    /** Stops (or starts again) giving parcels their tracking numbers: ZR slow to number them. */
    setNumbering(on: boolean) {
      numbering = on;
    },
    numberAll() {
      for (const p of parcels.values()) number(p);
    },

    move(idOrTracking: string, slug: ZrState) {
      const p = find(idOrTracking);
      if (!p) throw new Error(`stand-in: no parcel ${idOrTracking}`);
      if (!ZR_STATES.some(([s]) => s === slug)) throw new Error(`stand-in: "${slug}" is not a state of the workflow`);
      number(p);
      p.state = { name: slug, description: describeState(slug) };
      p.situation = null;
      if (slug === 'livre') p.deliveredAt = iso();
      if (slug === 'retourne') p.returnedAt = iso();
      p.history.push({ state: p.state, situation: null, createdAt: iso() });
      emit('parcel.state.updated', p);
    },

    /**
     * A state of the tenant's own workflow beyond those ZR-AUDIT saw (ZR-SW: states are the tenant's,
     * read with POST /workflows/search): its slug and word only, no date field set.
     */
    tenantState(idOrTracking: string, slug: string, description: string) {
      const p = find(idOrTracking);
      if (!p) throw new Error(`stand-in: no parcel ${idOrTracking}`);
      number(p);
      p.state = { name: slug, description };
      p.situation = null;
      p.history.push({ state: p.state, situation: null, createdAt: iso() });
      emit('parcel.state.updated', p);
    },

    /** A failed attempt: a situation on the current state (ZR's `parcel.state.situation.created`). */
    situation(idOrTracking: string, name: string, description: string) {
      const p = find(idOrTracking)!;
      p.situation = { name, description };
      p.history.push({ state: p.state, situation: p.situation, createdAt: iso() });
      emit('parcel.state.situation.created', p);
    },

    markReturn(idOrTracking: string) {
      const p = find(idOrTracking)!;
      p.isReturn = true;
      emit('parcel.isReturn.updated', p);
    },

    /** A label link for a numbered parcel, valid `ttlMs` from now. */
    label(tracking: string, baseUrl: string, ttlMs: number): string {
      const token = randomBytes(18).toString('base64url');
      labels.set(token, { tracking, expiresAt: now() + ttlMs });
      return `${baseUrl}/blob/labels/${token}.pdf?sv=2024-11-04&se=${encodeURIComponent(new Date(now() + ttlMs).toISOString())}&sig=${token.slice(0, 8)}`;
    },
  };
}

export type ZrStore = ReturnType<typeof createStore>;
