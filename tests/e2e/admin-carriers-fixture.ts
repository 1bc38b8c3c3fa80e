// What the carriers' browser tests share (admin-carriers*.spec.ts): a confirmed order placed by a
// shopper on the real page, a shop with no carrier connected yet, socks in stock for the orders, the
// languages a carrier's flow runs in, each screen looked at, and the scheduled poll run once.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { CarrierPlatform } from '../../src/domain/carriers/platforms.ts';
import type { Session } from '../../src/domain/admin/session.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { embeddedUrlFile } from '../../scripts/lib/database.ts';
import { createOwner, withSiteDb } from './admin-fixture.ts';
import type { YalidineStandIn } from '../carriers/stand-ins/yalidine/index.ts';
import { buyNow, checkLayout, freshPhone, shootOrders } from './admin-orders-fixture.ts';
import { axeHere } from './browser-settings.ts';
import { axeViolations } from './axe.ts';
import { screenshotsWanted } from './screenshots.ts';

/**
 * The languages a carrier's flow runs in: one in `npm test` (a different one per carrier, so that the
 * three carriers' flows together speak all three and the admin halves keep their time), all three with
 * SCREENSHOTS=1, which photographs every screen of every flow in Arabic, French and English.
 */
export const flowLanguages = (regular: Locale): readonly Locale[] => (screenshotsWanted ? ['ar', 'fr', 'en'] : [regular]);

/**
 * A screen of a carrier's flow looked at: nothing wider than the phone, tap targets, axe where it runs
 * (Arabic at phone width), and photographed with SCREENSHOTS=1 as `<project>-<locale>-<prefix>-<name>.png`.
 */
export const screensOf =
  (prefix: string) =>
  async (page: Page, project: string, locale: Locale, name: string): Promise<void> => {
    await checkLayout(page, `${locale} ${prefix} ${name}`);
    if (axeHere(project, locale)) expect(await axeViolations(page, `${locale} ${prefix} ${name}`)).toEqual([]);
    await shootOrders(page, project, locale, `${prefix}-${name}`);
  };

/**
 * The scheduled carriers-poll run once against the site's database, as Netlify's schedule would run it:
 * a scheduled function has no URL (the local runtime serves none), so its handler runs in a process of
 * its own on the site's embedded database (its carrier credentials unsealed with the same local
 * .data/gate-cookie-secret the site uses). Answers its reports.
 */
export async function runCarriersPoll(baseURL: string): Promise<{ platform: string; asked: number; applied: number; error?: string }[]> {
  const url = readFileSync(embeddedUrlFile(`.data/e2e-${new URL(baseURL).port}`), 'utf8');
  const poll = new URL('../../netlify/functions/carriers-poll.ts', import.meta.url).href;
  const client = new URL('../../src/server/db/client.ts', import.meta.url).href;
  const script = `
    const { default: poll } = await import(${JSON.stringify(poll)});
    const answer = await poll(new Request('https://shop.example/.netlify/functions/carriers-poll', { method: 'POST' }));
    process.stdout.write(JSON.stringify({ status: answer.status, body: await answer.json() }));
    await (await import(${JSON.stringify(client)})).closeDb();`;
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, DATABASE_URL: url, DATABASE_EMBEDDED: '1', DATABASE_POOL_ROLE: 'function' },
    timeout: 60_000,
  });
  const answer = JSON.parse(stdout.slice(stdout.indexOf('{"status"'))) as { status: number; body: { reports: never[] } };
  expect(answer.status).toBe(200);
  return answer.body.reports;
}

const SOCKS = '/products/crew-socks-3-pack/buy?color=Black';

/** A shopper's order through Buy Now (from a `phone` of that prefix), confirmed by the owner on the phone; answers its number. */
export async function confirmedOrder(
  page: Page,
  request: APIRequestContext,
  session: Session,
  { wilaya, commune, phone }: { wilaya: string; commune: string; phone: '05' | '06' | '07' },
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

/**
 * A new owner's shop with Yalidine's stand-in connected through the admin API (the connect form has its
 * own flow: admin-carriers.spec.ts), no other carrier, and socks in stock; answers her session.
 */
export async function yalidineConnected(
  request: APIRequestContext,
  baseURL: string,
  yalidine: YalidineStandIn,
  extra: { webhookSecret?: string } = {},
): Promise<Session> {
  const session = await createOwner(request, baseURL);
  await noCarrierYet(request, session, baseURL, 'yalidine');
  await socksInStock(baseURL);
  const connected = await request.put('/api/admin/carriers/yalidine', {
    headers: { 'x-auth-token': session.token },
    data: { platform: 'yalidine', ...yalidine.account, baseUrl: yalidine.apiUrl, fromWilayaCode: '16', ...extra },
  });
  expect(connected.status(), await connected.text()).toBe(200);
  return session;
}
