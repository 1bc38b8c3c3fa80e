// One order: what the owner needs on the phone first (call, the customer's record, the next step, its
// parcel at the carrier, the call log), then everything the order carries, its tracking number and its history. On a desktop the
// actions sit in a column beside the order.
import { AdminApiError } from '../../core/admin-api.ts';
import { BackLink } from '../../core/BackLink.tsx';
import { ADMIN_BASE } from '../../core/admin-paths.ts';
import { Loading } from '../../core/Loading.tsx';
import { Notice, RetryNotice } from '../../ui/Notice.tsx';
import { problemText } from '../problem-text.ts';
import { SignalBadges } from '../SignalBadges.tsx';
import { StatusBadge } from '../StatusBadge.tsx';
import { Ltr } from '../../ui/Ltr.tsx';
import { phrase } from '../../ui/phrase.tsx';
import { useOrdersText } from '../use-orders-text.ts';
import { shopDateTime } from '../../ui/shop-time.ts';
import { CallLog } from './CallLog.tsx';
import { ContactCard } from './ContactCard.tsx';
import { HistoryList } from './HistoryList.tsx';
import { OrderFacts } from './OrderFacts.tsx';
import { OrderLines } from './OrderLines.tsx';
import { StatusCard } from './StatusCard.tsx';
import { TrackingCard } from './TrackingCard.tsx';
import { useOrder } from './use-order.ts';
import { ParcelPanel } from '../parcels/ParcelPanel.tsx';
import { hasLiveParcel } from '../parcels/parcel-of.ts';
import { AdEventLog } from '../../ads/AdEventLog.tsx';

export default function OrderScreen({ number }: { number: number }) {
  const { t, locale } = useOrdersText();
  const { order, error, reload, replace } = useOrder(number);
  const back = <BackLink to={`${ADMIN_BASE}/orders`} label={t('backToList')} />;

  if (!order) {
    return (
      <div className="flex flex-col gap-4">
        {back}
        {error === undefined ? (
          <Loading />
        ) : error instanceof AdminApiError && error.status === 404 ? (
          <Notice tone="error">{t('notFound', { number })}</Notice>
        ) : (
          <RetryNotice retryLabel={t('retry')} onRetry={() => void reload()}>
            {problemText(error, t, 'loadFailed')}
          </RetryNotice>
        )}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4" data-order-detail={order.number} data-order-status={order.status}>
      {back}
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold">{phrase(t('orderTitle'), { number: <Ltr>#{order.number}</Ltr> })}</h1>
          <StatusBadge status={order.status} />
        </div>
        <p className="text-sm text-muted">
          {phrase(t('placedAt'), { date: <bdi>{shopDateTime(order.createdAt, locale)}</bdi> })} · {t(`flow.${order.flow}`)}
        </p>
        <SignalBadges
          signals={order.signals}
          isTest={order.isTest}
          confirmedVia={order.confirmedVia}
          callRequested={order.status === 'pending' && order.callRequestedAt !== null}
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="flex flex-col gap-4 lg:order-2">
          <ContactCard order={order} />
          <StatusCard order={order} onChange={replace} />
          <ParcelPanel order={order} />
          <CallLog order={order} onChange={replace} />
        </div>
        <div className="flex flex-col gap-4">
          <OrderFacts order={order} onChange={replace} onStale={reload} />
          <OrderLines order={order} />
          {order.status !== 'cancelled' && !hasLiveParcel(order) && <TrackingCard order={order} onChange={replace} />}
          <HistoryList order={order} />
          <AdEventLog number={order.number} delivered={order.status === 'delivered'} />
        </div>
      </div>
    </div>
  );
}
