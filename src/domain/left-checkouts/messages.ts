// What POST/DELETE /api/left-checkout answer, in the shopper's language. The form saves in the
// background and shows none of these (her order is never held up by a draft); they are for whoever
// reads the answer, and never a bare 500. Field errors reuse the order form's (src/domain/orders/messages.ts).
import { defineMessages, translator } from '../../i18n/messages.ts';
import type { Locale } from '../../i18n/locales.ts';

export const leftCheckoutMessages = defineMessages({
  en: {
    saved: 'Saved: the shop may call you if you do not finish your order.',
    invalidFields: 'This checkout could not be kept: please check the phone number and the province.',
    wilayaUnknown: 'Please select your province from the list.',
    tooManySaves: 'Too many saves from your network. Please try again in {minutes} minutes.',
    tooManyDrafts: 'Too many unfinished checkouts for this phone or network. Please finish your order, or try again later.',
    closed: 'This checkout has already become an order.',
    notFound: 'There is no unfinished checkout to delete.',
    bodyTooLarge: 'This checkout is too large to keep.',
    invalidJson: 'This checkout could not be read. Please reload the page.',
    methodNotAllowed: 'This address only takes POST and DELETE.',
    busy: 'The shop is very busy: your checkout will be kept at your next change.',
    unexpected: 'Something went wrong while keeping your checkout. Your order itself is not affected.',
  },
  fr: {
    saved: 'Enregistré\u00a0: la boutique peut vous appeler si vous ne terminez pas votre commande.',
    invalidFields: 'Impossible de garder cette commande en cours\u00a0: vérifiez le numéro de téléphone et la wilaya.',
    wilayaUnknown: 'Veuillez choisir votre wilaya dans la liste.',
    tooManySaves: 'Trop d’enregistrements depuis votre réseau. Réessayez dans {minutes} minutes.',
    tooManyDrafts: 'Trop de commandes non terminées pour ce téléphone ou ce réseau. Terminez votre commande ou réessayez plus tard.',
    closed: 'Cette commande en cours est déjà devenue une commande.',
    notFound: 'Aucune commande en cours à supprimer.',
    bodyTooLarge: 'Cette commande en cours est trop volumineuse pour être gardée.',
    invalidJson: 'Impossible de lire cette commande en cours. Rechargez la page.',
    methodNotAllowed: 'Cette adresse n’accepte que POST et DELETE.',
    busy: 'La boutique est très sollicitée\u00a0: votre commande en cours sera gardée à votre prochaine modification.',
    unexpected: 'Un problème est survenu en gardant votre commande en cours. Votre commande elle-même n’est pas touchée.',
  },
  ar: {
    saved: 'تم الحفظ: يمكن للمتجر الاتصال بك إذا لم تُكمل طلبيتك.',
    invalidFields: 'تعذر حفظ هذه الطلبية غير المكتملة: يرجى التحقق من رقم الهاتف والولاية.',
    wilayaUnknown: 'يرجى اختيار ولايتك من القائمة.',
    tooManySaves: 'عمليات حفظ كثيرة من شبكتك. يرجى المحاولة بعد {minutes} دقائق.',
    tooManyDrafts: 'طلبيات غير مكتملة كثيرة لهذا الهاتف أو لهذه الشبكة. أكمل طلبيتك أو حاول لاحقاً.',
    closed: 'أصبحت هذه الطلبية غير المكتملة طلبية بالفعل.',
    notFound: 'لا توجد طلبية غير مكتملة لحذفها.',
    bodyTooLarge: 'هذه الطلبية غير المكتملة أكبر من أن تُحفظ.',
    invalidJson: 'تعذرت قراءة هذه الطلبية غير المكتملة. يرجى إعادة تحميل الصفحة.',
    methodNotAllowed: 'هذا العنوان يقبل POST و DELETE فقط.',
    busy: 'المتجر مشغول جداً: ستُحفظ طلبيتك غير المكتملة عند تعديلك التالي.',
    unexpected: 'حدث خطأ أثناء حفظ طلبيتك غير المكتملة. طلبيتك نفسها لم تتأثر.',
  },
});

export type LeftCheckoutMessageKey = keyof (typeof leftCheckoutMessages)['en'];

export const leftCheckoutTranslator = (locale: Locale | undefined) => translator(leftCheckoutMessages, locale ?? 'en');
