// Every admin endpoint refuses a missing, expired, revoked or forged token and a request that only
// carries a cookie (a cross-site form can send cookies, never the header); and every body it
// rejects gets a 4xx with a message and changes nothing (a corpus per endpoint, as for orders).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import settings from '../../netlify/functions/admin-settings.ts';
import gatePassword from '../../netlify/functions/admin-gate-password.ts';
import wilayas from '../../netlify/functions/admin-wilayas.ts';
import admins from '../../netlify/functions/admin-admins.ts';
import password from '../../netlify/functions/admin-password.ts';
import sessions from '../../netlify/functions/admin-sessions.ts';
import audit from '../../netlify/functions/admin-audit.ts';
import publish from '../../netlify/functions/admin-publish.ts';
import me from '../../netlify/functions/admin-me.ts';
import session from '../../netlify/functions/admin-session.ts';
import login from '../../netlify/functions/admin-login.ts';
import setup from '../../netlify/functions/admin-setup.ts';
import products from '../../netlify/functions/admin-products.ts';
import productActions from '../../netlify/functions/admin-product-actions.ts';
import productImages from '../../netlify/functions/admin-product-images.ts';
import productOrder from '../../netlify/functions/admin-product-order.ts';
import categories from '../../netlify/functions/admin-categories.ts';
import stock from '../../netlify/functions/admin-stock.ts';
import catalogCsv from '../../netlify/functions/admin-catalog-csv.ts';
import adminOrders from '../../netlify/functions/admin-orders.ts';
import adminOrder from '../../netlify/functions/admin-order.ts';
import adminBlacklist from '../../netlify/functions/admin-blacklist.ts';
import carrierExport from '../../netlify/functions/admin-carrier-export.ts';
import tracking from '../../netlify/functions/admin-tracking.ts';
import backup from '../../netlify/functions/admin-backup.ts';
import testOrders from '../../netlify/functions/admin-test-orders.ts';
import dashboard from '../../netlify/functions/admin-dashboard.ts';
import carrierHealth from '../../netlify/functions/admin-carrier-health.ts';
import { db } from '../../src/server/db/client.ts';
import { createSetupToken } from '../../src/server/admin/setup.ts';
import { call, makeAdmin, resetAdminArea, signedIn, type Handler } from './admin-helpers.ts';

const sql = db();
type Endpoint = { name: string; handler: Handler; method: string; path: string; body?: unknown; contentType?: string };

