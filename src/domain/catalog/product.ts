// The product as pages and islands see it (never a database row).
export const BADGES = ['new', 'bestseller', 'limited'] as const;
export type Badge = (typeof BADGES)[number];

export type Variant = { id: number; size: string; color: string; stock: number };

export type Product = {
  id: string;
  name: string;
  description: string;
  price: number;
  originalPrice: number | null;
  category: string;
  images: string[];
  /** the owner's alt text of each image ('' or missing: the page words one from the name) */
  imageAlts?: string[];
  details: string[];
  shippingReturns: string;
  colors: string[];
  sizes: string[];
  badge: Badge | null;
  variants: Variant[];
};

export const DESCRIPTION_PREVIEW_LENGTH = 40;

export function isInStock(product: Pick<Product, 'variants'>): boolean {
  return product.variants.some((v) => v.stock > 0);
}

export function mainImage(product: Pick<Product, 'images'>): string | undefined {
  return product.images[0];
}

/** The shop card's description: the first 40 characters, then '...' when there was more. */
export function previewDescription(description: string, max = DESCRIPTION_PREVIEW_LENGTH): string {
  const chars = Array.from(description); // count characters, not UTF-16 units (Arabic, emoji)
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}...` : description;
}

export function categoriesOf(products: Pick<Product, 'category'>[]): string[] {
  return [...new Set(products.map((p) => p.category))];
}
