// The low-stock view (its variants and the owner's threshold) as one query: the low-stock screen
// shows it, the stock grid marks its cells by the same threshold.
import { catalogApi } from '../api/catalog-api.ts';

export const lowStockQuery = { queryKey: ['products', 'low-stock'] as const, queryFn: () => catalogApi.lowStock() };
