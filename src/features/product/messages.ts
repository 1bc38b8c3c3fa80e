import { defineMessages } from '../../i18n/messages.ts';

export const productMessages = defineMessages({
  en: {
    shippingVaries: 'Shipping price varies by location',
    details: 'Details',
    shippingReturns: 'Shipping & Returns',
    returnToShop: 'Return to Shop',
    color: 'Color',
    size: 'Size',
    outOfStock: 'Out of Stock',
    imageOf: '{name}, image {n}',
  },
  ar: {
    shippingVaries: 'يختلف سعر التوصيل حسب الولاية',
    details: 'التفاصيل',
    shippingReturns: 'التوصيل والإرجاع',
    returnToShop: 'العودة إلى المتجر',
    color: 'اللون',
    size: 'المقاس',
    outOfStock: 'نفد من المخزون',
    imageOf: '{name}، الصورة {n}',
  },
});
