// The week's customers who sent parcels back or at whose door attempts failed again and again, most
// returns first: her name and phone (a link to the order list searched by that phone, every status),
// her orders of the week, delivered, returned with the share returned, and the failed attempts. What
// the owner reads before calling her or listing her phone.
import { ATTEMPTS_TO_LIST, type CustomerRates } from '../../../domain/admin-orders/delivery-rates.ts';
import { AdminLink } from '../../core/AdminLink.tsx';
import { ADMIN_BASE } from '../../core/admin-paths.ts';
import { Card } from '../../ui/Page.tsx';
import { Ltr } from '../../ui/Ltr.tsx';
import { setFilters } from '../list/use-order-list.ts';
import { NO_FILTERS } from '../list/list-filters.ts';
import { CountCell } from './CountCell.tsx';
import { RatesTable } from './RatesTable.tsx';
import { useRatesText } from './rates-messages.ts';

export function CustomerRatesTable({ rows }: { rows: CustomerRates[] }) {
  const { t } = useRatesText();
  return (
    <Card title={t('byCustomerTitle')} intro={t('byCustomerIntro', { n: ATTEMPTS_TO_LIST })}>
      {rows.length === 0 ? (
        <p className="text-muted">{t('noCustomerReturns')}</p>
      ) : (
        <RatesTable
          headers={[t('customer'), t('orders'), t('delivered'), t('returned'), t('failedAttempts')]}
          mark="data-rates-by-customer"
        >
          {rows.map((c) => (
            <tr key={c.phone} className="border-b border-line/60 align-top" data-customer-rates={c.phone}>
              <th scope="row" className="py-2 text-start font-normal">
                <AdminLink
                  to={`${ADMIN_BASE}/orders`}
                  onNavigate={() => setFilters({ ...NO_FILTERS, status: '', q: c.phone })}
                  className="flex min-h-11 flex-col justify-center underline-offset-2 hover:underline"
                  data-customer-link
                >
                  <span className="font-semibold break-words">{c.name}</span>
                  <Ltr className="text-muted">{c.phone}</Ltr>
                </AdminLink>
              </th>
              <CountCell name="orders" n={c.orders} />
              <CountCell name="delivered" n={c.delivered} />
              <CountCell name="returned" n={c.returned} share={c.returnRate} strong />
              <CountCell name="failedAttempts" n={c.failedAttempts} strong={c.failedAttempts >= ATTEMPTS_TO_LIST} />
            </tr>
          ))}
        </RatesTable>
      )}
    </Card>
  );
}
