// schema.org Product data for a product page, so search engines can show price and stock.
import { isInStock, type Product } from '../../domain/catalog/product.ts';

export function productJsonLd(product: Product, options: { url: string; currency: string; brand: string; site: URL }) {
  const absolute = (path: string) => new URL(path, options.site).href;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': options.url,
    sku: product.id,
    name: product.name,
    description: product.description,
    category: product.category,
    image: product.images.map(absolute),
    brand: { '@type': 'Brand', name: options.brand },
    offers: {
      '@type': 'Offer',
      url: options.url,
      price: product.price,
      priceCurrency: options.currency,
      availability: isInStock(product) ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
}

/** JSON for a <script> element: '<' escaped so a product text can never close the script. */
export const scriptJson = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');
