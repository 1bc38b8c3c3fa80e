// The overview's delivery and return rates at 390 px, in Arabic, French and English: the week's parcels
// per wilaya (with the too-few-to-judge flag and the failed delivery attempts) and the customers who sent
// parcels back or failed deliveries again and again, checked for fit
// and tap targets, axe where it runs (Arabic at phone width), and photographed into RATES_SHOTS_DIR when
// it is set. The week's outcomes are written straight into the site's database here: that the carriers'
// webhooks and poll produce exactly these statuses and attempts is proven against the stand-ins in
// tests/functions/dashboard-rates.test.ts and carrier-attempts.test.ts; this spec is about the screen.
//
// The admin specs share one site, and the carriers' flows leave parcels with outcomes behind them (NOEST's
// and ZR's in Oran, most others in Alger). So the week here is in four wilayas and from customers no other
// spec uses (FIXTURE_WILAYAS, checked empty of anyone else's orders before the fixture goes in), and the
// order of the rows is asserted among this spec's own rows: it passes whichever specs ran before it.
import { mkdirSync } from 'node:fs';
import { expect, test, type Locator } from '@playwright/test';
import type { Locale } from '../../src/i18n/locales.ts';
import { translator } from '../../src/i18n/messages.ts';
import { ratesMessages } from '../../src/admin/orders/dashboard/rates-messages.ts';
import { trendsMessages } from '../../src/admin/orders/dashboard/charts/trends-messages.ts';
import { ADMIN, createOwner, openAdmin, withSiteDb } from './admin-fixture.ts';
import { checkLayout } from './admin-orders-fixture.ts';
import { axeHere } from './browser-settings.ts';
import { axeViolations } from './axe.ts';

const KARIM = { name: 'Karim Haddad', phone: '0661234501' };
const SAMIA = { name: 'سامية ولد علي', phone: '0771234502' };
// No parcel back yet, but three failed attempts at her door: listed for them.
const LINA = { name: 'Lina Meziane', phone: '0551234503' };
// El Oued, Béchar, Ghardaïa and Naâma: wilayas no other admin spec places an order in.
const PLACES: Record<string, string> = { '39': 'El-Oued', '08': 'Bechar', '47': 'Ghardaia', '45': 'Naama' };
const FIXTURE_WILAYAS = Object.keys(PLACES);

type Parcel = {
  wilaya: string;
  outcome: 'delivered' | 'returned' | 'shipped';
  customer?: { name: string; phone: string };
  /** Failed delivery attempts the carrier reported for it. */
  attempts?: number;
};
// El Oued: 8 parcels (5 delivered, 2 back from Karim, 1 on its way), 3 failed attempts; Béchar: 3 (too few
// to judge), 2 failed attempts; Ghardaïa: 4 delivered; Naâma: Lina's, on its way after 3 failed attempts.
const PARCELS: Parcel[] = [
  ...Array.from({ length: 4 }, (): Parcel => ({ wilaya: '39', outcome: 'delivered' })),
  { wilaya: '39', outcome: 'delivered', customer: KARIM },
  { wilaya: '39', outcome: 'returned', customer: KARIM, attempts: 1 },
  { wilaya: '39', outcome: 'returned', customer: KARIM, attempts: 1 },
  { wilaya: '39', outcome: 'shipped', attempts: 1 },
  { wilaya: '08', outcome: 'returned', customer: SAMIA, attempts: 2 },
  { wilaya: '08', outcome: 'delivered' },
  { wilaya: '08', outcome: 'shipped' },
  ...Array.from({ length: 4 }, (): Parcel => ({ wilaya: '47', outcome: 'delivered' })),
  { wilaya: '45', outcome: 'shipped', customer: LINA, attempts: 3 },
];
const FIXTURE_PHONES = PARCELS.map((p, i) => (p.customer ?? anonymous(i)).phone);

/** A customer of one parcel only: her phone is this spec's alone. */
function anonymous(i: number) {
  return { name: `Client ${i + 1}`, phone: `05500000${String(i + 10).padStart(2, '0')}` };
}

