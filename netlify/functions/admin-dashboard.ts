// GET /api/admin/dashboard: today's and the last 7 days' figures (Algiers time), and the 7 days' delivery
// and return rates per wilaya and per customer; test orders left out.
// GET /api/admin/dashboard/trends: the 30 days in pictures (orders a day, by source, refusals by
// wilaya, left checkouts), asked apart so the figures above show without waiting for them.
import type { Config } from '@netlify/functions';
import { dashboardWindows, SHOP_TIME_ZONE, type Dashboard } from '../../src/domain/admin-orders/dashboard.ts';
import { db } from '../../src/server/db/client.ts';
import { adminJson } from '../../src/server/admin/http.ts';
import { adminFunction } from '../../src/server/admin/admin-function.ts';
import { readFigures } from '../../src/server/admin-orders/dashboard.repo.ts';
import { deliveryRates } from '../../src/server/admin-orders/delivery-rates.service.ts';
import { dashboardTrends } from '../../src/server/admin-orders/dashboard-trends.service.ts';

export default adminFunction('admin-dashboard', {
  'GET /api/admin/dashboard': async () => {
    const now = new Date();
    const windows = dashboardWindows(now);
    const sql = db();
    const [today, week, rates] = await Promise.all([
      readFigures(sql, windows.today),
      readFigures(sql, windows.week),
      deliveryRates(sql, windows.week),
    ]);
    const answer: Dashboard = { timeZone: SHOP_TIME_ZONE, generatedAt: now.toISOString(), today, week, rates };
    return adminJson(answer);
  },
  'GET /api/admin/dashboard/trends': async () => adminJson(await dashboardTrends(db(), new Date())),
});

export const config: Config = { path: ['/api/admin/dashboard', '/api/admin/dashboard/trends'], method: ['GET'] };
