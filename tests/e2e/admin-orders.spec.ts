// The owner's day with orders, in Chromium against the real build, functions and database, in Arabic
// and English: a shopper's order found in the admin, a call logged, confirmed, exported for Yalidine
// (the downloaded CSV read back), shipped and delivered; another cancelled with its units back on the
// product page; a blacklisted phone refused at checkout. Then every orders screen is checked for fit,
// tap targets and axe, and photographed (.data/screenshots/admin-orders/). Nothing is stood in for:
// the chat webhook is not set on this site (the test order's notification waits in the outbox).
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { Locale } from '../../src/i18n/locales.ts';
import { formatPrice } from '../../src/domain/money.ts';
import { YALIDINE_COLUMNS } from '../../src/domain/carriers/carrier-layouts.ts';
import { orderTranslator } from '../../src/domain/orders/messages.ts';
import { ADMIN, createOwner, goInApp, openAdmin, withSiteDb } from './admin-fixture.ts';
import { axeHere, walkedHere } from './browser-settings.ts';
import { axeViolations } from './axe.ts';
import { buyNow, checkLayout, freshPhone, orderTexts, parseCsv, shootOrders } from './admin-orders-fixture.ts';
import { readStoredOrder } from './stored-orders.ts';
import { shopDateTime } from '../../src/admin/ui/shop-time.ts';

const SOCKS = '/products/crew-socks-3-pack';
/** The acceptance languages: Arabic (right to left) and English. */
const LANGUAGES: readonly Locale[] = ['en', 'ar'];
const grouped = (phone: string) => phone.replace(/^(\d{4})(\d{2})(\d{2})(\d{2})$/, '$1 $2 $3 $4');

/** Taps one of the order's next steps and waits for the new status. */
async function move(page: Page, to: string) {
  await page.locator(`[data-move="${to}"]`).click();
  await expect(page.locator('[data-order-detail]')).toHaveAttribute('data-order-status', to);
}

async function logCall(page: Page, locale: Locale, outcome: string, note: string, callBackAt?: string) {
  const t = orderTexts(locale).orders;
  const form = page.locator('[data-call-form]');
  await form.locator('label', { hasText: t(`outcome.${outcome}` as Parameters<typeof t>[0]) }).click();
  if (callBackAt) await form.getByLabel(t('callBackAt')).fill(callBackAt);
  await form.getByLabel(t('callNote')).fill(note);
  await form.getByRole('button', { name: t('logCall') }).click();
  await expect(form.getByText(t('callSaved'))).toBeVisible();
}

