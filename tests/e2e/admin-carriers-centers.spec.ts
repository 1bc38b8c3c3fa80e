// The stop-desk office the owner picks for an order, in Chromium at 390 px against the real build,
// functions and database, in Arabic, French and English: for an order in Bab Ezzouar the Yalidine offices
// come Bab Ezzouar's own first, then by their distance from it, and the picker says so; for an order in
// Hydra, which has no office of its own and so no known position, and once the owner picks another
// commune, it says nothing of distance. Each screen is checked for fit and tap targets, and photographed
// with CENTERS_SHOTS_DIR=<folder>.
//
// Yalidine's API is outside this machine: the stand-in (tests/carriers/stand-ins/yalidine), started in the
// test on port 0, stands in for it; its /centers answer `gps` ("lat,lng") for Alger's offices, as YAL-DOC's do.
import { expect, test, type Page } from '@playwright/test';
import type { Locale } from '../../src/i18n/locales.ts';
import { translator } from '../../src/i18n/messages.ts';
import { parcelMessages } from '../../src/admin/orders/parcels/parcel-messages.ts';
import { startYalidineStandIn } from '../carriers/stand-ins/yalidine/index.ts';
import { ADMIN, openAdmin, withSiteDb } from './admin-fixture.ts';
import { confirmedOrder, yalidineConnected } from './admin-carriers-fixture.ts';
import { checkLayout } from './admin-orders-fixture.ts';

const SHOTS = process.env.CENTERS_SHOTS_DIR;
const shoot = async (page: Page, project: string, locale: Locale, name: string) => {
  await checkLayout(page, `${locale} ${name}`);
  if (SHOTS) await page.locator('[data-parcel-panel]').screenshot({ path: `${SHOTS}/${project}-${locale}-centers-${name}.png` });
};

test('the stop-desk offices come nearest first where Yalidine places them, and the picker says so only then', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name;
  const yalidine = await startYalidineStandIn();
  try {
    const session = await yalidineConnected(request, baseURL!, yalidine);
    const inBabEzzouar = await confirmedOrder(page, request, session, { wilaya: '16', commune: 'Bab Ezzouar', phone: '07' });
    const inHydra = await confirmedOrder(page, request, session, { wilaya: '16', commune: 'Hydra', phone: '06' });
    // Both to an office: the shopper's office choice is the checkout suite's to test.
    await withSiteDb(baseURL!, (sql) =>
      sql.unsafe(`update orders set delivery_type = 'office' where number in (${inBabEzzouar}, ${inHydra})`).simple(),
    );

    // One page for the three languages: the owner's language is what she left on this device.
    const openIn = async (locale: Locale, number: number) => {
      await page.evaluate((l) => localStorage.setItem('admin-locale', l), locale);
      await page.goto(`${ADMIN}/orders/${number}`);
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    };
    await openAdmin(page, 'ar', `${ADMIN}/orders/${inBabEzzouar}`, session);
    for (const locale of ['ar', 'fr', 'en'] as const) {
      const p = translator(parcelMessages, locale);
      await openIn(locale, inBabEzzouar);
      const panel = page.locator('[data-parcel-panel]');
      const office = panel.locator('#parcel-center');
      // Bab Ezzouar's own office, preselected; then Dar El Beida (3 km), Bourouba (6 km)… Zeralda (30 km) last.
      await expect(office).toHaveValue('160501', { timeout: 20_000 });
      const offered = await office.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
      expect(offered.slice(0, 4)).toEqual(['', '160501', '162101', '161701']);
      expect(offered.at(-1)).toBe('165701');
      await expect(panel.locator('#parcel-center-hint')).toHaveText(p('centersNearest', { commune: 'Bab Ezzouar' }));
      await expect(office).toHaveAttribute('aria-describedby', 'parcel-center-hint');
      await shoot(page, project, locale, 'nearest');

      // Another commune: its offices come first, but the rest were measured from Bab Ezzouar: no claim.
      await panel.locator('#parcel-commune').selectOption({ label: 'Reghaia' });
      await expect(panel.locator('#parcel-center-hint')).toHaveCount(0);

      // Hydra has no office of its own: its position is unknown, the offices come by name, and nothing is said of distance.
      await openIn(locale, inHydra);
      await expect(panel.locator('#parcel-center')).toHaveValue('', { timeout: 20_000 });
      await expect(panel.locator('#parcel-center-hint')).toHaveText(p('chooseCenter'));
      await shoot(page, project, locale, 'by-name');
    }
  } finally {
    await yalidine.close();
  }
});
