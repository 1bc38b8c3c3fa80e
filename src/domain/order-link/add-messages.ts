// The one-more-piece offer's words (src/domain/orders/added-line.ts), the same on the success screen
// and on her order page, and the sentence of each refusal the add statement can answer.
import { defineMessages } from '../../i18n/messages.ts';
import type { AddOutcome } from '../orders/added-line.ts';

export const addMessages = defineMessages({
  en: {
    addOffer: 'Add the matching {name} for {price} to the same parcel',
    addOfferNote: 'Same delivery, paid together on delivery. Only while your order is not confirmed yet.',
    addButton: 'Add to my order',
    addSize: 'Size',
    addYourSize: 'Your size: {size}',
    addPickSize: 'Choose a size',
    addAdding: 'Adding…',
    addDone: 'Added to your order. To pay on delivery: {total}.',
    addedMark: 'Added after ordering',
    addClosed: 'Your order is already confirmed, shipped or cancelled: nothing can be added to it any more.',
    addSoldOut: 'Sorry, this piece has just sold out.',
    addAlready: 'A piece was already added to this order.',
    addChanged: 'This offer has just changed. Reload the page to see it.',
    addTooHigh: "Adding it would take your order over the shop's limit.",
    addFailed: 'It could not be added. Check your connection and try again.',
    addTooMany: 'Too many requests. Please wait a few minutes and try again.',
  },
  fr: {
    addOffer: 'Ajoutez aussi « {name} » pour {price} au même colis',
    addOfferNote: 'Même livraison, payé ensemble à la livraison. Seulement tant que votre commande n’est pas confirmée.',
    addButton: 'Ajouter à ma commande',
    addSize: 'Taille',
    addYourSize: 'Votre taille : {size}',
    addPickSize: 'Choisissez une taille',
    addAdding: 'Ajout…',
    addDone: 'Ajouté à votre commande. À payer à la livraison : {total}.',
    addedMark: 'Ajouté après la commande',
    addClosed: 'Votre commande est déjà confirmée, expédiée ou annulée : plus rien ne peut y être ajouté.',
    addSoldOut: 'Désolé, cet article vient d’être épuisé.',
    addAlready: 'Un article a déjà été ajouté à cette commande.',
    addChanged: 'Cette offre vient de changer. Rechargez la page pour la voir.',
    addTooHigh: 'L’ajouter dépasserait le montant maximal d’une commande.',
    addFailed: 'L’ajout n’a pas abouti. Vérifiez votre connexion et réessayez.',
    addTooMany: 'Trop de demandes. Attendez quelques minutes et réessayez.',
  },
  ar: {
    addOffer: 'أضف أيضًا «{name}» بـ {price} إلى نفس الطرد',
    addOfferNote: 'نفس التوصيل، وتدفع الكل عند الاستلام. فقط ما دامت طلبيتك لم تُؤكَّد بعد.',
    addButton: 'أضف إلى طلبيتي',
    addSize: 'المقاس',
    addYourSize: 'مقاسك: {size}',
    addPickSize: 'اختر المقاس',
    addAdding: 'جارٍ الإضافة…',
    addDone: 'تمت الإضافة إلى طلبيتك. المبلغ عند الاستلام: {total}.',
    addedMark: 'أُضيف بعد الطلب',
    addClosed: 'طلبيتك مؤكدة أو مشحونة أو ملغاة: لم يعد ممكنًا إضافة شيء إليها.',
    addSoldOut: 'عذرًا، نفدت هذه القطعة للتو.',
    addAlready: 'سبقت إضافة قطعة إلى هذه الطلبية.',
    addChanged: 'تغيّر هذا العرض للتو. أعد تحميل الصفحة لرؤيته.',
    addTooHigh: 'إضافتها تتجاوز الحد الأقصى لمبلغ الطلبية.',
    addFailed: 'لم تتم الإضافة. تحقق من اتصالك وحاول مجددًا.',
    addTooMany: 'طلبات كثيرة جدًا. انتظر بضع دقائق ثم حاول مجددًا.',
  },
});
export type AddMessageKey = keyof (typeof addMessages)['en'];

/** The sentence of a refusal (the outcomes that leave the order as it was). */
export const REFUSAL_KEY: Record<Exclude<AddOutcome, 'added' | 'replayed' | 'missing'>, AddMessageKey> = {
  already_added: 'addAlready',
  closed: 'addClosed',
  not_offered: 'addChanged',
  price_changed: 'addChanged',
  too_high: 'addTooHigh',
  sold_out: 'addSoldOut',
};