for (const locale of LANGUAGES) {
  test(`an order from the shop to the customer's door, through the admin in ${locale}`, async ({ page, request, baseURL }) => {
    test.setTimeout(120_000);
    const { orders: t } = orderTexts(locale);
    const session = await createOwner(request, baseURL!);
    const shopper = {
      name: 'Amina Benali',
      phone: freshPhone('06'),
      wilaya: '16',
      commune: 'Bab Ezzouar',
      address: 'Cité 5 Juillet, bâtiment 12',
    };
    const placed = await buyNow(page, `${SOCKS}/buy?color=Black`, shopper);
    expect(placed.status).toBe(201);
    const { number, total } = placed.body.order!;

    // Found by the phone the customer gave, readable at a glance.
    await openAdmin(page, locale, `${ADMIN}/orders`, session);
    await page.locator('#order-search').fill(shopper.phone);
    const row = page.locator(`[data-order="${number}"]`);
    await expect(page.locator('[data-order-list] > li')).toHaveCount(1);
    await expect(row).toHaveAttribute('data-order-status', 'pending');
    for (const text of [
      `#${number}`,
      shopper.name,
      grouped(shopper.phone),
      formatPrice(total, 'DZD', locale),
      t('delivery.home'),
      t('status.pending'),
    ])
      await expect(row).toContainText(text);
    await row.getByRole('link').click();

    const detail = page.locator('[data-order-detail]');
    await expect(detail).toHaveAttribute('data-order-status', 'pending');
    await expect(page.locator('[data-call]')).toHaveAttribute('href', `tel:+213${shopper.phone.slice(1)}`);
    // WhatsApp opens her chat with a message in the order's language: her name, the order, and the
    // link that lets her confirm it herself.
    const whatsApp = new URL((await page.locator('[data-whatsapp]').getAttribute('href'))!);
    expect(`${whatsApp.origin}${whatsApp.pathname}`).toBe(`https://wa.me/213${shopper.phone.slice(1)}`);
    const message = whatsApp.searchParams.get('text')!;
    expect(message).toContain(shopper.name);
    expect(message).toContain(String(number));
    const link = message.split('\n').at(-1)!;
    expect(link).toContain(` ${new URL(baseURL!).origin}/`);
    expect(link).toMatch(/\/o\/[A-Za-z0-9_-]{43}$/);
    // Only the moves the workflow allows from pending.
    await expect(page.locator('[data-move]')).toHaveCount(2);
    await expect(page.locator('[data-move="confirmed"]')).toHaveText(t('move.confirmed'));

    await logCall(page, locale, 'postponed', 'Rappeler demain matin', '2026-11-24T10:30');
    await logCall(page, locale, 'confirmed', 'OK pour demain');
    const calls = page.locator('[data-calls] > li');
    await expect(calls).toHaveCount(2);
    await expect(calls.first()).toHaveAttribute('data-call-outcome', 'confirmed');
    // Typed on an Algiers clock (UTC+1 in November), read back the same.
    await expect(calls.nth(1)).toContainText(t('callBackAtShort', { date: shopDateTime('2026-11-24T09:30:00Z', locale) }));
    await expect(detail).toHaveAttribute('data-order-status', 'pending'); // a call is a record, not a move
    await page.getByLabel(t('moveNote')).fill('Confirmé par téléphone');
    await move(page, 'confirmed');
    await expect(page.locator('[data-history] > li').last()).toContainText('Confirmé par téléphone');

    // Export for Yalidine from the list's confirmed tab; the file is read back.
    await page.getByRole('link', { name: t('backToList') }).click();
    await page.locator('[data-tab="confirmed"]').click();
    // Her order alone: the carriers' specs before this one on the site leave confirmed orders of their own.
    await page.locator('#order-search').fill(shopper.phone);
    await expect(page.locator('[data-order-list] > li')).toHaveCount(1);
    await page.getByRole('checkbox', { name: t('selectOrder', { number }) }).check();
    await page.locator('[data-bulk="export"]').click();
    const panel = page.getByRole('dialog', { name: t('exportTitle') });
    await expect(panel.getByRole('radio', { name: t('carrier.yalidine') })).toBeChecked();
    await expect(panel.locator('[data-export-count]')).toHaveAttribute('data-export-count', '1');
    const downloading = page.waitForEvent('download');
    await panel.locator('[data-download-csv]').click();
    const file = await downloading;
    expect(file.suggestedFilename()).toMatch(/\.csv$/);
    const [header, ...rows] = parseCsv(readFileSync((await file.path())!, 'utf8')).filter((r) => r.some((cell) => cell !== ''));
    expect(header).toEqual([...YALIDINE_COLUMNS]);
    expect(rows).toHaveLength(1);
    const parcel = Object.fromEntries(header!.map((column, i) => [column, rows[0]![i]]));
    expect(parcel).toMatchObject({
      order_id: String(number),
      firstname: 'Amina',
      familyname: 'Benali',
      contact_phone: shopper.phone,
      to_wilaya_name: 'Alger',
      to_commune_name: 'Bab Ezzouar',
      price: String(total),
      is_stopdesk: '0',
    });
    await expect(page.getByText(t('exported', { n: 1 }))).toBeVisible();

    // Shipped with its tracking number, then delivered: nothing more can happen to it.
    await row.getByRole('link').click();
    await move(page, 'shipped');
    await page.getByLabel(t('trackingNumber')).fill('YAL-4471020');
    await page.getByRole('button', { name: t('saveTracking') }).click();
    await expect(page.getByText(t('trackingSaved'))).toBeVisible();
    await expect(page.locator('[data-move]')).toHaveCount(2); // delivered or returned
    await move(page, 'delivered');
    await expect(page.locator('[data-no-moves]')).toHaveText(t('noMoves'));
    await expect(page.locator('[data-edit-order]')).toHaveCount(0);
    expect(await readStoredOrder(baseURL!, number)).toMatchObject({
      status: 'delivered',
      history: ['pending', 'confirmed', 'shipped', 'delivered'],
    });
  });

  test(`a cancelled order puts its units back on the product page, in ${locale}`, async ({ page, request, baseURL }) => {
    test.setTimeout(90_000);
    const { orders: t } = orderTexts(locale);
    const session = await createOwner(request, baseURL!);
    await withSiteDb(baseURL!, (sql) =>
      sql.unsafe(`update variants set stock = 3 where product_id = 'crew-socks-3-pack' and color = 'White' and size = ''`).simple(),
    );
    const placed = await buyNow(page, `${SOCKS}/buy?color=White`, {
      name: 'Yacine Haddad',
      phone: freshPhone('05'),
      wilaya: '16',
      commune: 'Bab Ezzouar',
      address: 'Rue Didouche Mourad 14',
      quantity: 2,
    });
    expect(placed.status).toBe(201);
    const { number } = placed.body.order!;
    const stockLine = page.locator('[data-stock-line]');
    await page.goto(SOCKS);
    await expect(page.getByLabel('Color', { exact: true })).toHaveValue('White');
    await expect(stockLine).toHaveText('In Stock: only 1 left');

    await openAdmin(page, locale, `${ADMIN}/orders/${number}`, session);
    await page.getByLabel(t('moveNote')).fill('Le client a annulé');
    await page.locator('[data-move="cancelled"]').click();
    await expect(page.locator('[data-move="cancelled"]')).toHaveText(t('askAgain', { action: t('move.cancelled') }));
    await expect(page.locator('[data-order-detail]')).toHaveAttribute('data-order-status', 'pending'); // asked, not done yet
    await move(page, 'cancelled');
    await expect(page.locator('[data-stock-returned]')).toBeVisible();
    await expect(page.locator('[data-history-kind="restock"]')).toHaveCount(1);
    await expect(page.locator('[data-no-moves]')).toBeVisible();

    await page.goto(SOCKS);
    await expect(stockLine).toHaveText('In Stock: only 3 left');
    // The move and the units going back, each written once in the history.
    const history = await withSiteDb(baseURL!, (sql) =>
      sql
        .unsafe<{ kind: string; status: string }[]>(
          `
      select h.kind, h.status from order_status_history h join orders o on o.id = h.order_id where o.number = ${number} order by h.id`,
        )
        .simple(),
    );
    expect(history.map((h) => `${h.kind}:${h.status}`)).toEqual(['status:pending', 'status:cancelled', 'restock:cancelled']);
  });

  test(`a move of selected orders asks once more and writes its note in each order's history, in ${locale}`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const { orders: t } = orderTexts(locale);
    const session = await createOwner(request, baseURL!);
    const phone = freshPhone('06');
    const placed = await buyNow(page, '/products/ribbed-beanie/buy', {
      name: 'Samir Belkacem',
      phone,
      wilaya: '16',
      commune: 'Bab Ezzouar',
      address: 'Rue Hassiba Ben Bouali 9',
    });
    expect(placed.status).toBe(201);
    const { number } = placed.body.order!;
    const statusInDb = async () => (await readStoredOrder(baseURL!, number))?.status;

    await openAdmin(page, locale, `${ADMIN}/orders`, session);
    // The search sent with Enter (the list answers for this phone) before anything is selected.
    const searched = page.waitForResponse((r) => r.url().includes('/api/admin/orders?') && r.url().includes(phone));
    await page.locator('#order-search').fill(phone);
    await page.locator('#order-search').press('Enter');
    await searched;
    await expect(page.locator('[data-order-list] > li')).toHaveCount(1);
    const select = () => page.getByRole('checkbox', { name: t('selectOrder', { number }) }).check();
    await select();
    await page.locator('[data-bulk="confirm"]').click();
    await expect(page.locator('[data-bulk-asking="confirm"]')).toContainText(t('bulkAsk', { action: t('bulkConfirm'), n: 1 }));
    expect(await statusInDb()).toBe('pending'); // asked, not done
    await page.locator('[data-bulk-back]').click();
    await expect(page.locator('[data-bulk="confirm"]')).toBeVisible();
    await page.locator('[data-bulk="confirm"]').click();
    await page.locator('#bulk-note').fill('Confirmés par téléphone ce matin');
    await page.locator('[data-bulk-go="confirm"]').click();
    await expect(page.getByText(t('bulkDone', { ok: 1 }))).toBeVisible();
    expect(await statusInDb()).toBe('confirmed');

    // A cancel of the selection says what it does before it does it.
    await page.locator('[data-tab="confirmed"]').click();
    await select();
    await page.locator('[data-bulk="cancel"]').click();
    await expect(page.locator('[data-bulk-asking="cancel"]')).toContainText(t('bulkAskCancel', { n: 1 }));
    await shootOrders(page, test.info().project.name, locale, 'list-bulk-cancel');
    await page.locator('#bulk-note').fill('Rupture chez le fournisseur');
    await page.locator('[data-bulk-go="cancel"]').click();
    await expect(page.getByText(t('bulkDone', { ok: 1 }))).toBeVisible();
    expect(await statusInDb()).toBe('cancelled');

    // The history: the customer's order in the owner's language, then each move with its note, then the units back.
    await page.goto(`${ADMIN}/orders/${number}`);
    const history = page.locator('[data-history] > li');
    await expect(history).toHaveCount(4);
    await expect(history.nth(0)).toContainText(t('historyPlaced'));
    await expect(history.nth(1)).toContainText('Confirmés par téléphone ce matin');
    await expect(history.nth(2)).toContainText('Rupture chez le fournisseur');
    await expect(history.nth(3)).toHaveAttribute('data-history-kind', 'restock');
    await expect(history.nth(3)).toContainText(t('historyUnits', { units: 1 }));
  });

  test(`a blacklisted phone is refused at checkout and the attempt is kept, in ${locale}`, async ({ page, request, baseURL }) => {
    const { orders: o, tools: t } = orderTexts(locale);
    const session = await createOwner(request, baseURL!);
    const phone = freshPhone('07');
    await openAdmin(page, locale, `${ADMIN}/blacklist`, session);
    // Typed the way it was given on the phone: +213 and spaces.
    await page.getByLabel(o('phone')).fill(`+213 ${phone.slice(1, 4)} ${phone.slice(4, 6)} ${phone.slice(6, 8)} ${phone.slice(8)}`);
    await page.getByLabel(t('reason')).fill('Three parcels refused at the door');
    await page.getByRole('button', { name: t('addToBlacklist') }).click();
    await expect(page.locator(`[data-listed-phone="${phone}"]`)).toContainText('Three parcels refused at the door');

    const refused = await buyNow(page, `${SOCKS}/buy?color=Black`, {
      name: 'Karim Saidi',
      phone,
      wilaya: '16',
      commune: 'Bab Ezzouar',
      address: 'Cité des Asphodèles 3',
    });
    expect(refused.status).toBe(403);
    expect(refused.body.order).toBeUndefined();
    await expect(page.locator('[data-form-banner]')).toHaveText(orderTranslator('buy_now', 'en')('orderRefused'));

    await page.goto(`${ADMIN}/blacklist`);
    const attempt = page.locator('[data-refused-attempt]').filter({ hasText: grouped(phone) });
    await expect(attempt).toContainText('Karim Saidi');
  });
}

