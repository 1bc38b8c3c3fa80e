// The list's parcel actions for a selection, in the bulk bar: "Send to <carrier>" for each connected
// carrier, and "Labels (PDF)": every selected order's label in one file, at most PARCELS_MAX at a time. (The carrier CSV export beside
// them stays for carriers without an API.)
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useQuery } from '@tanstack/react-query';
import type { OrderListRow } from '../../../domain/admin-orders/order-list.ts';
import { PARCELS_MAX } from '../../../domain/carriers/admin-api.ts';
import type { CarrierPlatform } from '../../../domain/carriers/platforms.ts';
import { carrierAccountsQuery, PLATFORM_NAMES } from '../../carriers/carrier-accounts-query.ts';
import { Button } from '../../ui/Button.tsx';
import { refusalText } from '../../ui/problem-text.ts';
import { carrierRefusalText, useCarrierRefusalText } from './carrier-refusal.ts';
import { useParcelText } from './parcel-messages.ts';
import { downloadLabels } from './parcels-api.ts';
import type { SendOutcome } from './send-results.ts';
import { SendPanel } from './SendPanel.tsx';

export type ParcelActionOutcome = { sent: SendOutcome } | { labels: string } | { problem: string };

type Props = { selected: OrderListRow[]; busy: boolean; onOutcome: (outcome: ParcelActionOutcome) => void; onSent: () => void };

export function ParcelActions({ selected, busy, onOutcome, onSent }: Props) {
  const { t } = useParcelText();
  const { t: refusal } = useCarrierRefusalText();
  const accounts = useQuery(carrierAccountsQuery).data?.accounts ?? [];
  const [sending, setSending] = useState<CarrierPlatform | null>(null);
  const [fetching, setFetching] = useState(false);

  async function labels() {
    // The server answers at most PARCELS_MAX labels a request (one PDF): said before anything is asked.
    if (selected.length > PARCELS_MAX)
      return onOutcome({ problem: t('labelsTooMany', { max: PARCELS_MAX, n: selected.length, left: selected.length - PARCELS_MAX }) });
    setFetching(true);
    try {
      const { fileName } = await downloadLabels(selected.map((o) => o.number));
      onOutcome({ labels: t('labelsDownloaded', { file: fileName }) });
    } catch (error) {
      onOutcome({
        problem:
          carrierRefusalText(error, 'labels', refusal) ?? refusalText(error, t, { byCode: { network: 'networkError' }, failed: 'failed' }),
      });
    } finally {
      setFetching(false);
    }
  }

  if (accounts.length === 0) return null;
  return (
    <>
      {accounts.map((account) => (
        <Button
          key={account.platform}
          className="px-2"
          disabled={busy}
          onClick={() => setSending(account.platform)}
          data-bulk="send"
          data-platform={account.platform}
        >
          {t('sendTo', { carrier: PLATFORM_NAMES[account.platform] })}
        </Button>
      ))}
      <Button kind="secondary" className="px-2" disabled={busy || fetching} onClick={() => void labels()} data-bulk="labels">
        {t('labels')}
      </Button>
      {/* Out of the bar: its backdrop blur would hold a fixed panel inside it instead of over the screen. */}
      {sending &&
        createPortal(
          <SendPanel
            platform={sending}
            orders={selected}
            onClose={() => setSending(null)}
            onSent={(outcome) => {
              setSending(null);
              onOutcome({ sent: outcome });
              onSent();
            }}
          />,
          document.body,
        )}
    </>
  );
}
