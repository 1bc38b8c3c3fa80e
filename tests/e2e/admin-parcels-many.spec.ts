// A selection of more orders than one parcels request takes (100), in Chromium at 390 px against the
// real build, functions and database: the owner loads 105 confirmed orders, selects them all and sends
// them to Yalidine from one click; the panel says they go in two requests, all 105 are created (one
// parcel each at the carrier); the list goes back to its first 50 but the 105 stay selected, and Labels
// right away, nothing loaded again, says its limit of 100 and the 5 left, in her language, without
// asking. Photographed with PARCELS_SHOTS_DIR=<dir> (and with SCREENSHOTS=1 as the orders' screens are).
//
// Yalidine's API is outside this machine: the stand-in (tests/carriers/stand-ins/yalidine), started in
// the test on port 0, stands in for it at its documented quotas.
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { Locale } from '../../src/i18n/locales.ts';
import { translator } from '../../src/i18n/messages.ts';
import { ordersMessages } from '../../src/admin/orders/messages/index.ts';
import { parcelMessages } from '../../src/admin/orders/parcels/parcel-messages.ts';
import { carrierReasonMessages, carrierReasonText } from '../../src/admin/carriers/carrier-reason-text.ts';
import { unreadableTracking } from '../../src/domain/carriers/tracking.ts';
import { startYalidineStandIn } from '../carriers/stand-ins/yalidine/index.ts';
import { ADMIN, openAdmin, withSiteDb } from './admin-fixture.ts';
import { confirmedOrder, screensOf, yalidineConnected } from './admin-carriers-fixture.ts';

const MORE = 104;
const looked = screensOf('parcels-many');
/** Where a reviewer wants this flow's screens (PARCELS_SHOTS_DIR), beside SCREENSHOTS=1's set. */
const SHOTS = process.env.PARCELS_SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** 104 more confirmed orders like `number` (its lines and history), made in the database as a day of orders would be. */
const copiesOf = (baseURL: string, number: number) =>
  withSiteDb(baseURL, (sql) =>
    sql
      .unsafe(
        `do $$
         declare original uuid; fresh uuid; n integer; cols text;
         begin
           select id into original from orders where number = ${number};
           -- Every column but the order's own keys, its client's address (its per-address limit is not the subject)
           -- and the ones the database computes (name_words…).
           select string_agg(quote_ident(column_name), ', ') into cols from information_schema.columns
             where table_schema = current_schema() and table_name = 'orders' and is_generated = 'NEVER'
               and column_name not in ('id', 'number', 'idempotency_key', 'view_link_hash', 'confirm_link_hash', 'client_key');
           for i in 1..${MORE} loop
             fresh := gen_random_uuid();
             n := nextval('order_number_seq');
             execute format('insert into orders (id, number, idempotency_key, %s) select $1, $2, $3, %s from orders where id = $4', cols, cols)
               using fresh, n, 'e2e-parcels-many-' || n, original;
             insert into order_lines (order_id, product_id, variant_id, product_name, size, color, unit_price, quantity, line_total)
               select fresh, product_id, variant_id, product_name, size, color, unit_price, quantity, line_total
               from order_lines where order_id = original;
             insert into order_status_history (order_id, status, note, changed_by) values (fresh, 'confirmed', '', 'e2e');
           end loop;
         end $$`,
      )
      .simple(),
  );

