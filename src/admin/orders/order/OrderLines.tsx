// What the parcel holds (each line with its size and colour) and the money: subtotal, delivery, total.
import type { OrderDetail } from '../../../domain/admin-orders/order-detail.ts';
import { formatPrice } from '../../../domain/money.ts';
import { offerText } from '../../../domain/offers/offer-messages.ts';
import { Card } from '../../ui/Page.tsx';
import { useOrdersText } from '../use-orders-text.ts';

export function OrderLines({ order }: { order: OrderDetail }) {
  const { t, locale } = useOrdersText();
  const price = (amount: number) => <bdi>{formatPrice(amount, order.currency, locale)}</bdi>;
  const options = (size: string, color: string) =>
    size && color ? t('lineOptions', { size, color }) : size ? t('lineSize', { size }) : color ? t('lineColor', { color }) : '';
  return (
    <Card title={t('items')}>
      <ul className="flex flex-col divide-y divide-line" data-order-lines>
        {order.lines.map((line, i) => (
          <li key={i} className="flex items-start justify-between gap-3 py-2">
            <div className="min-w-0">
              <p className="font-semibold">
                <bdi>{line.productName}</bdi>
              </p>
              {options(line.size, line.color) && <p className="text-sm text-muted">{options(line.size, line.color)}</p>}
              {line.addedByCustomer && (
                <p className="mt-1 inline-block border border-ink px-1.5 text-xs font-semibold" data-added-by-customer>
                  {t('addedByCustomer')}
                </p>
              )}
              <p className="text-sm text-muted">
                <bdi>
                  {line.quantity} × {formatPrice(line.unitPrice, order.currency, locale)}
                </bdi>
              </p>
              {line.offer && line.offerDiscount > 0 && (
                <p className="text-sm text-emerald-800" data-line-offer>
                  <bdi>
                    {offerText(line.offer, locale, order.currency)} · −{formatPrice(line.offerDiscount, order.currency, locale)}
                  </bdi>
                </p>
              )}
            </div>
            <p className="shrink-0 font-semibold">{price(line.lineTotal)}</p>
          </li>
        ))}
      </ul>
      <dl className="flex flex-col gap-1 border-t border-line pt-3" data-order-money>
        <div className="flex justify-between">
          <dt>{t('subtotal')}</dt>
          <dd>{price(order.subtotal)}</dd>
        </div>
        {order.code && (
          <div className="flex justify-between" data-order-code>
            <dt>
              <bdi>{t('codeRow', { code: order.code })}</bdi>
            </dt>
            <dd>−{price(order.codeDiscount || order.deliveryDiscount)}</dd>
          </div>
        )}
        <div className="flex justify-between">
          <dt>
            {t('shipping')} · {t(`delivery.${order.deliveryType}`)}
          </dt>
          <dd data-shipping-price>{price(order.shippingPrice)}</dd>
        </div>
        <div className="flex justify-between text-lg font-bold">
          <dt>{t('total')}</dt>
          <dd data-total>{price(order.total)}</dd>
        </div>
      </dl>
    </Card>
  );
}
