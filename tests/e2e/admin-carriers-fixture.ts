// What the carriers' browser tests share (admin-carriers*.spec.ts): a confirmed order placed by a
// shopper on the real page, a shop with no carrier connected yet, and socks in stock for the orders.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { CarrierPlatform } from '../../src/domain/carriers/platforms.ts';
import type { Session } from '../../src/domain/admin/session.ts';
import { withSiteDb } from './admin-fixture.ts';
import { buyNow, freshPhone } from './admin-orders-fixture.ts';

const SOCKS = '/products/crew-socks-3-pack/buy?color=Black';

/** A shopper's order through Buy Now (from a `phone` of that prefix), confirmed by the owner on the phone; answers its number. */
export async function confirmedOrder(
  page: Page,
  request: APIRequestContext,
  session: Session,
  { wilaya, commune, phone }: { wilaya: string; commune: string; phone: '06' | '07' },
): Promise<number> {
  const placed = await buyNow(page, SOCKS, {
    name: 'Amina Benali',
    phone: freshPhone(phone),
    wilaya,
    commune,
    address: 'Cité 5 Juillet, bâtiment 12',
  });
  expect(placed.status).toBe(201);
  const number = placed.body.order!.number;
  const moved = await request.post(`/api/admin/orders/${number}/status`, {
    headers: { 'x-auth-token': session.token },
    data: { to: 'confirmed', note: '' },
  });
  expect(moved.ok()).toBe(true);
  return number;
}

/**
 * Each test connects its own stand-in: `platform` disconnected through the admin API, then no account
 * of any carrier (a spec before this one in the same half may leave its courier connected), no carrier
 * list, and none of the platform's applied webhook events kept from an earlier stand-in (each stand-in
 * numbers its events from 1).
 */
export async function noCarrierYet(request: APIRequestContext, session: Session, baseURL: string, platform: CarrierPlatform) {
  const gone = await request.delete(`/api/admin/carriers/${platform}`, { headers: { 'x-auth-token': session.token } });
  expect([204, 404]).toContain(gone.status());
  await withSiteDb(baseURL, (sql) =>
    sql
      .unsafe(`delete from carrier_accounts; delete from carrier_places; delete from carrier_events where platform = '${platform}'`)
      .simple(),
  );
}

/** A few orders a test, of one variant: its stock is topped up so that the suite's earlier orders never run it out. */
export const socksInStock = (baseURL: string) =>
  withSiteDb(baseURL, (sql) =>
    sql.unsafe(`update variants set stock = greatest(stock, 10) where product_id = 'crew-socks-3-pack' and color = 'Black'`).simple(),
  );
