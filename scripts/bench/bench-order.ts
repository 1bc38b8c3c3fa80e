// One real order on the bench's demo shop, placed through placeOrder like any other: the token of its
// page (/o/<token>), as the order's answer gives it to the shopper.
import { randomUUID } from 'node:crypto';
import type { Sql } from '../../src/server/db/client.ts';
import { placeOrder } from '../../src/server/orders/place-order.ts';
import { linkToken } from '../../src/server/orders/link-tokens.ts';
import { gateCookieSecret } from '../../src/server/gate/cookie-secret.ts';
import type { OrderRequest } from '../../src/domain/orders/order-request.ts';

export async function placeBenchOrder(sql: Sql): Promise<string> {
  const [variant] = await sql<{ product_id: string; size: string; color: string }[]>`
    select v.product_id, v.size, v.color from variants v join products p on p.id = v.product_id
    where p.published and v.stock > 0 order by p.position, v.id limit 1`;
  const [commune] = await sql<{ name_fr: string }[]>`select name_fr from communes where wilaya_code = '16' order by name_fr limit 1`;
  const request: OrderRequest = {
    flow: 'checkout',
    idempotencyKey: `bench-${randomUUID()}`,
    locale: 'en',
    name: 'Amina Benali',
    email: 'amina@example.dz',
    phone: '0551234567',
    address: 'Cité 5 Juillet, bâtiment 12',
    notes: '',
    wilayaCode: '16',
    commune: commune!.name_fr,
    deliveryType: 'home',
    lines: [{ productId: variant!.product_id, size: variant!.size, color: variant!.color, quantity: 1 }],
  };
  const placed = await placeOrder(request, sql);
  if (!placed.ok) throw new Error(`the bench's order was refused: ${placed.refusal.code}`);
  return linkToken(request.idempotencyKey, 'view', gateCookieSecret());
}
