// The cart as the spec defines it: pure functions over a list of items, no storage, no UI.
// Prices in the cart are for display only; the order function re-prices every line.
import { z } from 'zod';

export const MAX_LINE_QUANTITY = 10;

export const cartItemSchema = z.object({
  id: z.string().min(1).max(200),
  productId: z.string().min(1).max(80),
  name: z.string().max(200),
  price: z.number().int().nonnegative(),
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
  imageUrl: z.string().max(500),
  variant: z.object({ size: z.string().max(20), color: z.string().max(40) }),
});
export type CartItem = z.infer<typeof cartItemSchema>;
export type NewCartItem = Omit<CartItem, 'id' | 'quantity'>;

/** Whatever was stored (old versions, hand edits, another site's 'cart' key) becomes a valid cart or an empty one. */
export const storedCartSchema = z.array(cartItemSchema).max(100).catch([]);

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
