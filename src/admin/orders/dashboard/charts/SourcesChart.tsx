// The 30 days' orders by source (issue 40 §4): one bar per source, its orders split by what became of
// them (delivered, returned, confirmed and not finished, not confirmed), the delivered rate beside the
// name. Each bar is its source's own orders, so a source that brings few buyers who accept the parcel
// shows a short green part whatever its size; the count is written out. Parts start where the page
// reads from (the right in Arabic).
import type { SourceFigures } from '../../../../domain/admin-orders/dashboard-trends.ts';
import { MIN_ORDERS_TO_JUDGE } from '../../../../domain/admin-orders/dashboard-trends.ts';
import { Ltr } from '../../../ui/Ltr.tsx';
import { phrase } from '../../../ui/phrase.tsx';
import { percent, wholeNumber } from '../figures.ts';
import { CountCell } from '../CountCell.tsx';
import { ChartFigure, FigureTable } from './ChartFigure.tsx';
import { useTrendsText, type TrendsMessageKey } from './trends-messages.ts';

const PARTS: { key: TrendsMessageKey; colour: string; of: (s: SourceFigures) => number }[] = [
  { key: 'delivered', colour: '#1b7a3d', of: (s) => s.delivered },
  { key: 'returned', colour: '#9a3b1f', of: (s) => s.returned },
  { key: 'underWay', colour: '#9db5e4', of: (s) => s.confirmed - s.delivered - s.returned },
  { key: 'notConfirmed', colour: '#e4e2dc', of: (s) => s.orders - s.confirmed },
];

export function SourcesChart({ sources }: { sources: SourceFigures[] }) {
  const { t, locale } = useTrendsText();
  const rtl = locale === 'ar';
  const nameOf = (s: SourceFigures) => (s.kind === 'direct' ? t('direct') : s.kind === 'other' ? t('otherSources') : s.source);
  // Five narrow columns fit a 390 px phone: the delivered rate sits under the delivered count, as the
  // rate tables show their shares (CountCell); none under too few orders to judge.
  const table = (
    <FigureTable caption={t('bySourceTitle')} headers={[t('source'), t('orders'), t('confirmed'), t('delivered'), t('returned')]}>
      {sources.map((s) => (
        <tr
          key={`${s.kind}:${s.source}`}
          className="border-b border-line/60 align-top"
          data-source-row={s.kind === 'tagged' ? s.source : s.kind}
        >
          <th scope="row" className="py-2 text-start font-semibold break-words">
            {nameOf(s)}
          </th>
          <CountCell name="orders" n={s.orders} />
          <CountCell name="confirmed" n={s.confirmed} />
          <CountCell name="delivered" n={s.delivered} share={s.enoughToJudge ? s.deliveredRate : null} strong />
          <CountCell name="returned" n={s.returned} />
        </tr>
      ))}
    </FigureTable>
  );
  return (
    <ChartFigure title={t('bySourceTitle')} intro={t('bySourceIntro', { n: MIN_ORDERS_TO_JUDGE })} name="by-source" table={table}>
      {sources.length === 0 ? (
        <p className="text-muted">{t('noOrders')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {sources.map((s) => {
            let start = 0;
            return (
              <li key={`${s.kind}:${s.source}`} className="flex flex-col gap-1">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                  <span className="font-semibold break-all">{nameOf(s)}</span>
                  <span className="text-muted">
                    {phrase(t('ordersCount'), { n: <Ltr>{wholeNumber(s.orders)}</Ltr> })} ·{' '}
                    <span className={s.enoughToJudge ? 'font-semibold text-ink' : ''} data-delivered-rate>
                      {s.enoughToJudge ? phrase(t('deliveredShare'), { share: <Ltr>{percent(s.deliveredRate) ?? '–'}</Ltr> }) : t('tooFew')}
                    </span>
                  </span>
                </div>
                <svg viewBox="0 0 100 6" preserveAspectRatio="none" className="block h-3 w-full rounded-sm" direction="ltr">
                  {PARTS.map((p) => {
                    const width = s.orders > 0 ? (Math.max(0, p.of(s)) / s.orders) * 100 : 0;
                    const x = rtl ? 100 - start - width : start;
                    start += width;
                    return width > 0 ? <rect key={p.key} x={x} y={0} width={width} height={6} fill={p.colour} data-part={p.key} /> : null;
                  })}
                </svg>
              </li>
            );
          })}
        </ul>
      )}
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {PARTS.map((p) => (
          <li key={p.key} className="flex items-center gap-2">
            <span className="inline-block size-3 rounded-sm" style={{ background: p.colour }} />
            {t(p.key)}
          </li>
        ))}
      </ul>
    </ChartFigure>
  );
}
