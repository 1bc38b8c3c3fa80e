// The dashboard in pictures (issue 41 §2, issue 40 §4): the last 30 days on an Algiers calendar, test
// orders left out everywhere.
// - days: per day, the orders placed, the orders confirmed (their 'confirmed' history row that day) and
//   the orders delivered (their 'delivered' row that day): three different orders on one day, which is
//   the shop's pace, not a funnel;
// - sources: the orders placed in the 30 days by where they came from (order_attribution: utm_source,
//   else the platform its click id names, fbc Meta and ttclid TikTok; an order without a row, placed
//   without the ads choice accepted or from no ad, is "direct or unknown"), with what became of them so
//   far: confirmed, delivered, returned, and the delivered rate = delivered / orders placed, the share
//   that became money (an ad that brings orders refused at the door or never confirmed shows low);
// - wilayas: the map's refusals (wilaya-map.ts);
// - leftCheckouts: per day, the checkouts left and how many of them came back as an order.
import { addDays } from './dashboard.ts';
import { fromAlgiersLocal, toAlgiersLocal } from '../admin/algiers-time.ts';
import { ratio } from './ratio.ts';
import type { MapArea } from './wilaya-map.ts';

export const TREND_DAYS = 30;

/** Sources shown by name, the busiest first; the others are summed as one row. */
export const SOURCES_SHOWN = 6;

/** Below this many orders a source's delivered rate is shown as too few to judge. */
export const MIN_ORDERS_TO_JUDGE = 10;

export type DayCounts = { day: string; orders: number; confirmed: number; delivered: number };

/** A source as the database names it: lowercased utm_source, 'meta' or 'tiktok' from a click id, or null (direct). */
export type SourceCounts = { source: string | null; orders: number; confirmed: number; delivered: number; returned: number };

export type SourceKind = 'tagged' | 'direct' | 'other';
export type SourceFigures = Omit<SourceCounts, 'source'> & {
  kind: SourceKind;
  /** The source's name as tagged ('facebook', 'tiktok', 'ig'), '' for direct and other. */
  source: string;
  /** delivered / orders, null with no order; enoughToJudge false under MIN_ORDERS_TO_JUDGE orders. */
  deliveredRate: number | null;
  enoughToJudge: boolean;
};

export type LeftCheckoutDay = { day: string; left: number; cameBack: number };

export type Trends = {
  from: string;
  to: string;
  days: DayCounts[];
  sources: SourceFigures[];
  wilayas: MapArea[];
  leftCheckouts: LeftCheckoutDay[];
};

/** The 30 days up to now: from Algiers midnight 29 days ago, and the calendar days in it. */
export function trendWindow(now: Date): { from: string; to: string; days: string[] } {
  const today = toAlgiersLocal(now.toISOString()).slice(0, 10);
  const first = addDays(today, -(TREND_DAYS - 1));
  return {
    from: fromAlgiersLocal(`${first}T00:00`),
    to: now.toISOString(),
    days: Array.from({ length: TREND_DAYS }, (_, i) => addDays(first, i)),
  };
}

/** One entry per calendar day, in order, zero where the database had no row for it. */
export function everyDay<T extends { day: string }>(days: readonly string[], rows: readonly T[], empty: (day: string) => T): T[] {
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return days.map((day) => byDay.get(day) ?? empty(day));
}

/**
 * The sources, busiest first (ties by name); past SOURCES_SHOWN the rest summed as "other". Direct
 * always keeps its own row wherever it ranks: it is the yardstick the ads are read against.
 */
export function sourceFigures(rows: readonly SourceCounts[], shown = SOURCES_SHOWN): SourceFigures[] {
  const named = rows.filter((r) => r.source !== null).sort((a, b) => b.orders - a.orders || (a.source! < b.source! ? -1 : 1));
  const direct = rows.filter((r) => r.source === null);
  const room = shown - (direct.length ? 1 : 0);
  const kept = named.slice(0, room).map((r) => figures(r, 'tagged', r.source!));
  const rest = named.slice(room);
  const other = rest.length
    ? [
        figures(
          rest.reduce(
            (sum, r) => ({
              source: null,
              orders: sum.orders + r.orders,
              confirmed: sum.confirmed + r.confirmed,
              delivered: sum.delivered + r.delivered,
              returned: sum.returned + r.returned,
            }),
            { source: null, orders: 0, confirmed: 0, delivered: 0, returned: 0 } as SourceCounts,
          ),
          'other',
          '',
        ),
      ]
    : [];
  return [...kept, ...other, ...direct.map((r) => figures(r, 'direct', ''))];
}

function figures(r: SourceCounts, kind: SourceKind, source: string): SourceFigures {
  return {
    kind,
    source,
    orders: r.orders,
    confirmed: r.confirmed,
    delivered: r.delivered,
    returned: r.returned,
    deliveredRate: ratio(r.delivered, r.orders),
    enoughToJudge: r.orders >= MIN_ORDERS_TO_JUDGE,
  };
}
