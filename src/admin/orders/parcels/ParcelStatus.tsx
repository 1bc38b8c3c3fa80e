// An order's parcel once it exists: its tracking number (and the carrier's tracking page), what it means
// for the order (delivered, failed attempt…) with the carrier's own status as it said it, the carrier's
// updates, its failed delivery attempts, its label, and Cancel while the carrier allows it (when it says
// no, its reason and the shop's own refusals, by their code, in the owner's language; the carrier's
// words only quoted after them). Once the carrier reported the parcel on its way, refused a cancel as
// too late (kept on the parcel), or validated it where a validated parcel is never deleted (Ecotrack,
// NOEST), one line says why Cancel is gone.
import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { OrderDetail } from '../../../domain/admin-orders/order-detail.ts';
import type { ParcelView } from '../../../domain/carriers/admin-api.ts';
import { cancelWindow } from '../../../domain/carriers/cancel-window.ts';
import { AdminApiError } from '../../core/admin-api.ts';
import { PLATFORM_NAMES } from '../../carriers/carrier-accounts-query.ts';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { Ltr } from '../../ui/Ltr.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { phrase } from '../../ui/phrase.tsx';
import { refusalText } from '../../ui/problem-text.ts';
import { shopDateTime } from '../../ui/shop-time.ts';
import { orderKey } from '../order/use-order.ts';
import { useOrdersText } from '../use-orders-text.ts';
import { carrierReasonText, isCarrierReason, useCarrierReasonText } from '../../carriers/carrier-reason-text.ts';
import { carrierRefusalText, useCarrierRefusalText } from './carrier-refusal.ts';
import { parcelUpdates } from './parcel-history.ts';
import { useParcelText } from './parcel-messages.ts';
import { cancelParcel, downloadLabels } from './parcels-api.ts';
import { carrierWordsOf } from './send-results.ts';

const OUTCOME_TONE: Record<string, string> = {
  delivered: 'bg-emerald-50 text-emerald-900 border-emerald-700/40',
  failed_attempt: 'bg-amber-50 text-amber-900 border-amber-600/50',
  returning: 'bg-accent/5 text-accent border-accent/50',
  returned: 'bg-accent/5 text-accent border-accent/50',
};

type Said = { tone: 'success' | 'error'; text: ReactNode } | null;