for (const locale of ['ar', 'en'] as const satisfies readonly Locale[]) {
  test(`105 confirmed orders sent to Yalidine from one click in requests of 100, labels' limit said, in ${locale}`, async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    test.setTimeout(240_000);
    const project = testInfo.project.name;
    const p = translator(parcelMessages, locale);
    const o = translator(ordersMessages, locale);
    const yalidine = await startYalidineStandIn();
    let first: number | undefined;
    try {
      const session = await yalidineConnected(request, baseURL!, yalidine);
      first = await confirmedOrder(page, request, session, { wilaya: '16', commune: 'Bab Ezzouar', phone: '07' });
      await copiesOf(baseURL!, first);
      const [her] = await withSiteDb(baseURL!, (sql) => sql<{ phone: string }[]>`select phone from orders where number = ${first!}`);
      const phone = her!.phone;

      await openAdmin(page, locale, `${ADMIN}/orders`, session);
      await page.locator('[data-tab="confirmed"]').click();
      // Her 105 orders alone: the specs before this one on the site leave confirmed orders of their own.
      const searched = page.waitForResponse(
        (r) => r.url().includes('/api/admin/orders?') && new URL(r.url()).searchParams.get('q') === phone,
      );
      await page.locator('#order-search').fill(phone);
      await page.locator('#order-search').press('Enter');
      await searched;
      const rows = page.locator('[data-order-list] > li');
      await expect(rows).toHaveCount(50, { timeout: 20_000 });
      for (const shown of [100, 105]) {
        await page.locator('[data-load-more]').click();
        await expect(rows).toHaveCount(shown, { timeout: 20_000 });
      }
      await page.locator('label:has(input[type="checkbox"]) >> nth=0').locator('input').check();
      await page.locator('[data-bulk="send"][data-platform="yalidine"]').click();
      const panel = page.locator('[data-send-panel]');
      await expect(panel.locator('[data-send-count]')).toHaveText(p('sendCount', { n: 105 }));
      await expect(panel.locator('[data-send-parts]')).toHaveText(p('sendInParts', { max: 100, parts: 2 }));
      await shot(page, `${project}-${locale}-send-105`);
      await looked(page, project, locale, 'send-105');

      const asked = yalidine.calls.length;
      await panel.locator('[data-send-go]').click();
      const outcome = page.locator('[data-send-outcome]');
      await expect(outcome).toContainText(p('sentCount', { n: 105 }), { timeout: 120_000 });
      await expect(outcome.locator('[data-sent]')).toHaveCount(105);
      await expect(outcome.locator('[data-unsent]')).toHaveCount(0);
      expect(yalidine.parcels()).toHaveLength(105);
      expect(new Set(yalidine.parcels().map((parcel) => parcel.order_id)).size).toBe(105);
      expect(yalidine.calls.slice(asked).filter((c) => c.method === 'POST').length).toBeGreaterThanOrEqual(3);
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, `${project}-${locale}-sent-105`);

      // The list shows its first page again; the 105 sent stay selected (kept by number), their labels next.
      await expect(rows).toHaveCount(50, { timeout: 20_000 });
      const bar = page.locator('[data-bulk-bar]');
      await expect(bar).toContainText(o('selectedCount', { n: 105 }));
      // Photographed at the first rows: ticked, above the bar that counts the 105.
      await rows.first().scrollIntoViewIfNeeded();
      await shot(page, `${project}-${locale}-selected-after-send`);
      // Labels right away, nothing loaded again: 105 is past one request, said before asking.
      const before = yalidine.calls.length;
      await page.locator('[data-bulk="labels"]').click();
      await expect(page.getByText(p('labelsTooMany', { max: 100, n: 105, left: 5 }))).toBeVisible();
      expect(yalidine.calls.length).toBe(before);
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, `${project}-${locale}-labels-105`);
    } finally {
      await yalidine.close();
      // The 105 confirmed orders go, with their parcels: the next language's run (and the specs after) start without them.
      if (first !== undefined)
        await withSiteDb(baseURL!, (sql) =>
          sql.unsafe(`delete from orders where number = ${first} or idempotency_key like 'e2e-parcels-many-%'`).simple(),
        );
    }
  });
}

// A tracking Yalidine answers that the shop cannot keep (154 characters: the stand-in's injected fault,
// answerNextWith): not recorded, never a 500; the order's panel says why with what was answered, in the
// owner's language, and its history line too.
for (const locale of ['ar', 'fr'] as const satisfies readonly Locale[]) {
  test(`a tracking the shop cannot keep, answered by Yalidine: the order's panel says why, in ${locale}`, async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const project = testInfo.project.name;
    const p = translator(parcelMessages, locale);
    const yalidine = await startYalidineStandIn();
    try {
      const session = await yalidineConnected(request, baseURL!, yalidine);
      const headers = { 'x-auth-token': session.token };
      const number = await confirmedOrder(page, request, session, { wilaya: '16', commune: 'Bab Ezzouar', phone: '06' });
      const answered = `yal-${'X'.repeat(150)}`;
      yalidine.answerNextWith(answered);
      const refused = await request.post('/api/admin/parcels', { headers, data: { platform: 'yalidine', orders: [{ number }] } });
      expect(refused.status()).toBe(200);
      const why = unreadableTracking(answered);
      expect((await refused.json()).results).toEqual([
        expect.objectContaining({ number, ok: false, code: 'carrier_refused', reason: why }),
      ]);

      await openAdmin(page, locale, `${ADMIN}/orders/${number}`, session);
      const panel = page.locator('[data-parcel-panel]');
      await expect(panel.locator('[data-parcel-state]')).toHaveAttribute('data-parcel-state', 'failed');
      await expect(panel.locator('[data-failed-why="answer_unreadable"]')).toContainText(
        carrierReasonText(why, 'Yalidine', translator(carrierReasonMessages, locale)),
      );
      await expect(panel.locator('[data-parcel-updates]')).toContainText(
        p('historyUnreadable', { tracking: `\u2066${why.detail!}\u2069` }),
      );
      await looked(page, project, locale, 'tracking-unreadable');
      await panel.scrollIntoViewIfNeeded();
      await shot(page, `${project}-${locale}-tracking-unreadable`);
    } finally {
      await yalidine.close();
    }
  });
}
