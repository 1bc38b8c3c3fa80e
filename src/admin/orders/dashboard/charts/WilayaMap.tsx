// Refusals by wilaya on a map of Algeria: the whole country and the north enlarged (where most orders
// are and the wilayas are small), each drawn wilaya coloured by its refusal rate in five steps, grey
// under too few parcels to judge. Tapping a wilaya (or Enter on it) shows its figures under the map, the
// newer wilayas inside it with their own, and links to its orders in the list. The outlines are the 48
// of 1984 (algeria-outlines.ts; domain/admin-orders/wilaya-map.ts says how the 58 and 69 are counted).
// The map never mirrors: geography reads the same in every language.
import { useState } from 'react';
import type { MapArea, RefusalFigures } from '../../../../domain/admin-orders/wilaya-map.ts';
import { REFUSAL_STEPS, refusalStep } from '../../../../domain/admin-orders/wilaya-map.ts';
import { MIN_FINISHED_TO_JUDGE } from '../../../../domain/admin-orders/delivery-rates.ts';
import { AdminLink } from '../../../core/AdminLink.tsx';
import { ADMIN_BASE } from '../../../core/admin-paths.ts';
import { Ltr } from '../../../ui/Ltr.tsx';
import { phrase } from '../../../ui/phrase.tsx';
import { setFilters } from '../../list/use-order-list.ts';
import { NO_FILTERS } from '../../list/list-filters.ts';
import { percent, wholeNumber } from '../figures.ts';
import { MAP_BOX, NORTH_BOX, WILAYA_OUTLINES } from './algeria-outlines.ts';
import { ChartFigure, FigureTable } from './ChartFigure.tsx';
import { useTrendsText } from './trends-messages.ts';

/** Light to dark by refusal rate (the shop's rust at the top), then too few, then none. */
export const STEP_COLOURS = ['#fbeee4', '#f2c6a4', '#e0925f', '#c05a2f', '#7d2610'] as const;
const FEW_COLOUR = '#d9d7d0';
const NONE_COLOUR = '#ffffff';

const colourOf = (area: RefusalFigures | undefined) => {
  const step = refusalStep(area);
  return step === 'none' ? NONE_COLOUR : step === 'few' ? FEW_COLOUR : STEP_COLOURS[step];
};

