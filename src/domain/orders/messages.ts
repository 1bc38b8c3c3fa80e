// What the order form and POST /api/orders tell the shopper. English is the spec's wording for the
// cart and the standalone checkout; Buy Now speaks Arabic whatever the page language (the spec's
// catalogue), so its texts come from `ar`. The spec's own Arabic sentences are kept as given.
import { defineMessages, translator, type Translate } from '../../i18n/messages.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { OrderFlow } from './limits.ts';

export const orderMessages = defineMessages({
  en: {
    nameRequired: 'Name is required',
    nameTooLong: 'Name is too long (at most {max} characters)',
    emailRequired: 'Email is required',
    emailInvalid: 'Please enter a valid email address',
    phoneRequired: 'Phone number is required',
    phoneInvalid: 'Please enter a valid phone number (10 digits starting with 05, 06 or 07)',
    addressRequired: 'Address is required',
    addressTooShort: 'Please enter a complete address (at least {min} characters)',
    addressTooLong: 'Address is too long (at most {max} characters)',
    notesTooLong: 'Notes are too long (at most {max} characters)',
    plainTextOnly: 'Please use plain text only (no HTML tags or control characters)',
    hiddenFormatting: 'Please retype this text: it contains invisible formatting characters or unusual line breaks',
    wilayaRequired: 'Please select your province',
    communeRequired: 'Please enter your municipality',
    communeTooLong: 'Municipality is too long (at most {max} characters)',
    communeUnknown: 'Please choose your municipality from the list of the selected province',
    deliveryTypeRequired: 'Please choose home or office delivery',
    quantityInvalid: 'Quantity must be at least 1',
    quantityTooLarge: 'You can order at most {max} of one item',
    variantRequired: 'Please choose a size and colour',
    variantOutOfStock: 'The chosen size and colour are out of stock',
    linesRequired: 'Your cart is empty.',
    linesInvalid: 'An item in your order is not valid. Please remove it and add it again.',
    requestInvalid: 'This order could not be read. Please reload the page and try again.',
    fieldsInvalid: 'Please complete all required fields correctly',
    shippingMissing: 'Please select shipping information before completing your order',
    deliveryNotOffered: 'This delivery type is not available for {wilaya}. Please choose another one.',
    wilayaUnknown: 'Please select your province',
    productNotFound: 'Product not found',
    variantNotFound: 'The chosen size and colour of {item} are not available.',
    outOfStock: '{item} is out of stock.',
    notEnoughStock: 'Only {available} left of {item}. Please lower the quantity.',
    cooldown: 'Order Cooldown: You can only place one order every {minutes} minutes. Please try again later.',
    alreadyPlaced: 'Order Already Submitted: this same order was sent from this phone less than {minutes} minutes ago.',
    idempotencyKeyReused: 'This order was already sent with other details. Press Place Order again to send it as a new order.',
    orderTotalTooHigh: 'Order Limit: an order can total at most {max} {currency}. Please remove some items.',
    tooManyUnits: 'Order Limit: you can order at most {max} of {item} in one order.',
    addressRateLimited: 'Order Limit: too many orders were sent from your network. Please try again in {minutes} minutes.',
    dropUnitsPerAddress:
      'Order Limit: during a drop, your network can order at most {max} of {item}. Please try again in {minutes} minutes.',
    dropUnitsLeft:
      'Order Limit: during a drop, your network can order at most {max} of {item}, and only {left} more now. Please lower the quantity.',
    // Neutral on purpose: a refused phone is never told why (the owner sees the attempt in the admin).
    orderRefused: 'We could not place this order. Please contact us to complete it.',
    bodyTooLarge: 'This order is too large to send.',
    invalidJson: 'This order could not be read. Please try again.',
    methodNotAllowed: 'Method not allowed',
    unexpected: 'An error occurred while submitting your order. Please try again.',
    // 503 busy: the form sends the order again by itself; this shows only once its tries are spent.
    busy: 'Too many orders are arriving at this moment. Please press Place Order again in a few seconds: your order will not be sent twice.',
  },
  ar: {
    nameRequired: 'الاسم مطلوب',
    nameTooLong: 'الاسم طويل جداً ({max} حرفاً على الأكثر)',
    emailRequired: 'البريد الإلكتروني مطلوب',
    emailInvalid: 'يرجى إدخال بريد إلكتروني صحيح',
    phoneRequired: 'رقم الهاتف مطلوب',
    phoneInvalid: 'يرجى إدخال رقم هاتف صحيح من 10 أرقام يبدأ بـ 05 أو 06 أو 07',
    addressRequired: 'العنوان مطلوب',
    addressTooShort: 'يرجى إدخال عنوان كامل ({min} أحرف على الأقل)',
    addressTooLong: 'العنوان طويل جداً ({max} حرف على الأكثر)',
    notesTooLong: 'الملاحظات طويلة جداً ({max} حرف على الأكثر)',
    plainTextOnly: 'يرجى كتابة نص عادي فقط (دون وسوم HTML أو رموز تحكم)',
    hiddenFormatting: 'يرجى إعادة كتابة هذا النص: فهو يحتوي على رموز تنسيق غير مرئية أو فواصل أسطر غير عادية',
    wilayaRequired: 'يرجى اختيار الولاية',
    communeRequired: 'يرجى إدخال البلدية',
    communeTooLong: 'اسم البلدية طويل جداً ({max} حرف على الأكثر)',
    communeUnknown: 'يرجى اختيار بلديتك من قائمة بلديات الولاية المختارة',
    deliveryTypeRequired: 'يرجى اختيار التوصيل إلى المنزل أو إلى المكتب',
    quantityInvalid: 'يجب أن تكون الكمية 1 على الأقل',
    quantityTooLarge: 'يمكنك طلب {max} قطع على الأكثر من المنتج نفسه',
    variantRequired: 'يرجى اختيار المقاس واللون',
    variantOutOfStock: 'المقاس واللون المختاران غير متوفرين حالياً',
    linesRequired: 'سلتك فارغة.',
    linesInvalid: 'أحد المنتجات في طلبيتك غير صالح. يرجى حذفه وإضافته من جديد.',
    requestInvalid: 'تعذرت قراءة هذه الطلبية. يرجى إعادة تحميل الصفحة والمحاولة مرة أخرى.',
    fieldsInvalid: 'يرجى ملء جميع الحقول المطلوبة بشكل صحيح',
    shippingMissing: 'يرجى اختيار معلومات التوصيل قبل إتمام طلبيتك',
    deliveryNotOffered: 'نوع التوصيل هذا غير متوفر في ولاية {wilayaAr}. يرجى اختيار نوع آخر.',
    wilayaUnknown: 'يرجى اختيار الولاية',
    productNotFound: 'المنتج غير موجود',
    variantNotFound: 'المقاس واللون المختاران من {item} غير متوفرين.',
    outOfStock: 'نفدت الكمية من {item}.',
    notEnoughStock: 'لم يتبقَّ سوى {available} من {item}. يرجى تقليل الكمية.',
    cooldown: 'تنبيه: يمكنك إرسال طلبية واحدة فقط كل {minutes} دقائق. يرجى المحاولة لاحقاً.',
    alreadyPlaced: 'الطلبية مرسلة مسبقاً: أُرسلت الطلبية نفسها من هذا الهاتف منذ أقل من {minutes} دقائق.',
    idempotencyKeyReused: 'أُرسلت هذه الطلبية من قبل بتفاصيل أخرى. اضغط على زر الطلب مرة أخرى لإرسالها كطلبية جديدة.',
    orderTotalTooHigh: 'حد الطلبية: لا يمكن أن يتجاوز مجموع الطلبية {max} {currency}. يرجى حذف بعض المنتجات.',
    tooManyUnits: 'حد الطلبية: يمكنك طلب {max} قطع على الأكثر من {item} في الطلبية الواحدة.',
    addressRateLimited: 'حد الطلبيات: أُرسلت طلبيات كثيرة من شبكتك. يرجى المحاولة بعد {minutes} دقائق.',
    dropUnitsPerAddress: 'حد الطلبيات: خلال الإصدار يمكن لشبكتك طلب {max} قطع على الأكثر من {item}. يرجى المحاولة بعد {minutes} دقائق.',
    dropUnitsLeft: 'حد الطلبيات: خلال الإصدار يمكن لشبكتك طلب {max} قطع على الأكثر من {item}، وبقي لها {left} فقط الآن. يرجى تقليل الكمية.',
    orderRefused: 'تعذّر تسجيل هذه الطلبية. يرجى التواصل معنا لإتمامها.',
    bodyTooLarge: 'هذه الطلبية أكبر من الحجم المسموح به.',
    invalidJson: 'تعذرت قراءة هذه الطلبية. يرجى المحاولة مرة أخرى.',
    methodNotAllowed: 'الطريقة غير مسموح بها',
    unexpected: 'حدث خطأ أثناء إرسال طلبيتك. يرجى المحاولة مرة أخرى.',
    busy: 'تصل طلبيات كثيرة في هذه اللحظة. يرجى الضغط على زر الطلب مرة أخرى بعد بضع ثوانٍ: لن تُرسل طلبيتك مرتين.',
  },
  fr: {
    nameRequired: 'Le nom est obligatoire',
    nameTooLong: 'Le nom est trop long ({max} caractères au maximum)',
    emailRequired: 'L’e-mail est obligatoire',
    emailInvalid: 'Veuillez saisir une adresse e-mail valide',
    phoneRequired: 'Le numéro de téléphone est obligatoire',
    phoneInvalid: 'Veuillez saisir un numéro valide (10 chiffres commençant par 05, 06 ou 07)',
    addressRequired: 'L’adresse est obligatoire',
    addressTooShort: 'Veuillez saisir une adresse complète ({min} caractères au minimum)',
    addressTooLong: 'L’adresse est trop longue ({max} caractères au maximum)',
    notesTooLong: 'Les remarques sont trop longues ({max} caractères au maximum)',
    plainTextOnly: 'Veuillez écrire du texte simple (sans balises HTML ni caractères de contrôle)',
    hiddenFormatting:
      'Veuillez retaper ce texte\u00a0: il contient des caractères de mise en forme invisibles ou des retours à la ligne inhabituels',
    wilayaRequired: 'Veuillez choisir votre wilaya',
    communeRequired: 'Veuillez indiquer votre commune',
    communeTooLong: 'Le nom de la commune est trop long ({max} caractères au maximum)',
    communeUnknown: 'Veuillez choisir votre commune dans la liste de la wilaya choisie',
    deliveryTypeRequired: 'Veuillez choisir la livraison à domicile ou au bureau',
    quantityInvalid: 'La quantité doit être d’au moins 1',
    quantityTooLarge: 'Vous pouvez commander {max} pièces au maximum d’un même article',
    variantRequired: 'Veuillez choisir une taille et une couleur',
    variantOutOfStock: 'La taille et la couleur choisies sont en rupture de stock',
    linesRequired: 'Votre panier est vide.',
    linesInvalid: 'Un article de votre commande n’est pas valide. Retirez-le puis ajoutez-le de nouveau.',
    requestInvalid: 'Impossible de lire cette commande. Rechargez la page et réessayez.',
    fieldsInvalid: 'Veuillez remplir correctement tous les champs obligatoires',
    shippingMissing: 'Veuillez choisir les informations de livraison avant de valider votre commande',
    deliveryNotOffered: 'Ce mode de livraison n’est pas disponible pour {wilaya}. Veuillez en choisir un autre.',
    wilayaUnknown: 'Veuillez choisir votre wilaya',
    productNotFound: 'Produit introuvable',
    variantNotFound: 'La taille et la couleur choisies pour {item} ne sont pas disponibles.',
    outOfStock: '{item} est en rupture de stock.',
    notEnoughStock: 'Il ne reste que {available} pièce(s) de {item}. Veuillez baisser la quantité.',
    cooldown:
      'Délai entre deux commandes\u00a0: vous ne pouvez passer qu’une commande toutes les {minutes} minutes. Veuillez réessayer plus tard.',
    alreadyPlaced: 'Commande déjà envoyée\u00a0: cette même commande a été envoyée depuis ce téléphone il y a moins de {minutes} minutes.',
    idempotencyKeyReused:
      'Cette commande a déjà été envoyée avec d’autres informations. Appuyez de nouveau sur «\u00a0Confirmer la commande\u00a0» pour l’envoyer comme nouvelle commande.',
    orderTotalTooHigh:
      'Limite de commande\u00a0: le total d’une commande ne peut pas dépasser {max} {currency}. Veuillez retirer quelques articles.',
    tooManyUnits: 'Limite de commande\u00a0: vous pouvez commander {max} pièces au maximum de {item} par commande.',
    addressRateLimited:
      'Limite de commandes\u00a0: trop de commandes ont été envoyées depuis votre réseau. Réessayez dans {minutes} minutes.',
    dropUnitsPerAddress:
      'Limite de commande\u00a0: pendant un drop, votre réseau peut commander {max} pièces au maximum de {item}. Réessayez dans {minutes} minutes.',
    dropUnitsLeft:
      'Limite de commande\u00a0: pendant un drop, votre réseau peut commander {max} pièces au maximum de {item}, et encore {left} seulement pour l’instant. Veuillez baisser la quantité.',
    orderRefused: 'Nous n’avons pas pu enregistrer cette commande. Contactez-nous pour la finaliser.',
    bodyTooLarge: 'Cette commande est trop volumineuse pour être envoyée.',
    invalidJson: 'Impossible de lire cette commande. Veuillez réessayer.',
    methodNotAllowed: 'Méthode non autorisée',
    unexpected: 'Une erreur est survenue lors de l’envoi de votre commande. Veuillez réessayer.',
    busy: 'Trop de commandes arrivent en ce moment. Appuyez de nouveau sur Confirmer la commande dans quelques secondes : votre commande ne sera pas envoyée deux fois.',
  },
});

export type OrderMessageKey = keyof typeof orderMessages.en;

export const isOrderMessageKey = (key: string): key is OrderMessageKey => Object.hasOwn(orderMessages.en, key);

/** Buy Now answers in Arabic (the spec); the cart and the standalone checkout in the page's language. */
export function orderMessageLocale(flow: OrderFlow | undefined, locale: Locale | undefined): Locale {
  return flow === 'buy_now' ? 'ar' : (locale ?? 'en');
}

export function orderTranslator(flow: OrderFlow | undefined, locale: Locale | undefined): Translate<OrderMessageKey> {
  return translator(orderMessages, orderMessageLocale(flow, locale));
}
