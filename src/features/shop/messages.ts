import { defineMessages } from '../../i18n/messages.ts';

export const shopMessages = defineMessages({
  en: {
    defaultTitle: 'Our Products',
    filterAll: 'All',
    filterLabel: 'Filter by category',
    viewProduct: 'View Product',
    outOfStock: 'Out of Stock',
    empty: 'No products found in this category.',
    loadMore: 'Load more',
    originalPrice: 'Original price',
    badgeNew: 'New',
    badgeBestseller: 'Bestseller',
    badgeLimited: 'Limited',
  },
  ar: {
    defaultTitle: 'منتجاتنا',
    filterAll: 'الكل',
    filterLabel: 'تصفية حسب الفئة',
    viewProduct: 'عرض المنتج',
    outOfStock: 'نفد من المخزون',
    empty: 'لا توجد منتجات في هذه الفئة.',
    loadMore: 'عرض المزيد',
    originalPrice: 'السعر الأصلي',
    badgeNew: 'جديد',
    badgeBestseller: 'الأكثر مبيعاً',
    badgeLimited: 'محدود',
  },
});
