// The dashboard's pictures for the 30 days up to `now`: the repository's counts, the domain's days,
// sources and map areas.
import type { Queryable } from '../db/queryable.ts';
import { everyDay, sourceFigures, trendWindow, type Trends } from '../../domain/admin-orders/dashboard-trends.ts';
import { mapAreas } from '../../domain/admin-orders/wilaya-map.ts';
import { leftCheckoutsByDay, ordersByDay, ordersBySource, refusalsByWilaya, wilayaNames } from './dashboard-trends.repo.ts';

export async function dashboardTrends(sql: Queryable, now: Date): Promise<Trends> {
  const window = trendWindow(now);
  const [days, sources, wilayas, names, left] = await Promise.all([
    ordersByDay(sql, window),
    ordersBySource(sql, window),
    refusalsByWilaya(sql, window),
    wilayaNames(sql),
    leftCheckoutsByDay(sql, window),
  ]);
  return {
    from: window.from,
    to: window.to,
    days: everyDay(window.days, days, (day) => ({ day, orders: 0, confirmed: 0, delivered: 0 })),
    sources: sourceFigures(sources),
    wilayas: mapAreas(wilayas, (code) => names.get(code) ?? { nameFr: code, nameAr: code }),
    leftCheckouts: everyDay(window.days, left, (day) => ({ day, left: 0, cameBack: 0 })),
  };
}
