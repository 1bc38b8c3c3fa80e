// Her left checkout saved while she types (useLeftCheckout.ts), as a part of the form that shows
// nothing: LazyLeftCheckout.tsx loads it once she ticks the call consent.
import type { OrderLineRequest } from '../../domain/orders/order-request.ts';
import type { OrderForm } from './useOrderForm.ts';
import { useLeftCheckout } from './useLeftCheckout.ts';

export type LeftCheckoutProps = { form: OrderForm; lines: readonly OrderLineRequest[] };

export default function LeftCheckoutSaver({ form, lines }: LeftCheckoutProps) {
  useLeftCheckout(form, lines);
  return null;
}
