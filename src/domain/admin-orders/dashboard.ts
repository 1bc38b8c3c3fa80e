// The small dashboard: today and the last 7 days on an Algiers clock. Test orders never count.
// - orders: placed in the window; pendingToConfirm: of those, still pending;
// - confirmationRate: of the orders placed in the window that are decided (no longer pending), the share
//   that were confirmed (confirmed, shipped, delivered or returned, or confirmed then cancelled);
// - confirmedBy: of those confirmed orders, who confirmed them (orders.confirmed_via): the customer through
//   her order link, or the owner (a call, the list, the order's page), each with its share of them;
// - deliveredRevenue: the totals (goods + delivery, what drivers collected) of orders delivered in the window;
// - returnRate: of the parcels whose outcome came in the window (delivered or returned), the share returned;
// - addedItems: pieces the customers added after ordering (one tap, src/domain/orders/added-line.ts) to
//   orders placed in the window; addedDelivered: how many of those orders were delivered;
// - rates: the last 7 days' delivery and return rates per wilaya and per customer (delivery-rates.ts).
import { fromAlgiersLocal, toAlgiersLocal, SHOP_TIME_ZONE } from '../admin/algiers-time.ts';
import type { DeliveryRates } from './delivery-rates.ts';

export type DashboardFigures = {
  from: string;
  to: string;
  orders: number;
  pendingToConfirm: number;
  /** 0..1, null while no order of the window is decided */
  confirmationRate: number | null;
  confirmedBy: ConfirmationSources;
  deliveredRevenue: number;
  delivered: number;
  returned: number;
  /** 0..1, null while no parcel of the window has an outcome */
  returnRate: number | null;
  addedItems: number;
  addedDelivered: number;
};

/** The window's confirmed orders by who confirmed them; the shares (0..1) are null while none is confirmed. */
export type ConfirmationSources = { link: number; owner: number; linkShare: number | null; ownerShare: number | null };

export type Dashboard = { timeZone: string; generatedAt: string; today: DashboardFigures; week: DashboardFigures; rates: DeliveryRates };

export type Window = { from: string; to: string };

/** 'YYYY-MM-DD' on an Algiers calendar, `days` after `day` (negative: before). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Today (from Algiers midnight) and the last 7 days (today and the 6 before it), both up to now. */
export function dashboardWindows(now: Date): { today: Window; week: Window } {
  const to = now.toISOString();
  const day = toAlgiersLocal(to).slice(0, 10);
  return {
    today: { from: fromAlgiersLocal(`${day}T00:00`), to },
    week: { from: fromAlgiersLocal(`${addDays(day, -6)}T00:00`), to },
  };
}

export { SHOP_TIME_ZONE };
