// Why a carrier said no (a parcel, its validation, its cancel), in the owner's language, by the reason's
// code (src/domain/carriers/carrier-reason.ts): the server's English sentence is never shown. The
// carrier's status, a tracking and its own words are isolated in the sentence (U+2066/U+2068 … U+2069,
// what <bdi> does), so that "En préparation" or "ECDHDZ26…" keep their order inside an Arabic sentence;
// the carrier's own words are only ever a quoted detail after the owner's sentence.
import { defineMessages, type Translate } from '../../i18n/messages.ts';
import { CARRIER_REASON_CODES, type CarrierReason, type OrderField } from '../../domain/carriers/carrier-reason.ts';
import { useTranslator } from '../core/use-translator.ts';
import { ltr, own } from '../../i18n/isolate.ts';

export const carrierReasonMessages = defineMessages({
  en: {
    cancel_too_late:
      '{carrier} no longer lets the shop cancel this parcel: it has already been sent for collection. Ask {carrier} to return it.',
    'cancel_too_late.status':
      '{carrier} cancels a parcel only while it is being prepared; this one is now “{detail}”. Ask {carrier} to return it.',
    cancel_validated:
      '{carrier} does not cancel a parcel once it is validated, and the shop validates each parcel as soon as it is created. Ask {carrier} to cancel it on its side, or to return it if it was already picked up.',
    parcel_unknown: '{carrier} has no parcel {detail}: it may have been cancelled there already.',
    validation_pending: '{carrier} holds parcel {detail} but has not validated it yet.',
    fields_refused: '{carrier} refused {fields}: correct the order and send it again.',
    'fields_refused.none': '{carrier} refused the order without saying which field is wrong.',
    no_delivery_to_wilaya: '{carrier} does not deliver to the order’s wilaya: choose another carrier for it.',
    stop_desk_refused: '{carrier} refused the office chosen: choose one of its offices in the order’s wilaya, or home delivery.',
    amount_too_high: 'The amount to collect is above what {carrier} accepts for this account.',
    'amount_too_high.limit': '{carrier} collects at most {detail} DZD per parcel.',
    tracking_taken:
      '{carrier} answered the tracking number {detail}, which the shop already holds for order {order}, so it was not recorded for this order. {carrier} may have made a parcel for this order all the same: look for it on {carrier}’s site before sending the order again.',
    duplicate_reference: '{carrier} already holds a parcel for order {detail} without saying which: find it on {carrier}’s site.',
    twice_in_sending: 'Order {detail} is twice in this sending.',
    tracking_later:
      '{carrier} created the parcel but has not given its tracking number yet: try again in a minute, the shop finds it first.',
    unclear_answer: '{carrier} gave no clear answer for this order: check it on {carrier}’s site before sending it again.',
    quota_spent: '{carrier}’s quota of requests is spent for now: try again in a minute.',
    token_refused: '{carrier} refused the API keys: connect it again in Settings → Carriers.',
    carrier_failed: '{carrier} did not answer in time. Try again.',
    answer_unreadable: '{carrier}’s answer could not be read: check the order on its site.',
    'answer_unreadable.tracking':
      '{carrier} answered “{detail}” as this parcel’s tracking number, which cannot be one, so it was not recorded. {carrier} may have made the parcel all the same: the next Send asks {carrier} for it first; or look for it on {carrier}’s site.',
    'answer_unreadable.noTracking':
      '{carrier} gave no tracking number for this parcel, so it was not recorded. {carrier} may have made the parcel all the same: the next Send asks {carrier} for it first; or look for it on {carrier}’s site.',
    carrier_refused: '{carrier} refused without saying why.',
    'carrier_refused.said': '{carrier} refused: “{said}”',
    said: '{carrier} said: “{said}”',
    fieldJoin: ', ',
    'field.reference': 'the reference',
    'field.name': 'the customer’s name',
    'field.phone': 'the phone number',
    'field.phone2': 'the second phone number',
    'field.address': 'the address',
    'field.postalCode': 'the postal code',
    'field.commune': 'the commune',
    'field.wilaya': 'the wilaya',
    'field.amount': 'the amount to collect',
    'field.note': 'the note',
    'field.products': 'the product list',
    'field.deliveryKind': 'the kind of delivery',
    'field.stopDesk': 'the office (stop-desk)',
    'field.weight': 'the weight',
    'field.tracking': 'the tracking number',
    'field.orders': 'the list of orders',
  },
  fr: {
    cancel_too_late:
      '{carrier} ne permet plus à la boutique d’annuler ce colis : il est déjà parti pour le ramassage. Demandez son retour à {carrier}.',
    'cancel_too_late.status':
      '{carrier} n’annule un colis que tant qu’il est en préparation ; celui-ci est maintenant « {detail} ». Demandez son retour à {carrier}.',
    cancel_validated:
      '{carrier} n’annule plus un colis une fois validé, et la boutique valide chaque colis dès sa création. Demandez à {carrier} de l’annuler de son côté, ou de le retourner s’il a déjà été ramassé.',
    parcel_unknown: '{carrier} n’a aucun colis {detail} : il y a peut-être déjà été annulé.',
    validation_pending: '{carrier} a le colis {detail} mais ne l’a pas encore validé.',
    fields_refused: '{carrier} a refusé {fields} : corrigez la commande et renvoyez-la.',
    'fields_refused.none': '{carrier} a refusé la commande sans dire quel champ ne va pas.',
    no_delivery_to_wilaya: '{carrier} ne livre pas dans la wilaya de la commande : choisissez un autre transporteur pour elle.',
    stop_desk_refused:
      '{carrier} a refusé le bureau choisi : choisissez l’un de ses bureaux dans la wilaya de la commande, ou la livraison à domicile.',
    amount_too_high: 'Le montant à encaisser dépasse ce que {carrier} accepte pour ce compte.',
    'amount_too_high.limit': '{carrier} encaisse au plus {detail} DA par colis.',
    tracking_taken:
      '{carrier} a répondu le numéro de suivi {detail}, que la boutique a déjà pour la commande {order} : il n’a donc pas été enregistré pour cette commande. {carrier} a peut-être créé un colis pour elle malgré tout : cherchez-le sur le site de {carrier} avant de la renvoyer.',
    duplicate_reference: '{carrier} a déjà un colis pour la commande {detail} sans dire lequel : retrouvez-le sur le site de {carrier}.',
    twice_in_sending: 'La commande {detail} figure deux fois dans cet envoi.',
    tracking_later:
      '{carrier} a créé le colis mais n’a pas encore donné son numéro de suivi : réessayez dans une minute, la boutique le retrouve d’abord.',
    unclear_answer: '{carrier} n’a rien dit de clair sur cette commande : vérifiez-la sur le site de {carrier} avant de la renvoyer.',
    quota_spent: 'Le quota de requêtes de {carrier} est épuisé pour l’instant : réessayez dans une minute.',
    token_refused: '{carrier} a refusé les clés d’API : reconnectez-le dans Paramètres → Transporteurs.',
    carrier_failed: '{carrier} n’a pas répondu à temps. Réessayez.',
    answer_unreadable: 'La réponse de {carrier} n’a pas pu être lue : vérifiez la commande sur son site.',
    'answer_unreadable.tracking':
      '{carrier} a répondu « {detail} » comme numéro de suivi de ce colis, ce qui ne peut pas en être un : il n’a donc pas été enregistré. {carrier} a peut-être créé le colis malgré tout : le prochain envoi le demande d’abord à {carrier} ; ou cherchez-le sur le site de {carrier}.',
    'answer_unreadable.noTracking':
      '{carrier} n’a donné aucun numéro de suivi pour ce colis : il n’a donc pas été enregistré. {carrier} a peut-être créé le colis malgré tout : le prochain envoi le demande d’abord à {carrier} ; ou cherchez-le sur le site de {carrier}.',
    carrier_refused: '{carrier} a refusé sans dire pourquoi.',
    'carrier_refused.said': '{carrier} a refusé : « {said} »',
    said: '{carrier} a dit : « {said} »',
    fieldJoin: ', ',
    'field.reference': 'la référence',
    'field.name': 'le nom de la cliente',
    'field.phone': 'le numéro de téléphone',
    'field.phone2': 'le second numéro de téléphone',
    'field.address': 'l’adresse',
    'field.postalCode': 'le code postal',
    'field.commune': 'la commune',
    'field.wilaya': 'la wilaya',
    'field.amount': 'le montant à encaisser',
    'field.note': 'la remarque',
    'field.products': 'la liste des produits',
    'field.deliveryKind': 'le type de livraison',
    'field.stopDesk': 'le bureau (stop-desk)',
    'field.weight': 'le poids',
    'field.tracking': 'le numéro de suivi',
    'field.orders': 'la liste des commandes',
  },
  ar: {
    cancel_too_late: 'لم تعد {carrier} تسمح للمتجر بإلغاء هذا الطرد: فقد أُرسل للاستلام. اطلب من {carrier} إرجاعه.',
    'cancel_too_late.status': 'لا تلغي {carrier} الطرد إلا ما دام قيد التحضير، وحالته الآن «{detail}». اطلب من {carrier} إرجاعه.',
    cancel_validated:
      'لا تلغي {carrier} الطرد بعد تأكيده، والمتجر يؤكد كل طرد فور إنشائه. اطلب من {carrier} إلغاءه من جهتها، أو إرجاعه إن كانت قد استلمته.',
    parcel_unknown: 'لا يوجد لدى {carrier} طرد برقم {detail}: ربما أُلغي عندها من قبل.',
    validation_pending: 'لدى {carrier} الطرد {detail} لكنها لم تؤكده بعد.',
    fields_refused: 'رفضت {carrier} {fields}: صحّح الطلبية وأعد إرسالها.',
    'fields_refused.none': 'رفضت {carrier} الطلبية دون أن تذكر الحقل الخاطئ.',
    no_delivery_to_wilaya: 'لا توصل {carrier} إلى ولاية الطلبية: اختر لها شركة توصيل أخرى.',
    stop_desk_refused: 'رفضت {carrier} المكتب المختار: اختر أحد مكاتبها في ولاية الطلبية، أو التوصيل إلى المنزل.',
    amount_too_high: 'المبلغ الذي يُحصَّل أعلى مما تقبله {carrier} لهذا الحساب.',
    'amount_too_high.limit': 'تحصّل {carrier} {detail} دج على الأكثر عن كل طرد.',
    tracking_taken:
      'أجابت {carrier} برقم التتبع {detail}، وهو رقم لدى المتجر من قبل للطلبية {order}، فلم يُسجَّل لهذه الطلبية. ربما أنشأت {carrier} طردًا لها مع ذلك: ابحث عنه في موقع {carrier} قبل إعادة إرسالها.',
    duplicate_reference: 'لدى {carrier} طرد للطلبية {detail} من قبل دون أن تذكر أيّ طرد هو: ابحث عنه في موقع {carrier}.',
    twice_in_sending: 'الطلبية {detail} مكررة في هذا الإرسال.',
    tracking_later: 'أنشأت {carrier} الطرد لكنها لم تعطِ رقم تتبعه بعد: أعد المحاولة بعد دقيقة، فالمتجر يبحث عنه أولًا.',
    unclear_answer: 'لم تُعطِ {carrier} جوابًا واضحًا عن هذه الطلبية: تحقق منها في موقع {carrier} قبل إعادة إرسالها.',
    quota_spent: 'استُنفدت حصة طلبات {carrier} في الوقت الحالي: أعد المحاولة بعد دقيقة.',
    token_refused: 'رفضت {carrier} مفاتيح الـAPI: اربطها من جديد في الإعدادات ← شركات التوصيل.',
    carrier_failed: 'لم تُجب {carrier} في الوقت المحدد. أعد المحاولة.',
    answer_unreadable: 'تعذرت قراءة جواب {carrier}: تحقق من الطلبية في موقعها.',
    'answer_unreadable.tracking':
      'أجابت {carrier} بـ«{detail}» رقمًا لتتبع هذا الطرد، وهو لا يمكن أن يكون رقم تتبع، فلم يُسجَّل. ربما أنشأت {carrier} الطرد مع ذلك: الإرسال القادم يسأل {carrier} عنه أولًا؛ أو ابحث عنه في موقع {carrier}.',
    'answer_unreadable.noTracking':
      'لم تُعطِ {carrier} رقم تتبع لهذا الطرد، فلم يُسجَّل. ربما أنشأت {carrier} الطرد مع ذلك: الإرسال القادم يسأل {carrier} عنه أولًا؛ أو ابحث عنه في موقع {carrier}.',
    carrier_refused: 'رفضت {carrier} دون أن تذكر السبب.',
    'carrier_refused.said': 'رفضت {carrier}: «{said}»',
    said: 'قالت {carrier}: «{said}»',
    fieldJoin: '، ',
    'field.reference': 'المرجع',
    'field.name': 'اسم الزبونة',
    'field.phone': 'رقم الهاتف',
    'field.phone2': 'رقم الهاتف الثاني',
    'field.address': 'العنوان',
    'field.postalCode': 'الرمز البريدي',
    'field.commune': 'البلدية',
    'field.wilaya': 'الولاية',
    'field.amount': 'المبلغ الذي يُحصَّل',
    'field.note': 'الملاحظة',
    'field.products': 'قائمة المنتجات',
    'field.deliveryKind': 'نوع التوصيل',
    'field.stopDesk': 'المكتب (Stop-desk)',
    'field.weight': 'الوزن',
    'field.tracking': 'رقم التتبع',
    'field.orders': 'قائمة الطلبيات',
  },
});