const uuid = '00000000-0000-4000-8000-000000000000';
const endpoints: Endpoint[] = [
  { name: 'settings GET', handler: settings, method: 'GET', path: '/api/admin/settings' },
  ...['site-text', 'countdown', 'gate', 'shipping', 'social', 'currency', 'orders', 'language', 'ads'].map((s) => ({
    name: `settings PUT ${s}`,
    handler: settings,
    method: 'PUT',
    path: `/api/admin/settings/${s}`,
    body: { updatedAt: '2026-01-01T00:00:00.000000Z' },
  })),
  {
    name: 'gate-password',
    handler: gatePassword,
    method: 'POST',
    path: '/api/admin/gate-password',
    body: { password: 'a-new-site-password' },
  },
  { name: 'wilayas GET', handler: wilayas, method: 'GET', path: '/api/admin/wilayas' },
  {
    name: 'wilayas PUT',
    handler: wilayas,
    method: 'PUT',
    path: '/api/admin/wilayas',
    body: { changes: [{ code: '16', homePrice: 1, officePrice: 1 }], updatedAt: '2026-01-01T00:00:00Z' },
  },
  { name: 'admins GET', handler: admins, method: 'GET', path: '/api/admin/admins' },
  { name: 'admins POST', handler: admins, method: 'POST', path: '/api/admin/admins', body: { email: 'intruder@test.dz' } },
  { name: 'admins DELETE', handler: admins, method: 'DELETE', path: '/api/admin/admins/owner@test.dz' },
  {
    name: 'password',
    handler: password,
    method: 'POST',
    path: '/api/admin/password',
    body: { currentPassword: 'x', newPassword: 'a-long-new-password' },
  },
  { name: 'sessions GET', handler: sessions, method: 'GET', path: '/api/admin/sessions' },
  { name: 'sessions DELETE all', handler: sessions, method: 'DELETE', path: '/api/admin/sessions' },
  { name: 'sessions DELETE one', handler: sessions, method: 'DELETE', path: `/api/admin/sessions/${uuid}` },
  { name: 'audit', handler: audit, method: 'GET', path: '/api/admin/audit' },
  { name: 'publish GET', handler: publish, method: 'GET', path: '/api/admin/publish' },
  { name: 'publish POST', handler: publish, method: 'POST', path: '/api/admin/publish' },
  { name: 'me', handler: me, method: 'GET', path: '/api/admin/me' },
  { name: 'sign-out', handler: session, method: 'DELETE', path: '/api/admin/session' },
  { name: 'refresh', handler: session, method: 'POST', path: '/api/admin/session/refresh' },
  // The catalog (issue 12): a real product id, so only the missing token can be the reason.
  { name: 'products GET', handler: products, method: 'GET', path: '/api/admin/products' },
  { name: 'products POST', handler: products, method: 'POST', path: '/api/admin/products', body: { name: 'Intruder Tee', price: 1 } },
  { name: 'product GET', handler: products, method: 'GET', path: '/api/admin/products/test-refusals-tee' },
  {
    name: 'product PUT',
    handler: products,
    method: 'PUT',
    path: '/api/admin/products/test-refusals-tee',
    body: { name: 'x', updatedAt: '2026-01-01T00:00:00.000000Z' },
  },
  { name: 'product DELETE', handler: products, method: 'DELETE', path: '/api/admin/products/test-refusals-tee' },
  {
    name: 'product publish',
    handler: productActions,
    method: 'POST',
    path: '/api/admin/products/test-refusals-tee/publish',
    body: { published: false, updatedAt: '2026-01-01T00:00:00.000000Z' },
  },
  { name: 'product duplicate', handler: productActions, method: 'POST', path: '/api/admin/products/test-refusals-tee/duplicate' },
  {
    name: 'product images POST',
    handler: productImages,
    method: 'POST',
    path: '/api/admin/products/test-refusals-tee/images',
    body: 'not multipart',
  },
  {
    name: 'product images PUT',
    handler: productImages,
    method: 'PUT',
    path: '/api/admin/products/test-refusals-tee/images',
    body: { images: [], updatedAt: '2026-01-01T00:00:00.000000Z' },
  },
  {
    name: 'product order',
    handler: productOrder,
    method: 'POST',
    path: '/api/admin/product-order',
    body: { id: 'test-refusals-tee', direction: 'up' },
  },
  {
    name: 'category rename',
    handler: categories,
    method: 'POST',
    path: '/api/admin/categories/rename',
    body: { from: 'Test', to: 'Hacked' },
  },
  { name: 'stock POST', handler: stock, method: 'POST', path: '/api/admin/stock', body: { changes: [{ variantId: 1, delta: 5 }] } },
  { name: 'stock low', handler: stock, method: 'GET', path: '/api/admin/stock/low' },
  { name: 'stock threshold', handler: stock, method: 'PUT', path: '/api/admin/stock/threshold', body: { threshold: 9 } },
  { name: 'catalog export', handler: catalogCsv, method: 'GET', path: '/api/admin/catalog/export' },
  {
    name: 'catalog import',
    handler: catalogCsv,
    method: 'POST',
    path: '/api/admin/catalog/import?dryRun=false',
    body: 'name,price,category\nIntruder,1,X',
    contentType: 'text/csv',
  },
  { name: 'orders list', handler: adminOrders, method: 'GET', path: '/api/admin/orders?status=pending' },
  {
    name: 'orders bulk',
    handler: adminOrder,
    method: 'POST',
    path: '/api/admin/orders/bulk',
    body: { action: 'cancel', numbers: [10001] },
  },
  { name: 'order GET', handler: adminOrder, method: 'GET', path: '/api/admin/orders/10001' },
  {
    name: 'order PATCH',
    handler: adminOrder,
    method: 'PATCH',
    path: '/api/admin/orders/10001',
    body: { notes: 'x', updatedAt: '2026-01-01T00:00:00Z' },
  },
  { name: 'order status', handler: adminOrder, method: 'POST', path: '/api/admin/orders/10001/status', body: { to: 'cancelled' } },
  { name: 'order return-received', handler: adminOrder, method: 'POST', path: '/api/admin/orders/10001/return-received', body: {} },
  { name: 'order calls', handler: adminOrder, method: 'POST', path: '/api/admin/orders/10001/calls', body: { outcome: 'busy' } },
  { name: 'blacklist GET', handler: adminBlacklist, method: 'GET', path: '/api/admin/blacklist' },
  {
    name: 'blacklist POST',
    handler: adminBlacklist,
    method: 'POST',
    path: '/api/admin/blacklist',
    body: { phone: '0555123456', reason: 'x' },
  },
  { name: 'blacklist PUT', handler: adminBlacklist, method: 'PUT', path: '/api/admin/blacklist/0555123456', body: { reason: 'x' } },
  { name: 'blacklist DELETE', handler: adminBlacklist, method: 'DELETE', path: '/api/admin/blacklist/0555123456' },
  {
    name: 'carrier export',
    handler: carrierExport,
    method: 'POST',
    path: '/api/admin/carrier-export',
    body: { carrier: 'yalidine', numbers: [10001], markShipped: true },
  },
  {
    name: 'tracking',
    handler: tracking,
    method: 'PUT',
    path: '/api/admin/tracking',
    body: { carrier: 'yalidine', entries: [{ number: 10001, trackingNumber: 'yal-1' }] },
  },
  { name: 'backup now', handler: backup, method: 'POST', path: '/api/admin/backup', body: { scope: 'database' } },
  { name: 'backup download', handler: backup, method: 'GET', path: '/api/admin/backup?scope=database' },
  { name: 'test order POST', handler: testOrders, method: 'POST', path: '/api/admin/test-orders' },
  { name: 'test orders GET', handler: testOrders, method: 'GET', path: '/api/admin/test-orders' },
  { name: 'test order DELETE', handler: testOrders, method: 'DELETE', path: '/api/admin/test-orders/10001' },
  { name: 'dashboard', handler: dashboard, method: 'GET', path: '/api/admin/dashboard' },
  { name: 'carrier health', handler: carrierHealth, method: 'GET', path: '/api/admin/carrier-health' },
];

