// The size and colour Buy Now was opened with (?size=M&color=Black from the product page), kept only
// when the product really has them; otherwise the page's first choice stays.
import { colorValues, sizeValues, type Selection } from '../../domain/catalog/variant-availability.ts';
import type { Product } from '../../domain/catalog/product.ts';

export function selectionFromQuery(
  search: string,
  product: Pick<Product, 'sizes' | 'colors' | 'variants'>,
  fallback: Selection,
): Selection {
  const params = new URLSearchParams(search);
  const size = params.get('size');
  const color = params.get('color');
  return {
    size: size !== null && sizeValues(product).includes(size) ? size : fallback.size,
    color: color !== null && colorValues(product).includes(color) ? color : fallback.color,
  };
}
