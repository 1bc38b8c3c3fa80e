// A connected account's health line on its card (src/admin/carriers/CarrierHealthLine.tsx): nothing while
// it loads or if it cannot be read (the account itself is what this screen is for).
import { useQuery } from '@tanstack/react-query';
import type { CarrierPlatform } from '../../../domain/carriers/platforms.ts';
import { carrierHealthQuery } from '../../carriers/carrier-health-query.ts';
import { CarrierHealthLine } from '../../carriers/CarrierHealthLine.tsx';

export function AccountHealth({ platform }: { platform: CarrierPlatform }) {
  const health = useQuery(carrierHealthQuery).data?.health.find((h) => h.platform === platform);
  return health ? <CarrierHealthLine health={health} /> : null;
}
