import { defineMessages } from '../../i18n/messages.ts';

export const shopMessages = defineMessages({
  en: {
    defaultTitle: 'Our Products',
    filterAll: 'All',
    filterLabel: 'Filter by category',
    viewProduct: 'View Product',
    outOfStock: 'Out of Stock',
    empty: 'No products found in this category.',
  },
  ar: {
    defaultTitle: 'منتجاتنا',
    filterAll: 'الكل',
    filterLabel: 'تصفية حسب الفئة',
    viewProduct: 'عرض المنتج',
    outOfStock: 'نفد من المخزون',
    empty: 'لا توجد منتجات في هذه الفئة.',
  },
});
