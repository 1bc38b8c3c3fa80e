import { describe, expect, it } from 'vitest';
import { everyDay, MIN_ORDERS_TO_JUDGE, sourceFigures, trendWindow, type SourceCounts } from './dashboard-trends.ts';

const counts = (source: string | null, orders: number, delivered = 0): SourceCounts => ({
  source,
  orders,
  confirmed: orders,
  delivered,
  returned: 0,
});

describe('the dashboard trends', () => {
  it('takes the 30 Algiers days up to now', () => {
    const window = trendWindow(new Date('2026-03-31T23:30:00Z')); // 00:30 on 1 April in Algiers
    expect(window.from).toBe('2026-03-02T23:00:00.000Z');
    expect(window.days).toHaveLength(30);
    expect([window.days[0], window.days.at(-1)]).toEqual(['2026-03-03', '2026-04-01']);
  });

  it('fills the days the database had no row for', () => {
    const rows = [{ day: '2026-01-02', n: 3 }];
    expect(everyDay(['2026-01-01', '2026-01-02', '2026-01-03'], rows, (day) => ({ day, n: 0 }))).toEqual([
      { day: '2026-01-01', n: 0 },
      { day: '2026-01-02', n: 3 },
      { day: '2026-01-03', n: 0 },
    ]);
  });

  it('names the busiest sources, sums the rest as other and keeps direct apart, last', () => {
    const rows = [
      counts(null, 50, 20),
      counts('tiktok', 40, 10),
      counts('facebook', 40, 30),
      counts('ig', 5, 5),
      counts('snap', 3, 1),
      counts('google', 2, 0),
    ];
    const shown = sourceFigures(rows, 4);
    expect(shown.map((s) => [s.kind, s.source, s.orders, s.delivered])).toEqual([
      ['tagged', 'facebook', 40, 30],
      ['tagged', 'tiktok', 40, 10],
      ['tagged', 'ig', 5, 5],
      ['other', '', 5, 1],
      ['direct', '', 50, 20],
    ]);
    expect(shown[0]).toMatchObject({ deliveredRate: 0.75, enoughToJudge: true });
    expect(shown[2]).toMatchObject({ deliveredRate: 1, enoughToJudge: 5 >= MIN_ORDERS_TO_JUDGE });
  });

  it('gives no rate to a source without orders, and no other row when all fit', () => {
    expect(sourceFigures([counts(null, 0)])).toEqual([
      { kind: 'direct', source: '', orders: 0, confirmed: 0, delivered: 0, returned: 0, deliveredRate: null, enoughToJudge: false },
    ]);
    expect(sourceFigures([counts('facebook', 1)]).map((s) => s.kind)).toEqual(['tagged']);
  });
});
