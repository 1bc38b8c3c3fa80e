// The selected orders' actions, in a bar that stays at the bottom of a phone's screen: confirm, mark
// shipped, cancel (each order with the workflow's own rules; refusals listed by number), and the
// carrier export of the confirmed ones (carriers without an API), and the parcels through a connected
// carrier's API (send, labels). A move of many orders at once asks once more, with an
// optional note for every order's history (a cancel says that it gives the units back for good).
import { useEffect, useState } from 'react';
import type { OrderListRow } from '../../../domain/admin-orders/order-list.ts';
import type { BulkAction } from '../../../domain/orders/workflow.ts';
import { BULK_ACTIONS } from '../../../domain/orders/workflow.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/Field.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { moveOrders } from '../orders-api.ts';
import { problemText } from '../problem-text.ts';
import { Ltr } from '../../ui/Ltr.tsx';
import { useOrdersText } from '../use-orders-text.ts';
import { ExportPanel } from './ExportPanel.tsx';
import { ParcelActions, type ParcelActionOutcome } from '../parcels/ParcelActions.tsx';
import { SendOutcomeNotice } from '../parcels/SendOutcomeNotice.tsx';

type Props = {
  selected: OrderListRow[];
  onClear: () => void;
  onDone: () => void;
  /** The rows changed but the selection stays (parcels sent: their labels come next). */
  onRefresh: () => void;
  onOutcome: (outcome: BulkOutcome | null) => void;
};

export type BulkOutcome =
  | { ok: number; refused: { number: number; text: string }[] }
  | { problem: string }
  | { exported: string }
  | Exclude<ParcelActionOutcome, { problem: string }>;

const ACTION_LABEL = { confirm: 'bulkConfirm', ship: 'bulkShip', cancel: 'bulkCancel' } as const;

export function BulkBar({ selected, onClear, onDone, onRefresh, onOutcome: setOutcome }: Props) {
  const { t } = useOrdersText();
  const [busy, setBusy] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [asking, setAsking] = useState<BulkAction | null>(null);
  const [note, setNote] = useState('');
  // A question asked about a selection that is gone is not asked of the next one.
  useEffect(() => {
    if (selected.length === 0) setAsking(null);
  }, [selected.length]);

  async function run(action: BulkAction) {
    if (asking !== action) return setAsking(action);
    setAsking(null);
    setBusy(true);
    setOutcome(null);
    const statusOf = new Map(selected.map((o) => [o.number, o.status]));
    try {
      const { results } = await moveOrders(
        action,
        selected.map((o) => o.number),
        note.trim(),
      );
      setNote('');
      const to = BULK_ACTIONS[action];
      setOutcome({
        ok: results.filter((r) => r.ok).length,
        refused: results.flatMap((r) =>
          r.ok
            ? []
            : [
                {
                  number: r.number,
                  text:
                    r.code === 'not_found'
                      ? t('notFound', { number: r.number })
                      : r.code === 'has_parcel'
                        ? t('hasParcel')
                        : t('refusedMove', { from: t(`status.${statusOf.get(r.number) ?? 'pending'}`), to: t(`status.${to}`) }),
                },
              ],
        ),
      });
      onDone();
    } catch (error) {
      setOutcome({ problem: problemText(error, t) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {selected.length > 0 && (
        <div
          className="sticky bottom-0 z-20 -mx-4 flex flex-col gap-2 border-t border-line bg-paper/95 px-4 py-3 shadow-[0_-4px_12px_rgb(0_0_0/0.06)] backdrop-blur lg:mx-0 lg:rounded-lg lg:border"
          data-bulk-bar
        >
          <div className="flex items-center justify-between gap-2">
            <p className="font-semibold">{t('selectedCount', { n: selected.length })}</p>
            <Button kind="quiet" className="px-2" onClick={onClear}>
              {t('clearSelection')}
            </Button>
          </div>
          {asking ? (
            <div className="flex flex-col gap-2" data-bulk-asking={asking}>
              <p role="status" className={asking === 'cancel' ? 'font-semibold text-accent' : 'font-semibold'}>
                {asking === 'cancel'
                  ? t('bulkAskCancel', { n: selected.length })
                  : t('bulkAsk', { action: t(ACTION_LABEL[asking]), n: selected.length })}
              </p>
              <TextField id="bulk-note" label={t('moveNote')} value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
              <div className="grid grid-cols-2 gap-2">
                <Button
                  kind={asking === 'cancel' ? 'danger' : 'primary'}
                  disabled={busy}
                  onClick={() => void run(asking)}
                  data-bulk-go={asking}
                >
                  {t(ACTION_LABEL[asking])}
                </Button>
                <Button kind="secondary" disabled={busy} onClick={() => setAsking(null)} data-bulk-back>
                  {t('bulkBack')}
                </Button>
              </div>
            </div>
          ) : (
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              {(Object.keys(ACTION_LABEL) as BulkAction[]).map((action) => (
                <Button
                  key={action}
                  kind={action === 'cancel' ? 'danger' : 'secondary'}
                  disabled={busy}
                  onClick={() => void run(action)}
                  data-bulk={action}
                >
                  {t(ACTION_LABEL[action])}
                </Button>
              ))}
              <Button kind="primary" disabled={busy} onClick={() => setExporting(true)} data-bulk="export">
                {t('bulkExport')}
              </Button>
              <ParcelActions selected={selected} busy={busy} onOutcome={setOutcome} onSent={onRefresh} />
            </div>
          )}
        </div>
      )}
      {exporting && (
        <ExportPanel
          orders={selected}
          onClose={() => setExporting(false)}
          onExported={(text, marked) => {
            setExporting(false);
            setOutcome({ exported: text });
            if (marked) onDone();
          }}
        />
      )}
    </>
  );
}

export function BulkOutcomeNotice({ outcome, onClose }: { outcome: BulkOutcome; onClose: () => void }) {
  const { t } = useOrdersText();
  const close = (
    <Button kind="quiet" className="px-3" onClick={onClose}>
      <span aria-hidden="true">×</span>
      <span className="sr-only">{t('closeNotice')}</span>
    </Button>
  );
  if ('problem' in outcome)
    return (
      <Notice tone="error" dismiss={close}>
        {outcome.problem}
      </Notice>
    );
  if ('exported' in outcome || 'labels' in outcome)
    return (
      <Notice tone="success" dismiss={close}>
        {'exported' in outcome ? outcome.exported : outcome.labels}
      </Notice>
    );
  if ('sent' in outcome) return <SendOutcomeNotice outcome={outcome.sent} close={close} />;
  return (
    <div className="flex flex-col gap-2" data-bulk-outcome>
      {outcome.ok > 0 && (
        <Notice tone="success" dismiss={outcome.refused.length ? undefined : close}>
          {t('bulkDone', { ok: outcome.ok })}
        </Notice>
      )}
      {outcome.refused.length > 0 && (
        <Notice tone="error" dismiss={close}>
          {t('bulkRefused', { n: outcome.refused.length })}
          <span className="mt-1 flex flex-col gap-0.5">
            {outcome.refused.map((r) => (
              <span key={r.number}>
                <Ltr>#{r.number}</Ltr>: {r.text}
              </span>
            ))}
          </span>
        </Notice>
      )}
    </div>
  );
}
