// What the order form and POST /api/orders tell the shopper. English is the spec's wording for the
// cart and the standalone checkout; Buy Now speaks Arabic whatever the page language (the spec's
// catalogue), so its texts come from `ar`. The spec's own Arabic sentences are kept as given.
import { defineMessages, translator, type Translate } from '../../i18n/messages.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { OrderFlow } from './order-request.ts';

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
    // Neutral on purpose: a refused phone is never told why (the owner sees the attempt in the admin).
    orderRefused: 'We could not place this order. Please contact us to complete it.',
    bodyTooLarge: 'This order is too large to send.',
    invalidJson: 'This order could not be read. Please try again.',
    methodNotAllowed: 'Method not allowed',
    unexpected: 'An error occurred while submitting your order. Please try again.',
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
    orderRefused: 'تعذّر تسجيل هذه الطلبية. يرجى التواصل معنا لإتمامها.',
    bodyTooLarge: 'هذه الطلبية أكبر من الحجم المسموح به.',
    invalidJson: 'تعذرت قراءة هذه الطلبية. يرجى المحاولة مرة أخرى.',
    methodNotAllowed: 'الطريقة غير مسموح بها',
    unexpected: 'حدث خطأ أثناء إرسال طلبيتك. يرجى المحاولة مرة أخرى.',
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
