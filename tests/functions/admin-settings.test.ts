// The settings sections, the site password, the wilaya price table, admins, sessions and the audit
// log through the real handlers: what is saved, the stale-save refusal, and who did what.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import settings from '../../netlify/functions/admin-settings.ts';
import gatePassword from '../../netlify/functions/admin-gate-password.ts';
import wilayas from '../../netlify/functions/admin-wilayas.ts';
import admins from '../../netlify/functions/admin-admins.ts';
import sessions from '../../netlify/functions/admin-sessions.ts';
import audit from '../../netlify/functions/admin-audit.ts';
import me from '../../netlify/functions/admin-me.ts';
import { db } from '../../src/server/db/client.ts';
import { getSiteSettings } from '../../src/server/settings/site-settings.repo.ts';
import { readDefaultLocale } from '../../src/server/settings/default-locale.ts';
import { getGateSettings } from '../../src/server/settings/gate-settings.repo.ts';
import { verifyPassword } from '../../src/server/passwords/password-hash.ts';
import { findWilaya } from '../../src/server/delivery/wilayas.repo.ts';
import { raiseAll } from '../../src/domain/admin/wilaya-prices.ts';
import { resetGateSettings } from '../db/gate-helpers.ts';
import { auditCount, call, resetAdminArea, signedIn } from './admin-helpers.ts';
import type { AdminSettings } from '../../src/domain/admin/settings-forms.ts';

const sql = db();
let token: string;
let savedSettings: Record<string, unknown>;
let savedPrices: { code: string; home_price: number; office_price: number }[];

beforeAll(async () => {
  await sql`insert into site_settings (id) values (1) on conflict do nothing`;
  [savedSettings] = await sql`select * from site_settings where id = 1`;
  savedPrices = await sql`select code, home_price, office_price from wilayas`;
});
afterAll(async () => {
  const { id: _id, ...columns } = savedSettings as { id: number };
  await sql`update site_settings set ${sql(columns)} where id = 1`;
  await sql`update wilayas w set home_price = p.h, office_price = p.o
    from unnest(${savedPrices.map((p) => p.code)}::text[], ${savedPrices.map((p) => p.home_price)}::int[], ${savedPrices.map((p) => p.office_price)}::int[]) as p(code, h, o)
    where w.code = p.code`;
  await resetGateSettings();
  await resetAdminArea();
});
beforeEach(async () => {
  await resetAdminArea();
  token = (await signedIn('owner@test.dz')).token;
});

const read = async (): Promise<AdminSettings> => (await call(settings, '/api/admin/settings', { token })).body;
const put = (section: string, body: unknown, as = token) =>
  call(settings, `/api/admin/settings/${section}`, { method: 'PUT', token: as, body });

