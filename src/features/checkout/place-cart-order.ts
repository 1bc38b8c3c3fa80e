// Places an order of the cart's lines (the cart page's checkout step, /checkout): the lines leave the
// cart only once the server has confirmed them; a failure is said in the form's banner.
import type { CartItem } from '../../domain/cart/cart.ts';
import type { PlacedOrder } from '../../domain/orders/order-response.ts';
import { takeOrderedFromCart } from '../cart/cart.store.ts';
import type { OrderForm } from './useOrderForm.ts';

export async function placeCartOrder(
  form: OrderForm,
  items: readonly CartItem[],
  failure: string,
  onPlaced: (order: PlacedOrder, replayed: boolean) => void,
): Promise<void> {
  const outcome = await form.submit(
    items.map((i) => ({ productId: i.productId, size: i.variant.size, color: i.variant.color, quantity: i.quantity })),
  );
  if (outcome?.kind === 'placed') {
    // In the same tick as the cart empties: the page never renders an empty cart before the success panel.
    takeOrderedFromCart(outcome.order.lines);
    onPlaced(outcome.order, outcome.replayed);
  } else if (outcome?.kind === 'failed') {
    form.setBanner(failure);
  }
}