/** The week's parcels, placed three days ago, shipped two days ago, tried at the door, finished an hour ago. */
async function weekOfParcels(baseURL: string) {
  const q = (s: string) => `'${s.replaceAll("'", "''")}'`;
  const statements = PARCELS.map((p, i) => {
    const customer = p.customer ?? anonymous(i);
    const steps = [
      ['pending', '3 days'],
      ['confirmed', '70 hours'],
      ['shipped', '2 days'],
      ...(p.outcome === 'shipped' ? [] : [[p.outcome, '1 hour']]),
    ];
    return `with o as (
        insert into orders (idempotency_key, flow, status, customer_name, email, phone, address, wilaya_code, commune, delivery_type,
                            subtotal, shipping_price, total, created_at, confirmed_via)
        values ('rates-e2e-fixture-${i}', 'cart', '${p.outcome}', ${q(customer.name)}, 'rates@test.dz', '${customer.phone}',
                '12 rue Didouche Mourad', '${p.wilaya}', ${q(PLACES[p.wilaya]!)}, 'home', 2500, 500, 3000, now() - interval '3 days', 'owner')
        returning id),
      h as (
        insert into order_status_history (order_id, status, changed_at, kind)
        select o.id, s.status, now() - s.ago::interval, 'status' from o,
          (values ${steps.map(([status, ago]) => `('${status}', '${ago}')`).join(', ')}) s(status, ago)),
      p as (
        insert into parcels (order_id, platform, reference, tracking, state, outcome)
        select o.id, 'yalidine', 'rates-${i}', 'yal-RATES${i}', 'created', 'failed_attempt' from o where ${p.attempts ?? 0} > 0
        returning id, order_id)
      insert into parcel_attempts (parcel_id, order_id, attempted_at, carrier_status, reason)
      select p.id, p.order_id, date_trunc('minute', now()) - make_interval(hours => n), 'Tentative échouée', 'Client ne répond pas'
      from p, generate_series(1, ${p.attempts ?? 0}) n;`;
  });
  await withSiteDb(baseURL, async (sql) => {
    await sql.unsafe(`delete from orders where idempotency_key like 'rates-e2e-fixture-%'`).simple();
    // Another spec's order in these wilayas or from these phones would change the counts read here: say so plainly.
    const others = await sql.unsafe<{ number: number; wilaya_code: string; phone: string }[]>(
      `select number, wilaya_code, phone from orders
       where wilaya_code in (${FIXTURE_WILAYAS.map(q).join(', ')}) or phone in (${FIXTURE_PHONES.map(q).join(', ')})`,
    );
    expect(others, "another spec's orders in the rates fixture's wilayas or phones").toEqual([]);
    await sql.unsafe(statements.join('\n')).simple();
  });
}

/** The rows' keys in the order shown, this spec's own only (other specs' wilayas and customers may sit between them). */
const ownKeys = (rows: Locator, attribute: string, own: readonly string[]) =>
  rows.evaluateAll((trs, [name, keys]) => trs.map((r) => r.getAttribute(name)).filter((k) => k !== null && keys.includes(k)), [
    attribute,
    own,
  ] as const);

