// The carrier platforms the shop talks to through their APIs (docs/carrier-apis.md says what each
// documents and what we relied on). One platform serves several couriers: Yalidine's API answers for
// Yalidine, Guepex, Yalitec… on other hosts; Ecotrack's for DHD, Conexlog, World Express… each on its
// own base URL. So an owner connects *accounts*: a platform, a base URL and the credentials it needs.
// Pure: no I/O. The quotas are the documented ones; the clients pace themselves under them.

// NOEST and ZR Express are one courier each, on one host.
export const CARRIER_PLATFORMS = ['yalidine', 'ecotrack', 'noest', 'zr_express'] as const;
export type CarrierPlatform = (typeof CARRIER_PLATFORMS)[number];

/** The quotas a platform documents, per window; a client never sends faster than the smallest. */
export type Quotas = { perSecond?: number; perMinute?: number; perHour?: number; perDay?: number };

export const PLATFORM_QUOTAS: Readonly<Record<CarrierPlatform, Quotas>> = {
  yalidine: { perSecond: 5, perMinute: 50, perHour: 1000, perDay: 10_000 },
  // ECO-PM "Taux limite": 50/min, 1,500/h and 15,000/day per user or IP address (docs/carrier-apis.md).
  ecotrack: { perMinute: 50, perHour: 1_500, perDay: 15_000 },
  noest: { perMinute: 60 }, // NOEST-23: "60 requests per minute by default"
  // ZR documents none: ten a second keeps a burst polite, and a 429 is waited out (zr-express/client.ts).
  zr_express: { perSecond: 10 },
};

/** Parcels one create call may carry (Yalidine takes an array; Ecotrack's, NOEST's and ZR's bulk calls take ≤ 100). */
export const CREATE_BATCH: Readonly<Record<CarrierPlatform, number>> = { yalidine: 50, ecotrack: 100, noest: 100, zr_express: 100 };

/** The default base URL of a platform's API (Ecotrack has none: each courier has its own). */
export const DEFAULT_BASE_URL: Readonly<Record<CarrierPlatform, string | null>> = {
  yalidine: 'https://api.yalidine.app/v1/',
  ecotrack: null,
  noest: 'https://app.noest-dz.com/api/public/',
  zr_express: 'https://api.zrexpress.app/api/v1/',
};

/**
 * Until when a platform's API deletes a parcel (docs/carrier-apis.md, "Cancel"):
 * - pickup: Yalidine while "En préparation", ZR Express until it dispatches or picks it up (ZR documents
 *   no limit; its stand-in's is dispatch). The shop may not know the pickup yet, so the carrier is asked.
 * - validation: Ecotrack's `delete/order` and NOEST's only before `valid/order` ("Commande non
 *   modifiable", NOEST-23's "can no longer be modified or deleted"), which the shop calls right after
 *   creating the parcel: only a parcel still waiting for its validation can be cancelled.
 */
export const CANCELS_UNTIL: Readonly<Record<CarrierPlatform, 'pickup' | 'validation'>> = {
  yalidine: 'pickup',
  ecotrack: 'validation',
  noest: 'validation',
  zr_express: 'pickup',
};
