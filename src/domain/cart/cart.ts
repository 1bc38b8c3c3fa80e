// The cart as the spec defines it: pure functions over a list of items, no storage, no UI.
// Prices in the cart are for display only; the order function re-prices every line.
//
// The stored cart is read without zod, on purpose: this module runs on every page (the header badge),
// and even zod/mini costs 9.4 KB of the 90 KB compressed JavaScript each page may load (measured with
// esbuild + gzip -9). The shape is small and fixed, so a plain reader checks it; what leaves the
// browser (an order) still goes through the shared zod schema, on the client and on the server.

export const MAX_LINE_QUANTITY = 10;
const MAX_LINES = 100;

export type CartItem = {
  id: string;
  productId: string;
  name: string;
  price: number;
  quantity: number;
  imageUrl: string;
  variant: { size: string; color: string };
  /**
   * The product's name in each language the owner wrote it in (`name` is the one it was added with):
   * a cart filled on the French page shows Arabic names once the shopper switches to Arabic.
   */
  names?: Partial<Record<'en' | 'ar' | 'fr', string>>;
};
export type NewCartItem = Omit<CartItem, 'id' | 'quantity'>;

const text = (value: unknown, min: number, max: number): value is string =>
  typeof value === 'string' && value.length >= min && value.length <= max;
const whole = (value: unknown, min: number, max: number): value is number =>
  Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max;

/** One stored line, exactly as addItem writes it (bounded text, whole prices and quantities). */
export function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  const variant = item.variant as Record<string, unknown> | null | undefined;
  return (
    text(item.id, 1, 200) &&
    text(item.productId, 1, 80) &&
    text(item.name, 0, 200) &&
    text(item.imageUrl, 0, 500) &&
    whole(item.price, 0, Number.MAX_SAFE_INTEGER) &&
    whole(item.quantity, 1, MAX_LINE_QUANTITY) &&
    typeof variant === 'object' &&
    variant !== null &&
    text(variant.size, 0, 20) &&
    text(variant.color, 0, 40) &&
    (item.names === undefined || isNames(item.names))
  );
}

const NAME_LOCALES = ['en', 'ar', 'fr'];
const isNames = (value: unknown): value is CartItem['names'] =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.entries(value).every(([locale, name]) => NAME_LOCALES.includes(locale) && text(name, 1, 200));

/** The line's name in the page's language where the owner wrote one, else the one it was added with. */
export const cartItemName = (item: Pick<CartItem, 'name' | 'names'>, locale: string): string => item.names?.[locale as 'en'] ?? item.name;

/** Whatever was stored (old versions, hand edits, another site's 'cart' key) becomes a valid cart or an empty one. */
export function parseStoredCart(raw: string | null | undefined): CartItem[] {
  if (!raw) return [];
  try {
    const stored: unknown = JSON.parse(raw);
    if (!Array.isArray(stored) || stored.length > MAX_LINES || !stored.every(isCartItem)) return [];
    // Only the known fields, so nothing else stored under 'cart' travels further.
    return stored.map(({ id, productId, name, price, quantity, imageUrl, variant, names }) => ({
      id,
      productId,
      name,
      price,
      quantity,
      imageUrl,
      variant: { size: variant.size, color: variant.color },
      ...(names ? { names: { ...names } } : {}),
    }));
  } catch {
    return [];
  }
}

/** The item id is built from the product id, colour and size: one line per variant. */
export function cartItemId(productId: string, color: string, size: string): string {
  return `${productId}__${color}__${size}`;
}

/** Adding an item already in the cart raises its quantity by 1; otherwise it is appended with quantity 1. */
export function addItem(items: CartItem[], item: NewCartItem): CartItem[] {
  const id = cartItemId(item.productId, item.variant.color, item.variant.size);
  const existing = items.find((i) => i.id === id);
  if (existing) {
    return items.map((i) => (i.id === id ? { ...i, quantity: Math.min(MAX_LINE_QUANTITY, i.quantity + 1) } : i));
  }
  return [...items, { ...item, id, quantity: 1 }];
}

/** Updating to zero or less removes the item; otherwise the quantity is set (capped per line). */
export function updateQuantity(items: CartItem[], id: string, quantity: number): CartItem[] {
  if (!Number.isFinite(quantity) || quantity <= 0) return removeItem(items, id);
  const q = Math.min(MAX_LINE_QUANTITY, Math.floor(quantity));
  return items.map((i) => (i.id === id ? { ...i, quantity: q } : i));
}

export function removeItem(items: CartItem[], id: string): CartItem[] {
  return items.filter((i) => i.id !== id);
}

export const itemCount = (items: CartItem[]) => items.reduce((n, i) => n + i.quantity, 0);
export const cartTotal = (items: CartItem[]) => items.reduce((sum, i) => sum + i.price * i.quantity, 0);

export type OrderedLine = { productId: string; size: string; color: string; quantity: number };

/**
 * The cart once an order the server confirmed is taken out of it: each ordered line's quantity comes
 * off the matching item. A retry answered with an earlier order (same checkout attempt) takes out only
 * what that order holds, so items added since stay for the next order.
 */
export function withoutOrdered(items: CartItem[], ordered: readonly OrderedLine[]): CartItem[] {
  const left = new Map<string, number>();
  for (const line of ordered) {
    const id = cartItemId(line.productId, line.color, line.size);
    left.set(id, (left.get(id) ?? 0) + line.quantity);
  }
  return items.flatMap((item) => {
    // By the item's variant, not its stored id: a cart kept by an older version may spell ids otherwise.
    const id = cartItemId(item.productId, item.variant.color, item.variant.size);
    const taken = Math.min(item.quantity, left.get(id) ?? 0);
    left.set(id, (left.get(id) ?? 0) - taken);
    return item.quantity - taken > 0 ? [{ ...item, quantity: item.quantity - taken }] : [];
  });
}
