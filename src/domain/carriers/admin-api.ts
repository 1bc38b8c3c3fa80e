// The admin's carrier API, shared by the functions (which parse with these schemas) and the admin's
// screens (which build their requests and read the answers with these types):
//
//   GET    /api/admin/carriers                         -> CarrierAccountsAnswer (no secret, ever)
//   PUT    /api/admin/carriers/{platform}              ConnectBody -> CarrierAccountView | 422 with the carrier's reason
//   DELETE /api/admin/carriers/{platform}              -> 204 (the credentials are erased)
//   GET    /api/admin/carriers/{platform}/places?wilaya=16&commune=Bab%20Ezzouar
//                                                      -> PlacesAnswer (the carrier's communes and centers, cached)
//   POST   /api/admin/parcels                          CreateParcelsBody -> CreateParcelsAnswer (one result per order)
//   DELETE /api/admin/parcels/{number}                 -> ParcelView | 409 with the carrier's reason
//   GET    /api/admin/parcels/labels?numbers=1,2,3     -> one PDF with every label, in the order given
//
// One account per platform for now (the platform is its key in the URL). Pure: no I/O.
import * as z from 'zod/mini';
import { key, text } from '../admin/text-rules.ts';
import { orderNumberSchema } from '../orders/move-results.ts';
import { CARRIER_PLATFORMS, type CarrierPlatform } from './platforms.ts';
import type { ParcelOutcome } from './outcomes.ts';
import type { CarrierReason } from './carrier-reason.ts';
import type { CentersOrder } from './center-order.ts';

export const PARCELS_MAX = 100;

const secret = z.string(key('required')).check(z.trim(), z.minLength(1, key('required')), z.maxLength(500, key('outOfRange')));

/**
 * The owner's credentials for one platform; Ecotrack needs its courier's base URL too, the others have a
 * default. Told apart by `platform`, so that a missing field is named at its field, not as "invalid".
 */
export const connectBodySchema = z.discriminatedUnion('platform', [
  z.object({
    platform: z.literal('yalidine'),
    apiId: secret,
    apiToken: secret,
    baseUrl: z.optional(z.url(key('invalid'))),
    // The shop's wilaya (01-58), where its parcels leave from: Yalidine wants it on every parcel.
    fromWilayaCode: z.string(key('required')).check(z.regex(/^(0[1-9]|[1-4][0-9]|5[0-8])$/, key('unknownWilaya'))),
    // The secret Yalidine's dashboard shows for the shop's webhook (/api/carriers/yalidine/webhook): its signatures are checked with it.
    webhookSecret: z.optional(secret),
  }),
  z.object({ platform: z.literal('ecotrack'), token: secret, baseUrl: z.url(key('invalid')) }),
  // NOEST: the API token and the partner GUID (user_guid) its every write names; both from NOEST's partner space.
  z.object({ platform: z.literal('noest'), apiToken: secret, userGuid: secret, baseUrl: z.optional(z.url(key('invalid'))) }),
  z.object({
    platform: z.literal('zr_express'),
    apiKey: secret,
    // The tenant id ZR wants as X-Tenant on most calls.
    tenantId: secret,
    baseUrl: z.optional(z.url(key('invalid'))),
    // The Svix secret of the shop's endpoint (/api/carriers/zr-express/webhook): "whsec_" and base64.
    webhookSecret: z.optional(secret.check(z.regex(/^whsec_[A-Za-z0-9+/]+={0,2}$/, key('invalid')))),
  }),
]);
export type ConnectBody = z.output<typeof connectBodySchema>;

/** A connected account as the admin sees it: never a credential, only its last four characters. */
export type CarrierAccountView = {
  platform: CarrierPlatform;
  baseUrl: string;
  keyHint: string; // "…a1b2"
  connectedAt: string;
  connectedBy: string;
  /** Yalidine and ZR Express: whether a webhook secret is kept (webhooks are refused without one). */
  webhookSecretSet?: boolean;
  /** Yalidine: the shop's wilaya its parcels leave from (01-58). */
  fromWilayaCode?: string;
};
export type CarrierAccountsAnswer = {
  platforms: readonly CarrierPlatform[];
  accounts: CarrierAccountView[];
  /** Whether the caller may connect, change or remove them: the shop's owner only (staff admins see them). */
  mayChange: boolean;
};