export type CarrierReasonKey = keyof (typeof carrierReasonMessages)['en'];
export const useCarrierReasonText = () => useTranslator(carrierReasonMessages);

/** The template of a reason: some have a second wording when their detail is known (or missing). */
function keyOf(reason: CarrierReason): CarrierReasonKey {
  if (reason.code === 'cancel_too_late' && reason.detail) return 'cancel_too_late.status';
  if (reason.code === 'amount_too_high' && reason.detail) return 'amount_too_high.limit';
  if (reason.code === 'fields_refused' && !reason.fields?.length) return 'fields_refused.none';
  if (reason.code === 'carrier_refused' && reason.said) return 'carrier_refused.said';
  // A tracking the shop could not keep (src/domain/carriers/tracking.ts): what was answered, if anything.
  if (reason.code === 'answer_unreadable' && reason.fields?.includes('tracking'))
    return reason.detail ? 'answer_unreadable.tracking' : 'answer_unreadable.noTracking';
  return reason.code;
}

/** Whether a value read from an answer is a reason this admin can word (an older server's, a newer one's). */
export function isCarrierReason(value: unknown): value is CarrierReason {
  if (typeof value !== 'object' || value === null) return false;
  const code = (value as { code?: unknown }).code;
  return typeof code === 'string' && (CARRIER_REASON_CODES as readonly string[]).includes(code);
}

/** The owner's sentence for a reason, then the carrier's own words quoted when it gave some. */
export function carrierReasonText(reason: CarrierReason, carrier: string, t: Translate<CarrierReasonKey>): string {
  const detail = reason.detail ?? '';
  const fields = (reason.fields ?? []).map((f: OrderField) => t(`field.${f}`)).join(t('fieldJoin'));
  // A tracking or a reference reads left to right; a status or the carrier's words take their own direction.
  const isolated = ['cancel_too_late', 'amount_too_high'].includes(reason.code) ? own(detail) : ltr(detail);
  const key = keyOf(reason);
  const said = reason.said ? own(reason.said) : '';
  const order = reason.order !== undefined ? ltr(`#${reason.order}`) : '';
  const sentence = t(key, { carrier, detail: isolated, fields, said, order });
  // Its own words after the owner's sentence, unless that sentence is only about them.
  return said && key !== 'carrier_refused.said' ? `${sentence} ${t('said', { carrier, said })}` : sentence;
}
