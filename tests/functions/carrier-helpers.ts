// The carrier tests' shared steps: a catalog, confirmed orders placed through the real order path and
// confirmed through the workflow, an admin, and a carrier connected through the real admin function.
// The carriers themselves are their stand-ins (tests/carriers/stand-ins), which stand in for services
// outside this machine.
import { expect, vi } from 'vitest';
import adminCarriers from '../../netlify/functions/admin-carriers.ts';
import adminParcels from '../../netlify/functions/admin-parcels.ts';
import type { Sql } from '../../src/server/db/client.ts';
import { placeOrder } from '../../src/server/orders/place-order.ts';
import { moveOrder } from '../../src/server/admin-orders/workflow.service.ts';
import type { OrderRequest } from '../../src/domain/orders/order-request.ts';
import type { CreateParcelsAnswer } from '../../src/domain/carriers/admin-api.ts';
import type { CarrierPlatform } from '../../src/domain/carriers/platforms.ts';
import { createTestCatalog, dropTestCatalog, orderRequest, type TestCatalog } from '../db/orders.fixtures.ts';
import { call, makeAdmin, signedIn } from './admin-helpers.ts';
import { startEcotrackStandIn, type EcotrackStandIn, type EcotrackStandInOptions } from '../carriers/stand-ins/ecotrack/index.ts';

/**
 * Every line the server prints from now on in this file (console.log/info/warn/error/debug), kept
 * instead of shown: the tests look for credentials in them.
 */
export function recordPrinted(): string[] {
  const printed: string[] = [];
  for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const)
    vi.spyOn(console, level).mockImplementation(
      (...args: unknown[]) => void printed.push(args.map((a) => (a instanceof Error ? `${a.message} ${a.stack}` : String(a))).join(' ')),
    );
  return printed;
}

/**
 * A shop with no carrier connected and nothing cached from one, and a catalog of its own (`prefix`)
 * with stock enough for every order the file places.
 */
export async function carrierShop(sql: Sql, prefix: string): Promise<TestCatalog> {
  await sql`delete from carrier_accounts`;
  await sql`delete from carrier_places`;
  await sql`insert into site_settings (id) values (1) on conflict do nothing`;
  const catalog = await createTestCatalog(sql, prefix);
  await sql`update variants set stock = 100 where product_id like ${`${prefix}-%`}`;
  return catalog;
}

/** Leaves no carrier, cached list, order or product of the file behind. */
export async function closeCarrierShop(sql: Sql, prefix: string): Promise<void> {
  await sql`delete from carrier_accounts`;
  await sql`delete from carrier_places`;
  await sql`delete from orders where id in (select order_id from order_lines where product_id like ${`${prefix}-%`})`;
  await dropTestCatalog(sql, prefix);
}

export type EcotrackShop = { catalog: TestCatalog; courier: EcotrackStandIn; admin: string };

/**
 * carrierShop with an Ecotrack courier's stand-in connected by a signed-in owner (`owner`), and carrier
 * calls that give up after 1.5 s. closeEcotrackShop undoes it.
 */
export async function ecotrackShop(
  sql: Sql,
  prefix: string,
  { owner, ...standIn }: EcotrackStandInOptions & { owner: string },
): Promise<EcotrackShop> {
  const catalog = await carrierShop(sql, prefix);
  const courier = await startEcotrackStandIn(standIn);
  await makeAdmin(owner);
  const admin = (await signedIn(owner)).token;
  await connectEcotrack(standIn.token, courier.url, admin);
  process.env.CARRIER_TIMEOUT_MS = '1500';
  return { catalog, courier, admin };
}

export async function closeEcotrackShop(sql: Sql, prefix: string, courier: EcotrackStandIn | undefined): Promise<void> {
  delete process.env.CARRIER_TIMEOUT_MS;
  await courier?.close();
  await closeCarrierShop(sql, prefix);
}

/** A confirmed order (placed by placeOrder, confirmed by the workflow); its number. */
export async function confirmedOrder(sql: Sql, catalog: TestCatalog, overrides: Partial<OrderRequest> = {}): Promise<number> {
  const placed = await placeOrder(orderRequest(catalog, overrides), sql);
  if (!placed.ok) throw new Error(`order refused: ${placed.refusal.code}`);
  const moved = await moveOrder(sql, placed.order.number, 'confirmed', 'owner@test.dz');
  if (!moved.ok) throw new Error(moved.message);
  return placed.order.number;
}

export async function connectEcotrack(token: string, baseUrl: string, tokenOfAdmin: string): Promise<void> {
  const answer = await call(adminCarriers, '/api/admin/carriers/ecotrack', {
    method: 'PUT',
    token: tokenOfAdmin,
    body: { platform: 'ecotrack', token, baseUrl },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

export async function createParcels(
  adminToken: string,
  platform: CarrierPlatform,
  orders: { number: number; communeId?: string; centerId?: string }[],
): Promise<CreateParcelsAnswer['results']> {
  const answer = await call(adminParcels, '/api/admin/parcels', { method: 'POST', token: adminToken, body: { platform, orders } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body as CreateParcelsAnswer).results;
}

export async function orderRow(sql: Sql, number: number) {
  const [row] = await sql<{ status: string; tracking_number: string | null; carrier: string | null; stock_returned_at: Date | null }[]>`
    select status, tracking_number, carrier, stock_returned_at from orders where number = ${number}`;
  return row!;
}

export async function historyOf(sql: Sql, number: number) {
  return sql<{ kind: string; status: string; note: string; changed_by: string }[]>`
    select h.kind, h.status, h.note, h.changed_by from order_status_history h join orders o on o.id = h.order_id
    where o.number = ${number} order by h.changed_at, h.id`;
}
