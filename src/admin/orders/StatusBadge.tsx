// An order's status as a coloured pill: the colour says what the owner has to do next.
import type { OrderStatus } from '../../domain/orders/workflow.ts';
import { useOrdersText } from './use-orders-text.ts';

const TONE: Record<OrderStatus, string> = {
  pending: 'bg-amber-100 text-amber-900 ring-amber-300',
  confirmed: 'bg-sky-100 text-sky-900 ring-sky-300',
  shipped: 'bg-indigo-100 text-indigo-900 ring-indigo-300',
  delivered: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  returned: 'bg-rose-100 text-rose-900 ring-rose-300',
  cancelled: 'bg-line text-ink ring-line',
};

export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useOrdersText();
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ${TONE[status]}`}
      data-status={status}
    >
      {t(`status.${status}`)}
    </span>
  );
}
