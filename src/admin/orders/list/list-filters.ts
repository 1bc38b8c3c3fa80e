// What the owner filters the list by, and the query string GET /api/admin/orders reads
// (orderListQuerySchema). Empty values are left out: the server treats them as absent.
import type { OrderFlow } from '../../../domain/orders/limits.ts';
import type { OrderStatus } from '../../../domain/orders/workflow.ts';

export type ListFilters = {
  status: OrderStatus | '';
  wilaya: string;
  flow: OrderFlow | '';
  from: string;
  to: string;
  q: string;
};

export const NO_FILTERS: ListFilters = { status: 'pending', wilaya: '', flow: '', from: '', to: '', q: '' };

export function listQuery(filters: ListFilters, cursor?: string | null): string {
  const params = new URLSearchParams();
  for (const name of ['status', 'wilaya', 'flow', 'from', 'to'] as const) if (filters[name]) params.set(name, filters[name]);
  const q = filters.q.trim();
  if (q) params.set('q', q);
  if (cursor) params.set('cursor', cursor);
  return params.toString();
}

/** How many of the filters under the search box are set (the collapsed panel says so). */
export const activeFilterCount = (filters: ListFilters) => [filters.wilaya, filters.flow, filters.from, filters.to].filter(Boolean).length;
