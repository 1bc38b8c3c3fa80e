// A refused carrier call of the orders screens (a parcel's cancel, the labels, the carrier's communes)
// in the owner's language, by the code the server answers (src/domain/admin/api-errors.ts) and the
// orders it names in details; the server's English message is never shown. (The carrier's own reason for
// refusing a cancel comes as details.reason, which carrier-reason-text.ts words for the Parcel panel.)
import { defineMessages, type Translate } from '../../../i18n/messages.ts';
import type { CarrierPlatform } from '../../../domain/carriers/platforms.ts';
import { AdminApiError } from '../../core/admin-api.ts';
import { PLATFORM_NAMES } from '../../carriers/carrier-accounts-query.ts';
import { useTranslator } from '../../core/use-translator.ts';
import { ltr } from '../../../i18n/isolate.ts';

export const carrierRefusalMessages = defineMessages({
  en: {
    'cancel.parcel_creating': 'The parcel is still being created at {carrier}: try again in a moment.',
    'cancel.not_connected': '{carrier} is no longer connected: cancel the parcel on its own site, or connect it again.',
    'labels.not_found': 'No parcel for {numbers}.',
    'labels.not_connected': 'The carrier of {number} is no longer connected: connect it again in Settings → Carriers.',
    'labels.carrier_unreachable': 'The label of {number} could not be read from {carrier}. Try again.',
    'places.not_connected': '{carrier} is not connected: connect it in Settings → Carriers.',
    'places.carrier_unreachable': '{carrier} did not answer: its communes could not be loaded. Try again.',
  },
  fr: {
    'cancel.parcel_creating': 'Le colis est encore en cours de création chez {carrier} : réessayez dans un instant.',
    'cancel.not_connected': '{carrier} n’est plus connecté : annulez le colis sur son propre site, ou reconnectez-le.',
    'labels.not_found': 'Aucun colis pour {numbers}.',
    'labels.not_connected': 'Le transporteur de {number} n’est plus connecté : reconnectez-le dans Paramètres → Transporteurs.',
    'labels.carrier_unreachable': 'L’étiquette de {number} n’a pas pu être lue chez {carrier}. Réessayez.',
    'places.not_connected': '{carrier} n’est pas connecté : connectez-le dans Paramètres → Transporteurs.',
    'places.carrier_unreachable': '{carrier} n’a pas répondu : ses communes n’ont pas pu être chargées. Réessayez.',
  },
  ar: {
    'cancel.parcel_creating': 'الطرد ما زال قيد الإنشاء عند {carrier}: أعد المحاولة بعد قليل.',
    'cancel.not_connected': '{carrier} لم تعد مربوطة: ألغِ الطرد من موقعها، أو اربطها من جديد.',
    'labels.not_found': 'لا يوجد طرد للطلبيات {numbers}.',
    'labels.not_connected': 'شركة توصيل الطلبية {number} لم تعد مربوطة: اربطها من جديد في الإعدادات ← شركات التوصيل.',
    'labels.carrier_unreachable': 'تعذرت قراءة ملصق الطلبية {number} من {carrier}. أعد المحاولة.',
    'places.not_connected': '{carrier} غير مربوطة: اربطها في الإعدادات ← شركات التوصيل.',
    'places.carrier_unreachable': 'لم تُجب {carrier}: تعذر تحميل بلدياتها. أعد المحاولة.',
  },
});

export type CarrierRefusalKey = keyof (typeof carrierRefusalMessages)['en'];
export const useCarrierRefusalText = () => useTranslator(carrierRefusalMessages);
export type CarrierCall = 'cancel' | 'labels' | 'places';

// An order number reads left to right inside an Arabic sentence (U+2066 … U+2069, what <bdi dir="ltr"> does).
const numbered = (n: unknown) => (typeof n === 'number' ? ltr(`#${n}`) : '');

/**
 * The owner's sentence for a refused `call`, or undefined when the code is not one of its refusals (the
 * caller says it its usual way: the network, an unexpected failure). The carrier is the one the answer
 * names (details.platform), else `carrier`, a brand.
 */
export function carrierRefusalText(error: unknown, call: CarrierCall, t: Translate<CarrierRefusalKey>, carrier = ''): string | undefined {
  if (!(error instanceof AdminApiError)) return undefined;
  const key = `${call}.${error.code}`;
  if (!Object.hasOwn(carrierRefusalMessages.en, key)) return undefined;
  const details = (typeof error.details === 'object' && error.details !== null ? error.details : {}) as {
    numbers?: unknown;
    number?: unknown;
    platform?: unknown;
  };
  const named = PLATFORM_NAMES[details.platform as CarrierPlatform] ?? carrier;
  const numbers = Array.isArray(details.numbers) ? details.numbers.map(numbered).filter(Boolean).join(', ') : '';
  return t(key as CarrierRefusalKey, { carrier: named, numbers, number: numbered(details.number) });
}
