// What /products/{id}/buy-data.json holds: the part of a product Buy Now needs, the same in every
// language (names and options are the owner's words). Written once per product by the build; read by
// the Buy Now shell's island (see shell-routes.ts).
import { mainImage, type Product, type Variant } from '../../domain/catalog/product.ts';
import type { Locale } from '../../i18n/locales.ts';

export type BuyNowProduct = Pick<Product, 'id' | 'name' | 'price' | 'sizes' | 'colors' | 'variants'> & {
  imageUrl: string;
  /** The name in each language the owner wrote it in (productIn); `name` is the default language's. */
  names?: Partial<Record<Locale, string>>;
};

export const toBuyNowProduct = (product: Product): BuyNowProduct => ({
  id: product.id,
  name: product.name,
  ...(product.names ? { names: product.names } : {}),
  price: product.price,
  imageUrl: mainImage(product) ?? '',
  sizes: product.sizes,
  colors: product.colors,
  variants: product.variants,
});

const isText = (x: unknown): x is string => typeof x === 'string';
const isVariant = (v: unknown): v is Variant => {
  const x = v as Record<string, unknown> | null;
  return (
    typeof x === 'object' && x !== null && Number.isSafeInteger(x.id) && isText(x.size) && isText(x.color) && Number.isSafeInteger(x.stock)
  );
};

/**
 * The file's content checked, or undefined (a file of another build, a proxy's error page). A plain
 * reader rather than zod: it runs on the Buy Now page at load, within its 90 KB JavaScript budget.
 */
/**
 * The data file as Buy Now shows it on a page in `locale`: named in that language where the owner wrote
 * the name in it (one file serves every language), else in the default language. Undefined when the
 * file is not one the build wrote.
 */
export function readBuyNowProduct(body: unknown, locale: string): BuyNowProduct | undefined {
  const x = body as Record<string, unknown> | null;
  if (typeof x !== 'object' || x === null) return undefined;
  const { id, name, price, imageUrl, sizes, colors, variants, names } = x;
  if (!isText(id) || !isText(name) || !Number.isSafeInteger(price) || !isText(imageUrl)) return undefined;
  if (!Array.isArray(sizes) || !sizes.every(isText) || !Array.isArray(colors) || !colors.every(isText)) return undefined;
  if (!Array.isArray(variants) || !variants.every(isVariant)) return undefined;
  // Only this page's name is read: the other languages' names are not checked, and not kept.
  const named = (names as Record<string, unknown> | undefined)?.[locale];
  return { id, name: isText(named) && named ? named : name, price: price as number, imageUrl, sizes, colors, variants };
}