/** Everything an admin call could change. */
async function snapshot(): Promise<string> {
  const [settingsRow] = await sql`select * from site_settings where id = 1`;
  const prices = await sql`select code, home_price, office_price from wilayas order by code`;
  const emails = await sql`select email from admin_emails order by email`;
  const accounts = await sql`select email, password_hash from admin_accounts order by email`;
  const [counts] = await sql`select (select count(*) from admin_audit) as audit, (select count(*) from admin_sessions) as sessions`;
  const publishRow = await sql`select * from publish_state`;
  const [catalog] = await sql`select (select md5(coalesce(string_agg(p::text, '|' order by p.id), '')) from products p) as products,
                                     (select md5(coalesce(string_agg(v::text, '|' order by v.id), '')) from variants v) as variants`;
  const orders = await sql`select number, status, updated_at, stock_returned_at from orders order by number`;
  const [orderWork] = await sql`select (select count(*) from order_status_history) as history, (select count(*) from order_calls) as calls,
    (select json_agg(b order by b.phone) from phone_blacklist b) as blacklist, (select sum(stock) from variants) as stock`;
  return JSON.stringify({ settingsRow, prices, emails, accounts, counts, publishRow, catalog, orders, orderWork });
}

let valid: string;
beforeAll(async () => {
  await sql`delete from products where id = 'test-refusals-tee'`;
  await sql`insert into products (id, name, price, category, published) values ('test-refusals-tee', 'Refusals Tee', 100, 'Test', true)`;
  await sql`insert into variants (product_id, size, color, stock) values ('test-refusals-tee', '', '', 3)`;
  await resetAdminArea();
  await sql`insert into site_settings (id) values (1) on conflict do nothing`;
  await makeAdmin('owner@test.dz', 'the owner password');
  valid = (await signedIn('owner@test.dz')).token;
});
afterAll(async () => {
  await sql`delete from products where id = 'test-refusals-tee'`;
  await resetAdminArea();
});

