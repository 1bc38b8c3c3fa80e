// Phones the owner blacklisted (admin > customers): their orders are refused before anything is priced
// or stored, with a neutral message that never says why, and the attempt is kept for the owner to see
// (the newest 50 per phone, so a listed phone sending orders in a loop cannot fill the table).
import type { Sql } from '../db/client.ts';
import type { OrderRequest } from '../../domain/orders/order-request.ts';
import { OrderRefusal } from './order-refusal.ts';

export const ATTEMPTS_KEPT_PER_PHONE = 50;

/** The refusal when the order's phone is listed (after keeping the attempt), else undefined. */
export async function refuseListedPhone(sql: Sql, request: OrderRequest, clientKey: string | null): Promise<OrderRefusal | undefined> {
  // One round trip: the insert happens only when the phone is listed, and trims that phone's old attempts.
  const [row] = await sql<{ listed: boolean }[]>`
    with listed as (select phone from phone_blacklist where phone = ${request.phone}),
    kept as (
      insert into refused_order_attempts (phone, customer_name, wilaya_code, commune, address, flow, item_count, client_key)
      select ${request.phone}, ${request.name}, ${request.wilayaCode}, ${request.commune}, ${request.address}, ${request.flow},
             ${request.lines.reduce((n, l) => n + l.quantity, 0)}, ${clientKey}
      from listed
      returning id),
    trimmed as (
      delete from refused_order_attempts where id in (
        select id from refused_order_attempts where phone = ${request.phone} and exists (select 1 from listed)
        order by at desc, id desc offset ${ATTEMPTS_KEPT_PER_PHONE - 1}))
    select exists (select 1 from listed) as listed`;
  return row!.listed ? new OrderRefusal('order_refused', { messageKey: 'orderRefused' }) : undefined;
}
