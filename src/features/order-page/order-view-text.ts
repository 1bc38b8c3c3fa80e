// What the order page says about where the order is: pure, so the page's script and its tests share it.
import type { OrderView } from '../../domain/order-link/order-view.ts';
import type { OrderPageKey } from './messages.ts';

/** The four steps of a delivery; a cancelled or returned order shows its end in place of what it did not reach. */
export const STEPS = ['pending', 'confirmed', 'shipped', 'delivered'] as const;

export function nowKey(view: Pick<OrderView, 'status' | 'can'>): OrderPageKey {
  switch (view.status) {
    case 'pending':
      return view.can.confirm ? 'nowPendingConfirm' : 'nowPending';
    case 'confirmed':
      return 'nowConfirmed';
    case 'shipped':
      return 'nowShipped';
    case 'delivered':
      return 'nowDelivered';
    case 'cancelled':
      return 'nowCancelled';
    case 'returned':
      return 'nowReturned';
  }
}

export type StepMark = { status: OrderView['status']; reached: boolean; at: string | undefined };

/** Each step with whether the order reached it and when; the end (cancelled, returned) replaces the next steps. */
export function stepMarks(view: Pick<OrderView, 'status' | 'steps'>): StepMark[] {
  const at = (status: string) => view.steps.findLast((s) => s.status === status)?.at;
  const marks: StepMark[] = STEPS.map((status) => ({
    status,
    reached: at(status) !== undefined || status === view.status,
    at: at(status),
  }));
  if (view.status === 'cancelled' || view.status === 'returned') {
    const reached = marks.filter((m) => m.reached);
    return [...reached, { status: view.status, reached: true, at: at(view.status) }];
  }
  return marks;
}
