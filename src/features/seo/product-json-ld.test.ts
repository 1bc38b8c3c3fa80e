import { expect, it } from 'vitest';
import type { Product } from '../../domain/catalog/product.ts';
import { productJsonLd, scriptJson } from './product-json-ld.ts';

const tee: Product = {
  id: 'tee',
  name: 'Tee </script>',
  description: 'Cotton',
  price: 3200,
  originalPrice: null,
  category: 'T-Shirts',
  images: ['/images/products/tee-1.webp'],
  details: [],
  shippingReturns: '',
  colors: ['Black'],
  sizes: ['M'],
  badge: null,
  variants: [{ id: 1, size: 'M', color: 'Black', stock: 0 }],
};
const site = new URL('https://shop.example');

it('describes the product with its offer in DZD and its stock', () => {
  const data = productJsonLd(tee, { url: 'https://shop.example/products/tee', currency: 'DZD', brand: 'D.R.P', site });
  expect(data).toMatchObject({
    '@type': 'Product',
    name: 'Tee </script>',
    image: ['https://shop.example/images/products/tee-1.webp'],
    offers: { '@type': 'Offer', price: 3200, priceCurrency: 'DZD', availability: 'https://schema.org/OutOfStock' },
  });
  const inStock = { ...tee, variants: [{ id: 1, size: 'M', color: 'Black', stock: 2 }] };
  expect(productJsonLd(inStock, { url: '', currency: 'DZD', brand: 'D.R.P', site }).offers.availability).toBe('https://schema.org/InStock');
});

it('cannot close its script element', () => {
  expect(scriptJson({ name: 'Tee </script>' })).not.toContain('</script>');
  expect(JSON.parse(scriptJson({ name: 'Tee </script>' }))).toEqual({ name: 'Tee </script>' });
});