describe('GET /api/admin/settings and PUT /api/admin/settings/{section}', () => {
  it('answers every section; the password hash is nowhere in it', async () => {
    const response = await call(settings, '/api/admin/settings', { token });
    expect(response.status).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual([
      'ads',
      'countdown',
      'currency',
      'gate',
      'language',
      'orders',
      'shipping',
      'siteText',
      'social',
      'updatedAt',
    ]);
    expect(response.body.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
    expect(JSON.stringify(response.body)).not.toMatch(/scrypt|hash/i);
    expect(response.response.headers.get('cache-control')).toBe('no-store');
  });

  it('saves the site text ("" clears an optional text) and the pages read it; the audit log has old and new', async () => {
    const before = await read();
    const siteText = {
      ...before.siteText,
      heroText: 'Drop 7: Desert Nights',
      footerText: 'Made in Oran',
      logoUrl: 'https://cdn.example/logo.png',
      aboutText: '',
    };
    const { status, body } = await put('site-text', { ...siteText, updatedAt: before.updatedAt });
    expect(status).toBe(200);
    expect(body.siteText).toEqual(siteText);
    expect(body.updatedAt).not.toBe(before.updatedAt);
    const pages = await getSiteSettings(sql);
    expect([pages.heroText, pages.footerText, pages.logoUrl, pages.aboutText]).toEqual([
      'Drop 7: Desert Nights',
      'Made in Oran',
      'https://cdn.example/logo.png',
      null,
    ]);
    const [entry] = (await call(audit, '/api/admin/audit', { token })).body.entries;
    expect(entry).toMatchObject({
      email: 'owner@test.dz',
      action: 'settings.site-text',
      subject: 'site-text',
      oldValue: before.siteText,
      newValue: siteText,
    });
  });

  it('saves the default language: the pages and the next build read it, the audit log has it, a publish is due', async () => {
    const before = await read();
    expect(before.language).toEqual({ defaultLocale: 'en' });
    const { status, body } = await put('language', { defaultLocale: 'fr', updatedAt: before.updatedAt });
    expect(status).toBe(200);
    expect(body.language).toEqual({ defaultLocale: 'fr' });
    expect((await getSiteSettings(sql)).defaultLocale).toBe('fr');
    expect(await readDefaultLocale(sql)).toBe('fr');
    const [entry] = (await call(audit, '/api/admin/audit', { token })).body.entries;
    expect(entry).toMatchObject({ action: 'settings.language', oldValue: { defaultLocale: 'en' }, newValue: { defaultLocale: 'fr' } });
    const [state] = await sql<{ pending: boolean }[]>`select changes_since is not null as pending from publish_state where id = 1`;
    expect(state?.pending).toBe(true);
    expect((await put('language', { defaultLocale: 'en', updatedAt: body.updatedAt })).status).toBe(200);
  });

  it('refuses a save from a stale tab with 409 and writes nothing', async () => {
    const tab1 = await read();
    const tab2 = await read();
    expect((await put('shipping', { ...tab1.shipping, freeShippingThreshold: 7000, updatedAt: tab1.updatedAt })).status).toBe(200);
    const count = await auditCount();
    const stale = await put('shipping', { ...tab2.shipping, freeShippingThreshold: 9000, updatedAt: tab2.updatedAt });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({ code: 'stale', message: expect.stringMatching(/changed elsewhere/) });
    expect((await getSiteSettings(sql)).shipping.freeShippingThreshold).toBe(7000);
    expect(await auditCount()).toBe(count);
  });

  it('two saves racing with the same version: exactly one wins', async () => {
    const start = await read();
    const answers = await Promise.all([40, 50, 60].map((n) => put('orders', { cooldownSeconds: n, updatedAt: start.updatedAt })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
  });

  it('takes the countdown in Algiers time and stores the instant (UTC+1)', async () => {
    const before = await read();
    const { body } = await put('countdown', {
      enabled: true,
      targetLocal: '2026-12-24T20:30',
      title: 'Winter drop',
      updatedAt: before.updatedAt,
    });
    expect(body.countdown).toEqual({ enabled: true, targetLocal: '2026-12-24T20:30', title: 'Winter drop' });
    expect((await getSiteSettings(sql)).countdown).toEqual({ enabled: true, targetDate: '2026-12-24T19:30:00.000Z', title: 'Winter drop' });
  });

  it('saves shipping, social, currency and the order cooldown; the order function reads them at once', async () => {
    let v = (await read()).updatedAt;
    v = (await put('shipping', { freeShippingThreshold: 6000, minPrice: 250, maxPrice: 900, updatedAt: v })).body.updatedAt;
    v = (
      await put('social', {
        enabled: true,
        instagram: '@drp.dz',
        twitter: '',
        facebook: 'https://facebook.com/drp',
        youtube: '',
        tiktok: 'drp',
        updatedAt: v,
      })
    ).body.updatedAt;
    v = (await put('currency', { currency: 'dzd', updatedAt: v })).body.updatedAt;
    const last = await put('orders', { cooldownSeconds: 0, updatedAt: v });
    expect(last.status).toBe(200);
    const pages = await getSiteSettings(sql);
    expect(pages.shipping).toEqual({ freeShippingThreshold: 6000, minPrice: 250, maxPrice: 900 });
    expect(pages.social).toEqual({
      enabled: true,
      links: { instagram: '@drp.dz', twitter: null, facebook: 'https://facebook.com/drp', youtube: null, tiktok: 'drp' },
    });
    expect([pages.currency, pages.orderCooldownSeconds]).toEqual(['DZD', 0]);
  });

  it('ads: off with no pixels at first; saved (audited) the pages see the pixels only while on with an ID', async () => {
    const before = await read();
    expect(before.ads).toEqual({ enabled: false, metaPixelId: '', tiktokPixelId: '', placedAsPurchase: false });
    expect((await getSiteSettings(sql)).ads).toBeNull();
    const ads = { enabled: true, metaPixelId: ' 1234567890123456 ', tiktokPixelId: 'c4abcdefghij1234klmn', placedAsPurchase: true };
    const saved = await put('ads', { ...ads, updatedAt: before.updatedAt });
    expect(saved.status).toBe(200);
    expect(saved.body.ads).toEqual({
      enabled: true,
      metaPixelId: '1234567890123456',
      tiktokPixelId: 'C4ABCDEFGHIJ1234KLMN',
      placedAsPurchase: true,
    });
    expect((await getSiteSettings(sql)).ads).toEqual({
      metaPixelId: '1234567890123456',
      tiktokPixelId: 'C4ABCDEFGHIJ1234KLMN',
      placedAsPurchase: true,
    });
    const [entry] = (await call(audit, '/api/admin/audit', { token })).body.entries;
    expect(entry).toMatchObject({ action: 'settings.ads', oldValue: before.ads, newValue: saved.body.ads });
    // On with no ID, or an ID with ads off: no pixel reaches a page.
    const noIds = await put('ads', { ...saved.body.ads, metaPixelId: '', tiktokPixelId: '', updatedAt: saved.body.updatedAt });
    expect((await getSiteSettings(sql)).ads).toBeNull();
    const off = await put('ads', { ...saved.body.ads, enabled: false, updatedAt: noIds.body.updatedAt });
    expect(off.status).toBe(200);
    expect((await getSiteSettings(sql)).ads).toBeNull();
    const refused = await put('ads', { ...off.body.ads, metaPixelId: '12ab', updatedAt: off.body.updatedAt });
    expect(refused.status).toBe(422);
    expect(refused.body.error.fields).toEqual({ metaPixelId: 'invalidPixelId' });
  });

  it('orders: the order limits the hardening migration added show and save; out of range is a 422 that changes nothing', async () => {
    const current = await read();
    expect(current.orders).toMatchObject({ cooldownSeconds: expect.any(Number), maxUnitsPerVariant: 10 });
    const saved = await put('orders', { ...current.orders, cooldownSeconds: 300, maxUnitsPerVariant: 20, updatedAt: current.updatedAt });
    expect(saved.status).toBe(200);
    expect(saved.body.orders).toMatchObject({ cooldownSeconds: 300, maxUnitsPerVariant: 20 });
    const tooMany = await put('orders', { ...saved.body.orders, maxUnitsPerVariant: 1000, updatedAt: saved.body.updatedAt });
    expect(tooMany.status).toBe(422);
    expect((await read()).orders.maxUnitsPerVariant).toBe(20);
    const back = await put('orders', { ...saved.body.orders, maxUnitsPerVariant: 10, updatedAt: (await read()).updatedAt });
    expect(back.status).toBe(200);
  });

  it("orders: the order links' switch and lifetime show, save (audited) and refuse out of range; a save without them keeps them", async () => {
    await sql`update site_settings set order_link_self_confirm = true, order_link_days = 30 where id = 1`;
    const current = await read();
    expect(current.orders).toMatchObject({ linkSelfConfirm: true, linkDays: 30 });
    const saved = await put('orders', { ...current.orders, linkSelfConfirm: false, linkDays: 7, updatedAt: current.updatedAt });
    expect(saved.status).toBe(200);
    expect(saved.body.orders).toMatchObject({ linkSelfConfirm: false, linkDays: 7 });
    const [row] = await sql`select order_link_self_confirm, order_link_days from site_settings where id = 1`;
    expect(row).toEqual({ order_link_self_confirm: false, order_link_days: 7 });
    const [entry] = (await call(audit, '/api/admin/audit', { token })).body.entries;
    expect(entry).toMatchObject({ action: 'settings.orders', subject: 'orders', oldValue: current.orders, newValue: saved.body.orders });
    for (const bad of [{ linkDays: 0 }, { linkDays: 366 }, { linkDays: 1.5 }, { linkSelfConfirm: 'yes' }]) {
      const refused = await put('orders', { ...saved.body.orders, ...bad, updatedAt: saved.body.updatedAt });
      expect(refused.status, JSON.stringify(bad)).toBe(422);
    }
    const without = await put('orders', { cooldownSeconds: saved.body.orders.cooldownSeconds, updatedAt: saved.body.updatedAt });
    expect(without.status).toBe(200);
    expect(without.body.orders).toMatchObject({ linkSelfConfirm: false, linkDays: 7 });
    const back = await put('orders', { ...without.body.orders, linkSelfConfirm: true, linkDays: 30, updatedAt: without.body.updatedAt });
    expect(back.body.orders).toMatchObject({ linkSelfConfirm: true, linkDays: 30 });
  });

  it("orders: the drop's units of one variant per address show (4 by default), save (0 turns the cap off) and refuse out of range", async () => {
    const current = await read();
    expect(current.orders).toMatchObject({ dropUnitsPerAddress: 4 });
    const saved = await put('orders', { ...current.orders, dropUnitsPerAddress: 6, updatedAt: current.updatedAt });
    expect([saved.status, saved.body.orders.dropUnitsPerAddress]).toEqual([200, 6]);
    const [row] = await sql`select order_drop_units_per_address from site_settings where id = 1`;
    expect(row!.order_drop_units_per_address).toBe(6);
    const off = await put('orders', { ...saved.body.orders, dropUnitsPerAddress: 0, updatedAt: saved.body.updatedAt });
    expect([off.status, off.body.orders.dropUnitsPerAddress]).toEqual([200, 0]);
    for (const dropUnitsPerAddress of [-1, 1001, 2.5]) {
      const refused = await put('orders', { ...off.body.orders, dropUnitsPerAddress, updatedAt: off.body.updatedAt });
      expect([dropUnitsPerAddress, refused.status, refused.body.error.fields]).toEqual([
        dropUnitsPerAddress,
        422,
        { dropUnitsPerAddress: expect.any(String) },
      ]);
    }
    expect((await read()).orders.dropUnitsPerAddress).toBe(0);
    await put('orders', { ...off.body.orders, dropUnitsPerAddress: 4, updatedAt: (await read()).updatedAt });
  });

  it('gate: the hard limits the gate-hardening migration added show and save', async () => {
    await resetGateSettings();
    const throttle = { enabled: false, delayAfter: 3, lockoutAfter: 10, lockoutSeconds: 300 };
    const withLimits = await read();
    expect(withLimits.gate).toEqual({ ...throttle, hardLockoutAfter: 100, hardLockoutSeconds: 900, failuresPerMinute: 120 });
    const saved = await put('gate', {
      ...throttle,
      hardLockoutAfter: 50,
      hardLockoutSeconds: 600,
      failuresPerMinute: 60,
      updatedAt: withLimits.updatedAt,
    });
    expect(saved.body.gate).toEqual({ ...throttle, hardLockoutAfter: 50, hardLockoutSeconds: 600, failuresPerMinute: 60 });
    const [row] = await sql`select gate_hard_lockout_after, gate_hard_lockout_seconds, gate_failures_per_minute from site_settings`;
    expect(row).toEqual({ gate_hard_lockout_after: 50, gate_hard_lockout_seconds: 600, gate_failures_per_minute: 60 });
    const tooLow = await put('gate', { ...throttle, hardLockoutAfter: 1, updatedAt: saved.body.updatedAt });
    expect([tooLow.status, tooLow.body.error.fields]).toEqual([422, { hardLockoutAfter: 'outOfRange' }]);
    await put('gate', {
      ...throttle,
      hardLockoutAfter: 100,
      hardLockoutSeconds: 900,
      failuresPerMinute: 120,
      updatedAt: (await read()).updatedAt,
    });
  });

  it('gate: protection and throttle numbers; production refuses protection with the placeholder password', async () => {
    await resetGateSettings();
    const v = (await read()).updatedAt;
    const ok = await put('gate', { enabled: false, delayAfter: 2, lockoutAfter: 6, lockoutSeconds: 120, updatedAt: v });
    expect(ok.body.gate).toMatchObject({ enabled: false, delayAfter: 2, lockoutAfter: 6, lockoutSeconds: 120 });
    process.env.CONTEXT = 'production';
    try {
      const refused = await put('gate', {
        enabled: true,
        delayAfter: 2,
        lockoutAfter: 6,
        lockoutSeconds: 120,
        updatedAt: ok.body.updatedAt,
      });
      expect(refused.status).toBe(422);
      expect(refused.body.error).toMatchObject({
        code: 'invalid',
        fields: { enabled: 'placeholderRefused' },
        message: expect.stringMatching(/^Error updating password protection setting\. Please try again\. .*placeholder/),
      });
      expect((await getGateSettings(sql)).enabled).toBe(false);
    } finally {
      delete process.env.CONTEXT;
    }
  });
});

describe('POST /api/admin/gate-password', () => {
  it("changes the site password (stored hashed) with the spec's text; refuses the placeholder", async () => {
    const done = await call(gatePassword, '/api/admin/gate-password', { token, body: { password: 'night-drop-2026' } });
    expect(done).toMatchObject({ status: 200, body: { message: 'Password updated successfully!' } });
    const { passwordHash } = await getGateSettings(sql);
    expect(await verifyPassword('night-drop-2026', passwordHash)).toBe(true);
    const placeholder = await call(gatePassword, '/api/admin/gate-password', { token, body: { password: 'change-me-before-launch' } });
    expect(placeholder.status).toBe(422);
    expect(placeholder.body.error).toMatchObject({
      code: 'placeholder_refused',
      fields: { password: 'placeholderRefused' },
      message: expect.stringMatching(/^Error changing password\. Please try again\./),
    });
    expect(await verifyPassword('night-drop-2026', (await getGateSettings(sql)).passwordHash)).toBe(true);
    const [entry] = (await call(audit, '/api/admin/audit', { token })).body.entries;
    expect(entry).toMatchObject({ action: 'gate.password', newValue: { changed: true } });
    expect(JSON.stringify(entry)).not.toContain('night-drop-2026');
  });

  it('refuses a site password under 10 characters, as the admin passwords (issue 22, point 14)', async () => {
    const before = (await getGateSettings(sql)).passwordHash;
    const short = await call(gatePassword, '/api/admin/gate-password', { token, body: { password: 'drop-2026' } });
    expect([short.status, short.body.error.fields]).toEqual([422, { password: 'passwordTooShort' }]);
    expect((await getGateSettings(sql)).passwordHash).toBe(before);
    expect((await call(gatePassword, '/api/admin/gate-password', { token, body: { password: 'drop-night' } })).status).toBe(200);
  });

  it('with the updatedAt it read, a stale form is refused', async () => {
    const old = (await read()).updatedAt;
    await put('orders', { cooldownSeconds: 120, updatedAt: old });
    expect(
      (await call(gatePassword, '/api/admin/gate-password', { token, body: { password: 'night-drop-2027', updatedAt: old } })).status,
    ).toBe(409);
  });
});

describe('the wilaya price table', () => {
  it('lists the 58 wilayas; a bulk edit changes them at once, the order function prices from it, each change audited', async () => {
    const table = (await call(wilayas, '/api/admin/wilayas', { token })).body;
    expect(table.wilayas).toHaveLength(58);
    expect(table.wilayas[15]).toMatchObject({ code: '16', nameFr: expect.any(String), nameAr: expect.any(String) });
    const changes = raiseAll(table.wilayas, 50);
    const before = await auditCount();
    const saved = await call(wilayas, '/api/admin/wilayas', { method: 'PUT', token, body: { changes, updatedAt: table.updatedAt } });
    expect(saved.status).toBe(200);
    expect(saved.body.updatedAt).not.toBe(table.updatedAt);
    const algiers = table.wilayas.find((w: { code: string }) => w.code === '16');
    expect(await findWilaya('16', sql)).toMatchObject({ homePrice: algiers.homePrice + 50, officePrice: algiers.officePrice + 50 });
    // Not offered stays not offered (Illizi: 0/0).
    expect(await findWilaya('33', sql)).toMatchObject({ homePrice: 0, officePrice: 0 });
    expect((await auditCount()) - before).toBe(changes.length);

    const stale = await call(wilayas, '/api/admin/wilayas', {
      method: 'PUT',
      token,
      body: { changes: [{ code: '16', homePrice: 1, officePrice: 1 }], updatedAt: table.updatedAt },
    });
    expect(stale.status).toBe(409);
    expect((await findWilaya('16', sql))!.homePrice).toBe(algiers.homePrice + 50);
  });

  it('an unknown code refuses the whole edit', async () => {
    const table = (await call(wilayas, '/api/admin/wilayas', { token })).body;
    const response = await call(wilayas, '/api/admin/wilayas', {
      method: 'PUT',
      token,
      body: {
        changes: [
          { code: '16', homePrice: 999, officePrice: 999 },
          { code: '99', homePrice: 1, officePrice: 1 },
        ],
        updatedAt: table.updatedAt,
      },
    });
    expect(response.status).toBe(422);
    expect(response.body.error.fields).toEqual({ 'changes.1.code': 'unknownWilaya' });
    expect((await findWilaya('16', sql))!.homePrice).not.toBe(999);
  });
});

describe('admins and sessions', () => {
  it('adds and removes admin emails; the last one stays; removing one ends its sessions', async () => {
    const added = await call(admins, '/api/admin/admins', { token, body: { email: 'Staff@Test.dz' } });
    expect(added.status).toBe(201);
    expect(added.body.emails.map((e: { email: string }) => e.email)).toEqual(['owner@test.dz', 'staff@test.dz']);
    const staff = await signedIn('staff@test.dz');
    expect((await call(admins, '/api/admin/admins/staff%40test.dz', { method: 'DELETE', token })).status).toBe(204);
    expect((await call(me, '/api/admin/me', { token: staff.token })).status).toBe(401);
    const last = await call(admins, '/api/admin/admins/owner@test.dz', { method: 'DELETE', token });
    expect([last.status, last.body.error.code]).toEqual([409, 'last_admin']);
    expect((await call(admins, '/api/admin/admins/nobody@test.dz', { method: 'DELETE', token })).status).toBe(404);
    const actions = (await call(audit, '/api/admin/audit', { token })).body.entries.map(
      (e: { action: string; subject: string }) => `${e.action} ${e.subject}`,
    );
    expect(actions.slice(0, 2)).toEqual(['admins.remove staff@test.dz', 'admins.add staff@test.dz']);
  });

  it('lists sessions with the current one marked; ends one, or all but the current', async () => {
    const phone = await signedIn('owner@test.dz');
    const laptop = await signedIn('owner@test.dz');
    const list = (await call(sessions, '/api/admin/sessions', { token })).body.sessions;
    expect(list).toHaveLength(3);
    expect(list.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    const [phoneRow] = await sql`select id from admin_sessions order by created_at limit 1 offset 1`;
    expect((await call(sessions, `/api/admin/sessions/${phoneRow!.id}`, { method: 'DELETE', token })).status).toBe(204);
    expect((await call(me, '/api/admin/me', { token: phone.token })).status).toBe(401);
    const own = list.find((s: { current: boolean }) => s.current).id;
    expect((await call(sessions, `/api/admin/sessions/${own}`, { method: 'DELETE', token })).body.error.code).toBe('own_session');
    expect((await call(sessions, '/api/admin/sessions/not-a-uuid', { method: 'DELETE', token })).status).toBe(404);
    expect((await call(sessions, '/api/admin/sessions', { method: 'DELETE', token })).status).toBe(204);
    expect((await call(me, '/api/admin/me', { token: laptop.token })).status).toBe(401);
    expect((await call(me, '/api/admin/me', { token })).status).toBe(200);
  });
});

describe('GET /api/admin/audit', () => {
  it('pages newest first, 50 at a time', async () => {
    await sql`insert into admin_audit (email, action, subject) select 'owner@test.dz', 'test.entry', 'n' || g from generate_series(1, 60) g`;
    const first = (await call(audit, '/api/admin/audit', { token })).body;
    expect(first.entries).toHaveLength(50);
    expect(first.entries[0].subject).toBe('n60');
    const second = (await call(audit, `/api/admin/audit?before=${first.next}`, { token })).body;
    expect(second.entries[0].subject).toBe('n10');
    expect(Number(second.entries[0].id)).toBeLessThan(Number(first.entries[49].id));
    expect((await call(audit, '/api/admin/audit?before=abc', { token })).status).toBe(422);
  });
});
