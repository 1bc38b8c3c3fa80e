// GET /api/admin/carriers (the connected carrier accounts, never a secret) as one query for every
// screen that asks: the carriers screen connects and disconnects them, an order's parcel panel and the
// orders list offer the connected ones. A connect or a disconnect puts its answer here.
import type { CarrierAccountsAnswer } from '../../domain/carriers/admin-api.ts';
import type { CarrierPlatform } from '../../domain/carriers/platforms.ts';
import { adminCall } from '../core/admin-api.ts';

export const CARRIER_ACCOUNTS_KEY = ['carriers', 'accounts'] as const;

export const carrierAccountsQuery = {
  queryKey: CARRIER_ACCOUNTS_KEY,
  queryFn: () => adminCall<CarrierAccountsAnswer>('carriers'),
};

/** A platform as the owner knows it: a brand, the same in every language. */
export const PLATFORM_NAMES: Readonly<Record<CarrierPlatform, string>> = {
  yalidine: 'Yalidine',
  ecotrack: 'Ecotrack',
  noest: 'NOEST',
  zr_express: 'ZR Express',
};
