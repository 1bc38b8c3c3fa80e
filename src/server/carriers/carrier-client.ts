// What the shop asks of a carrier platform, whatever its API looks like. One implementation per
// platform (yalidine/, ecotrack/, noest/, zr-express/), each speaking its documented HTTP API (docs/carrier-apis.md) and
// pacing itself under its quotas. Secrets stay inside the client: nothing it returns or throws carries
// a credential, and its error messages are safe to show the owner and to log.
import type { CarrierPlatform } from '../../domain/carriers/platforms.ts';
import type { ParcelReport } from '../../domain/carriers/outcomes.ts';
import type { ParcelDraft } from '../../domain/carriers/parcel-draft.ts';
import type { CarrierPlace } from '../../domain/carriers/place-match.ts';
import type { CarrierReason } from '../../domain/carriers/carrier-reason.ts';

/** Why a call gave no answer the client can use (a CarrierError, carrier-error.ts, carries one). */
export type CarrierErrorKind =
  | 'auth' // the carrier refused the credentials
  | 'quota' // the carrier's request quota is used up for now
  | 'unreachable' // no answer, a timeout, or the carrier's own failure (5xx)
  | 'refused' // the carrier refused the request itself (a 4xx with its reason)
  | 'answer'; // an answer the client cannot read

/** The credentials of one account, as the owner typed them (kept encrypted at rest, never answered back). */
export type CarrierCredentials =
  | { platform: 'yalidine'; apiId: string; apiToken: string }
  | { platform: 'ecotrack'; token: string }
  | { platform: 'noest'; apiToken: string; userGuid: string }
  | { platform: 'zr_express'; apiKey: string; tenantId: string };

// The place and the draft are the domain's (src/domain/carriers/parcel-draft.ts builds drafts purely).
export type { ParcelDraft } from '../../domain/carriers/parcel-draft.ts';
export type { CarrierPlace } from '../../domain/carriers/place-match.ts';
export type CreatedParcel = { reference: string; ok: true; tracking: string };
export type RefusedParcel = {
  reference: string;
  ok: false;
  /** English, for logs and the order's history; the admin words `reason` instead. */
  message: string;
  reason: CarrierReason;
  retryable: boolean;
  /**
   * The parcel the carrier already holds for this draft although the create did not finish (Ecotrack
   * created it, then `valid/order` could not be sent): the retry finishes it by this tracking
   * (`finishParcel`) instead of looking it up by reference or creating it again.
   */
  tracking?: string;
  /** Why such a parcel is not finished, when a call failed (the quota, the token…): the owner is told in her language. */
  kind?: CarrierErrorKind;
  /** Why such a parcel waits (the validation's own failure: the token, the quota, the carrier's words), kept for its order page. */
  waitingWhy?: CarrierReason;
};
export type CreateResult = CreatedParcel | RefusedParcel;
export type FinishResult =
  { ok: true } | { ok: false; message: string; reason: CarrierReason; retryable: boolean; kind?: CarrierErrorKind };
/** A cancel the carrier refused: why, as a code the admin words (the parcel moved on, unknown…), and in English for logs. */
export type CancelRefused = { ok: false; message: string; reason: CarrierReason };

/** A label: a PDF's bytes (fetched server-side; label links are bearer links and never reach a page). */
export type ParcelLabel = { tracking: string; pdf: Uint8Array };

/**
 * A failed check: `keys` when the carrier refused the credentials themselves (a 401/403, NOEST's GUID),
 * which the admin words in the owner's language; `request` for any other refusal, its reason (which the
 * admin words too, the carrier's own words quoted) and in English in message.
 */
export type ConnectionCheck = { ok: true } | { ok: false; refused: 'keys' | 'request'; message: string; reason?: CarrierReason };

/** `P`: any platform by default; a platform's own client names itself (CarrierClient<'noest'>). */
export interface CarrierClient<P extends CarrierPlatform = CarrierPlatform> {
  readonly platform: P;
  /** One harmless call that proves the credentials work (lists nothing the owner did not ask). */
  checkConnection(): Promise<ConnectionCheck>;
  /**
   * A wilaya's name as the carrier's own list spells it (Yalidine's /wilayas, whose create takes no other
   * spelling), or null when its list has no such wilaya. Only where the carrier wants names.
   */
  wilayaName?(wilayaCode: number): Promise<string | null>;
  /** The carrier's communes of a wilaya (cached by the caller). */
  communes(wilayaCode: number): Promise<CarrierPlace[]>;
  /** The carrier's stop-desk centers of a wilaya. */
  centers(wilayaCode: number): Promise<CarrierPlace[]>;
  /** Create parcels; one answer per draft, in order. A bad draft never blocks the others. */
  createParcels(drafts: readonly ParcelDraft[]): Promise<CreateResult[]>;
  /** The parcel the carrier already has for this reference (after a timeout), or null. */
  findParcel(reference: string): Promise<{ tracking: string } | null>;
  /**
   * Finishes a parcel a create left unfinished at the carrier (RefusedParcel.tracking): Ecotrack's
   * `valid/order`; nothing where creating is one step (Yalidine). Done already counts as done.
   */
  finishParcel(tracking: string): Promise<FinishResult>;
  /** Cancel while the carrier allows it; the reason says why not otherwise. */
  cancelParcel(tracking: string): Promise<{ ok: true } | CancelRefused>;
  label(tracking: string): Promise<ParcelLabel>;
  /** The latest status of each tracking number (unknown ones are left out). */
  statuses(trackings: readonly string[]): Promise<ParcelReport[]>;
}