for (const locale of ['ar', 'fr', 'en'] as const satisfies readonly Locale[]) {
  test(`the week's rates per wilaya and per customer fit a phone, in ${locale}`, async ({ page, request, baseURL }, testInfo) => {
    const t = translator(ratesMessages, locale);
    const session = await createOwner(request, baseURL!);
    await weekOfParcels(baseURL!);
    await openAdmin(page, locale, `${ADMIN}/`, session);

    const wilayas = page.locator('[data-rates-by-wilaya]');
    await expect(page.getByRole('heading', { name: t('byWilayaTitle') })).toBeVisible();
    const counts = (row: string) => wilayas.locator(`${row} [data-count]`);
    const shares = (row: string) => wilayas.locator(`${row} [data-share]`);
    await expect(counts('[data-wilaya-rates="39"]')).toHaveText(['8', '5', '2', '3']);
    await expect(shares('[data-wilaya-rates="39"]')).toHaveText(['71%', '29%']);
    await expect(counts('[data-wilaya-rates="08"]')).toHaveText(['3', '1', '1', '2']);
    await expect(counts('[data-wilaya-rates="45"]')).toHaveText(['1', '0', '0', '3']);
    await expect(counts('[data-wilaya-rates="47"]')).toHaveText(['4', '4', '0', '0']);
    // The failed attempts' column, named in the owner's language.
    await expect(wilayas.locator('thead th').last()).toHaveText(t('failedAttempts'));
    await expect(shares('[data-wilaya-rates="08"]')).toHaveCount(0);
    await expect(wilayas.locator('[data-wilaya-rates="08"] [data-too-few]')).toHaveText(t('tooFew'));
    // Most returns first: El Oued (2), Béchar (1); then the most failed attempts: Naâma (3), Ghardaïa (none).
    expect(await ownKeys(wilayas.locator('tbody tr'), 'data-wilaya-rates', FIXTURE_WILAYAS)).toEqual(['39', '08', '45', '47']);
    const customers = page.locator('[data-rates-by-customer]');
    const karim = customers.locator(`[data-customer-rates="${KARIM.phone}"]`);
    const samia = customers.locator(`[data-customer-rates="${SAMIA.phone}"]`);
    const lina = customers.locator(`[data-customer-rates="${LINA.phone}"]`);
    await expect(karim.locator('[data-count]')).toHaveText(['3', '1', '2', '2']);
    await expect(karim.locator('[data-share]')).toHaveText(['67%']);
    await expect(samia.locator('[data-count]')).toHaveText(['1', '0', '1', '2']);
    await expect(samia.locator('[data-share]')).toHaveText(['100%']);
    await expect(lina.locator('[data-count]')).toHaveText(['1', '0', '0', '3']);
    await expect(lina.locator('[data-share]')).toHaveCount(0);
    // Returns first, then the failed attempts: Karim, Samia, then Lina.
    expect(await ownKeys(customers.locator('tbody tr'), 'data-customer-rates', FIXTURE_PHONES)).toEqual([
      KARIM.phone,
      SAMIA.phone,
      LINA.phone,
    ]);
    await checkLayout(page, `rates ${locale}`);
    // Five narrow columns: no header's word runs into its neighbour's (the page check sees no overflow inside a table).
    const overflowing = await page
      .locator('[data-rates-by-wilaya] th, [data-rates-by-customer] thead th')
      .evaluateAll((cells) => cells.filter((c) => c.scrollWidth > c.clientWidth + 1).map((c) => c.textContent));
    expect(overflowing).toEqual([]);
    // The last 30 days in pictures (issue 41 §2): each figure named by its title; the map colours this
    // spec's wilayas by refusal rate, and a tapped wilaya shows its figures under the map.
    const tt = translator(trendsMessages, locale);
    const map = page.getByRole('figure', { name: tt('mapTitle') });
    await expect(page.getByRole('figure', { name: tt('byDayTitle') })).toBeVisible();
    await expect(page.getByRole('figure', { name: tt('bySourceTitle') })).toBeVisible();
    const shape = (code: string) => map.locator(`[data-map="whole"] [data-wilaya-shape="${code}"]`);
    await expect(shape('39')).toHaveAttribute('data-step', '2'); // 2 of 7 finished came back: 29 %
    await expect(shape('08')).toHaveAttribute('data-step', 'few');
    await shape('39').click();
    await expect(map.locator('[data-map-picked="39"]')).toContainText(tt('wilayaFigures', { delivered: '5', returned: '2' }));
    await checkLayout(page, `trends ${locale}`);
    if (axeHere(testInfo.project.name, locale)) expect(await axeViolations(page, `${locale} dashboard rates`)).toEqual([]);

    const dir = process.env.RATES_SHOTS_DIR;
    if (dir) {
      mkdirSync(dir, { recursive: true });
      // The whole page (then the dashboard alone) as a screen that tall shows it: the sticky bar at the top, not across the tables.
      const viewport = page.viewportSize()!;
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      await page.setViewportSize({ width: viewport.width, height });
      await page.screenshot({ path: `${dir}/phone-${locale}-dashboard-rates.png` });
      // The two tables alone, at the size a phone shows them.
      await page.locator('[data-dashboard]').screenshot({ path: `${dir}/phone-${locale}-rates-tables.png` });
      await page.locator('[data-trends]').screenshot({ path: `${dir}/${testInfo.project.name}-${locale}-trends.png` });
      await page.setViewportSize(viewport);
    }

    // The customer's link opens the list searched by her phone.
    await customers.locator(`[data-customer-rates="${KARIM.phone}"] [data-customer-link]`).click();
    await expect(page).toHaveURL(new RegExp(`${ADMIN}/orders$`));
    await expect(page.locator('input[type="search"]')).toHaveValue(KARIM.phone);
  });
}