describe('every admin endpoint refuses a call without a valid X-Auth-Token', () => {
  it('missing, forged, expired, revoked, cookie-only or Bearer-only: 401 session_expired, nothing changed', async () => {
    const expired = (await signedIn('owner@test.dz')).token;
    await sql`update admin_sessions set token_expires_at = now() - interval '1 second' where token_hash = encode(sha256(convert_to(${expired}, 'UTF8')), 'hex')`;
    const revoked = (await signedIn('owner@test.dz')).token;
    await call(session, '/api/admin/session', { method: 'DELETE', token: revoked });
    const before = await snapshot();
    const ways: Record<string, { token?: string; headers?: Record<string, string> }> = {
      missing: {},
      forged: { token: 'A'.repeat(43) },
      malformed: { token: "' or 1=1 --" },
      expired: { token: expired },
      revoked: { token: revoked },
      cookieOnly: { headers: { cookie: `admin_session=${valid}; x-auth-token=${valid}` } },
      bearerOnly: { headers: { authorization: `Bearer ${valid}` } },
      emptyHeader: { headers: { 'x-auth-token': '' } },
    };
    for (const endpoint of endpoints) {
      for (const [way, extra] of Object.entries(ways)) {
        const answer = await call(endpoint.handler, endpoint.path, {
          method: endpoint.method,
          body: endpoint.body,
          ...(endpoint.contentType ? { contentType: endpoint.contentType } : {}),
          ...extra,
        });
        expect([answer.status, answer.body?.error?.code, answer.body?.error?.message], `${endpoint.name} ${way}`).toEqual([
          401,
          'session_expired',
          'Session expired',
        ]);
      }
    }
    expect(await snapshot()).toBe(before);
    // The valid token still works: nothing above touched the real session.
    expect((await call(me, '/api/admin/me', { token: valid })).status).toBe(200);
  });

  it('other methods get 405 with Allow', async () => {
    const wrong = [
      [settings, 'DELETE', '/api/admin/settings'],
      [settings, 'GET', '/api/admin/settings/site-text'],
      [gatePassword, 'GET', '/api/admin/gate-password'],
      [wilayas, 'POST', '/api/admin/wilayas'],
      [admins, 'PUT', '/api/admin/admins'],
      [password, 'GET', '/api/admin/password'],
      [sessions, 'POST', '/api/admin/sessions'],
      [audit, 'POST', '/api/admin/audit'],
      [publish, 'PUT', '/api/admin/publish'],
      [me, 'POST', '/api/admin/me'],
      [session, 'GET', '/api/admin/session'],
      [login, 'GET', '/api/admin/login'],
      [setup, 'PUT', '/api/admin/setup'],
      [products, 'PUT', '/api/admin/products'],
      [products, 'POST', '/api/admin/products/test-refusals-tee'],
      [productActions, 'GET', '/api/admin/products/test-refusals-tee/publish'],
      [productImages, 'DELETE', '/api/admin/products/test-refusals-tee/images'],
      [productOrder, 'GET', '/api/admin/product-order'],
      [categories, 'GET', '/api/admin/categories/rename'],
      [stock, 'GET', '/api/admin/stock'],
      [stock, 'POST', '/api/admin/stock/low'],
      [catalogCsv, 'POST', '/api/admin/catalog/export'],
      [catalogCsv, 'GET', '/api/admin/catalog/import'],
      [adminOrders, 'DELETE', '/api/admin/orders'],
      [adminOrder, 'GET', '/api/admin/orders/bulk'],
      [adminOrder, 'DELETE', '/api/admin/orders/10001'],
      [adminOrder, 'GET', '/api/admin/orders/10001/status'],
      [adminOrder, 'PUT', '/api/admin/orders/10001/calls'],
      [adminBlacklist, 'DELETE', '/api/admin/blacklist'],
      [adminBlacklist, 'GET', '/api/admin/blacklist/0555123456'],
      [carrierExport, 'GET', '/api/admin/carrier-export'],
      [tracking, 'POST', '/api/admin/tracking'],
      [backup, 'DELETE', '/api/admin/backup'],
      [testOrders, 'DELETE', '/api/admin/test-orders'],
      [testOrders, 'GET', '/api/admin/test-orders/10001'],
      [dashboard, 'POST', '/api/admin/dashboard'],
      [carrierHealth, 'POST', '/api/admin/carrier-health'],
    ] as const;
    for (const [handler, method, path] of wrong) {
      // No body: a body of a type the function does not read would be refused (415) before the method is looked at.
      const answer = await call(handler, path, { method, token: valid });
      expect(answer.status, `${method} ${path}`).toBe(405);
      expect(answer.response.headers.get('allow')).toBeTruthy();
    }
  });
});

