// Send the selected confirmed orders to a connected carrier: one parcel each, the commune and office
// matched by the server in the carrier's lists; the ones it is not sure of come back refused with
// place_unknown or center_unknown (open the order to choose). Orders that are not confirmed are named and left out.
import { useState } from 'react';
import type { OrderListRow } from '../../../domain/admin-orders/order-list.ts';
import { PARCELS_MAX } from '../../../domain/carriers/admin-api.ts';
import type { CarrierPlatform } from '../../../domain/carriers/platforms.ts';
import { PLATFORM_NAMES } from '../../shell/carrier-accounts-query.ts';
import { Button } from '../../ui/Button.tsx';
import { LeftOutOrders } from '../list/LeftOutOrders.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { refusalText } from '../../ui/problem-text.ts';
import { useParcelText } from './parcel-messages.ts';
import { createParcels } from './parcels-api.ts';
import { sendOutcome, type SendOutcome } from './send-results.ts';

type Props = { platform: CarrierPlatform; orders: OrderListRow[]; onClose: () => void; onSent: (outcome: SendOutcome) => void };

export function SendPanel({ platform, orders, onClose, onSent }: Props) {
  const { t } = useParcelText();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const carrier = PLATFORM_NAMES[platform];
  const confirmed = orders.filter((o) => o.status === 'confirmed' && !o.isTest).slice(0, PARCELS_MAX);
  const left = orders.filter((o) => !confirmed.includes(o));

  async function send() {
    setBusy(true);
    setProblem(undefined);
    try {
      const { results, finishing } = await createParcels({ platform, orders: confirmed.map((o) => ({ number: o.number })) });
      onSent(sendOutcome(results, carrier, finishing));
    } catch (error) {
      setProblem(refusalText(error, t, { byCode: { network: 'networkError' }, failed: 'failed' }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="fixed inset-0 z-40 flex items-end justify-center sm:items-center">
      <button type="button" aria-label={t('close')} onClick={onClose} className="absolute inset-0 bg-ink/40" />
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="send-title"
        className="relative flex max-h-[90dvh] w-full max-w-lg flex-col gap-4 overflow-y-auto rounded-t-2xl bg-paper p-4 shadow-xl sm:rounded-2xl sm:p-6"
        data-send-panel={platform}
      >
        <div className="flex flex-col gap-1">
          <h2 id="send-title" className="text-lg font-bold">
            {t('sendTo', { carrier })}
          </h2>
          <p className="text-sm text-muted">{t('sendIntro')}</p>
        </div>
        <p className="text-sm font-semibold" data-send-count={confirmed.length}>
          {confirmed.length > 0 ? t('sendCount', { n: confirmed.length }) : t('sendNothing')}
        </p>
        <LeftOutOrders intro={t('sendLeftOut')} numbers={left.map((o) => o.number)} />
        {problem && <Notice tone="error">{problem}</Notice>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button kind="secondary" onClick={onClose}>
            {t('close')}
          </Button>
          <Button disabled={busy || confirmed.length === 0} onClick={() => void send()} data-send-go>
            {busy ? t('creating') : t('sendGo')}
          </Button>
        </div>
      </div>
    </div>
  );
}
