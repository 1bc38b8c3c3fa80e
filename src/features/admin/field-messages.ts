import { defineMessages } from '../../i18n/messages.ts';
import { fieldKeyOf, type FieldErrorKey } from '../../domain/admin/api-errors.ts';

// What each field error key of the admin's shared schemas (src/domain/admin) says to the owner.
// The keys are the same whether the form's own check or the function's 422 found the problem.
export const fieldMessages = defineMessages({
  en: {
    required: 'This field is required',
    tooLong: 'This is too long',
    passwordTooShort: 'Use at least {min} characters',
    wholeNumber: 'Enter a whole number',
    outOfRange: 'This number is outside the allowed range',
    invalidUrl: 'Enter an address starting with https:// or /',
    invalidEmail: 'Please enter a valid email address',
    invalidDateTime: 'Choose a date and a time',
    invalidCurrency: 'Use a three-letter currency code, e.g. DZD',
    invalidHandle: 'Enter a handle (letters, digits, . _ -) or a full https:// address',
    plainTextOnly: 'Please use plain text only (no control characters)',
    maxBelowMin: 'The highest price must be at least the lowest',
    lockoutBelowDelay: 'The lockout must come at or after the first wait',
    placeholderRefused: 'The shipped placeholder password cannot protect the shop: choose your own',
    unknownWilaya: 'Unknown wilaya',
    duplicateWilaya: 'A wilaya is listed twice',
    invalidPhone: 'Enter an Algerian mobile number (05, 06 or 07 and 8 digits)',
    unknownCommune: 'Choose a commune from the wilaya\'s list',
    deliveryNotOffered: 'This delivery type is not offered in this wilaya',
    invalidDate: 'Choose a date',
    dateRangeReversed: 'The end date must be on or after the start date',
    addressTooShort: 'This address is too short for this order',
    invalid: 'Please check this field',
  },
  ar: {
    required: 'هذا الحقل مطلوب',
    tooLong: 'النص طويل جدًا',
    passwordTooShort: 'استعمل {min} أحرف على الأقل',
    wholeNumber: 'أدخل عددًا صحيحًا',
    outOfRange: 'هذا العدد خارج المجال المسموح',
    invalidUrl: 'أدخل عنوانًا يبدأ بـ https:// أو /',
    invalidEmail: 'يرجى إدخال بريد إلكتروني صحيح',
    invalidDateTime: 'اختر تاريخًا ووقتًا',
    invalidCurrency: 'استعمل رمز عملة من ثلاثة أحرف، مثل DZD',
    invalidHandle: 'أدخل اسم حساب (حروف وأرقام و . _ -) أو عنوانًا كاملًا يبدأ بـ https://',
    plainTextOnly: 'يرجى استعمال نص عادي فقط (دون رموز تحكم)',
    maxBelowMin: 'يجب ألا يقل أعلى سعر عن أدنى سعر',
    lockoutBelowDelay: 'يجب أن يأتي القفل عند أول انتظار أو بعده',
    placeholderRefused: 'كلمة المرور المؤقتة المرفقة لا تحمي المتجر: اختر كلمة مرورك',
    unknownWilaya: 'ولاية غير معروفة',
    duplicateWilaya: 'ولاية مذكورة مرتين',
    invalidPhone: 'أدخل رقم هاتف محمول جزائري (05 أو 06 أو 07 ثم 8 أرقام)',
    unknownCommune: 'اختر بلدية من قائمة الولاية',
    deliveryNotOffered: 'نوع التوصيل هذا غير متوفر في هذه الولاية',
    invalidDate: 'اختر تاريخًا',
    dateRangeReversed: 'يجب أن يكون تاريخ النهاية في تاريخ البداية أو بعده',
    addressTooShort: 'هذا العنوان قصير جدًا لهذا الطلب',
    invalid: 'يرجى التحقق من هذا الحقل',
  },
});

export { fieldKeyOf, type FieldErrorKey };
