import { defineMessages } from '../../i18n/messages.ts';

// The older standalone checkout (/checkout), spec section 2 and its error catalogue.
export const checkoutMessages = defineMessages({
  en: {
    title: 'Checkout',
    empty: 'Your cart is empty.',
    continueShopping: 'Continue Shopping',
    backToCart: 'Back to Cart',
    alreadySubmitted: 'Order Already Submitted',
    failure: 'There was an error placing your order. Please try again.',
    loading: 'Loading your cart...',
  },
  ar: {
    title: 'إتمام الطلب',
    empty: 'سلتك فارغة.',
    continueShopping: 'مواصلة التسوق',
    backToCart: 'العودة إلى السلة',
    alreadySubmitted: 'الطلبية مرسلة مسبقاً',
    failure: 'حدث خطأ أثناء تسجيل طلبيتك. يرجى المحاولة مرة أخرى.',
    loading: 'جارٍ تحميل سلتك...',
  },
});
