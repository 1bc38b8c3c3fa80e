import { defineMessages } from '../../i18n/messages.ts';
import { productMessages } from '../product/messages.ts';
import type { Locale } from '../../i18n/locales.ts';

// The live-stock notice says the same as on the product page (one wording, see LiveStockError).
const stockNotice = (locale: Locale) => ({
  loadError: productMessages[locale].errorLoading,
  loadErrorHint: productMessages[locale].errorLoadingHint,
  retry: productMessages[locale].retry,
});

// Buy Now (spec section 2). Its errors and its failure message are Arabic on both languages, as the
// spec's catalogue has them; labels follow the page's language.
export const buyNowMessages = defineMessages({
  en: {
    title: 'Buy Now',
    quantity: 'Quantity',
    color: 'Color',
    size: 'Size',
    selectShipping: 'Please select shipping options',
    backToProduct: 'Back to Product',
    backToShop: 'Back to Shop',
    productNotFound: 'Product not found',
    ...stockNotice('en'),
    optionOutOfStock: '{name} (Out of Stock)',
    failure: 'حدث خطأ أثناء إرسال طلبيتك. يرجى المحاولة مرة أخرى.',
  },
  ar: {
    title: 'اشترِ الآن',
    quantity: 'الكمية',
    color: 'اللون',
    size: 'المقاس',
    selectShipping: 'يرجى اختيار خيارات التوصيل',
    backToProduct: 'العودة إلى المنتج',
    backToShop: 'العودة إلى المتجر',
    productNotFound: 'المنتج غير موجود',
    ...stockNotice('ar'),
    optionOutOfStock: '{name} (نفد من المخزون)',
    failure: 'حدث خطأ أثناء إرسال طلبيتك. يرجى المحاولة مرة أخرى.',
  },
  fr: {
    title: 'Acheter maintenant',
    quantity: 'Quantité',
    color: 'Couleur',
    size: 'Taille',
    selectShipping: 'Veuillez choisir les options de livraison',
    backToProduct: 'Retour au produit',
    backToShop: 'Retour à la boutique',
    productNotFound: 'Produit introuvable',
    ...stockNotice('fr'),
    optionOutOfStock: '{name} (rupture de stock)',
    failure: 'حدث خطأ أثناء إرسال طلبيتك. يرجى المحاولة مرة أخرى.',
  },
});
