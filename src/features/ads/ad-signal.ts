// How the shop's islands tell the ad pixels about a moment (add to cart, checkout, order placed):
// an event on the window. Only a shop with ads on has a listener (ads-main.ts), and it passes the
// moment on only after the shopper accepted; otherwise nothing hears it. A few bytes in the islands.
import type { AdLine, ShopAdEvent } from '../../domain/ads/ad-events.ts';

export const AD_EVENT = 'shop:ad';

export function adEvent(event: ShopAdEvent): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent<ShopAdEvent>(AD_EVENT, { detail: event }));
}

/** The cart's or an order's lines as the pixels take them. */
export const adLines = (items: readonly { productId: string; quantity: number; price: number }[]): AdLine[] =>
  items.map((i) => ({ contentId: i.productId, quantity: i.quantity, price: i.price }));
