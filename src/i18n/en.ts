// Every text a shopper reads, in English as the spec words it. Other languages mirror these keys.
export const en = {
  'nav.shop': 'Shop',
  'nav.about': 'About',
  'nav.contact': 'Contact',
  'nav.cart': 'Cart',
  'nav.skipToContent': 'Skip to content',
  'shop.defaultTitle': 'Our Products',
  'shop.filter.all': 'All',
  'shop.filter.label': 'Filter by category',
  'shop.viewProduct': 'View Product',
  'shop.outOfStock': 'Out of Stock',
  'shop.empty': 'No products found in this category.',
  'product.shippingVaries': 'Shipping price varies by location',
  'product.details': 'Details',
  'product.shippingReturns': 'Shipping & Returns',
  'product.backToShop': 'Return to Shop',
  'product.color': 'Color',
  'product.size': 'Size',
  'footer.rights': 'All rights reserved.',
  'notFound.title': 'Page not found',
  'notFound.text': "The page you're looking for doesn't exist.",
  'notFound.home': 'Return Home',
} as const;

export type MessageKey = keyof typeof en;