export type PlaceView = { id: string; name: string; communeName?: string };
/** The carrier's places of a wilaya; `suggested` is the commune/center matched to the order's, if any is certain. */
export type PlacesAnswer = {
  communes: PlaceView[];
  /** The order's commune's own first; then by distance from it, or the wilaya's seat's first, or by name. */
  centers: PlaceView[];
  centersOrder?: CentersOrder;
  suggestedCommuneId: string | null;
  suggestedCenterId: string | null;
};

/** One order to send; the owner's choices where the match was not certain. */
export const parcelChoiceSchema = z.object({
  number: orderNumberSchema,
  communeId: z.optional(text(100)),
  centerId: z.optional(text(100)),
  weightKg: z.optional(z.number(key('invalid')).check(z.gt(0, key('outOfRange')), z.lte(100, key('outOfRange')))),
});

export const createParcelsBodySchema = z.object({
  platform: z.enum(CARRIER_PLATFORMS, key('invalid')),
  orders: z.array(parcelChoiceSchema, key('invalid')).check(
    z.minLength(1, key('required')),
    // More than a request takes: the admin sends a larger selection in several (SendPanel.tsx).
    z.maxLength(PARCELS_MAX, key('tooMany')),
    z.refine((os) => new Set(os.map((o) => o.number)).size === os.length, key('invalid')),
  ),
});
export type CreateParcelsBody = z.output<typeof createParcelsBodySchema>;

/** The parcel of an order, as the order's detail and list show it. */
export type ParcelView = {
  platform: CarrierPlatform;
  tracking: string | null;
  state: 'creating' | 'created' | 'failed' | 'cancelled';
  outcome: ParcelOutcome | null;
  carrierStatus: string | null;
  trackingUrl: string | null;
  /** A parcel the carrier holds that waits for its validation (state 'creating' with a tracking): why it waits, in English for logs. */
  waitingReason: string | null;
  /** Why it waits as the admin words it (the token, the quota, the carrier's words); null on parcels that waited before reasons were kept. */
  waitingWhy: CarrierReason | null;
  /** Why a parcel was not created (state 'failed'), as the admin words it: the carrier's refusal, or a tracking another parcel holds. */
  failedWhy: CarrierReason | null;
  /** Failed delivery attempts the carrier reported (each once, however many times it came), and the newest one. */
  failedAttempts: number;
  lastAttempt: { at: string; reason: string | null } | null;
  /** The carrier refused to cancel it as too late (cancel_too_late, with its status there when it said): Cancel is no longer offered. */
  cancelRefused: CarrierReason | null;
  updatedAt: string;
};

// awaiting_validation: the carrier holds the parcel (its tracking in the message) but did not validate it yet.
export type ParcelRefusalCode =
  | 'not_confirmed'
  | 'already_sent'
  | 'place_unknown'
  | 'center_unknown'
  | 'carrier_refused'
  | 'carrier_unreachable'
  | 'awaiting_validation'
  | 'not_connected';
export type CreateParcelResult =
  | { number: number; ok: true; parcel: ParcelView }
  // `tracking`: awaiting_validation's, the parcel the carrier holds; `waitingFor`: why, when the shop can say it in the owner's language;
  // `reason`: the carrier's refusal (carrier_refused, carrier_unreachable) or why it waits (awaiting_validation: validation_pending),
  // which the admin words; `message` is the English for logs.
  | {
      number: number;
      ok: false;
      code: ParcelRefusalCode;
      message: string;
      tracking?: string;
      waitingFor?: WaitingCause;
      reason?: CarrierReason;
    };
/** Why a parcel waits for its validation: the carrier's quota for now, or its refusal of the API token. */
export type WaitingCause = 'quota' | 'token';
/**
 * `finishing`: the parcels of the carrier that wait for their validation (this send's and earlier ones'),
 * which the shop validates by itself within the carrier's quota, all of them within `withinMinutes`.
 */
export type CreateParcelsAnswer = { results: CreateParcelResult[]; finishing?: { parcels: number; withinMinutes: number } };
