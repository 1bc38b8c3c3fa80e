// The carrier export of the selected confirmed orders: the carrier's bulk-import CSV (Yalidine, or the
// Ecotrack/NOEST layout), downloaded at once, and if the owner wants, the orders marked shipped in the
// same step. Orders that are not confirmed are left out here and named, and so are those whose parcel
// was already sent through a carrier's API (uploading them would make a second parcel; the server leaves
// them out too, and says so, when the list is older than the parcel).
import { useState } from 'react';
import { AdminApiError } from '../../core/admin-api.ts';
import { PLATFORM_NAMES } from '../../carriers/carrier-accounts-query.ts';
import { CARRIERS, type Carrier } from '../../../domain/carriers/carrier-layouts.ts';
import type { OrderListRow } from '../../../domain/admin-orders/order-list.ts';
import { Button } from '../../ui/Button.tsx';
import { Toggle } from '../../ui/Field.tsx';
import { RadioCards } from '../../ui/RadioCards.tsx';
import { SheetPanel } from '../../ui/SheetPanel.tsx';
import { downloadFile } from '../download.ts';
import { preferredCarrier, rememberCarrier } from '../preferred-carrier.ts';
import { problemText } from '../problem-text.ts';
import { LeftOutOrders } from './LeftOutOrders.tsx';
import { apiParcelsOf, byPlatform } from './sent-by-api.ts';
import { hasLiveParcel, parcelHolder } from '../parcels/parcel-of.ts';
import { useOrdersText } from '../use-orders-text.ts';

type Props = { orders: OrderListRow[]; onClose: () => void; onExported: (text: string, markedShipped: boolean) => void };

export function ExportPanel({ orders, onClose, onExported }: Props) {
  const { t } = useOrdersText();
  const [carrier, setCarrier] = useState<Carrier>(preferredCarrier);
  const [markShipped, setMarkShipped] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const sentByApi = orders.filter((o) => o.status === 'confirmed' && !o.isTest && hasLiveParcel(o));
  const confirmed = orders.filter((o) => o.status === 'confirmed' && !o.isTest && !hasLiveParcel(o));
  const left = orders.filter((o) => !confirmed.includes(o) && !sentByApi.includes(o));

  async function download() {
    setBusy(true);
    setProblem(undefined);
    try {
      const { headers } = await downloadFile('carrier-export', `${carrier}.csv`, {
        carrier,
        numbers: confirmed.map((o) => o.number),
        markShipped,
      });
      // The server says how many parcels the file holds (x-order-count).
      const count = Number(headers.get('x-order-count') ?? confirmed.length);
      rememberCarrier(carrier);
      const exported = t(markShipped ? 'exportedShipped' : 'exported', { n: count });
      const leftOut = byPlatform(apiParcelsOf(headers.get('x-api-parcels')));
      const leftOutText = [...leftOut].map(([platform, numbers]) =>
        t('exportedSentByApi', { n: numbers.length, carrier: PLATFORM_NAMES[platform] }),
      );
      onExported([exported, ...leftOutText].join(' '), markShipped);
    } catch (error) {
      setProblem(error instanceof AdminApiError && error.code === 'has_parcel' ? t('exportNoneLeft') : problemText(error, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <SheetPanel
      titleId="export-title"
      title={t('exportTitle')}
      intro={t('exportIntro')}
      closeLabel={t('cancelEdit')}
      onClose={onClose}
      problem={problem}
      action={
        <Button disabled={busy || confirmed.length === 0} onClick={() => void download()} data-download-csv>
          {t('downloadCsv')}
        </Button>
      }
      data-export-panel
    >
      <RadioCards
        legend={t('carrier')}
        name="carrier"
        value={carrier}
        options={CARRIERS.map((c) => ({ value: c, label: t(`carrier.${c}`) }))}
        onChange={setCarrier}
      />
      <Toggle id="export-mark-shipped" label={t('markShippedToo')} checked={markShipped} onChange={setMarkShipped} />
      <p className="text-sm" data-export-count={confirmed.length}>
        {confirmed.length > 0 ? t('exportCount', { n: confirmed.length }) : t('exportNothing')}
      </p>
      <LeftOutOrders intro={t('exportLeftOut')} numbers={left.map((o) => o.number)} />
      {[...byPlatform(sentByApi.map((o) => ({ number: o.number, platform: parcelHolder(o)! })))].map(([platform, numbers]) => (
        <div key={platform} data-export-sent-by-api={platform}>
          <LeftOutOrders intro={t('exportSentByApi', { carrier: PLATFORM_NAMES[platform] })} numbers={numbers} />
        </div>
      ))}
    </SheetPanel>
  );
}
