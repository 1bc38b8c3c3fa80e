// Orders placed, confirmed and delivered per day over the 30 days: three lines on one count axis, the
// days running the way the page reads (right to left in Arabic, the count axis then on the right).
// Told apart by colour and by stroke (solid, dashed, thick) for whoever does not see the colours.
import type { DayCounts } from '../../../../domain/admin-orders/dashboard-trends.ts';
import { countAxis, countY, dayX, linePath, type Plot } from '../../../../domain/admin-orders/chart-scale.ts';
import { Ltr } from '../../../ui/Ltr.tsx';
import { calendarDay } from '../../../ui/shop-time.ts';
import { wholeNumber } from '../figures.ts';
import { ChartFigure, FigureTable } from './ChartFigure.tsx';
import { useTrendsText } from './trends-messages.ts';

export const SERIES = [
  { key: 'orders', colour: '#111111', width: 2, dash: undefined },
  { key: 'confirmed', colour: '#2358c4', width: 2, dash: '5 3' },
  { key: 'delivered', colour: '#1b7a3d', width: 3, dash: undefined },
] as const;

const WIDTH = 340;
const HEIGHT = 180;

export function DailyChart({ days }: { days: DayCounts[] }) {
  const { t, locale } = useTrendsText();
  const rtl = locale === 'ar';
  const axis = countAxis(Math.max(0, ...days.flatMap((d) => [d.orders, d.confirmed, d.delivered])));
  const plot: Plot = rtl
    ? { left: 16, right: WIDTH - 36, top: 8, bottom: HEIGHT - 24, rtl }
    : { left: 36, right: WIDTH - 16, top: 8, bottom: HEIGHT - 24, rtl };
  const labelled = [0, Math.floor(days.length / 2), days.length - 1];
  const table = (
    <FigureTable caption={t('byDayTitle')} headers={[t('day'), t('orders'), t('confirmed'), t('delivered')]}>
      {days.map((d) => (
        <tr key={d.day} className="border-b border-line/60" data-day={d.day}>
          <th scope="row" className="py-1 text-start font-normal">
            {calendarDay(d.day, locale)}
          </th>
          {SERIES.map((s) => (
            <td key={s.key} className="py-1 ps-2 text-end" data-cell={s.key}>
              <Ltr>{wholeNumber(d[s.key])}</Ltr>
            </td>
          ))}
        </tr>
      ))}
    </FigureTable>
  );
  return (
    <ChartFigure title={t('byDayTitle')} intro={t('byDayIntro')} name="by-day" table={table}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="block h-auto w-full" direction="ltr" role="presentation">
        {axis.values.map((v) => {
          const y = countY(v, axis.top, plot);
          return (
            <g key={v}>
              <line x1={plot.left} x2={plot.right} y1={y} y2={y} stroke="#e4e2dc" strokeWidth={1} />
              <text x={rtl ? plot.right + 6 : plot.left - 6} y={y + 4} fontSize={11} fill="#5c5c5c" textAnchor={rtl ? 'start' : 'end'}>
                {wholeNumber(v)}
              </text>
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
        {SERIES.map((s) => (
          <path
            key={s.key}
            d={linePath(
              days.map((d) => d[s.key]),
              axis.top,
              plot,
            )}
            fill="none"
            stroke={s.colour}
            strokeWidth={s.width}
            strokeDasharray={s.dash}
            strokeLinejoin="round"
            data-series={s.key}
          />
        ))}
      </svg>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {SERIES.map((s) => (
          <li key={s.key} className="flex items-center gap-2">
            <svg width="24" height="8" aria-hidden="true">
              <line x1="0" x2="24" y1="4" y2="4" stroke={s.colour} strokeWidth={s.width} strokeDasharray={s.dash} />
            </svg>
            {t(s.key)}
          </li>
        ))}
      </ul>
    </ChartFigure>
  );
}
