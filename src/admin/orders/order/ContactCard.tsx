// Reach the customer in one tap (the dialler, or WhatsApp with a message in the order's language that
// carries her order page's link and, once it is with the carrier, her parcel's tracking page), and what this phone has done before: its orders, deliveries,
// cancellations and returns, its last other order, and the blacklist.
import type { OrderDetail } from '../../../domain/admin-orders/order-detail.ts';
import { customerMessage } from '../../../domain/order-link/customer-message.ts';
import { orderMessageInput } from '../../../domain/order-link/order-message.ts';
import { AdminLink } from '../../core/AdminLink.tsx';
import { Card } from '../../ui/Page.tsx';
import { callLink, groupedPhone, whatsAppLink } from '../phone-links.ts';
import { Ltr } from '../../ui/Ltr.tsx';
import { phrase } from '../../ui/phrase.tsx';
import { useOrdersText } from '../use-orders-text.ts';
import { shopDateTime } from '../../ui/shop-time.ts';
import { orderPath } from '../orders-paths.ts';
import { PhoneIcon } from '../PhoneIcon.tsx';

const BIG_LINK = 'inline-flex min-h-14 flex-1 items-center justify-center gap-2 rounded-md px-4 text-lg font-bold';

export function ContactCard({ order }: { order: OrderDetail }) {
  const { t, locale } = useOrdersText();
  const tel = callLink(order.phone);
  const whatsApp = whatsAppLink(order.phone, customerMessage(orderMessageInput(order, window.location.origin)));
  const { customer } = order;
  const stats = [
    ['statOrders', customer.orders],
    ['statDelivered', customer.delivered],
    ['statCancelled', customer.cancelled],
    ['statReturned', customer.returned],
  ] as const;
  return (
    <Card>
      <div className="flex flex-col gap-1">
        <p className="text-lg font-bold">
          <bdi>{order.customerName}</bdi>
        </p>
        <p className="text-xl font-semibold tracking-wide">
          <Ltr>{groupedPhone(order.phone)}</Ltr>
        </p>
      </div>
      <div className="flex gap-2">
        {tel && (
          <a href={tel} className={`${BIG_LINK} bg-ink text-paper`} data-call>
            <PhoneIcon className="size-6" strokeWidth="2" />
            {t('call')}
          </a>
        )}
        {whatsApp && (
          <a href={whatsApp} target="_blank" rel="noopener noreferrer" className={`${BIG_LINK} bg-emerald-700 text-white`} data-whatsapp>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M3 21l1.7-5A8.5 8.5 0 1 1 8 19.4L3 21Z" />
            </svg>
            {t('whatsApp')}
          </a>
        )}
      </div>
      <div className="flex flex-col gap-2 border-t border-line pt-3" data-customer>
        <h2 className="text-sm font-semibold text-muted">{t('customerTitle')}</h2>
        <dl className="grid grid-cols-4 gap-2 text-center">
          {stats.map(([label, value]) => (
            <div key={label} className="flex flex-col-reverse rounded-md bg-paper px-1 py-2" data-stat={label}>
              <dt className="text-xs text-muted">{t(label)}</dt>
              <dd className="text-xl font-bold">
                <Ltr>{value}</Ltr>
              </dd>
            </div>
          ))}
        </dl>
        {customer.lastOrder && (
          <p className="text-sm">
            <AdminLink to={orderPath(customer.lastOrder.number)} className="inline-block py-2.5 underline underline-offset-4">
              {phrase(t('lastOrder'), {
                number: <Ltr>#{customer.lastOrder.number}</Ltr>,
                date: <bdi>{shopDateTime(customer.lastOrder.createdAt, locale)}</bdi>,
              })}
            </AdminLink>
            {' · '}
            {t(`status.${customer.lastOrder.status}`)}
          </p>
        )}
        {customer.blacklisted && (
          <p className="rounded-md border border-accent/50 bg-accent/5 px-3 py-2 text-sm font-semibold text-accent" data-blacklisted>
            {t('signal.blacklisted')}:{' '}
            <span>
              <bdi>{customer.blacklisted.reason}</bdi>
            </span>
          </p>
        )}
      </div>
    </Card>
  );
}