export function WilayaMap({ areas }: { areas: MapArea[] }) {
  const { t, locale } = useTrendsText();
  const [picked, pick] = useState<string | null>(null);
  const byCode = new Map(areas.map((a) => [a.code, a]));
  const nameOf = (w: { nameFr: string; nameAr: string }) => (locale === 'ar' ? w.nameAr : w.nameFr);
  const rateOf = (w: RefusalFigures) => (w.enoughToJudge ? (percent(w.refusalRate) ?? '–') : t('stepFew'));
  const chosen = picked ? byCode.get(picked) : undefined;

  const drawing = (box: { x: number; y: number; width: number; height: number }, view: 'whole' | 'north') => (
    <svg
      viewBox={`${box.x} ${box.y} ${box.width} ${box.height}`}
      className="block h-auto w-full"
      direction="ltr"
      aria-label={t(view === 'whole' ? 'mapWhole' : 'mapNorth')}
      role="group"
      data-map={view}
    >
      {Object.entries(WILAYA_OUTLINES).map(([code, d]) => {
        const area = byCode.get(code);
        const label = area ? `${code} ${nameOf(area)}: ${rateOf(area)}` : undefined;
        return (
          <path
            key={code}
            d={d}
            fill={colourOf(area)}
            stroke={code === picked ? '#111111' : '#8a8780'}
            strokeWidth={code === picked ? 3 : 0.8}
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
            // the focus ring of a shape would be its bounding box: a thick outline shows it instead
            className={area ? 'cursor-pointer outline-none focus-visible:[stroke-width:3] focus-visible:stroke-ink' : undefined}
            onClick={() => pick(code)}
            {...(area && view === 'whole'
              ? {
                  role: 'button',
                  tabIndex: 0,
                  'aria-label': label,
                  'aria-pressed': code === picked,
                  onKeyDown: (e: React.KeyboardEvent) => {
                    if (e.key === 'Enter' || e.key === ' ') {
                      e.preventDefault();
                      pick(code);
                    }
                  },
                }
              : {})}
            data-wilaya-shape={code}
            data-step={String(refusalStep(area))}
          >
            {label && <title>{label}</title>}
          </path>
        );
      })}
      {/* the picked wilaya's outline on top of its neighbours' */}
      {picked && WILAYA_OUTLINES[picked] && (
        <path
          d={WILAYA_OUTLINES[picked]}
          fill="none"
          stroke="#111111"
          strokeWidth={3}
          vectorEffect="non-scaling-stroke"
          pointerEvents="none"
        />
      )}
    </svg>
  );

  const table = (
    <FigureTable caption={t('mapTitle')} headers={[t('wilaya'), t('delivered'), t('returned'), t('refusalRate')]}>
      {areas.flatMap((a) => [
        <tr key={a.code} className="border-b border-line/60" data-wilaya-row={a.code}>
          <th scope="row" className="py-1 text-start font-semibold">
            <Ltr>{a.code}</Ltr> {nameOf(a)}
          </th>
          <td className="py-1 ps-2 text-end">
            <Ltr>{wholeNumber(a.delivered)}</Ltr>
          </td>
          <td className="py-1 ps-2 text-end">
            <Ltr>{wholeNumber(a.returned)}</Ltr>
          </td>
          <td className="py-1 ps-2 text-end" data-cell="refusalRate">
            <Ltr>{rateOf(a)}</Ltr>
          </td>
        </tr>,
        ...a.inside.map((w) => (
          <tr key={`${a.code}-${w.code}`} className="border-b border-line/60 text-muted" data-wilaya-row={w.code}>
            <th scope="row" className="py-1 ps-4 text-start font-normal">
              <Ltr>{w.code}</Ltr> {nameOf(w)} ({t(w.since === 2019 ? 'since2019' : 'since2026')})
            </th>
            <td className="py-1 ps-2 text-end">
              <Ltr>{wholeNumber(w.delivered)}</Ltr>
            </td>
            <td className="py-1 ps-2 text-end">
              <Ltr>{wholeNumber(w.returned)}</Ltr>
            </td>
            <td className="py-1 ps-2 text-end">
              <Ltr>{rateOf(w)}</Ltr>
            </td>
          </tr>
        )),
      ])}
    </FigureTable>
  );

  const share = (rate: number) => <Ltr>{percent(rate)}</Ltr>;
  const steps = [
    phrase(t('stepUnder'), { to: share(REFUSAL_STEPS[0]) }),
    ...REFUSAL_STEPS.slice(1).map((to, i) => phrase(t('stepBetween'), { from: share(REFUSAL_STEPS[i]!), to: share(to) })),
    phrase(t('stepOver'), { from: share(REFUSAL_STEPS.at(-1)!) }),
  ];

  return (
    <ChartFigure
      title={t('mapTitle')}
      intro={t('mapIntro', { n: MIN_FINISHED_TO_JUDGE })}
      name="wilaya-map"
      table={table}
      pictureHidden={false}
    >
      <div className="flex flex-col gap-3">
        <div className="grid gap-3 md:grid-cols-2 md:items-center">
          {drawing({ x: 0, y: 0, width: MAP_BOX.width, height: MAP_BOX.height }, 'whole')}
          <div className="flex flex-col gap-1">
            <p className="text-sm font-semibold" aria-hidden="true">
              {t('mapNorth')}
            </p>
            <div className="overflow-hidden rounded-md border border-line">{drawing(NORTH_BOX, 'north')}</div>
          </div>
        </div>
        <ul className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3" aria-hidden="true" data-map-legend>
          {steps.map((label, i) => (
            <li key={i} className="flex items-center gap-2">
              <span className="inline-block size-4 shrink-0 rounded-sm border border-line" style={{ background: STEP_COLOURS[i] }} />
              <span>{label}</span>
            </li>
          ))}
          <li className="flex items-center gap-2">
            <span className="inline-block size-4 shrink-0 rounded-sm border border-line" style={{ background: FEW_COLOUR }} />
            {t('stepFew')}
          </li>
          <li className="flex items-center gap-2">
            <span className="inline-block size-4 shrink-0 rounded-sm border border-line" style={{ background: NONE_COLOUR }} />
            {t('stepNone')}
          </li>
        </ul>
        {areas.length === 0 && <p className="text-muted">{t('noParcels')}</p>}
        <div className="rounded-md bg-paper p-3" aria-live="polite" data-map-picked={picked ?? ''}>
          {!picked ? (
            <p className="text-sm text-muted">{t('pickWilaya')}</p>
          ) : (
            <Picked code={picked} area={chosen} nameOf={nameOf} rateOf={rateOf} />
          )}
        </div>
        <p className="text-xs text-muted">{t('mapApproximate')}</p>
      </div>
    </ChartFigure>
  );
}

