// The one error shape of every /api/admin/* answer, and the keys a field error can carry. The keys
// are not text: the island words them from its dictionaries, the function sends them in 422 `fields`.
import * as z from 'zod/mini';
import { issuesByField, type Issue } from '../field-issues.ts';

export const ADMIN_ERROR_CODES = [
  'session_expired', // 401: missing, expired, revoked or forged X-Auth-Token; the island clears its session
  'login_failed', // 401: generic, never says whether the email, the password or the address was the problem
  'login_blocked', // 429: 5 failures from an address or for an account; retryAfterSeconds says how long
  'not_authorized', // 403: a Supabase token that is not valid or whose email is not an admin email
  'setup_invalid', // 404: a first-run link that is unknown, used or older than 30 minutes
  'setup_done', // 409: an admin exists already, the first-run setup is closed
  'too_many_attempts', // 429: 5 wrong setup links from an address, or 5 wrong current passwords in a session; retryAfterSeconds says how long
  'stale', // 409: someone saved since this form read the settings (compare updatedAt)
  'invalid', // 422: `fields` says which field and why
  'invalid_json', // 400
  'body_too_large', // 413
  'method_not_allowed', // 405
  'not_found', // 404
  'last_admin', // 409: the last admin email cannot be removed
  'not_owner', // 403: only the shop's owner adds or removes admin emails, and connects, changes or removes carrier accounts
  'last_owner', // 409: the shop's last owner cannot be removed
  'own_session', // 409: end your own session by signing out
  'wrong_password', // 422 on POST /api/admin/password: the current password is not right
  'placeholder_refused', // 422: the shipped placeholder site password cannot protect the site
  'gate_error', // 422: a site password rule refused the change (message says which)
  'stock_at_stake', // 409: the new sizes/colours drop grid cells holding stock; details: cells, resend with confirmStockRemoval
  'stock_below_zero', // 409: a stock change would take a variant below 0; details: StockShortfall[]; nothing applied
  'unsupported_image', // 415: not a JPEG, PNG or WebP image (an iPhone HEIC, a renamed file...)
  'image_too_large', // 413: an image over 15 MB
  'too_many_images', // 409: the product has its 12 images already
  'storage_unavailable', // 503: uploads need SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY on Netlify
  'import_invalid', // 422: the CSV has errors; details: { changes, errors }; nothing written
  'publish_unavailable', // 503: neither a build hook nor a local runtime can publish
  'transition_refused', // 409: an order move the workflow does not allow, or a restock already done / not due
  'not_editable', // 409: an order that is on its way (or closed) cannot be edited
  'already_listed', // 409: that phone is on the blacklist already
  'server_error', // 500: never for bad input
  // Every function, before it runs (src/server/http/handle.ts):
  'cross_site_request', // 403: a state-changing request from another site (its Origin, or Sec-Fetch-Site: cross-site); also a request acting on the session cookie alone that is not from the shop's own page (src/server/admin/same-origin.ts)
  'unsupported_media_type', // 415: a body that is not JSON (a CSV import: text/csv; a photo: multipart/form-data)
  // The orders' extras (carriers, backups, test orders):
  'not_exportable', // 409: an order of the carrier file is not confirmed (or shipped, for a second file), or is a test
  'over_carrier_limit', // 422: the carrier refuses an amount this high (Yalidine: 150,000 DZD)
  'no_webhook', // 409: 'Backup now' needs ORDER_WEBHOOK_URL
  'webhook_failed', // 502: the chat webhook refused the backup (its status in the message)
  'no_sample_product', // 409: a test order needs a product in stock and a wilaya with home delivery
  'not_test_order', // 409: only a test order can be deleted
  // Carriers through their APIs (src/domain/carriers/admin-api.ts):
  'carrier_refused', // 422 on connect: the carrier refused the credentials (its reason in the message); 409 on cancel: any other refusal, details.reason says it
  'carrier_unreachable', // 502: the carrier did not answer (its address, its network)
  'not_connected', // 409: that carrier is not connected (Settings → Carriers)
  'has_parcel', // 409: the order has a parcel at a carrier: a cancel or an edit waits until that parcel is cancelled; a carrier CSV or a pasted tracking number is refused for it
  'credentials_refused', // 422 on connect: the carrier refused the keys themselves (fields names the secret); the admin words it
  'parcel_creating', // 409 on a parcel's cancel: it is still being created at the carrier, try again in a moment
  'cancel_too_late', // 409 on a parcel's cancel: the parcel has moved on at the carrier; details.reason (src/domain/carriers/carrier-reason.ts) has its status
  'parcel_unknown', // 409 on a parcel's cancel: the carrier has no parcel with its tracking; details.reason
] as const;
export type AdminErrorCode = (typeof ADMIN_ERROR_CODES)[number];

export const FIELD_ERROR_KEYS = [
  'required',
  'tooLong',
  'passwordTooShort',
  'wholeNumber',
  'outOfRange',
  'invalidUrl',
  'invalidEmail',
  'invalidDateTime',
  'invalidCurrency',
  'invalidHandle',
  'plainTextOnly',
  'maxBelowMin',
  'lockoutBelowDelay',
  'placeholderRefused',
  'unknownWilaya',
  'duplicateWilaya',
  'duplicate',
  'tooMany',
  'unknownImage',
  'invalidPhone',
  'unknownCommune',
  'deliveryNotOffered',
  'invalidDate',
  'dateRangeReversed',
  'addressTooShort',
  'passwordTooEasy',
  'carrierHttpsOnly',
  'carrierAddressNotPublic',
  'invalidPixelId',
  'invalid',
] as const;
export type FieldErrorKey = (typeof FIELD_ERROR_KEYS)[number];

export type AdminApiErrorBody = {
  error: {
    code: AdminErrorCode;
    message: string;
    /** field path ('siteTitle', 'changes.3.homePrice') -> FieldErrorKey */
    fields?: Record<string, FieldErrorKey>;
    retryAfterSeconds?: number;
    /** more about the refusal, per code (the catalog's codes say what) */
    details?: unknown;
  };
};

export const adminApiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.optional(z.record(z.string(), z.string())),
    retryAfterSeconds: z.optional(z.number()),
    details: z.optional(z.unknown()),
  }),
});

/** Spec section 8: the text of a refused Supabase sign-in. */
export const AUTH_ERROR_MESSAGE = 'An error occurred during the authentication process. Please try again later.';
export const SESSION_EXPIRED_MESSAGE = 'Session expired';
/** One message for every failed password sign-in (spec: the login answers 'false', nothing more). */
export const LOGIN_FAILED_MESSAGE = 'Sign-in failed. Check your email and password, or wait and try again.';

/** A zod issue's message as a field key; anything zod words itself (a wrong type) is 'invalid'. */
export function fieldKeyOf(message: string): FieldErrorKey {
  return (FIELD_ERROR_KEYS as readonly string[]).includes(message) ? (message as FieldErrorKey) : 'invalid';
}

/** zod issues -> { 'path.to.field': key }, the first issue of each field winning. */
export const fieldErrorsOf = (issues: readonly Issue[]): Record<string, FieldErrorKey> =>
  issuesByField(issues, fieldKeyOf) as Record<string, FieldErrorKey>;
