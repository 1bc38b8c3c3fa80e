// Send the selected confirmed orders to a connected carrier: one parcel each, the commune and office
// matched by the server in the carrier's lists; the ones it is not sure of come back refused with
// place_unknown or center_unknown (open the order to choose). Orders that are not confirmed (or are test
// orders) are named and left out. The server takes at most PARCELS_MAX orders a request: a larger
// selection goes in several requests, one after the other, from the one click, with its progress shown;
// if one of them gets no answer, the orders not sent yet are named so the owner sends them again.
import { useState } from 'react';
import type { OrderListRow } from '../../../domain/admin-orders/order-list.ts';
import { PARCELS_MAX, type CreateParcelResult, type CreateParcelsAnswer } from '../../../domain/carriers/admin-api.ts';
import type { CarrierPlatform } from '../../../domain/carriers/platforms.ts';
import { PLATFORM_NAMES } from '../../carriers/carrier-accounts-query.ts';
import { Button } from '../../ui/Button.tsx';
import { LeftOutOrders } from '../list/LeftOutOrders.tsx';
import { SheetPanel } from '../../ui/SheetPanel.tsx';
import { refusalText } from '../../ui/problem-text.ts';
import { useParcelText } from './parcel-messages.ts';
import { createParcels } from './parcels-api.ts';
import { sendOutcome, type SendOutcome } from './send-results.ts';

type Props = { platform: CarrierPlatform; orders: OrderListRow[]; onClose: () => void; onSent: (outcome: SendOutcome) => void };

/** The selection in requests the server takes, in order. */
const inParts = <T,>(items: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / PARCELS_MAX) }, (_, i) => items.slice(i * PARCELS_MAX, (i + 1) * PARCELS_MAX));

export function SendPanel({ platform, orders, onClose, onSent }: Props) {
  const { t } = useParcelText();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<number | null>(null);
  const [problem, setProblem] = useState<string>();
  const carrier = PLATFORM_NAMES[platform];
  const confirmed = orders.filter((o) => o.status === 'confirmed' && !o.isTest);
  const left = orders.filter((o) => !confirmed.includes(o));
  const parts = inParts(confirmed);

  async function send() {
    setBusy(true);
    setProblem(undefined);
    const results: CreateParcelResult[] = [];
    let finishing: CreateParcelsAnswer['finishing'];
    try {
      for (const part of parts) {
        setDone(results.length);
        const answer = await createParcels({ platform, orders: part.map((o) => ({ number: o.number })) });
        results.push(...answer.results);
        // The last answer's count of parcels waiting for their validation is the current one.
        finishing = answer.finishing;
      }
      onSent(sendOutcome(results, carrier, finishing));
    } catch (error) {
      if (results.length === 0) setProblem(refusalText(error, t, { byCode: { network: 'networkError' }, failed: 'failed' }));
      else onSent({ ...sendOutcome(results, carrier, finishing), unsent: confirmed.slice(results.length).map((o) => o.number) });
    } finally {
      setBusy(false);
      setDone(null);
    }
  }

  return (
    <SheetPanel
      titleId="send-title"
      title={t('sendTo', { carrier })}
      intro={t('sendIntro')}
      closeLabel={t('close')}
      onClose={onClose}
      problem={problem}
      action={
        <Button disabled={busy || confirmed.length === 0} onClick={() => void send()} data-send-go>
          {busy ? t('creating') : t('sendGo')}
        </Button>
      }
      data-send-panel={platform}
    >
      <p className="text-sm font-semibold" data-send-count={confirmed.length}>
        {confirmed.length > 0 ? t('sendCount', { n: confirmed.length }) : t('sendNothing')}
      </p>
      {parts.length > 1 && (
        <p className="text-sm" data-send-parts={parts.length}>
          {t('sendInParts', { max: PARCELS_MAX, parts: parts.length })}
        </p>
      )}
      <LeftOutOrders intro={t('sendLeftOut')} numbers={left.map((o) => o.number)} />
      {done !== null && parts.length > 1 && (
        <p role="status" className="text-sm font-semibold" data-send-progress={done}>
          {t('sendProgress', { done, n: confirmed.length })}
        </p>
      )}
    </SheetPanel>
  );
}