function Picked({
  code,
  area,
  nameOf,
  rateOf,
}: {
  code: string;
  area: MapArea | undefined;
  nameOf: (w: { nameFr: string; nameAr: string }) => string;
  rateOf: (w: RefusalFigures) => string;
}) {
  const { t } = useTrendsText();
  const ordersLink = (wilaya: string, status: '' | 'returned', label: string) => (
    <AdminLink
      to={`${ADMIN_BASE}/orders`}
      onNavigate={() => setFilters({ ...NO_FILTERS, status, wilaya })}
      className="inline-flex min-h-11 items-center rounded-md border border-line bg-white px-3 text-sm font-semibold"
      data-wilaya-orders={`${wilaya}:${status || 'all'}`}
    >
      {label}
    </AdminLink>
  );
  return (
    <div className="flex flex-col gap-2">
      <p className="font-bold">
        <Ltr>{code}</Ltr> {area ? nameOf(area) : ''}
      </p>
      {area ? (
        <p className="text-sm">
          {phrase(t('wilayaFigures'), {
            delivered: <Ltr>{wholeNumber(area.delivered)}</Ltr>,
            returned: <Ltr>{wholeNumber(area.returned)}</Ltr>,
          })}{' '}
          ·{' '}
          <strong>
            {t('refusalRate')} <Ltr>{rateOf(area)}</Ltr>
          </strong>
        </p>
      ) : (
        <p className="text-sm text-muted">{t('stepNone')}</p>
      )}
      <div className="flex flex-wrap gap-2">
        {ordersLink(code, '', t('itsOrders'))}
        {ordersLink(code, 'returned', t('itsReturns'))}
      </div>
      {area && area.inside.length > 0 && (
        <div className="flex flex-col gap-1">
          <p className="text-sm font-semibold">{t('insideTitle')}</p>
          <ul className="flex flex-col gap-1 text-sm" data-inside>
            {area.inside.map((w) => (
              <li key={w.code} className="flex flex-wrap items-center gap-2" data-inside-wilaya={w.code}>
                <span className="rounded-full bg-white px-2 py-0.5 text-xs font-semibold">
                  <Ltr>{w.code}</Ltr> {nameOf(w)}
                </span>
                <span className="text-muted">{t(w.since === 2019 ? 'since2019' : 'since2026')}</span>
                <span>
                  {phrase(t('wilayaFigures'), {
                    delivered: <Ltr>{wholeNumber(w.delivered)}</Ltr>,
                    returned: <Ltr>{wholeNumber(w.returned)}</Ltr>,
                  })}{' '}
                  · <Ltr>{rateOf(w)}</Ltr>
                </span>
                {w.since === 2019 && ordersLink(w.code, '', t('itsOrders'))}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
