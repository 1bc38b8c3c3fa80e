// GET /api/admin/carrier-health (one line per connected carrier) as one query for the two screens that
// show it: Settings → Carriers beside each account, and the dashboard. Asked again each minute while
// a screen shows it: the poll runs every 15 minutes, a webhook at any time.
import type { CarrierHealthAnswer } from '../../domain/carriers/health.ts';
import { adminCall } from '../core/admin-api.ts';

export const CARRIER_HEALTH_KEY = ['carriers', 'health'] as const;

export const carrierHealthQuery = {
  queryKey: CARRIER_HEALTH_KEY,
  queryFn: () => adminCall<CarrierHealthAnswer>('carrier-health'),
  refetchInterval: 60_000,
};
