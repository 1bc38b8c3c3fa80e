// An order's Parcel panel: its parcel when it has one (through a carrier's API), else, for a confirmed
// order, the form that creates it at a connected carrier (or the way to connect one). An order that
// is neither shows nothing here: the tracking card below is for carriers without an API.
import { useQuery } from '@tanstack/react-query';
import type { OrderDetail } from '../../../domain/admin-orders/order-detail.ts';
import { AdminLink } from '../../core/AdminLink.tsx';
import { ADMIN_BASE } from '../../core/admin-paths.ts';
import { carrierAccountsQuery } from '../../carriers/carrier-accounts-query.ts';
import { Card } from '../../ui/Page.tsx';
import { hasLiveParcel, parcelOf } from './parcel-of.ts';
import { useParcelText } from './parcel-messages.ts';
import { ParcelForm } from './ParcelForm.tsx';
import { ParcelStatus } from './ParcelStatus.tsx';

export function ParcelPanel({ order }: { order: OrderDetail }) {
  const { t } = useParcelText();
  const parcel = parcelOf(order);
  const canSend = order.status === 'confirmed' && !order.isTest && !hasLiveParcel(order);
  const accounts = useQuery({ ...carrierAccountsQuery, enabled: canSend });
  if (!parcel && !canSend) return null;
  return (
    <Card title={t(parcel ? 'parcelTitle' : 'sendTitle')} {...(canSend ? { intro: t('parcelIntro') } : {})}>
      <div className="flex flex-col gap-4" data-parcel-panel>
        {parcel && <ParcelStatus order={order} parcel={parcel} />}
        {canSend &&
          (accounts.data === undefined ? null : accounts.data.accounts.length === 0 ? (
            <p className="text-sm" data-no-carrier>
              {t('noCarrier')}{' '}
              <AdminLink to={`${ADMIN_BASE}/settings/carriers`} className="inline-block py-2.5 font-semibold underline underline-offset-4">
                {t('connectCarrier')}
              </AdminLink>
            </p>
          ) : (
            <ParcelForm order={order} accounts={accounts.data.accounts} />
          ))}
      </div>
    </Card>
  );
}
