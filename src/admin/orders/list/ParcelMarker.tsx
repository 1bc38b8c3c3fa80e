// A row's parcel at a glance: the carrier and its tracking number once it has one, else what became of
// it (waiting, failed, cancelled). The carrier's name is a brand and the tracking reads left to right in
// every language; the state is the owner's word. The tracking is never cut: the owner reads it to the
// customer or types it on the carrier's site (it wraps on a narrow phone rather than hide its end).
import type { OrderListParcel } from '../../../domain/admin-orders/order-list.ts';
import { PLATFORM_NAMES } from '../../carriers/carrier-accounts-query.ts';
import { Ltr } from '../../ui/Ltr.tsx';
import { useOrdersText } from '../use-orders-text.ts';

const TONE: Record<OrderListParcel['state'], string> = {
  created: 'border-ink/30 bg-paper text-ink',
  creating: 'border-amber-600/50 bg-amber-50 text-amber-900',
  failed: 'border-accent/40 bg-accent/5 text-accent',
  cancelled: 'border-line bg-white text-muted',
};

export function ParcelMarker({ parcel }: { parcel: OrderListParcel }) {
  const { t } = useOrdersText();
  const carrier = PLATFORM_NAMES[parcel.platform];
  // A tracking the carrier gave before the parcel was finished (a create not yet validated) still waits.
  const shown = parcel.state === 'created' && parcel.tracking ? parcel.tracking : null;
  const label = t('parcelAt', { carrier });
  return (
    <span
      className={`inline-flex max-w-full items-center gap-1 rounded border px-1.5 py-0.5 text-xs font-semibold ${TONE[parcel.state]}`}
      title={shown ? `${label}: ${shown}` : label}
      data-parcel-marker
      data-parcel-state={parcel.state}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-3.5 shrink-0" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M21 8 12 3 3 8v8l9 5 9-5V8Z" />
        <path d="m3 8 9 5 9-5M12 13v8" />
      </svg>
      <span className="sr-only">{label}: </span>
      <span aria-hidden="true">{carrier}</span>
      <span aria-hidden="true">·</span>
      {shown ? (
        <Ltr className="min-w-0 font-mono [overflow-wrap:anywhere]">{shown}</Ltr>
      ) : (
        <span>{t(`parcelState.${parcel.state === 'created' ? 'creating' : parcel.state}`)}</span>
      )}
    </span>
  );
}