// Bodies each endpoint must refuse. Strings are sent as they are (broken JSON), the rest as JSON.
const common: unknown[] = ['', 'not json', '{"a":', '[]', 'null', '42', '"text"', '{}', [1, 2], { updatedAt: 'yesterday' }];
const v = '2026-01-01T00:00:00.000000Z';
const long = (n: number) => 'x'.repeat(n);
const siteText = {
  siteTitle: 'D.R.P',
  heroText: 'Hi',
  logoUrl: '',
  heroImageUrl: '',
  productListTitle: 'P',
  footerText: '',
  aboutText: '',
  contactText: '',
  updatedAt: v,
};
const corpus: { name: string; handler: Handler; method: string; path: string; bodies: unknown[] }[] = [
  {
    name: 'site-text',
    handler: settings,
    method: 'PUT',
    path: '/api/admin/settings/site-text',
    bodies: [
      ...common,
      { ...siteText, siteTitle: '' },
      { ...siteText, siteTitle: '   ' },
      { ...siteText, siteTitle: long(81) },
      { ...siteText, heroText: long(201) },
      { ...siteText, heroText: 'a\u0000b' },
      { ...siteText, footerText: 'half \ud83d emoji' },
      { ...siteText, logoUrl: 'javascript:alert(1)' },
      { ...siteText, heroImageUrl: '//evil.example/x.png' },
      { ...siteText, heroImageUrl: 'ftp://x/y' },
      { ...siteText, aboutText: long(10_001) },
      { ...siteText, siteTitle: 42 },
      { ...siteText, productListTitle: null },
      { ...siteText, updatedAt: undefined },
    ],
  },
  {
    name: 'countdown',
    handler: settings,
    method: 'PUT',
    path: '/api/admin/settings/countdown',
    bodies: [
      ...common,
      ...[
        '2026-13-01T10:00',
        '2026-02-30T10:00',
        '2026-12-01T24:00',
        'tomorrow',
        '2026-12-01',
        '2026-12-01T10:00:00Z',
        '1999-12-01T10:00',
        '',
      ].map((t) => ({ enabled: true, targetLocal: t, title: 'x', updatedAt: v })),
      { enabled: 'yes', targetLocal: '2026-12-01T10:00', title: 'x', updatedAt: v },
      { enabled: true, targetLocal: '2026-12-01T10:00', title: long(121), updatedAt: v },
    ],
  },
  {
    name: 'gate',
    handler: settings,
    method: 'PUT',
    path: '/api/admin/settings/gate',
    bodies: [
      ...common,
      ...[
        [0, 10, 300],
        [5, 3, 300],
        [3, 10, 0],
        [3, 10, 86_401],
        [1.5, 10, 300],
        ['3', 10, 300],
        [-1, 10, 300],
        [3, 101, 300],
        [3, 10, null],
      ].map(([d, l, s]) => ({ enabled: false, delayAfter: d, lockoutAfter: l, lockoutSeconds: s, updatedAt: v })),
      '{"enabled":false,"delayAfter":1e309,"lockoutAfter":10,"lockoutSeconds":300,"updatedAt":"' + v + '"}',
    ],
  },
  {
    name: 'shipping',
    handler: settings,
    method: 'PUT',
    path: '/api/admin/settings/shipping',
    bodies: [
      ...common,
      { freeShippingThreshold: 5000, minPrice: 900, maxPrice: 800, updatedAt: v },
      { freeShippingThreshold: -1, minPrice: 300, maxPrice: 800, updatedAt: v },
      { freeShippingThreshold: 5000, minPrice: 300, maxPrice: 100_001, updatedAt: v },
      { freeShippingThreshold: '5000', minPrice: 300, maxPrice: 800, updatedAt: v },
      { freeShippingThreshold: 10_000_001, minPrice: 300, maxPrice: 800, updatedAt: v },
    ],
  },
  {
    name: 'social',
    handler: settings,
    method: 'PUT',
    path: '/api/admin/settings/social',
    bodies: [
      ...common,
      ...['has space', '<script>', 'javascript:alert(1)', long(201), '@'].map((h) => ({
        enabled: true,
        instagram: h,
        twitter: '',
        facebook: '',
        youtube: '',
        tiktok: '',
        updatedAt: v,
      })),
      { enabled: 1, instagram: '', twitter: '', facebook: '', youtube: '', tiktok: '', updatedAt: v },
    ],
  },
  {
    name: 'ads',
    handler: settings,
    method: 'PUT',
    path: '/api/admin/settings/ads',
    bodies: [
      ...common,
      ...['12345', '1234567890123456789012', '12345678901234a', '<script>'].map((metaPixelId) => ({
        enabled: true,
        metaPixelId,
        tiktokPixelId: '',
        placedAsPurchase: false,
        updatedAt: v,
      })),
      ...['C4AB', 'C4ABCDEFGHIJ-KLMNOPQ', 'x'.repeat(41)].map((tiktokPixelId) => ({
        enabled: true,
        metaPixelId: '',
        tiktokPixelId,
        placedAsPurchase: false,
        updatedAt: v,
      })),
      { enabled: 'yes', metaPixelId: '', tiktokPixelId: '', placedAsPurchase: false, updatedAt: v },
      { enabled: true, metaPixelId: '', tiktokPixelId: '', placedAsPurchase: 1, updatedAt: v },
    ],
  },
  {
    name: 'currency',
    handler: settings,
    method: 'PUT',
    path: '/api/admin/settings/currency',
    bodies: [...common, ...['DZ', 'DZDD', 'D1D', '', 42, null].map((c) => ({ currency: c, updatedAt: v }))],
  },
  {
    name: 'orders',
    handler: settings,
    method: 'PUT',
    path: '/api/admin/settings/orders',
    bodies: [...common, ...[-1, 86_401, '300', 1.5, null].map((n) => ({ cooldownSeconds: n, updatedAt: v }))],
  },
  {
    name: 'language',
    handler: settings,
    method: 'PUT',
    path: '/api/admin/settings/language',
    bodies: [...common, ...['de', 'FR', 'french', '', 42, null].map((l) => ({ defaultLocale: l, updatedAt: v }))],
  },
  { name: 'unknown section', handler: settings, method: 'PUT', path: '/api/admin/settings/password-hash', bodies: [{ updatedAt: v }] },
  {
    name: 'gate-password',
    handler: gatePassword,
    method: 'POST',
    path: '/api/admin/gate-password',
    bodies: [
      ...common,
      { password: '' },
      { password: 'short' },
      { password: long(201) },
      { password: 123456789 },
      { password: 'long-enough-pw', updatedAt: 'bad' },
      { password: 'change-me-before-launch' },
    ],
  },
  {
    name: 'wilayas',
    handler: wilayas,
    method: 'PUT',
    path: '/api/admin/wilayas',
    bodies: [
      ...common,
      { changes: [], updatedAt: v },
      { changes: 'all', updatedAt: v },
      { changes: [{ code: 'ab', homePrice: 1, officePrice: 1 }], updatedAt: v },
      {
        changes: [
          { code: '16', homePrice: 1, officePrice: 1 },
          { code: '16', homePrice: 2, officePrice: 2 },
        ],
        updatedAt: v,
      },
      { changes: [{ code: '16', homePrice: -1, officePrice: 1 }], updatedAt: v },
      { changes: [{ code: '16', homePrice: 100_001, officePrice: 1 }], updatedAt: v },
      { changes: [{ code: '16', homePrice: 1.5, officePrice: 1 }], updatedAt: v },
      { changes: [{ code: '16', homePrice: 1, officePrice: 1 }] },
      {
        changes: Array.from({ length: 59 }, (_, i) => ({ code: String(i + 1).padStart(2, '0'), homePrice: 1, officePrice: 1 })),
        updatedAt: v,
      },
      { changes: [{ code: '99', homePrice: 1, officePrice: 1 }], updatedAt: 'CURRENT' },
    ],
  },
  {
    name: 'admins POST',
    handler: admins,
    method: 'POST',
    path: '/api/admin/admins',
    bodies: [...common, { email: '' }, { email: 'not-an-email' }, { email: `${long(250)}@x.dz` }, { email: 42 }, { email: 'a@b' }],
  },
  {
    name: 'password',
    handler: password,
    method: 'POST',
    path: '/api/admin/password',
    bodies: [
      ...common,
      { newPassword: 'short' },
      { currentPassword: 'x' },
      { currentPassword: long(201), newPassword: 'a-long-new-password' },
      { newPassword: long(201) },
      { currentPassword: 'wrong-current', newPassword: 'a-long-new-password' },
    ],
  },
  {
    name: 'login',
    handler: login,
    method: 'POST',
    path: '/api/admin/login',
    bodies: [
      ...common,
      { email: 'owner@test.dz' },
      { email: 'owner@test.dz', password: '' },
      { email: 'x', password: 'y' },
      { email: 'owner@test.dz', password: long(201) },
    ],
  },
  {
    name: 'setup',
    handler: setup,
    method: 'POST',
    path: '/api/admin/setup',
    bodies: [
      ...common,
      { token: 'short', email: 'a@b.dz', password: 'a-long-password' },
      { token: 'A'.repeat(43), email: 'bad', password: 'a-long-password' },
      { token: 'A'.repeat(43), email: 'a@b.dz', password: 'a-long-password' },
    ],
  },
];

