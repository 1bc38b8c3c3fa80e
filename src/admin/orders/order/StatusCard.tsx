// The order's next step: only the moves the workflow allows now, each with an optional note for the
// history; a cancel or a return asks once more (they give stock back and cannot be undone). A refused
// move (409: someone moved it meanwhile) re-reads the order and says where it is now. An order with a
// live parcel at a carrier is not offered Cancel (the server refuses it): a line says to cancel the parcel first.
import { useState } from 'react';
import type { OrderDetail } from '../../../domain/admin-orders/order-detail.ts';
import type { OrderStatus } from '../../../domain/orders/workflow.ts';
import { AdminApiError } from '../../core/admin-api.ts';
import { Card } from '../../ui/Page.tsx';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/Field.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { markReturnReceived, moveOrder, readOrder } from '../orders-api.ts';
import { problemText } from '../problem-text.ts';
import { useOrdersText } from '../use-orders-text.ts';
import { shopDateTime } from '../../ui/shop-time.ts';
import { phrase } from '../../ui/phrase.tsx';
import { PLATFORM_NAMES } from '../../carriers/carrier-accounts-query.ts';
import { parcelHolder } from '../parcels/parcel-of.ts';

type Props = { order: OrderDetail; onChange: (order: OrderDetail) => void };
type Said = { tone: 'success' | 'error'; text: string } | null;

const ASK_TWICE: readonly OrderStatus[] = ['cancelled', 'returned'];

export function StatusCard({ order, onChange }: Props) {
  const { t, locale } = useOrdersText();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState<OrderStatus | null>(null);
  const [said, setSaid] = useState<Said>(null);

  async function move(to: OrderStatus) {
    if (ASK_TWICE.includes(to) && asking !== to) return setAsking(to);
    setAsking(null);
    setBusy(true);
    setSaid(null);
    try {
      // Confirm names the version on screen: the customer may have added a piece since it was read.
      const moved = await moveOrder(order.number, to, note, to === 'confirmed' ? order.updatedAt : undefined);
      onChange(moved);
      setNote('');
      setSaid({ tone: 'success', text: t('moved', { status: t(`status.${moved.status}`) }) });
    } catch (error) {
      // A parcel made meanwhile (another tab, the list's Send): the re-read order hides the Cancel it holds.
      // A stale confirm (a piece she added meanwhile): the re-read order shows the new lines and total.
      if (error instanceof AdminApiError && (error.code === 'has_parcel' || error.code === 'stale'))
        onChange(await readOrder(order.number).catch(() => order));
      if (error instanceof AdminApiError && error.code === 'transition_refused') {
        const now = await readOrder(order.number).catch(() => order);
        onChange(now);
        setSaid({
          tone: 'error',
          text:
            now.status === to
              ? t('alreadyStatus', { status: t(`status.${to}`) })
              : t('refusedMove', { from: t(`status.${now.status}`), to: t(`status.${to}`) }),
        });
      } else setSaid({ tone: 'error', text: problemText(error, t) });
    } finally {
      setBusy(false);
    }
  }

  async function received() {
    setBusy(true);
    setSaid(null);
    try {
      onChange(await markReturnReceived(order.number, note));
      setNote('');
      setSaid({ tone: 'success', text: t('stockBack') });
    } catch (error) {
      setSaid({
        tone: 'error',
        text: error instanceof AdminApiError && error.code === 'transition_refused' ? error.message : problemText(error, t),
      });
    } finally {
      setBusy(false);
    }
  }

  // No move ever leads back to pending.
  const moveLabel = (to: OrderStatus) => t(`move.${to as Exclude<OrderStatus, 'pending'>}`);
  const finished = order.nextStatuses.length === 0 && !order.awaitingReturn;
  const heldBy = parcelHolder(order);
  const moves = heldBy ? order.nextStatuses.filter((to) => to !== 'cancelled') : order.nextStatuses;
  return (
    <Card title={t('movesTitle')}>
      {said && <Notice tone={said.tone}>{said.text}</Notice>}
      {finished ? (
        <p className="text-muted" data-no-moves>
          {t('noMoves')}
        </p>
      ) : (
        <>
          <TextField id="move-note" label={t('moveNote')} value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-1">
            {moves.map((to) => (
              <Button
                key={to}
                kind={ASK_TWICE.includes(to) ? 'danger' : 'primary'}
                disabled={busy}
                onClick={() => void move(to)}
                className="min-h-14 text-lg"
                data-move={to}
              >
                {asking === to ? t('askAgain', { action: moveLabel(to) }) : moveLabel(to)}
              </Button>
            ))}
            {order.awaitingReturn && (
              <Button kind="secondary" disabled={busy} onClick={() => void received()} className="min-h-14 text-lg" data-return-received>
                {t('returnReceived')}
              </Button>
            )}
          </div>
          {heldBy && order.nextStatuses.includes('cancelled') && (
            <p className="text-sm text-muted" data-held-by-parcel="cancel">
              {t('cancelHeldByParcel', { carrier: PLATFORM_NAMES[heldBy] })}
            </p>
          )}
          {asking && (
            <Button kind="quiet" onClick={() => setAsking(null)}>
              {t('keepIt')}
            </Button>
          )}
        </>
      )}
      {order.awaitingReturn && <p className="text-sm text-muted">{t('awaitingReturn')}</p>}
      {order.stockReturnedAt && (
        <p className="text-sm text-muted" data-stock-returned>
          {phrase(t('stockReturnedAt'), { date: <bdi>{shopDateTime(order.stockReturnedAt, locale)}</bdi> })}
        </p>
      )}
    </Card>
  );
}
