// The shared cart: one nanostores atom persisted in localStorage under 'cart' (kept in sync across
// tabs), and the actions that change it. Islands render with useStore and act through these functions.
import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import {
  addItem,
  cartTotal,
  itemCount,
  parseStoredCart,
  removeItem,
  updateQuantity,
  withoutOrdered,
  type CartItem,
  type NewCartItem,
  type OrderedLine,
} from '../../domain/cart/cart.ts';

export const $cart = persistentAtom<CartItem[]>('cart', [], {
  encode: JSON.stringify,
  decode: parseStoredCart,
});

export const $cartCount = computed($cart, itemCount);
export const $cartTotal = computed($cart, cartTotal);

export const addCartItem = (item: NewCartItem) => $cart.set(addItem($cart.get(), item));
export const updateCartItemQuantity = (id: string, quantity: number) => $cart.set(updateQuantity($cart.get(), id, quantity));
export const removeCartItem = (id: string) => $cart.set(removeItem($cart.get(), id));
/** Takes a confirmed order out of the cart (only what it holds). */
export const takeOrderedFromCart = (ordered: readonly OrderedLine[]) => $cart.set(withoutOrdered($cart.get(), ordered));
