// One order in the list, readable at a glance on a phone: number and time, status, name and phone,
// where it goes and how, the total, its parcel at a carrier, and the customer's signals. The box selects it for bulk actions;
// the rest of the row opens the order.
import type { OrderListRow } from '../../../domain/admin-orders/order-list.ts';
import { formatPrice } from '../../../domain/money.ts';
import { AdminLink } from '../../core/AdminLink.tsx';
import { groupedPhone } from '../phone-links.ts';
import { SignalBadges } from '../SignalBadges.tsx';
import { StatusBadge } from '../StatusBadge.tsx';
import { Ltr } from '../../ui/Ltr.tsx';
import { useOrdersText } from '../use-orders-text.ts';
import { orderTime } from '../../ui/shop-time.ts';
import { orderPath } from '../orders-paths.ts';
import { OrderWilaya } from '../OrderWilaya.tsx';
import { ParcelMarker } from './ParcelMarker.tsx';

type Props = { order: OrderListRow; selected: boolean; onSelect: (selected: boolean) => void };

export function OrderRow({ order, selected, onSelect }: Props) {
  const { t, locale } = useOrdersText();
  const commune = locale === 'ar' && order.communeAr ? order.communeAr : order.commune;
  return (
    <li
      className="flex rounded-lg border border-line bg-white shadow-sm has-[:checked]:border-ink has-[:checked]:ring-1 has-[:checked]:ring-ink"
      data-order={order.number}
      data-order-status={order.status}
    >
      <label className="flex w-12 shrink-0 cursor-pointer items-start justify-center pt-3.5">
        <input
          type="checkbox"
          checked={selected}
          onChange={(e) => onSelect(e.target.checked)}
          className="size-5 accent-ink"
          aria-label={t('selectOrder', { number: order.number })}
        />
      </label>
      {/* Named grid areas: five lines on a phone, one wide row of five columns on a desktop. The parcel sits on the phone's
          line on a phone; on a desktop, under the phone and the signals, across both columns, so its tracking shows whole. */}
      <AdminLink
        to={orderPath(order.number)}
        className="grid min-w-0 flex-1 grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 py-3 pe-3 [grid-template-areas:'num_status'_'name_total'_'phone_phone'_'place_place'_'signals_signals'] lg:grid-cols-[7rem_minmax(0,1fr)_minmax(0,1.4fr)_8rem_8rem] lg:[grid-template-areas:'num_name_place_total_status'_'time_phone_signals_total_status'_'._parcel_parcel_total_status']"
      >
        <p className="text-base font-bold [grid-area:num] lg:self-end">
          <Ltr>#{order.number}</Ltr>
          <span className="ms-2 text-sm font-normal text-muted lg:hidden">
            <bdi>{orderTime(order.createdAt, locale)}</bdi>
          </span>
        </p>
        <p className="hidden text-sm text-muted [grid-area:time] lg:block lg:self-start">
          <bdi>{orderTime(order.createdAt, locale)}</bdi>
        </p>
        <span className="justify-self-end [grid-area:status]">
          <StatusBadge status={order.status} />
        </span>
        <p className="min-w-0 truncate font-semibold [grid-area:name] lg:self-end">
          <bdi>{order.customerName}</bdi>
        </p>
        <p className="justify-self-end text-base font-bold [grid-area:total]">
          <bdi>{formatPrice(order.total, order.currency, locale)}</bdi>
        </p>
        {/* The marker takes the line's free space, never the name's: it wraps under the phone when both do not fit. On a
            desktop the line dissolves (contents) and the phone and the marker take grid areas of their own. */}
        <div
          className="flex min-w-0 flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm [grid-area:phone] lg:contents"
          data-phone-line
        >
          <Ltr className="lg:self-start lg:[grid-area:phone]">{groupedPhone(order.phone)}</Ltr>
          {order.parcel && (
            <span className="flex min-w-0 max-w-full lg:self-start lg:[grid-area:parcel]">
              <ParcelMarker parcel={order.parcel} />
            </span>
          )}
        </div>
        <p className="text-sm text-muted [grid-area:place] lg:self-end">
          <OrderWilaya order={order} /> · <bdi>{commune}</bdi> · {t(`delivery.${order.deliveryType}`)}
        </p>
        <div className="[grid-area:signals] empty:hidden lg:self-start">
          <SignalBadges
            signals={order.signals}
            isTest={order.isTest}
            confirmedVia={order.confirmedVia}
            callRequested={order.callRequestedAt !== null}
          />
        </div>
      </AdminLink>
    </li>
  );
}
