// The orders area's calls to the admin API (contract: /work/coord/orders-contract.md, types in
// src/domain/admin-orders). Orders are addressed by their number, as the customer reads it aloud.
import { adminCall } from '../core/admin-api.ts';
import type { OrderDetail } from '../../domain/admin-orders/order-detail.ts';
import type { OrderListPage } from '../../domain/admin-orders/order-list.ts';
import type { BulkAction } from '../../domain/orders/workflow.ts';
import type { BulkAnswer } from '../../domain/admin-orders/order-moves.ts';
import type { OrderStatus } from '../../domain/orders/workflow.ts';
import type { CallOutcome } from '../../domain/admin-orders/calls.ts';
import type { Carrier } from '../../domain/carriers/carrier-layouts.ts';

export const listOrders = (query: string) => adminCall<OrderListPage>(query ? `orders?${query}` : 'orders');

export const readOrder = (number: number) => adminCall<OrderDetail>(`orders/${number}`);

/** updatedAt: the version the screen shows, sent with Confirm (a total she has not seen is refused: 409 stale). */
export const moveOrder = (number: number, to: OrderStatus, note: string, updatedAt?: string) =>
  adminCall<OrderDetail>(`orders/${number}/status`, { method: 'POST', body: { to, note, ...(updatedAt ? { updatedAt } : {}) } });

export const markReturnReceived = (number: number, note: string) =>
  adminCall<OrderDetail>(`orders/${number}/return-received`, { method: 'POST', body: { note } });

export const moveOrders = (action: BulkAction, numbers: number[], note: string) =>
  adminCall<BulkAnswer>('orders/bulk', { method: 'POST', body: { action, numbers, note } });

export type CallEntry = { outcome: CallOutcome; note: string; postponedUntil?: string };
export const logCall = (number: number, call: CallEntry) =>
  adminCall<OrderDetail>(`orders/${number}/calls`, { method: 'POST', body: call });

export type OrderEdit = {
  customerName: string;
  phone: string;
  address: string;
  wilayaCode: string;
  commune: string;
  deliveryType: 'home' | 'office';
  notes: string;
  updatedAt: string;
};
export const editOrder = (number: number, edit: OrderEdit) => adminCall<OrderDetail>(`orders/${number}`, { method: 'PATCH', body: edit });

/** The carrier's tracking number for one order (null clears it); answers the order as it is now. */
export async function saveTracking(number: number, carrier: Carrier, trackingNumber: string | null): Promise<OrderDetail> {
  await adminCall('tracking', { method: 'PUT', body: { carrier, entries: [{ number, trackingNumber }] } });
  return readOrder(number);
}
