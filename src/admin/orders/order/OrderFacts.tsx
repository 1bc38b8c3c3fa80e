// The customer and the delivery as the order carries them (spec section 3), with "Edit" while the
// order has not left (pending, confirmed) and no live parcel at a carrier holds it (the server refuses
// that edit: has_parcel); then a line says to cancel the parcel first.
import { useState } from 'react';
import type { OrderDetail } from '../../../domain/admin-orders/order-detail.ts';
import { formatPrice } from '../../../domain/money.ts';
import { Card } from '../../ui/Page.tsx';
import { Button } from '../../ui/Button.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { groupedPhone } from '../phone-links.ts';
import { Ltr } from '../../ui/Ltr.tsx';
import { phrase } from '../../ui/phrase.tsx';
import { useOrdersText } from '../use-orders-text.ts';
import { EditOrderForm } from './EditOrderForm.tsx';
import { OrderWilaya } from '../OrderWilaya.tsx';
import { PLATFORM_NAMES } from '../../carriers/carrier-accounts-query.ts';
import { parcelHolder } from '../parcels/parcel-of.ts';

type Props = { order: OrderDetail; onChange: (order: OrderDetail) => void; onStale: () => Promise<void> };

export function OrderFacts({ order, onChange, onStale }: Props) {
  const { t, locale } = useOrdersText();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);

  if (editing) {
    return (
      <Card title={t('editTitle')} intro={t('editIntro')}>
        <EditOrderForm
          order={order}
          onCancel={() => setEditing(false)}
          onStale={onStale}
          onSaved={(next) => {
            onChange(next);
            setEditing(false);
            setSaved(true);
          }}
        />
      </Card>
    );
  }

  const heldBy = parcelHolder(order);
  const commune = locale === 'ar' && order.communeAr ? order.communeAr : order.commune;
  const facts: [string, React.ReactNode][] = [
    [
      t('name'),
      <span>
        <bdi>{order.customerName}</bdi>
      </span>,
    ],
    [t('phone'), <Ltr>{groupedPhone(order.phone)}</Ltr>],
    [t('email'), <bdi>{order.email}</bdi>],
    [t('wilaya'), <OrderWilaya order={order} />],
    [t('commune'), <bdi>{commune}</bdi>],
    [t('deliveryType'), t(`delivery.${order.deliveryType}`)],
    [
      t('address'),
      <span className="whitespace-pre-line">
        <bdi>{order.address}</bdi>
      </span>,
    ],
    [
      t('notes'),
      order.notes ? (
        <span className="whitespace-pre-line">
          <bdi>{order.notes}</bdi>
        </span>
      ) : (
        <span className="text-muted">{t('noNotes')}</span>
      ),
    ],
  ];
  return (
    <Card title={t('customer')}>
      {saved && (
        <Notice tone="success">
          {phrase(t('edited'), {
            shipping: <bdi>{formatPrice(order.shippingPrice, order.currency, locale)}</bdi>,
            total: <bdi>{formatPrice(order.total, order.currency, locale)}</bdi>,
          })}
        </Notice>
      )}
      <dl className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-x-3 gap-y-2 sm:grid-cols-[9rem_minmax(0,1fr)]" data-order-facts>
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm font-semibold text-muted">{label}</dt>
            <dd className="min-w-0 break-words">{value}</dd>
          </div>
        ))}
      </dl>
      {order.editable && heldBy ? (
        <p className="text-sm text-muted" data-held-by-parcel="edit">
          {t('editHeldByParcel', { carrier: PLATFORM_NAMES[heldBy] })}
        </p>
      ) : order.editable ? (
        <Button
          kind="secondary"
          onClick={() => {
            setSaved(false);
            setEditing(true);
          }}
          data-edit-order
        >
          {t('editOrder')}
        </Button>
      ) : (
        <p className="text-sm text-muted">{t('notEditable', { status: t(`status.${order.status}`) })}</p>
      )}
    </Card>
  );
}
