// The overview's figures (today and the last 7 days, Algiers time, test orders left out): orders,
// pending to confirm, confirmation rate, who confirmed (the customer through her link, or the owner),
// delivered revenue, return rate; then the week's delivery and return rates per wilaya and the
// customers who sent parcels back (owners stop delivering where most parcels come back); between them,
// each connected carrier's health line (a carrier gone silent is seen here), and the last 30 days in
// pictures (charts/DashboardTrends.tsx).
import { useQuery } from '@tanstack/react-query';
import type { Dashboard, DashboardFigures } from '../../../domain/admin-orders/dashboard.ts';
import { formatPrice } from '../../../domain/money.ts';
import { adminCall } from '../../core/admin-api.ts';
import { AdminLink } from '../../core/AdminLink.tsx';
import { ADMIN_BASE } from '../../core/admin-paths.ts';
import { Card } from '../../ui/Page.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { problemText } from '../problem-text.ts';
import { useToolsText } from '../tools-messages.ts';
import { useOrdersText } from '../use-orders-text.ts';
import { setFilters } from '../list/use-order-list.ts';
import { NO_FILTERS } from '../list/list-filters.ts';
import { countAndShare, percent } from './figures.ts';
import { CustomerRatesTable } from './CustomerRatesTable.tsx';
import { WilayaRatesTable } from './WilayaRatesTable.tsx';
import { CarriersHealth } from './CarriersHealth.tsx';
import { DashboardTrends } from './charts/DashboardTrends.tsx';

export default function OrdersDashboard() {
  const { t } = useToolsText();
  const { t: ot } = useOrdersText();
  const read = useQuery({ queryKey: ['orders', 'dashboard'], queryFn: () => adminCall<Dashboard>('dashboard') });
  const dashboard = read.data;

  if (read.error) return <Notice tone="error">{problemText(read.error, ot, 'loadFailed')}</Notice>;
  if (!dashboard) return null;
  return (
    <section className="flex flex-col gap-4" aria-labelledby="dashboard-title" data-dashboard>
      <h2 id="dashboard-title" className="text-lg font-bold">
        {t('dashboardTitle')}
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        <Window title={t('today')} figures={dashboard.today} name="today" />
        <Window title={t('last7Days')} figures={dashboard.week} name="week" />
      </div>
      {dashboard.week.pendingToConfirm > 0 && (
        <AdminLink
          to={`${ADMIN_BASE}/orders`}
          onNavigate={() => setFilters({ ...NO_FILTERS })}
          className="inline-flex min-h-12 items-center justify-center rounded-md bg-ink px-5 font-semibold text-paper"
          data-open-pending
        >
          {t('openPending')}
        </AdminLink>
      )}
      <CarriersHealth />
      <DashboardTrends />
      <WilayaRatesTable rows={dashboard.rates.byWilaya} />
      <CustomerRatesTable rows={dashboard.rates.byCustomer} />
    </section>
  );
}

function Window({ title, figures, name }: { title: string; figures: DashboardFigures; name: string }) {
  const { t, locale } = useToolsText();
  const dash = t('noFigure');
  const tiles = [
    ['figOrders', String(figures.orders)],
    ['figPending', String(figures.pendingToConfirm)],
    ['figConfirmationRate', percent(figures.confirmationRate) ?? dash],
    ['figReturnRate', percent(figures.returnRate) ?? dash],
    ['figConfirmedByLink', countAndShare(figures.confirmedBy.link, figures.confirmedBy.linkShare, (v) => t('confirmedShare', v))],
    ['figConfirmedByOwner', countAndShare(figures.confirmedBy.owner, figures.confirmedBy.ownerShare, (v) => t('confirmedShare', v))],
    ['figDeliveredRevenue', formatPrice(figures.deliveredRevenue, 'DZD', locale)],
    ['figAddedPieces', t('addedPieces', { n: figures.addedItems, delivered: figures.addedDelivered })],
  ] as const;
  return (
    <Card title={title}>
      <dl className="grid grid-cols-2 gap-2" data-figures={name}>
        {tiles.map(([label, value]) => (
          <div
            key={label}
            className={`flex flex-col-reverse rounded-md bg-paper p-3 ${label === 'figDeliveredRevenue' || label === 'figAddedPieces' ? 'col-span-2' : ''}`}
            data-figure={label}
          >
            <dt className="text-sm text-muted">{t(label)}</dt>
            <dd className="text-2xl font-bold">
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