test(
  "every orders screen fits, is accessible and is photographed, in each language at its walk's width",
  { tag: '@layout' },
  async ({ page, request, baseURL }, testInfo) => {
    test.setTimeout(600_000); // axe over eight screens twice, on a shared 2-core machine (about 4 minutes)
    // English at desktop width, Arabic at both (browser-settings.ts: walkedHere); axe once per screen and width (axeHere).
    const languages = walkedHere(testInfo.project.name, LANGUAGES);
    const session = await createOwner(request, baseURL!);
    // A customer who ordered twice (another pending order), with a name that looks like a test.
    const phone = freshPhone('05');
    const first = await buyNow(page, `${SOCKS}/buy?color=Black`, {
      name: 'Test test',
      phone,
      wilaya: '16',
      commune: 'Bab Ezzouar',
      address: 'Cité 1er Novembre, bloc C, appartement 4',
    });
    const second = await buyNow(page, '/products/ribbed-beanie/buy', {
      name: 'Nadia Boumediene',
      phone,
      wilaya: '05',
      commune: 'Batna',
      address: 'Rue de la Liberté 22, Batna',
      quantity: 2,
    });
    expect([first.status, second.status]).toEqual([201, 201]);
    const number = second.body.order!.number;
    const project = testInfo.project.name;
    const found: string[] = [];

    for (const [index, locale] of languages.entries()) {
      const { orders: t, tools, admin } = orderTexts(locale);
      const look = async (name: string) => {
        await expect(page.getByText(admin('loading'))).toHaveCount(0);
        await checkLayout(page, `${locale} ${name}`);
        if (axeHere(project, locale)) found.push(...(await axeViolations(page, `${locale} ${name}`)));
        await shootOrders(page, project, locale, name);
      };
      if (index === 0) await openAdmin(page, locale, `${ADMIN}/backups`, session);
      else {
        // The owner switches language: the admin remembers it on this device.
        await page.evaluate((l) => localStorage.setItem('admin-locale', l), locale);
        await page.goto(`${ADMIN}/backups`);
        await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      }
      if (index === 0) {
        await page.locator('[data-send-test-order]').click();
        await expect(page.locator('[data-test-order-number]')).not.toHaveCount(0);
      }
      await look('backups');

      await goInApp(page, `${ADMIN}/orders`);
      const row = page.locator(`[data-order="${number}"]`);
      await expect(row.locator('[data-signal="otherPending"]')).toHaveText(t('signal.otherPending'));
      await expect(page.locator(`[data-order="${first.body.order!.number}"] [data-signal="looksLikeTest"]`)).toBeVisible();
      await expect(page.locator('[data-test-order]').first()).toBeVisible();
      await look('list');
      await row.getByRole('checkbox').check();
      await page.locator(`[data-order="${first.body.order!.number}"]`).getByRole('checkbox').check();
      await expect(page.locator('[data-bulk-bar]')).toContainText(t('selectedCount', { n: 2 }));
      await look('list-selected');
      await page.locator('[data-bulk="export"]').click();
      await expect(page.locator('[data-export-panel]')).toContainText(t('exportNothing'));
      await look('export');
      await page
        .getByRole('dialog')
        .getByRole('button', { name: t('cancelEdit'), exact: true })
        .click();

      await goInApp(page, `${ADMIN}/orders/${number}`);
      await expect(page.locator('[data-stat="statOrders"] dd')).toHaveText('2');
      await look('order');

      // Edit before shipping: a wilaya, a commune from its list, office delivery; the server's new price.
      const place = index === 0 ? { wilaya: '16', commune: 'Bab Ezzouar' } : { wilaya: '05', commune: 'Batna' };
      await page.locator('[data-edit-order]').click();
      await expect(page.locator('#edit-commune option')).not.toHaveCount(1);
      await look('order-edit');
      await page.locator('#edit-wilaya').selectOption(place.wilaya);
      await expect(page.locator('#edit-commune')).toBeEnabled();
      await page.locator('#edit-commune').selectOption(place.commune);
      await page.getByRole('radio', { name: new RegExp(t('delivery.office')) }).check();
      await page.getByRole('button', { name: t('saveChanges') }).click();
      await expect(page.locator('[data-history-kind="edit"]')).toHaveCount(index + 1);
      const saved = await withSiteDb(baseURL!, (sql) =>
        sql
          .unsafe<{ shipping_price: number; total: number; wilaya_code: string; commune: string }[]>(
            `select shipping_price, total, wilaya_code, commune from orders where number = ${number}`,
          )
          .simple(),
      );
      expect(saved[0]).toMatchObject({ wilaya_code: place.wilaya, commune: place.commune });
      await expect(page.locator('[data-shipping-price]')).toHaveText(formatPrice(saved[0]!.shipping_price, 'DZD', locale));
      await expect(page.locator('[data-total]')).toHaveText(formatPrice(saved[0]!.total, 'DZD', locale));
      await look('order-edited');

      await goInApp(page, `${ADMIN}/blacklist`);
      await expect(page.getByRole('heading', { level: 1, name: tools('blacklistTitle') })).toBeVisible();
      await look('blacklist');

      await goInApp(page, `${ADMIN}/`);
      await expect(page.locator('[data-figures="today"] [data-figure="figOrders"] dd')).not.toHaveText('0');
      await look('overview');
    }
    // The test order can be deleted (and is, so the next run starts without it).
    await goInApp(page, `${ADMIN}/backups`);
    const testOrders = page.locator('[data-test-order-number]');
    await expect(testOrders).not.toHaveCount(0); // the one sent above, once the list has loaded
    while ((await testOrders.count()) > 0) {
      const before = await testOrders.count();
      await testOrders.first().getByRole('button').click();
      await expect(testOrders).toHaveCount(before - 1);
    }
    expect(found, found.join('\n')).toEqual([]);
  },
);
