// The size × colour grid of a product as the stock screen draws it, and the numbers it asks about
// before an option goes. A product without sizes or colours has one variant ('' × ''), as in the shop.
export type GridVariant = { id: number; size: string; color: string; stock: number };

export type StockGrid = {
  /** Row labels: the sizes, or [''] when the product has none. */
  sizes: string[];
  /** Column labels: the colours, or [''] when the product has none. */
  colors: string[];
  cell: (size: string, color: string) => GridVariant | undefined;
};

export function stockGridOf(sizes: readonly string[], colors: readonly string[], variants: readonly GridVariant[]): StockGrid {
  const byKey = new Map(variants.map((v) => [`${v.size}\u0000${v.color}`, v]));
  return {
    sizes: sizes.length > 0 ? [...sizes] : [''],
    colors: colors.length > 0 ? [...colors] : [''],
    cell: (size, color) => byKey.get(`${size}\u0000${color}`),
  };
}

/** The units that would go with a size or a colour: the owner is asked first when there are any. */
export function unitsOfOption(variants: readonly GridVariant[], kind: 'size' | 'color', value: string): number {
  return variants.filter((v) => v[kind] === value).reduce((sum, v) => sum + v.stock, 0);
}

/** The units typed in a cell's box (1 when empty), read as a whole number; anything else → null. */
export function parseAmount(typed: string): number | null {
  const digits = typed.replace(/[\s\u00a0\u202f]/g, '').replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660));
  if (digits === '') return 1;
  if (!/^\d{1,6}$/.test(digits)) return null;
  const n = Number(digits);
  return n === 0 ? null : n;
}

/** A variant's name for the owner: 'M · Black', 'M', 'Black', or the product's name when it has no options. */
export function variantLabel(variant: Pick<GridVariant, 'size' | 'color'>, productName: string): string {
  return [variant.size, variant.color].filter(Boolean).join(' · ') || productName;
}
