// The dashboard's pictures as screen readers get them: each figure named by its title, its numbers in a
// table (visually hidden until "Show as a table"), in the owner's three languages; the lines and bars
// drawn from the same numbers, the days running right to left in Arabic; the map coloured by refusal
// rate, a tapped wilaya's figures and new wilayas shown under it, with a link to its orders.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DayCounts, SourceFigures } from '../../../../domain/admin-orders/dashboard-trends.ts';
import type { MapArea } from '../../../../domain/admin-orders/wilaya-map.ts';
import type { Locale } from '../../../../i18n/locales.ts';
import { $adminLocale } from '../../../core/admin-locale.ts';
import { $listFilters } from '../../list/use-order-list.ts';
import { NO_FILTERS } from '../../list/list-filters.ts';
import { DailyChart } from './DailyChart.tsx';
import { SourcesChart } from './SourcesChart.tsx';
import { WilayaMap, STEP_COLOURS } from './WilayaMap.tsx';
import { LeftCheckoutsChart } from './LeftCheckoutsChart.tsx';

const DAYS: DayCounts[] = Array.from({ length: 30 }, (_, i) => ({
  day: `2026-11-${String(i + 1).padStart(2, '0')}`,
  orders: i === 29 ? 1204 : i,
  confirmed: i === 29 ? 900 : 0,
  delivered: i === 0 ? 3 : 0,
}));
const SOURCES: SourceFigures[] = [
  { kind: 'tagged', source: 'facebook', orders: 40, confirmed: 30, delivered: 20, returned: 5, deliveredRate: 0.5, enoughToJudge: true },
  { kind: 'other', source: '', orders: 4, confirmed: 1, delivered: 1, returned: 0, deliveredRate: 0.25, enoughToJudge: false },
  { kind: 'direct', source: '', orders: 10, confirmed: 10, delivered: 7, returned: 1, deliveredRate: 0.7, enoughToJudge: true },
];
const figures = (delivered: number, returned: number) => ({
  delivered,
  returned,
  refusalRate: returned / (delivered + returned),
  enoughToJudge: delivered + returned >= 5,
});
const AREAS: MapArea[] = [
  {
    code: '11',
    nameFr: 'Tamanrasset',
    nameAr: 'تمنراست',
    ...figures(6, 4),
    inside: [{ code: '53', nameFr: 'In Salah', nameAr: 'عين صالح', since: 2019, ...figures(1, 1) }],
  },
  { code: '16', nameFr: 'Alger', nameAr: 'الجزائر', ...figures(95, 5), inside: [] },
  { code: '19', nameFr: 'Sétif', nameAr: 'سطيف', ...figures(1, 1), inside: [] },
];

const WORDS: Record<
  Locale,
  { byDay: string; bySource: string; map: string; showTable: string; direct: string; other: string; headers: string[] }
> = {
  en: {
    byDay: 'Orders, confirmed and delivered per day',
    bySource: 'Orders by source',
    map: 'Refusals by wilaya',
    showTable: 'Show as a table',
    direct: 'Direct or unknown',
    other: 'Other sources',
    headers: ['Day', 'Orders', 'Confirmed', 'Delivered'],
  },
  fr: {
    byDay: 'Commandes, confirmées et livrées par jour',
    bySource: 'Commandes par source',
    map: 'Refus par wilaya',
    showTable: 'Afficher en tableau',
    direct: 'Direct ou inconnu',
    other: 'Autres sources',
    headers: ['Jour', 'Commandes', 'Confirmées', 'Livrées'],
  },
  ar: {
    byDay: 'الطلبات والمؤكَّدة والمسلَّمة في كل يوم',
    bySource: 'الطلبات حسب المصدر',
    map: 'الرفض حسب الولاية',
    showTable: 'اعرض كجدول',
    direct: 'مباشر أو غير معروف',
    other: 'مصادر أخرى',
    headers: ['اليوم', 'الطلبات', 'المؤكَّدة', 'المسلَّمة'],
  },
};

afterEach(() => {
  cleanup();
  $adminLocale.set('en');
  $listFilters.set(NO_FILTERS);
});

/** The row's name, then each count with its share after a space when it shows one. */
const counts = (row: Element) => [
  row.querySelector('th')!.textContent,
  ...[...row.querySelectorAll('[data-cell]')].map((c) =>
    [...c.querySelectorAll('[data-count], [data-share]')].map((x) => x.textContent).join(' '),
  ),
];
const texts = (row: Element) => [...row.querySelectorAll('th, td')].map((c) => c.textContent!.replaceAll('\u00AD', ''));

