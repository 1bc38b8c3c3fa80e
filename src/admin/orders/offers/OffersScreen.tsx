// The owner's offers and codes (issue 42 §5): what they brought in the last days, the quantity offers,
// the discount codes with their uses. Phone first: one column of cards, each list a stack of rows.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { OffersAndCodes } from '../../../domain/offers/admin-offers.ts';
import { offerText } from '../../../domain/offers/offer-messages.ts';
import { formatPrice } from '../../../domain/money.ts';
import { adminCall } from '../../core/admin-api.ts';
import { Card, Page } from '../../ui/Page.tsx';
import { Button } from '../../ui/Button.tsx';
import { RetryNotice } from '../../ui/Notice.tsx';
import { Ltr } from '../../ui/Ltr.tsx';
import { shopDateTime } from '../../ui/shop-time.ts';
import { useOrdersText } from '../use-orders-text.ts';
import { problemText } from '../problem-text.ts';
import { useOffersText } from './messages.ts';
import OfferForm from './OfferForm.tsx';
import CodeForm from './CodeForm.tsx';

export default function OffersScreen() {
  const { t, locale } = useOffersText();
  const { t: ot } = useOrdersText();
  const read = useQuery({ queryKey: ['offers'], queryFn: () => adminCall<OffersAndCodes>('offers') });
  const data = read.data;
  const reload = () => void read.refetch();
  const money = (n: number) => formatPrice(n, 'DZD', locale);
  const when = (item: { startsAt: string | null; endsAt: string | null }) =>
    [
      item.startsAt ? t('from', { date: shopDateTime(item.startsAt, locale) }) : '',
      item.endsAt ? t('until', { date: shopDateTime(item.endsAt, locale) }) : t('always'),
    ]
      .filter(Boolean)
      .join(' · ');

  return (
    <Page title={t('title')} intro={t('intro')}>
      {read.error && (
        <RetryNotice retryLabel={ot('retry')} onRetry={reload}>
          {problemText(read.error, ot, 'loadFailed')}
        </RetryNotice>
      )}
      {data && (
        <Card title={t('report', { days: data.report.days })}>
          <ul className="flex flex-col gap-1" data-offers-report>
            <li>{t('reportOrders', { n: data.report.orders, revenue: money(data.report.revenue) })}</li>
            <li>
              {t('reportOffers', {
                n: data.report.withOffer.orders,
                revenue: money(data.report.withOffer.revenue),
                saved: money(data.report.withOffer.saved),
              })}
            </li>
            <li>
              {t('reportCodes', {
                n: data.report.withCode.orders,
                revenue: money(data.report.withCode.revenue),
                saved: money(data.report.withCode.saved),
              })}
            </li>
          </ul>
        </Card>
      )}
      <Card title={t('offersTitle')}>
        {data && data.offers.length === 0 && <p className="text-muted">{t('offersEmpty')}</p>}
        <ul className="flex flex-col gap-2" data-offers>
          {data?.offers.map((o) => (
            <Row key={o.id} path={`offers/${o.id}`} onRemoved={reload} testId={`offer-${o.id}`}>
              <p className="font-bold">{offerText(o, locale, 'DZD')}</p>
              <p>
                <bdi>{o.productName ?? o.category ?? o.productId}</bdi>
              </p>
              <p className="text-sm text-muted">{when(o)}</p>
            </Row>
          ))}
        </ul>
        <OfferForm onAdded={reload} />
      </Card>
      <Card title={t('codesTitle')} intro={t('givesBack')}>
        {data && data.codes.length === 0 && <p className="text-muted">{t('codesEmpty')}</p>}
        <ul className="flex flex-col gap-2" data-codes>
          {data?.codes.map((c) => (
            <Row key={c.id} path={`codes/${c.id}`} onRemoved={reload} testId={`code-${c.code}`}>
              <p className="text-lg font-bold">
                <Ltr>{c.code}</Ltr>
              </p>
              <p>
                {t(`code.${c.kind}`)}
                {c.kind === 'percent' && <> · −{c.value} %</>}
                {c.kind === 'amount' && <> · −{money(c.value)}</>}
                {c.minGoods > 0 && <> · ≥ {money(c.minGoods)}</>}
              </p>
              <p className="text-sm" data-code-uses>
                {c.maxUses === null ? t('usesNoLimit', { uses: c.uses }) : t('uses', { uses: c.uses, max: c.maxUses })}
                {c.oncePerPhone && <> · {t('oncePerPhone')}</>}
              </p>
              <p className="text-sm text-muted">
                {t('codeOrders', { n: c.orders, revenue: money(c.revenue), saved: money(c.discounted) })} · {when(c)}
              </p>
            </Row>
          ))}
        </ul>
        <CodeForm onAdded={reload} />
      </Card>
    </Page>
  );
}

function Row({ path, onRemoved, testId, children }: { path: string; onRemoved: () => void; testId: string; children: React.ReactNode }) {
  const { t } = useOffersText();
  const { t: ot } = useOrdersText();
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string>();
  async function remove() {
    if (!asking) return setAsking(true);
    try {
      await adminCall(path, { method: 'DELETE' });
      onRemoved();
    } catch (error) {
      setProblem(problemText(error, ot));
    }
  }
  return (
    <li
      className="flex flex-col gap-2 rounded-md border border-line p-3 sm:flex-row sm:items-center sm:justify-between"
      data-testid={testId}
    >
      <div className="min-w-0">
        {children}
        {problem && <p className="text-sm text-accent">{problem}</p>}
      </div>
      <Button kind="danger" onClick={() => void remove()} onBlur={() => setAsking(false)}>
        {asking ? t('removeAgain') : t('remove')}
      </Button>
    </li>
  );
}
