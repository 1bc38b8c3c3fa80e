// Carrier accounts are the owner's alone (issue #36 §2): a staff admin opening Settings → Carriers sees
// the connected account (its key's last characters, who connected it) and a line saying only the owner
// connects, changes or removes one, and no Connect form, no Change the keys, no Disconnect; the owner
// sees them all. The server refuses a staff admin anyway (tests/functions/carrier-owner-only.test.ts).
// In Chromium at 390 px and on a desktop, against the real build, functions and database; photographed
// with SCREENSHOTS=1 (.data/screenshots/admin/<project>-<locale>-carriers-staff.png).
//
// The Ecotrack courier is outside this machine: its stand-in (tests/carriers/stand-ins/ecotrack),
// started here on port 0, is the address the owner connects.
import { expect, test } from '@playwright/test';
import { translator } from '../../src/i18n/messages.ts';
import { carriersMessages } from '../../src/admin/settings/carriers/carriers-messages.ts';
import { createSession } from '../../src/server/admin/sessions.repo.ts';
import { startEcotrackStandIn } from '../carriers/stand-ins/ecotrack/index.ts';
import { ADMIN, createOwner, openAdmin, shoot, withSiteDb } from './admin-fixture.ts';

const TOKEN = 'e2e-staff-view-token-Hq27';

for (const locale of ['en', 'ar'] as const)
  test(`a staff admin sees the carrier accounts without the owner's buttons, in ${locale}`, async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    const t = translator(carriersMessages, locale);
    const courier = await startEcotrackStandIn({ token: TOKEN, courierCode: 'STF', perMinute: 10_000 });
    try {
      const owner = await createOwner(request, baseURL!);
      const connected = await request.put('/api/admin/carriers/ecotrack', {
        headers: { 'x-auth-token': owner.token },
        data: { platform: 'ecotrack', token: TOKEN, baseUrl: courier.url },
      });
      expect(connected.status(), await connected.text()).toBe(200);
      const added = await request.post('/api/admin/admins', {
        headers: { 'x-auth-token': owner.token },
        data: { email: 'staff@drp.example' },
      });
      expect(added.status()).toBe(201);
      const staff = await withSiteDb(baseURL!, async (sql) => {
        const [account] = await sql<{ id: string }[]>`
          insert into admin_accounts (email) values ('staff@drp.example') returning id`;
        return createSession(sql, account!.id, 'password');
      });

      await openAdmin(page, locale, `${ADMIN}/settings/carriers`, staff);
      const card = page.locator('[data-carrier="ecotrack"]');
      await expect(card.locator('[data-key-hint]')).toHaveText('…Hq27');
      await expect(page.getByText(t('ownerOnly'))).toBeVisible();
      await expect(page.locator('[data-connect-form], [data-disconnect], [data-change-keys]')).toHaveCount(0);
      await shoot(page, testInfo.project.name, locale, 'carriers-staff');

      // The owner, on the same screen in another tab (a tab keeps its own session): her buttons, no such line.
      const ownerTab = await page.context().newPage();
      await openAdmin(ownerTab, locale, `${ADMIN}/settings/carriers`, owner);
      await expect(ownerTab.locator('[data-carrier="ecotrack"] [data-disconnect]')).toBeVisible();
      await expect(ownerTab.locator('[data-connect-form="yalidine"]')).toBeVisible();
      await expect(ownerTab.getByText(t('ownerOnly'))).toHaveCount(0);
      await shoot(ownerTab, testInfo.project.name, locale, 'carriers-owner');
    } finally {
      await courier.close();
    }
  });
