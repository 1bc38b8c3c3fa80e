// The dashboard's rates per wilaya and per customer for its window: the repository's counts, the
// domain's rates and order.
import type { Queryable } from '../db/queryable.ts';
import type { Window } from '../../domain/admin-orders/dashboard.ts';
import { customerRates, wilayaRates, type DeliveryRates } from '../../domain/admin-orders/delivery-rates.ts';
import { customerOutcomes, wilayaOutcomes } from './delivery-rates.repo.ts';

export async function deliveryRates(sql: Queryable, window: Window): Promise<DeliveryRates> {
  const [wilayas, customers] = await Promise.all([wilayaOutcomes(sql, window), customerOutcomes(sql, window)]);
  return { byWilaya: wilayaRates(wilayas), byCustomer: customerRates(customers) };
}
