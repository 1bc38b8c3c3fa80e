// The cart as the spec defines it: pure functions over a list of items, no storage, no UI.
// Prices in the cart are for display only; the order function re-prices every line.
// zod/mini: the cart store is on every page (the header badge), and classic zod would cost about
// 20 KB of the 90 KB compressed JavaScript budget of each page.
import * as z from 'zod/mini';

export const MAX_LINE_QUANTITY = 10;

export const cartItemSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(200)),
  productId: z.string().check(z.minLength(1), z.maxLength(80)),
  name: z.string().check(z.maxLength(200)),
  price: z.int().check(z.nonnegative()),
  quantity: z.int().check(z.minimum(1), z.maximum(MAX_LINE_QUANTITY)),
  imageUrl: z.string().check(z.maxLength(500)),
  variant: z.object({ size: z.string().check(z.maxLength(20)), color: z.string().check(z.maxLength(40)) }),
});
export type CartItem = z.infer<typeof cartItemSchema>;
export type NewCartItem = Omit<CartItem, 'id' | 'quantity'>;

/** Whatever was stored (old versions, hand edits, another site's 'cart' key) becomes a valid cart or an empty one. */
export const storedCartSchema = z.catch(z.array(cartItemSchema).check(z.maxLength(100)), []);

export function parseStoredCart(raw: string | null | undefined): CartItem[] {
  if (!raw) return [];
  try {
    return storedCartSchema.parse(JSON.parse(raw));
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