describe('the dashboard’s pictures', () => {
  for (const locale of ['en', 'fr', 'ar'] as const) {
    it(`names each figure and gives its numbers as a table, in ${locale}`, () => {
      $adminLocale.set(locale);
      render(
        <>
          <DailyChart days={DAYS} />
          <SourcesChart sources={SOURCES} />
          <WilayaMap areas={AREAS} />
        </>,
      );
      const words = WORDS[locale];
      const byDay = screen.getByRole('figure', { name: words.byDay });
      const table = byDay.querySelector('table')!;
      expect(table.querySelector('caption')!.textContent).toBe(words.byDay);
      expect([...table.querySelectorAll('thead th')].map((th) => th.textContent!.replaceAll('\u00AD', ''))).toEqual(words.headers);
      const rows = table.querySelectorAll('tbody tr');
      expect(rows).toHaveLength(30);
      // the last day's counts, thousands grouped, digits left to right in every language
      expect(texts(rows[29]!).slice(1)).toEqual(['1\u202f204', '900', '0']);
      expect([...rows[29]!.querySelectorAll('td bdi')].every((b) => b.getAttribute('dir') === 'ltr')).toBe(true);
      // the table is there for screen readers, the picture is not
      expect(table.closest('[data-chart-table]')!.className).toContain('sr-only');
      expect(byDay.querySelector('svg')!.closest('[aria-hidden="true"]')).not.toBeNull();

      const bySource = screen.getByRole('figure', { name: words.bySource });
      const sourceRows = bySource.querySelector('table')!.querySelectorAll('tbody tr');
      // each count, with the delivered rate under the delivered count (none under too few orders)
      expect(counts(sourceRows[0]!)).toEqual(['facebook', '40', '30', '20 50%', '5']);
      expect(counts(sourceRows[1]!)).toEqual([words.other, '4', '1', '1', '0']);
      expect(counts(sourceRows[2]!)).toEqual([words.direct, '10', '10', '7 70%', '1']);

      const map = screen.getByRole('figure', { name: words.map });
      const wilayaRows = map.querySelector('table')!.querySelectorAll('tbody tr');
      expect([...wilayaRows].map((r) => r.getAttribute('data-wilaya-row'))).toEqual(['11', '53', '16', '19']);
      expect(texts(wilayaRows[2]!)).toEqual([locale === 'ar' ? '16 الجزائر' : '16 Alger', '95', '5', '5%']);
    });
  }

  it('shows the table instead of the picture on request, and back', () => {
    render(<DailyChart days={DAYS} />);
    const figure = screen.getByRole('figure', { name: WORDS.en.byDay });
    fireEvent.click(within(figure).getByRole('button', { name: 'Show as a table' }));
    expect(figure.querySelector('svg')).toBeNull();
    expect(figure.querySelector('[data-chart-table]')!.className).not.toContain('sr-only');
    fireEvent.click(within(figure).getByRole('button', { name: 'Show as a chart' }));
    expect(figure.querySelector('svg')).not.toBeNull();
  });

  it('runs the days left to right, and right to left in Arabic', () => {
    const firstAndLast = () => {
      const d = document.querySelector('[data-series="orders"]')!.getAttribute('d')!;
      const xs = [...d.matchAll(/[ML](-?[\d.]+) /g)].map((m) => Number(m[1]));
      return [xs[0]!, xs.at(-1)!] as const;
    };
    render(<DailyChart days={DAYS} />);
    const [ltrFirst, ltrLast] = firstAndLast();
    expect(ltrFirst).toBeLessThan(ltrLast);
    cleanup();
    $adminLocale.set('ar');
    render(<DailyChart days={DAYS} />);
    const [rtlFirst, rtlLast] = firstAndLast();
    expect(rtlFirst).toBeGreaterThan(rtlLast);
  });

  it('splits each source’s bar by what became of its orders', () => {
    render(<SourcesChart sources={SOURCES} />);
    const parts = [...document.querySelectorAll('li')[0]!.querySelectorAll('rect')].map((r) => [
      r.dataset.part,
      Number(r.getAttribute('width')),
    ]);
    // of facebook's 40: 20 delivered, 5 returned, 5 confirmed and under way, 10 not confirmed
    expect(parts).toEqual([
      ['delivered', 50],
      ['returned', 12.5],
      ['underWay', 12.5],
      ['notConfirmed', 25],
    ]);
  });

  it('colours the wilayas by refusal rate and, tapped, shows one with its new wilayas and a link to its orders', () => {
    render(<WilayaMap areas={AREAS} />);
    const shape = (code: string) => document.querySelector(`[data-map="whole"] [data-wilaya-shape="${code}"]`)!;
    expect(shape('11').getAttribute('fill')).toBe(STEP_COLOURS[4]); // 40 % refused
    expect(shape('16').getAttribute('fill')).toBe(STEP_COLOURS[0]); // 5 %
    expect(shape('19').getAttribute('data-step')).toBe('few');
    expect(shape('31').getAttribute('data-step')).toBe('none');
    // 48 outlines in each view
    expect(document.querySelectorAll('[data-map="whole"] path[data-wilaya-shape]')).toHaveLength(48);

    const tamanrasset = shape('11');
    expect(tamanrasset.getAttribute('role')).toBe('button');
    expect(tamanrasset.getAttribute('aria-label')).toBe('11 Tamanrasset: 40%');
    fireEvent.click(tamanrasset);
    const picked = document.querySelector('[data-map-picked="11"]')!;
    expect(picked.textContent).toContain('6 delivered, 4 returned');
    expect(picked.querySelector('[data-inside-wilaya="53"]')!.textContent).toContain('In Salah');
    fireEvent.click(picked.querySelector('[data-wilaya-orders="11:returned"]')!);
    expect($listFilters.get()).toEqual({ ...NO_FILTERS, status: 'returned', wilaya: '11' });
  });

  it('draws the left checkouts and those that came back, as a table too', () => {
    render(<LeftCheckoutsChart days={DAYS.map((d, i) => ({ day: d.day, left: i === 3 ? 12 : 0, cameBack: i === 3 ? 5 : 0 }))} />);
    const figure = screen.getByRole('figure', { name: 'Left checkouts and how many came back' });
    const row = figure.querySelector('[data-day="2026-11-04"]')!;
    expect(texts(row).slice(1)).toEqual(['12', '5']);
    expect(figure.querySelectorAll('svg rect')).toHaveLength(2);
  });
});