export function ParcelStatus({ order, parcel }: { order: OrderDetail; parcel: ParcelView }) {
  const { t, locale } = useParcelText();
  const { t: orderText } = useOrdersText();
  const { t: refusal } = useCarrierRefusalText();
  const { t: reasonText } = useCarrierReasonText();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<Said>(null);
  const carrier = PLATFORM_NAMES[parcel.platform];
  const live = parcel.state === 'created';
  // Created at the carrier, waiting for its validation (Ecotrack, NOEST): it may be cancelled too.
  const waiting = parcel.state === 'creating' && parcel.tracking !== null;
  // Cancel is offered only before the pickup: once the carrier reports it on its way, or refused a cancel
  // as too late, the panel says why instead.
  const canCancel = cancelWindow(parcel);
  const updates = parcelUpdates(order.history, parcel.platform, t);

  async function cancel() {
    setAsking(false);
    setBusy(true);
    setSaid(null);
    try {
      await cancelParcel(order.number);
      setSaid({ tone: 'success', text: t('cancelledNow') });
      await queryClient.invalidateQueries({ queryKey: orderKey(order.number) });
    } catch (error) {
      // The carrier's reason (too late, unknown, its quota…) in the owner's words; an older server's refusal by its words.
      const reason = error instanceof AdminApiError ? (error.details as { reason?: unknown } | undefined)?.reason : undefined;
      const carrierSaidNo = error instanceof AdminApiError && error.code === 'carrier_refused';
      setSaid({
        tone: 'error',
        text: isCarrierReason(reason) ? (
          <span data-carrier-reason={reason.code}>{carrierReasonText(reason, carrier, reasonText)}</span>
        ) : carrierSaidNo ? (
          phrase(t('carrierSaysNo'), { carrier, message: <bdi data-carrier-words>{carrierWordsOf(error.message)}</bdi> })
        ) : (
          (carrierRefusalText(error, 'cancel', refusal, carrier) ??
          refusalText(error, t, { byCode: { network: 'networkError' }, failed: 'failed' }))
        ),
      });
      // The server kept a too-late refusal on the parcel, or the parcel was validated since the page was read:
      // the order read again no longer offers Cancel.
      if (isCarrierReason(reason) && ['cancel_too_late', 'cancel_validated'].includes(reason.code))
        await queryClient.invalidateQueries({ queryKey: orderKey(order.number) });
    } finally {
      setBusy(false);
    }
  }

  async function label() {
    setSaid(null);
    try {
      const { fileName } = await downloadLabels([order.number]);
      setSaid({ tone: 'success', text: t('labelsDownloaded', { file: fileName }) });
    } catch (error) {
      setSaid({
        tone: 'error',
        text:
          carrierRefusalText(error, 'labels', refusal, carrier) ??
          refusalText(error, t, { byCode: { network: 'networkError' }, failed: 'failed' }),
      });
    }
  }

  return (
    <div className="flex flex-col gap-4" data-parcel-state={parcel.state} data-parcel-outcome={parcel.outcome ?? ''}>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] items-baseline gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted">{t('carrier')}</dt>
        <dd className="font-semibold">{carrier}</dd>
        <dt className="text-muted">{t('tracking')}</dt>
        <dd className="text-lg font-bold tracking-wide" data-parcel-tracking>
          {parcel.tracking ? <Ltr className="font-mono">{parcel.tracking}</Ltr> : <span className="text-muted">{t('noTrackingYet')}</span>}
        </dd>
      </dl>
      <div className="flex flex-col gap-1.5">
        <p className="flex flex-wrap items-center gap-2">
          <span
            className={`rounded-md border px-2 py-1 text-sm font-semibold ${(parcel.outcome && OUTCOME_TONE[parcel.outcome]) || 'border-line bg-paper'}`}
            data-outcome
          >
            {parcel.state === 'created' && parcel.outcome
              ? t(`outcome.${parcel.outcome}`)
              : t(waiting ? 'state.awaiting_validation' : `state.${parcel.state}`)}
          </span>
        </p>
        {parcel.waitingReason !== null && (
          <p className="text-sm" data-waiting-reason>
            {phrase(t('waitingWhy'), {
              message: (
                <bdi>
                  {parcel.waitingWhy ? carrierReasonText(parcel.waitingWhy, carrier, reasonText) : t('waitingUnknown', { carrier })}
                </bdi>
              ),
            })}{' '}
            {t('waitingNext')}
          </p>
        )}
        {parcel.state === 'failed' && parcel.failedWhy && (
          // wrap-anywhere: a carrier's garbled tracking quoted in the reason (answer_unreadable) is one long word.
          <p className="text-sm wrap-anywhere" data-failed-why={parcel.failedWhy.code}>
            {phrase(t('failedWhy'), { message: <bdi>{carrierReasonText(parcel.failedWhy, carrier, reasonText)}</bdi> })}
          </p>
        )}
        {parcel.carrierStatus && (
          <p className="text-sm">
            <span className="text-muted">{t('carrierSays')}: </span>
            <bdi className="font-semibold" data-carrier-status>
              {parcel.carrierStatus}
            </bdi>
          </p>
        )}
        {parcel.failedAttempts > 0 && (
          <p className="text-sm" data-failed-attempts={parcel.failedAttempts}>
            {phrase(t('failedAttempts'), {
              n: <Ltr>{parcel.failedAttempts}</Ltr>,
            })}
            {parcel.lastAttempt?.reason && (
              <> {phrase(t('lastAttemptWhy'), { reason: <bdi data-attempt-reason>{parcel.lastAttempt.reason}</bdi> })}</>
            )}
          </p>
        )}
        <p className="text-xs text-muted">{phrase(t('updated'), { date: <bdi>{shopDateTime(parcel.updatedAt, locale)}</bdi> })}</p>
      </div>
      {updates.length > 0 && (
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold text-muted">{t('updatesTitle')}</h3>
          <ol className="flex flex-col gap-1.5 border-s-2 border-line ps-3 text-sm" data-parcel-updates>
            {updates.map((u, i) => (
              <li key={i}>
                <p className="wrap-anywhere">
                  <bdi>{u.note}</bdi>
                </p>
                <p className="text-xs text-muted">
                  <bdi>{shopDateTime(u.at, locale)}</bdi>
                  {u.status && <> · {t('orderNow', { status: orderText(`status.${u.status}`) })}</>}
                </p>
              </li>
            ))}
          </ol>
        </div>
      )}
      {said && <Notice tone={said.tone}>{said.text}</Notice>}
      <div className="flex flex-col gap-2">
        {parcel.trackingUrl && (
          <a
            href={parcel.trackingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-12 items-center justify-center rounded-md border border-ink bg-white px-5 font-semibold"
            data-tracking-page
          >
            {t('trackingPage')}
          </a>
        )}
        {live && parcel.tracking && (
          <Button kind="secondary" onClick={() => void label()} data-parcel-label>
            {t('label')}
          </Button>
        )}
        {canCancel === 'open' && (
          <Button kind="danger" disabled={busy} onClick={() => setAsking(true)} data-cancel-parcel>
            {t('cancelParcel')}
          </Button>
        )}
        {/* Right after the refusal, its notice above says it already. */}
        {(canCancel === 'on_its_way' || (['refused', 'validated'].includes(canCancel) && said?.tone !== 'error')) && (
          <p className="text-sm" data-cancel-closed={canCancel}>
            {canCancel === 'refused' && parcel.cancelRefused
              ? carrierReasonText(parcel.cancelRefused, carrier, reasonText)
              : canCancel === 'validated'
                ? carrierReasonText({ code: 'cancel_validated' }, carrier, reasonText)
                : t('cancelClosed', { carrier })}
          </p>
        )}
      </div>
      <ConfirmDialog
        open={asking}
        title={t('cancelTitle', { carrier })}
        confirmLabel={t('cancelParcel')}
        cancelLabel={t('keepParcel')}
        onConfirm={() => void cancel()}
        onCancel={() => setAsking(false)}
      >
        {t('cancelBody')}
      </ConfirmDialog>
    </div>
  );
}
