// The checkouts left per day over the 30 days, and how many of them came back as an order: one bar a
// day, its darker foot the ones that came back; days run the way the page reads.
import type { LeftCheckoutDay } from '../../../../domain/admin-orders/dashboard-trends.ts';
import { countAxis, countY, dayX, type Plot } from '../../../../domain/admin-orders/chart-scale.ts';
import { Ltr } from '../../../ui/Ltr.tsx';
import { calendarDay } from '../../../ui/shop-time.ts';
import { wholeNumber } from '../figures.ts';
import { ChartFigure, FigureTable } from './ChartFigure.tsx';
import { useTrendsText } from './trends-messages.ts';

const WIDTH = 340;
const HEIGHT = 150;
const LEFT_COLOUR = '#e0925f';
const BACK_COLOUR = '#1b7a3d';

export function LeftCheckoutsChart({ days }: { days: LeftCheckoutDay[] }) {
  const { t, locale } = useTrendsText();
  const rtl = locale === 'ar';
  const axis = countAxis(Math.max(0, ...days.map((d) => d.left)));
  const plot: Plot = rtl
    ? { left: 20, right: WIDTH - 40, top: 8, bottom: HEIGHT - 24, rtl }
    : { left: 40, right: WIDTH - 20, top: 8, bottom: HEIGHT - 24, rtl };
  const bar = Math.max(2, ((plot.right - plot.left) / Math.max(1, days.length)) * 0.7);
  const labelled = [0, Math.floor(days.length / 2), days.length - 1];
  const table = (
    <FigureTable caption={t('leftTitle')} headers={[t('day'), t('left'), t('cameBack')]}>
      {days.map((d) => (
        <tr key={d.day} className="border-b border-line/60" data-day={d.day}>
          <th scope="row" className="py-1 text-start font-normal">
            {calendarDay(d.day, locale)}
          </th>
          <td className="py-1 ps-2 text-end" data-cell="left">
            <Ltr>{wholeNumber(d.left)}</Ltr>
          </td>
          <td className="py-1 ps-2 text-end" data-cell="cameBack">
            <Ltr>{wholeNumber(d.cameBack)}</Ltr>
          </td>
        </tr>
      ))}
    </FigureTable>
  );
  return (
    <ChartFigure title={t('leftTitle')} intro={t('leftIntro')} name="left-checkouts" table={table}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="block h-auto w-full" direction="ltr" role="presentation">
        {axis.values.map((v) => {
          const y = countY(v, axis.top, plot);
          return (
            <g key={v}>
              <line x1={plot.left - bar / 2} x2={plot.right + bar / 2} y1={y} y2={y} stroke="#e4e2dc" />
              <text
                x={rtl ? plot.right + bar / 2 + 6 : plot.left - bar / 2 - 6}
                y={y + 4}
                fontSize={11}
                fill="#5c5c5c"
                textAnchor={rtl ? 'start' : 'end'}
              >
                {wholeNumber(v)}
              </text>
            </g>
          );
        })}
        {days.map((d, i) => {
          const x = dayX(i, days.length, plot) - bar / 2;
          const yLeft = countY(d.left, axis.top, plot);
          const yBack = countY(d.cameBack, axis.top, plot);
          return (
            <g key={d.day}>
              {d.left > 0 && <rect x={x} y={yLeft} width={bar} height={plot.bottom - yLeft} fill={LEFT_COLOUR} />}
              {d.cameBack > 0 && <rect x={x} y={yBack} width={bar} height={plot.bottom - yBack} fill={BACK_COLOUR} />}
            </g>
          );
        })}
        {labelled.map((i) => (
          <text
            key={i}
            x={Math.min(plot.right - 18, Math.max(plot.left + 18, dayX(i, days.length, plot)))}
            y={HEIGHT - 6}
            fontSize={11}
            fill="#5c5c5c"
            textAnchor="middle"
            direction={rtl ? 'rtl' : 'ltr'}
          >
            {calendarDay(days[i]!.day, locale)}
          </text>
        ))}
      </svg>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {[
          ['left', LEFT_COLOUR],
          ['cameBack', BACK_COLOUR],
        ].map(([key, colour]) => (
          <li key={key} className="flex items-center gap-2">
            <span className="inline-block size-3 rounded-sm" style={{ background: colour }} />
            {t(key as 'left' | 'cameBack')}
          </li>
        ))}
      </ul>
    </ChartFigure>
  );
}
