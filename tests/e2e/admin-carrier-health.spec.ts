// A carrier gone silent is seen (issue 37, §3), in Chromium against the real build, functions and
// database, in Arabic, French and English, at phone width and (tagged @layout) on the desktop: NOEST
// connected through the admin API answers one poll, then refuses the shop's token (a 401, as a revoked
// token is); after four failed polls the health line in Settings → Carriers and on the dashboard says
// so in the owner's language, with the time it began, the parcels waiting for news and, on the
// dashboard, a link to reconnect. Each screen is checked for fit and tap targets, axe where it runs,
// and photographed into HEALTH_SHOTS_DIR when it is set.
//
// NOEST's API is outside this machine: its stand-in (tests/carriers/stand-ins/noest), started in the
// test on port 0, stands in for it. The poll runs the scheduled function's own handler on the site's
// database (runCarriersPoll).
import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { translator } from '../../src/i18n/messages.ts';
import { carrierHealthMessages } from '../../src/admin/carriers/carrier-health-messages.ts';
import { startNoestStandIn } from '../carriers/stand-ins/noest/index.ts';
import { ADMIN, createOwner, openAdmin } from './admin-fixture.ts';
import { confirmedOrder, noCarrierYet, runCarriersPoll, socksInStock } from './admin-carriers-fixture.ts';
import { checkLayout } from './admin-orders-fixture.ts';
import { axeHere } from './browser-settings.ts';
import { axeViolations } from './axe.ts';

const TOKEN = 'e2e-noest-health-token-Hx41';
const GUID = 'e2e-noest-health-guid-0037';

test('a carrier whose token is refused shows on its health line, in Settings and on the dashboard, in ar, fr and en @layout', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000);
  const project = testInfo.project.name;
  const noest = await startNoestStandIn({ token: TOKEN, userGuid: GUID, perMinute: 10_000 });
  try {
    const session = await createOwner(request, baseURL!);
    await noCarrierYet(request, session, baseURL!, 'noest');
    await socksInStock(baseURL!);
    const headers = { 'x-auth-token': session.token };
    const connected = await request.put('/api/admin/carriers/noest', {
      headers,
      data: { platform: 'noest', apiToken: TOKEN, userGuid: GUID, baseUrl: noest.url },
    });
    expect(connected.status(), await connected.text()).toBe(200);
    const number = await confirmedOrder(page, request, session, { wilaya: '16', commune: 'Bab Ezzouar', phone: '07' });
    const sent = await request.post('/api/admin/parcels', { headers, data: { platform: 'noest', orders: [{ number }] } });
    expect(sent.status(), await sent.text()).toBe(200);
    const noestReport = async () => (await runCarriersPoll(baseURL!)).find((r) => r.platform === 'noest')!;
    expect((await noestReport()).error).toBeUndefined();

    // NOEST stops taking the shop's token: four polls in a row fail with its 401.
    noest.refuseToken(true);
    const reports = [];
    for (let i = 0; i < 4; i++) reports.push(await noestReport());
    expect(reports.every((r) => r.error)).toBe(true);
    const health = (await (await request.get('/api/admin/carrier-health', { headers })).json()) as {
      health: { platform: string; failing: { since: string } | null; failuresInRow: number; waiting: number }[];
    };
    const line = health.health.find((h) => h.platform === 'noest')!;
    expect(line).toMatchObject({ failuresInRow: 4, failing: { since: expect.any(String) } });
    expect(line.waiting).toBeGreaterThanOrEqual(1);
    const since = new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
      timeZone: 'Africa/Algiers',
    }).format(new Date(line.failing!.since));

    const dir = process.env.HEALTH_SHOTS_DIR;
    if (dir) mkdirSync(dir, { recursive: true });
    for (const locale of ['ar', 'fr', 'en'] as const) {
      const t = translator(carrierHealthMessages, locale);
      const said = t('failing.auth', { carrier: 'NOEST', time: since });
      const plain = (text: string | null) => (text ?? '').replace(/[\u2066-\u2069]/g, '');
      // The admin keeps its language in localStorage: the first visit sets it (openAdmin), the next ones change it.
      if (locale === 'ar') await openAdmin(page, locale, `${ADMIN}/settings/carriers`, session);
      else {
        await page.evaluate((l) => localStorage.setItem('admin-locale', l), locale);
        await page.goto(`${ADMIN}/settings/carriers`);
      }
      const settingsLine = page.locator('[data-carrier="noest"] [data-carrier-health="noest"]');
      await expect(settingsLine).toHaveAttribute('data-health', 'failing-auth', { timeout: 20_000 });
      expect(plain(await settingsLine.locator('[data-health-error]').textContent())).toBe(said);
      await expect(settingsLine.locator('[data-health-waiting]')).toHaveText(t('waiting', { n: line.waiting }));
      await checkLayout(page, `${locale} carrier health settings`);
      if (axeHere(project, locale)) expect(await axeViolations(page, `${locale} carrier health settings`)).toEqual([]);
      if (dir) await settingsLine.screenshot({ path: `${dir}/${project}-${locale}-settings-health-line.png` });
      if (dir) await page.screenshot({ path: `${dir}/${project}-${locale}-settings-carriers.png`, fullPage: true });

      await page.goto(`${ADMIN}/`);
      const dashboardLine = page.locator('[data-carriers-health] [data-carrier-health="noest"]');
      await expect(dashboardLine).toHaveAttribute('data-health', 'failing-auth', { timeout: 20_000 });
      expect(plain(await dashboardLine.locator('[data-health-error]').textContent())).toBe(said);
      await expect(dashboardLine.locator('[data-health-reconnect]')).toHaveText(t('reconnect'));
      await checkLayout(page, `${locale} carrier health dashboard`);
      if (axeHere(project, locale)) expect(await axeViolations(page, `${locale} carrier health dashboard`)).toEqual([]);
      if (dir) await page.locator('[data-carriers-health]').screenshot({ path: `${dir}/${project}-${locale}-dashboard-health.png` });
    }
    // The link takes her to reconnect it.
    await page.locator('[data-carriers-health] [data-health-reconnect]').click();
    await expect(page).toHaveURL(new RegExp(`${ADMIN}/settings/carriers$`));
  } finally {
    await noest.close();
  }
});
