import { defineMessages } from '../i18n/messages.ts';

// Texts of the page shell: header, footer, skip link, 404.
export const shellMessages = defineMessages({
  en: {
    shop: 'Shop',
    about: 'About',
    contact: 'Contact',
    cart: 'Cart',
    skipToContent: 'Skip to content',
    mainNav: 'Main',
    footerNav: 'Footer',
    rights: 'All rights reserved.',
    language: 'Language',
    defaultDescription: '{title}: {hero}. Cash on delivery across Algeria.',
    notFoundTitle: 'Page not found',
    notFoundText: "The page you're looking for doesn't exist.",
    returnHome: 'Return Home',
  },
  ar: {
    shop: 'المتجر',
    about: 'من نحن',
    contact: 'اتصل بنا',
    cart: 'السلة',
    skipToContent: 'انتقل إلى المحتوى',
    mainNav: 'القائمة الرئيسية',
    footerNav: 'روابط التذييل',
    rights: 'جميع الحقوق محفوظة.',
    language: 'اللغة',
    defaultDescription: '{title}: {hero}. الدفع عند الاستلام في كل أنحاء الجزائر.',
    notFoundTitle: 'الصفحة غير موجودة',
    notFoundText: 'الصفحة التي تبحث عنها غير موجودة.',
    returnHome: 'العودة إلى الرئيسية',
  },
});
