// The product page's variant rules (spec section 4), pure so the island and the tests share them.
// Two ways shops get this wrong, both avoided here: offering only the first variant, and blocking a
// combination that is in stock. Every option any variant uses is offered; only stock disables one.
import type { Product, Variant } from './product.ts';

export type StockVariant = Pick<Variant, 'size' | 'color' | 'stock'>;
export type Selection = { size: string; color: string };
export type ChooserOption = { value: string; disabled: boolean };

/** What the shopper can do with the current selection. */
export type PurchaseState = { kind: 'available'; variant: Variant } | { kind: 'out-of-stock'; variant: Variant } | { kind: 'no-match' };

const distinct = (values: string[]) => [...new Set(values)];

/** The product's own order first, then any value only a variant knows (never hide a sellable variant). */
function optionValues(listed: string[], used: string[]): string[] {
  return distinct([...listed, ...used]).filter((v) => v !== '');
}

export const sizeValues = (p: Pick<Product, 'sizes' | 'variants'>) =>
  optionValues(
    p.sizes,
    p.variants.map((v) => v.size),
  );
export const colorValues = (p: Pick<Product, 'colors' | 'variants'>) =>
  optionValues(
    p.colors,
    p.variants.map((v) => v.color),
  );

/** First size and first colour preselected; a product without sizes (or colours) uses ''. */
export function initialSelection(p: Pick<Product, 'sizes' | 'colors' | 'variants'>): Selection {
  return { size: sizeValues(p)[0] ?? '', color: colorValues(p)[0] ?? '' };
}

/** The selected variant is the one matching both size and colour. */
export function findVariant<V extends StockVariant>(variants: V[], selection: Selection): V | undefined {
  return variants.find((v) => v.size === selection.size && v.color === selection.color);
}

/** A colour is disabled when none of its variants is in stock. */
export function isColorAvailable(variants: StockVariant[], color: string): boolean {
  return variants.some((v) => v.color === color && v.stock > 0);
}

/** A size is disabled when the variant for that size and the chosen colour is out of stock or missing. */
export function isSizeAvailable(variants: StockVariant[], size: string, color: string): boolean {
  const variant = findVariant(variants, { size, color });
  return variant !== undefined && variant.stock > 0;
}

export function colorOptions(p: Pick<Product, 'colors' | 'variants'>): ChooserOption[] {
  return colorValues(p).map((value) => ({ value, disabled: !isColorAvailable(p.variants, value) }));
}

export function sizeOptions(p: Pick<Product, 'sizes' | 'variants'>, color: string): ChooserOption[] {
  return sizeValues(p).map((value) => ({ value, disabled: !isSizeAvailable(p.variants, value, color) }));
}

/** Add to Cart and Buy Now are enabled only when the selected variant exists and is in stock. */
export function purchaseState(variants: Variant[], selection: Selection): PurchaseState {
  const variant = findVariant(variants, selection);
  if (!variant) return { kind: 'no-match' };
  return variant.stock > 0 ? { kind: 'available', variant } : { kind: 'out-of-stock', variant };
}

// GET /api/stock/{id}: the one contract between the stock function and the product island.
export type LiveStock = { productId: string; variants: Variant[] };

const isLiveVariant = (v: unknown): v is Variant => {
  const x = v as Record<string, unknown> | null;
  return (
    typeof x === 'object' &&
    x !== null &&
    Number.isSafeInteger(x.id) &&
    typeof x.size === 'string' &&
    typeof x.color === 'string' &&
    Number.isSafeInteger(x.stock) &&
    (x.stock as number) >= 0
  );
};

/**
 * The stock function's answer checked, or undefined. A plain reader rather than zod: it runs on the
 * product and Buy Now pages at load, where even zod/mini would cost 9 KB of the 90 KB budget.
 */
export function readLiveStock(body: unknown): LiveStock | undefined {
  const x = body as Record<string, unknown> | null;
  if (
    typeof x !== 'object' ||
    x === null ||
    typeof x.productId !== 'string' ||
    !Array.isArray(x.variants) ||
    !x.variants.every(isLiveVariant)
  )
    return undefined;
  return { productId: x.productId, variants: x.variants.map(({ id, size, color, stock }) => ({ id, size, color, stock })) };
}

/** The live answer replaces the build's variants: a variant sold out or removed since the build shows as such. */
export function applyLiveStock(variants: Variant[], live: LiveStock): Variant[] {
  return live.variants.length > 0 ? live.variants : variants.map((v) => ({ ...v, stock: 0 }));
}
