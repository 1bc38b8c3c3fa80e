import { defineMessages } from '../../i18n/messages.ts';

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
    loadError: 'Error loading product',
    loadErrorHint: 'Sizes and stock may be out of date. Your order is checked again when you place it.',
    retry: 'Try again',
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
    loadError: 'خطأ في تحميل المنتج',
    loadErrorHint: 'قد لا تكون المقاسات والمخزون محدّثة. يُتحقّق من طلبيتك مجدداً عند إرسالها.',
    retry: 'إعادة المحاولة',
    optionOutOfStock: '{name} (نفد من المخزون)',
    failure: 'حدث خطأ أثناء إرسال طلبيتك. يرجى المحاولة مرة أخرى.',
  },
});