describe('every body an endpoint rejects gets a 4xx with a message and changes nothing', () => {
  for (const entry of corpus) {
    it(`${entry.name}: ${entry.bodies.length} bad bodies`, async () => {
      // 'CURRENT' stands for the version the endpoint would accept, so only the rest of the body is wrong.
      const current = (await call(wilayas, '/api/admin/wilayas', { token: valid })).body.updatedAt;
      await createSetupToken(sql); // an admin exists: setup must refuse whatever it is given
      const before = await snapshot();
      for (const raw of entry.bodies) {
        const body =
          typeof raw === 'object' && raw !== null && (raw as { updatedAt?: unknown }).updatedAt === 'CURRENT'
            ? { ...raw, updatedAt: current }
            : raw;
        const answer = await call(entry.handler, entry.path, { method: entry.method, token: valid, body, ip: '198.51.100.200' });
        const label = `${entry.name} ${JSON.stringify(body).slice(0, 80)}`;
        expect(answer.status, label).toBeGreaterThanOrEqual(400);
        expect(answer.status, label).toBeLessThan(500);
        expect(answer.body.error.code, label).toEqual(expect.any(String));
        expect(answer.body.error.message.length, label).toBeGreaterThan(0);
        await sql`delete from login_attempts where scope = 'admin'`;
      }
      expect(await snapshot()).toBe(before);
    });
  }

  it('a body over 64 KB is 413, also without a Content-Length', async () => {
    const huge = JSON.stringify({ ...siteText, aboutText: long(70_000) });
    const answer = await call(settings, '/api/admin/settings/site-text', { method: 'PUT', token: valid, body: huge });
    expect([answer.status, answer.body.error.code]).toEqual([413, 'body_too_large']);
    const stream = new ReadableStream({
      start(c) {
        for (let i = 0; i < 80; i++) c.enqueue(new TextEncoder().encode(long(1024)));
        c.close();
      },
    });
    const streamed = await settings(
      new Request('https://shop.example/api/admin/settings/site-text', {
        method: 'PUT',
        headers: { 'x-auth-token': valid, 'content-type': 'application/json' },
        body: stream,
        duplex: 'half',
      } as RequestInit),
    );
    expect(streamed.status).toBe(413);
  });

  it('field errors name the field with a message key', async () => {
    const answer = await call(settings, '/api/admin/settings/shipping', {
      method: 'PUT',
      token: valid,
      body: { freeShippingThreshold: 5000, minPrice: 900, maxPrice: 800, updatedAt: v },
    });
    expect(answer.body).toEqual({
      error: { code: 'invalid', message: 'Some fields need attention.', fields: { maxPrice: 'maxBelowMin' } },
    });
  });
});
