// Where a refused connection is said: keys the carrier refused (credentials_refused) in the owner's
// language under the secret, the carrier's own reason at the field it is about, an address that does not
// answer under the address, a field the schema found in the form's own words, anything else over the form.
import type { Translate } from '../../../i18n/messages.ts';
import type { CarrierPlatform } from '../../../domain/carriers/platforms.ts';
import { AdminApiError } from '../../core/admin-api.ts';
import { carrierReasonText, isCarrierReason, type CarrierReasonKey } from '../../carriers/carrier-reason-text.ts';
import { refusalText } from '../../ui/problem-text.ts';
import type { CarriersMessageKey } from './carriers-messages.ts';

/**
 * The carrier's words inside the owner's sentence, isolated (U+2068 … U+2069, what <bdi> does, in a
 * field's text): an English reason in an Arabic sentence keeps its own order and its final period.
 */
export const isolated = (words: string) => `\u2068${words}\u2069`;

/** The secret a refusal without a named field is about: the carrier checked the keys and said no. */
export const SECRET_FIELD: Readonly<Record<CarrierPlatform, string>> = {
  yalidine: 'apiToken',
  ecotrack: 'token',
  noest: 'apiToken',
  zr_express: 'apiKey',
};

export type ConnectRefusal =
  /** The schema's keys, per field: the form words them (useFieldText). */
  | { kind: 'fields'; fields: Record<string, string> }
  /** The carrier's reason, at one field. */
  | { kind: 'at-field'; field: string; text: string }
  | { kind: 'notice'; text: string };

/** The schema's field keys a 422 'invalid' answered (none for any other refusal). */
export const connectRefusalFields = (error: unknown): Record<string, string> =>
  error instanceof AdminApiError && error.code === 'invalid' ? error.fields : {};

export function connectRefusal(
  error: unknown,
  platform: CarrierPlatform,
  carrier: string,
  t: Translate<CarriersMessageKey>,
  reasonText?: Translate<CarrierReasonKey>,
): ConnectRefusal {
  if (!(error instanceof AdminApiError)) return { kind: 'notice', text: t('failed', { message: String(error) }) };
  if (error.code === 'invalid' && Object.keys(error.fields).length > 0) return { kind: 'fields', fields: error.fields };
  if (error.code === 'carrier_unreachable') return { kind: 'at-field', field: 'baseUrl', text: t('unreachable', { carrier }) };
  // The server's sentence is English; the code is all the owner needs.
  if (error.code === 'credentials_refused') return { kind: 'at-field', field: SECRET_FIELD[platform], text: t('keysRefused', { carrier }) };
  if (error.status === 422) {
    // The carrier's reason, in the owner's words (its own quoted); a field named in the answer says where it goes.
    const named = Object.keys(error.fields)[0];
    const reason = (error.details as { reason?: unknown } | undefined)?.reason;
    const text = !isCarrierReason(reason)
      ? t('refused', { carrier, message: isolated(error.message) }) // an older server's answer: its message
      : reason.code === 'carrier_refused' || !reasonText
        ? t('refused', { carrier, message: isolated(reason.said ?? error.message) })
        : carrierReasonText(reason, carrier, reasonText);
    return { kind: 'at-field', field: named ?? SECRET_FIELD[platform], text };
  }
  return { kind: 'notice', text: refusalText(error, t, { byCode: { network: 'networkError' }, failed: 'failed' }) };
}
