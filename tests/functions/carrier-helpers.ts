// The carrier tests' shared steps: a catalog, confirmed orders placed through the real order path and
// confirmed through the workflow, an admin, and a carrier connected through the real admin function.
// The carriers themselves are their stand-ins (tests/carriers/stand-ins), which stand in for services
// outside this machine.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import adminCarriers from '../../netlify/functions/admin-carriers.ts';
import adminOrder from '../../netlify/functions/admin-order.ts';
import adminParcels from '../../netlify/functions/admin-parcels.ts';
import carriersPoll from '../../netlify/functions/carriers-poll.ts';
import * as yalidineWebhook from '../../netlify/functions/carrier-webhook-yalidine.ts';
import * as zrExpressWebhook from '../../netlify/functions/carrier-webhook-zr-express.ts';
import { readRequestBody, send, toRequest } from '../../scripts/local-runtime/node-http.ts';
import { db, type Sql } from '../../src/server/db/client.ts';
import { placeOrder } from '../../src/server/orders/place-order.ts';
import { moveOrder } from '../../src/server/orders/order-moves.service.ts';
import type { OrderRequest } from '../../src/domain/orders/order-request.ts';
import type { CreateParcelsAnswer, ParcelView } from '../../src/domain/carriers/admin-api.ts';
import type { CarrierPlatform } from '../../src/domain/carriers/platforms.ts';
import { createTestCatalog, dropTestCatalog, orderRequest, type TestCatalog } from '../db/orders.fixtures.ts';
import { call, ownerSignedIn, type Handler } from './admin-helpers.ts';
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

/** A signed-in owner (`owner`) and, with `timeoutMs`, carrier calls that give up after it. */
async function openShop(sql: Sql, prefix: string, owner: string, timeoutMs?: number): Promise<{ catalog: TestCatalog; admin: string }> {
  const catalog = await carrierShop(sql, prefix);
  const admin = (await ownerSignedIn(owner)).token;
  if (timeoutMs) process.env.CARRIER_TIMEOUT_MS = String(timeoutMs);
  return { catalog, admin };
}

async function closeShop(sql: Sql, prefix: string, carrier: { close(): Promise<void> } | undefined): Promise<void> {
  delete process.env.CARRIER_TIMEOUT_MS;
  await carrier?.close();
  await closeCarrierShop(sql, prefix);
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
  const courier = await startEcotrackStandIn(standIn);
  const { catalog, admin } = await openShop(sql, prefix, owner, 1500);
  await connectEcotrack(standIn.token, courier.url, admin);
  return { catalog, courier, admin };
}

export const closeEcotrackShop = (sql: Sql, prefix: string, courier: EcotrackStandIn | undefined): Promise<void> =>
  closeShop(sql, prefix, courier);

/** The carriers' webhook functions: carrierFunctionTest serves a platform's over HTTP, as Netlify does. */
const WEBHOOKS: Partial<Record<CarrierPlatform, { default: Handler; config: { path?: string | string[] } }>> = {
  yalidine: yalidineWebhook,
  zr_express: zrExpressWebhook,
};

/** A function served over real HTTP on a free port of 127.0.0.1; its URL and how to stop it. */
async function serveFunction(handler: Handler, path: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
      const body = await readRequestBody(req);
      const response = await handler(toRequest(req, url, req.method ?? 'GET', body === 'too_large' ? undefined : body), {
        requestId: 'test',
      });
      await send(res, response, req.method ?? 'GET');
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** What carrierFunctionTest has set up once its beforeAll has run. */
export type CarrierFunctionTest<StandIn> = {
  /** The platform's stand-in (tests/carriers/stand-ins), standing in for the carrier's API outside this machine. */
  carrier: StandIn;
  catalog: TestCatalog;
  /** The signed-in owner's working token. */
  admin: string;
  /** The shop's webhook function for the platform, served over HTTP (Yalidine, ZR Express); '' for the others. */
  webhookUrl: string;
  /** Every line the server printed during the file (recordPrinted): the tests look for credentials in them. */
  printed: string[];
  /** The owner's connect form for the platform through the real admin function, to the stand-in's address. */
  connect(body: Record<string, unknown>): Promise<Awaited<ReturnType<typeof call>>>;
};

/**
 * One carrier's function tests, set up before the file's tests and undone after them: a carrierShop of
 * its own catalog (`prefix`), the carrier's stand-in (`start`), the platform's webhook function served
 * over HTTP where it has one, a signed-in owner (`owner`), what the server prints kept, and with
 * `timeoutMs` carrier calls that give up after it. Nothing is connected: the file's tests connect.
 */
export function carrierFunctionTest<StandIn extends { close(): Promise<void> }>(
  platform: CarrierPlatform,
  setUp: { prefix: string; owner: string; start: () => Promise<StandIn>; baseUrl: (carrier: StandIn) => string; timeoutMs?: number },
): CarrierFunctionTest<StandIn> {
  const sql = db();
  let webhook: Awaited<ReturnType<typeof serveFunction>> | undefined;
  const test: CarrierFunctionTest<StandIn> = {
    carrier: undefined as unknown as StandIn,
    catalog: undefined as unknown as TestCatalog,
    admin: '',
    webhookUrl: '',
    printed: [],
    connect: (body) =>
      call(adminCarriers, `/api/admin/carriers/${platform}`, {
        method: 'PUT',
        token: test.admin,
        body: { platform, baseUrl: setUp.baseUrl(test.carrier), ...body },
      }),
  };
  beforeAll(async () => {
    test.printed = recordPrinted();
    test.carrier = await setUp.start();
    const served = WEBHOOKS[platform];
    if (served) {
      webhook = await serveFunction(served.default, String(served.config.path));
      test.webhookUrl = webhook.url;
    }
    Object.assign(test, await openShop(sql, setUp.prefix, setUp.owner, setUp.timeoutMs));
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await webhook?.close();
    await closeShop(sql, setUp.prefix, test.carrier);
  });
  return test;
}

/** The scheduled carriers-poll, run once. */
export const poll = () => carriersPoll(new Request('https://shop.example/.netlify/functions/carriers-poll', { method: 'POST' }));

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

/** The order's parcel as the owner's order screen gets it (GET /api/admin/orders/{number}). */
export async function parcelOnTheOrderPage(number: number, adminToken: string): Promise<ParcelView> {
  const detail = await call(adminOrder, `/api/admin/orders/${number}`, { token: adminToken });
  expect(detail.status).toBe(200);
  return (detail.body as { parcel: ParcelView }).parcel;
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
