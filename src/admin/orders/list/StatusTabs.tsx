// One tab per status with its count (under the same filters; '10,000+' past the server's cap), and All. On a phone the row scrolls
// sideways; the owner's usual tab, Pending, comes first.
import { ORDER_STATUSES, type OrderStatus } from '../../../domain/orders/workflow.ts';
import { formatCount, type OrderStatusCounts } from '../../../domain/admin-orders/order-list.ts';
import { Ltr } from '../../ui/Ltr.tsx';
import { useOrdersText } from '../use-orders-text.ts';

type Props = { status: OrderStatus | ''; counts: OrderStatusCounts | null; onChange: (status: OrderStatus | '') => void };

export function StatusTabs({ status, counts, onChange }: Props) {
  const { t } = useOrdersText();
  const all = counts ? ORDER_STATUSES.reduce((sum, s) => sum + counts[s], 0) : null;
  const tabs: { value: OrderStatus | ''; label: string; count: number | null }[] = [
    ...ORDER_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`), count: counts ? counts[s] : null })),
    { value: '', label: t('status.all'), count: all },
  ];
  return (
    <div
      role="group"
      aria-label={t('statusTabs')}
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 lg:mx-0 lg:flex-wrap lg:px-0"
      data-status-tabs
    >
      {tabs.map((tab) => (
        <button
          key={tab.value || 'all'}
          type="button"
          aria-pressed={status === tab.value}
          onClick={() => onChange(tab.value)}
          className="inline-flex min-h-12 shrink-0 items-center gap-2 rounded-full border border-line bg-white px-4 text-base font-semibold aria-pressed:border-ink aria-pressed:bg-ink aria-pressed:text-paper"
          data-tab={tab.value || 'all'}
        >
          {tab.label}
          {tab.count !== null && (
            <Ltr className="rounded-full bg-line/70 px-2 text-sm text-ink">{formatCount(tab.count, (n) => n.toLocaleString('en-US'))}</Ltr>
          )}
        </button>
      ))}
    </div>
  );
}
