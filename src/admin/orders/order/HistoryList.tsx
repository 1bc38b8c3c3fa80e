// The order's history, oldest first: each move (who, when, note), each edit (what changed, before →
// after), the units going back to stock, the customer's requests to be called (through her link) and
// what happened to the parcel at the carrier.
import type { OrderDetail } from '../../../domain/admin-orders/order-detail.ts';
import { Card } from '../../ui/Page.tsx';
import { StatusBadge } from '../StatusBadge.tsx';
import { phrase } from '../../ui/phrase.tsx';
import { useOrdersText } from '../use-orders-text.ts';
import { shopDateTime } from '../../ui/shop-time.ts';
import { changeLines, historyBy, historyNote } from './history-words.ts';
import { useParcelText } from '../parcels/parcel-messages.ts';
import { parcelNote } from '../parcels/parcel-history.ts';

export function HistoryList({ order }: { order: OrderDetail }) {
  const { t, locale } = useOrdersText();
  const { t: parcelText } = useParcelText();
  return (
    <Card title={t('history')}>
      <ol className="flex flex-col gap-3 border-s-2 border-line ps-4" data-history>
        {order.history.map((entry, i) => (
          <li key={i} className="flex flex-col gap-1" data-history-kind={entry.kind} data-history-status={entry.status}>
            <div className="flex flex-wrap items-center gap-2">
              {entry.kind === 'status' && <StatusBadge status={entry.status} />}
              {entry.kind === 'edit' && <span className="font-semibold">{t('historyEdit')}</span>}
              {entry.kind === 'restock' && <span className="font-semibold">{t('historyRestock')}</span>}
              {entry.kind === 'call_request' && <span className="font-semibold">{t('historyCallRequest')}</span>}
              {entry.kind === 'line_added' && <span className="font-semibold">{t('addedByCustomer')}</span>}
              {(entry.kind as string) === 'parcel' && <span className="font-semibold">{parcelText('parcelTitle')}</span>}
              <span className="text-sm text-muted">
                <bdi>{shopDateTime(entry.at, locale)}</bdi>
              </span>
            </div>
            <p className="text-xs text-muted">{phrase(t('historyBy'), { who: <bdi>{historyBy(entry.by, t)}</bdi> })}</p>
            {entry.note && (
              <p className="whitespace-pre-line text-sm wrap-anywhere">
                <bdi>
                  {(entry.kind as string) === 'parcel'
                    ? parcelNote(entry.note, parcelText)
                    : historyNote(entry, t, { locale, currency: order.currency })}
                </bdi>
              </p>
            )}
            {changeLines(entry.changes, t, locale, order.currency).map((line) => (
              <p key={line.field} className="text-sm">
                <span className="font-semibold">{line.label}: </span>
                <span className="text-muted line-through decoration-1">
                  <bdi>{line.before}</bdi>
                </span>
                <span aria-hidden="true" className="mx-1.5">
                  {locale === 'ar' ? '←' : '→'}
                </span>
                <span>
                  <bdi>{line.after}</bdi>
                </span>
              </p>
            ))}
          </li>
        ))}
      </ol>
    </Card>
  );
}
