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
  fr: {
    title: 'Finaliser la commande',
    empty: 'Votre panier est vide.',
    continueShopping: 'Continuer mes achats',
    backToCart: 'Retour au panier',
    alreadySubmitted: 'Commande déjà envoyée',
    failure: 'Une erreur est survenue lors de l’envoi de votre commande. Veuillez réessayer.',
    loading: 'Chargement de votre panier...',
  },
});
