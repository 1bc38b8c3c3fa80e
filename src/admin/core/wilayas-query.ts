// GET /api/admin/wilayas (the 58 wilayas with their delivery prices and the table's version) as one
// query for every screen that asks: the shipping table edits it, the orders' filters and edit form
// read it. A save on the shipping screen puts its answer here, so the orders screens see the new
// prices without asking again.
import type { WilayaPrices } from '../../domain/admin/wilaya-prices.ts';
import { adminCall } from './admin-api.ts';

export const WILAYAS_KEY = ['wilayas'] as const;

export const wilayasQuery = { queryKey: WILAYAS_KEY, queryFn: () => adminCall<WilayaPrices>('wilayas') };
