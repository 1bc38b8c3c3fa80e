// The dashboard's last 30 days in pictures, asked apart from its figures (GET /api/admin/dashboard/trends)
// so the figures show at once: orders a day, orders by source, refusals by wilaya on the map, and the
// checkouts left and how many came back. Two columns on a wide screen, one on a phone.
import { useQuery } from '@tanstack/react-query';
import type { Trends } from '../../../../domain/admin-orders/dashboard-trends.ts';
import { adminCall } from '../../../core/admin-api.ts';
import { Notice } from '../../../ui/Notice.tsx';
import { problemText } from '../../problem-text.ts';
import { useOrdersText } from '../../use-orders-text.ts';
import { DailyChart } from './DailyChart.tsx';
import { SourcesChart } from './SourcesChart.tsx';
import { WilayaMap } from './WilayaMap.tsx';
import { LeftCheckoutsChart } from './LeftCheckoutsChart.tsx';
import { useTrendsText } from './trends-messages.ts';

export function DashboardTrends() {
  const { t } = useTrendsText();
  const { t: ot } = useOrdersText();
  const read = useQuery({ queryKey: ['orders', 'dashboard', 'trends'], queryFn: () => adminCall<Trends>('dashboard/trends') });
  const trends = read.data;
  return (
    <section className="flex flex-col gap-4" aria-labelledby="trends-title" data-trends>
      <h2 id="trends-title" className="text-lg font-bold">
        {t('trendsTitle')}
      </h2>
      {read.error ? (
        <Notice tone="error">{problemText(read.error, ot, 'loadFailed')}</Notice>
      ) : !trends ? (
        <p className="text-muted">{t('loading')}</p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          <DailyChart days={trends.days} />
          <SourcesChart sources={trends.sources} />
          <div className="lg:col-span-2">
            <WilayaMap areas={trends.wilayas} />
          </div>
          <LeftCheckoutsChart days={trends.leftCheckouts} />
        </div>
      )}
    </section>
  );
}
