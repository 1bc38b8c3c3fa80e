// A refused upload in the owner's words: the server names why (details.reason, one of IMAGE_REFUSALS)
// and this words it from the catalog's dictionaries; a refusal without a reason keeps the server's
// message, and a network failure or a stale list the catalog's usual text.
import { AdminApiError } from '../../core/admin-api.ts';
import { IMAGE_MAX_SIDE, isImageRefusal, type ImageRefusal } from '../../../domain/admin-catalog/images.ts';
import type { Locale } from '../../../i18n/locales.ts';
import type { Translate } from '../../../i18n/messages.ts';
import type { CatalogMessageKey } from '../messages/index.ts';
import { problemText } from '../problem-text.ts';

const REFUSAL_TEXT: Record<ImageRefusal, CatalogMessageKey> = {
  notAnImage: 'imageNotAnImage',
  heic: 'imageHeic',
  unreadable: 'imageUnreadable',
  tooLarge: 'imageTooLarge',
  tooManyPixels: 'imageTooManyPixels',
  sideTooLong: 'imageSideTooLong',
  tooSlow: 'imageTooSlow',
};

export function uploadRefusalText(error: unknown, t: Translate<CatalogMessageKey>, locale: Locale): string {
  if (!(error instanceof AdminApiError) || error.status === 0) return problemText(error, t, locale);
  const reason = (error.details as { reason?: unknown } | undefined)?.reason;
  return isImageRefusal(reason) ? t(REFUSAL_TEXT[reason], { max: IMAGE_MAX_SIDE.toLocaleString('en-US') }) : error.message;
}
