// The order list: status tabs with counts, search and filters, the rows newest first with "load more",
// and the bulk bar for the selected ones.
import { useState } from 'react';
import { Button } from '../../ui/Button.tsx';
import { RetryNotice } from '../../ui/Notice.tsx';
import { problemText } from '../problem-text.ts';
import { useOrdersText } from '../use-orders-text.ts';
import { BulkBar, BulkOutcomeNotice, type BulkOutcome } from './BulkBar.tsx';
import { ListFilterBar } from './ListFilterBar.tsx';
import { OrderRow } from './OrderRow.tsx';
import { StatusTabs } from './StatusTabs.tsx';
import { $listFilters, setFilters, useOrderList } from './use-order-list.ts';
import { useSelection } from './use-selection.ts';

export default function OrdersScreen() {
  const { t } = useOrdersText();
  const list = useOrderList();
  const selection = useSelection(list.rows);
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);
  // Other filters show other orders: the selection starts again. The same filters again (the search's
  // delayed send after Enter already sent it) keep what the owner selected meanwhile.
  const change = (filters: Parameters<typeof setFilters>[0]) => {
    const now = $listFilters.get();
    if (Object.entries(filters).every(([key, value]) => now[key as keyof typeof now] === value)) return;
    selection.clear();
    setFilters(filters);
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">{t('ordersTitle')}</h1>
        <p className="text-base text-muted">{t('ordersIntro')}</p>
      </div>
      <StatusTabs status={list.filters.status} counts={list.counts} onChange={(status) => change({ status })} />
      <ListFilterBar filters={list.filters} onChange={change} />
      {list.error !== undefined && (
        <RetryNotice retryLabel={t('retry')} onRetry={() => void list.reload()}>
          {problemText(list.error, t, 'loadFailed')}
        </RetryNotice>
      )}
      {outcome && <BulkOutcomeNotice outcome={outcome} onClose={() => setOutcome(null)} />}
      {list.rows.length > 0 && (
        <label className="flex min-h-12 cursor-pointer items-center gap-3 self-start px-3 text-sm font-semibold">
          <input
            type="checkbox"
            checked={selection.allShown}
            onChange={(e) => (e.target.checked ? selection.selectShown() : selection.clear())}
            className="size-5 accent-ink"
          />
          {t('selectShown')}
        </label>
      )}
      <ol className="flex flex-col gap-2" aria-busy={list.loading} data-order-list>
        {list.rows.map((order) => (
          <OrderRow
            key={order.number}
            order={order}
            selected={selection.has(order.number)}
            onSelect={(on) => selection.select(order, on)}
          />
        ))}
      </ol>
      {!list.loading && list.error === undefined && list.rows.length === 0 && (
        <p className="rounded-lg border border-line bg-white p-4 text-muted" data-no-orders>
          {t('noOrders')}
        </p>
      )}
      {list.next && (
        <Button kind="secondary" disabled={list.loading} className="self-center" onClick={() => void list.loadMore()} data-load-more>
          {t('loadMore')}
        </Button>
      )}
      <BulkBar
        selected={selection.selected}
        onClear={selection.clear}
        onOutcome={(o) => {
          setOutcome(o);
          if (o) window.scrollTo(0, 0);
        }}
        onDone={() => {
          selection.clear();
          void list.reload();
        }}
        onRefresh={() => void list.reload()}
      />
    </div>
  );
}
