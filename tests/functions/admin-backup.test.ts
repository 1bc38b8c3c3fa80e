// Backups: a database goes through backup and restore with nothing lost (every table compared row by
// row, and the sequences), on PGlite and on PostgreSQL 15; 'Backup now' posts the file as multipart
// form data to the chat webhook (a local recorder stands in for Discord: the only mock), split into
// parts over the chat's limit; 'Download backup' gives the same file; a restore into a database that
// is not empty is refused and changes nothing.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import backup from '../../netlify/functions/admin-backup.ts';
import daily from '../../netlify/functions/backup-daily.ts';
import orders from '../../netlify/functions/orders.ts';
import orderLink from '../../netlify/functions/order-link.ts';
import { closeDb, connect, type Sql } from '../../src/server/db/client.ts';
import { linkToken } from '../../src/server/orders/link-tokens.ts';
import { gateCookieSecret } from '../../src/server/gate/cookie-secret.ts';
import { addLineToOrder } from '../../src/server/orders/add-line.ts';
import { ident, readTables } from '../../src/server/admin-orders/backup/catalog.ts';
import { placeOrder } from '../../src/server/orders/place-order.ts';
import { validateOrderRequest } from '../../src/domain/orders/validation.ts';
import { dumpBackup } from '../../src/server/admin-orders/backup/dump.ts';
import { decodeBackup, encodeBackup } from '../../src/server/admin-orders/backup/encode.ts';
import { restoreBackup, RestoreRefused } from '../../src/server/admin-orders/backup/restore.ts';
import { NOT_SECRET_COLUMNS, SECRET_COLUMNS, unclassifiedColumns, type BackupFile } from '../../src/domain/admin-orders/backup.ts';
import { hashPassword, SITE_PASSWORD_COST, verifyPassword } from '../../src/server/passwords/password-hash.ts';
import { PLACEHOLDER_PASSWORD } from '../../src/server/passwords/placeholder.ts';
import { createTestCatalog, dropTestCatalog, orderRequest, uniquePhone, type TestCatalog } from '../db/orders.fixtures.ts';
import { call, makeAdmin, signedIn } from './admin-helpers.ts';
import { formDataOf, startChatWebhook, type ChatWebhook } from './chat-webhook-recorder.ts';
import { emptyDatabase } from './empty-database.ts';

// Not db(): one test points the functions at the restored database for a moment (withShopOn).
const sql = connect(inject('databaseUrl'), { max: 2 });
let token: string;
let catalog: TestCatalog;
let webhook: ChatWebhook;
let backupChannel: ChatWebhook;

beforeAll(async () => {
  catalog = await createTestCatalog(sql, 'bkp');
  // The owner's pairs, and a piece a customer added after ordering (issue 42 §3), travel too.
  await sql`insert into product_pairs (product_id, paired_id, position) values (${catalog.tee}, ${catalog.cap}, 1)`;
  await makeAdmin('backup-owner@test.dz', 'the owner password');
  token = (await signedIn('backup-owner@test.dz')).token;
  // Orders with every kind of value: Arabic text, a line's variant, a history note, a call, an audit entry.
  for (const name of ['Amina Benali', 'أمينة بن علي']) {
    const parsed = validateOrderRequest(orderRequest(catalog, { name, notes: 'باب "B", 2e étage\nsonner deux fois' }));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    const placed = await placeOrder(parsed.order, sql);
    if (!placed.ok) throw new Error(placed.refusal.code);
    const added = await addLineToOrder(sql, placed.order.id, {
      key: `bkp-${name.length}-tap`,
      productId: catalog.cap,
      size: '',
      color: '',
      unitPrice: 1500,
    });
    if (added !== 'added') throw new Error(added);
  }
  await sql`update orders set status = 'confirmed' where notes like 'باب%'`;
  await sql`insert into order_status_history (order_id, status, note, changed_by) select id, 'confirmed', 'called, OK', 'backup-owner@test.dz' from orders where notes like 'باب%'`;
  webhook = await startChatWebhook();
  backupChannel = await startChatWebhook();
});

afterAll(async () => {
  await dropTestCatalog(sql, 'bkp');
  await webhook.close();
  await backupChannel.close();
  delete process.env.ORDER_WEBHOOK_URL;
  delete process.env.BACKUP_WEBHOOK_URL;
  delete process.env.BACKUP_MAX_FILE_BYTES;
  await sql.end();
});

/** Every table of both files, row by row, and the sequences. */
function expectSameContent(restored: BackupFile, original: BackupFile) {
  expect(Object.keys(restored.tables).sort()).toEqual(Object.keys(original.tables).sort());
  for (const [name, table] of Object.entries(original.tables)) {
    expect(restored.tables[name]!.columns, name).toEqual(table.columns);
    expect(restored.tables[name]!.rows.length, name).toBe(table.rows.length);
    table.rows.forEach((row, i) => expect(restored.tables[name]!.rows[i], `${name} row ${i}`).toEqual(row));
  }
  expect(restored.sequences).toEqual(original.sequences);
}

describe('backup and restore round trip', () => {
  // Through the bytes a chat or a download carries: plain JSON, and gzipped (as a large backup is).
  for (const [how, compressAbove] of [
    ['plain JSON', Number.MAX_SAFE_INTEGER],
    ['gzipped', 0],
  ] as const) {
    it(`the whole database (${how}): every table row by row and every sequence come back`, async () => {
      const original = await dumpBackup(sql, 'database');
      expect(original.tables.orders!.rows.length).toBeGreaterThanOrEqual(2);
      expect(original.tables.communes!.rows.length).toBe(1541);
      expect(original.tables.admin_sessions).toBeUndefined();
      const pairs = original.tables.product_pairs!;
      expect(pairs.rows.map((r) => Object.fromEntries(pairs.columns.map((c, i) => [c, r[i]])))).toContainEqual({
        product_id: catalog.tee,
        paired_id: catalog.cap,
        position: 1,
      });
      const lines = original.tables.order_lines!;
      const addedKey = lines.columns.indexOf('added_key');
      expect(lines.rows.filter((r) => r[addedKey] !== null).length).toBeGreaterThanOrEqual(2);
      const encoded = encodeBackup(original, compressAbove);
      expect(encoded.gzipped).toBe(compressAbove === 0);
      const target = await emptyDatabase(sql);
      try {
        const report = await restoreBackup(target.sql, decodeBackup(encoded.bytes));
        expect(report.tables.orders).toBe(original.tables.orders!.rows.length);
        expectSameContent(await dumpBackup(target.sql, 'database', new Date(original.createdAt)), original);
        // The restored shop takes orders again, with the next number.
        const [next] = await target.sql<{ n: string }[]>`select nextval('order_number_seq')::text as n`;
        const [last] = await sql<{ n: number }[]>`select max(number) as n from orders`;
        expect(Number(next!.n)).toBeGreaterThan(last!.n);
      } finally {
        await target.drop();
      }
    }, 180_000);
  }

  it('the orders alone restore into an empty database (lines keep their snapshot when the catalog is not there)', async () => {
    const original = await dumpBackup(sql, 'orders');
    expect(Object.keys(original.tables)).toEqual(expect.arrayContaining(['orders', 'order_lines', 'order_status_history']));
    expect(original.tables.products).toBeUndefined();
    const target = await emptyDatabase(sql);
    try {
      await restoreBackup(target.sql, original);
      const back = await dumpBackup(target.sql, 'orders', new Date(original.createdAt));
      const variantColumn = original.tables.order_lines!.columns.indexOf('variant_id');
      const withoutVariants = (f: BackupFile) => ({
        ...f.tables.order_lines!,
        rows: f.tables.order_lines!.rows.map((r) => r.filter((_, i) => i !== variantColumn)),
      });
      expect(withoutVariants(back)).toEqual(withoutVariants(original));
      expect(back.tables.order_lines!.rows.every((r) => r[variantColumn] === null)).toBe(true);
      for (const name of Object.keys(original.tables).filter((t) => t !== 'order_lines'))
        expect(back.tables[name], name).toEqual(original.tables[name]);
    } finally {
      await target.drop();
    }
  }, 180_000);

  it("the catalog's languages come back: products' translations and the categories' slugs and labels; a backup from before them restores too", async () => {
    await sql`update products set translations = ${sql.json({ ar: { name: 'تيشيرت' }, fr: { description: 'Coton' } })} where id = ${catalog.tee}`;
    const [{ category } = { category: '' }] = await sql<{ category: string }[]>`select category from products where id = ${catalog.tee}`;
    await sql`update categories set labels = ${sql.json({ ar: 'قمصان', fr: 'T-shirts' })} where name = ${category}`;
    const file = await dumpBackup(sql, 'database');
    const products = file.tables.products!;
    const at = products.columns.indexOf('translations');
    expect(at).toBeGreaterThan(-1);
    expect(file.tables.categories!.columns).toEqual(expect.arrayContaining(['name', 'slug', 'labels']));
    const older: BackupFile = {
      ...file,
      tables: Object.fromEntries(
        Object.entries(file.tables)
          .filter(([name]) => name !== 'categories')
          .map(([name, t]) =>
            name === 'products'
              ? [name, { columns: t.columns.filter((_, i) => i !== at), rows: t.rows.map((r) => r.filter((_, i) => i !== at)) }]
              : [name, t],
          ),
      ),
    };
    const read = async (from: typeof sql) => ({
      products: await from`select id, category, translations from products order by id`,
      categories: await from`select name, slug, labels from categories order by name`,
    });
    const now = await read(sql);
    for (const backup of [file, older]) {
      const target = await emptyDatabase(sql);
      try {
        await restoreBackup(target.sql, backup);
        const back = await read(target.sql);
        if (backup === file) expect(back).toEqual(now);
        else {
          // Before the languages: the default language's texts only, and each category its row with the slug its name gives.
          expect(back.products.map((p) => [p.id, p.category, p.translations])).toEqual(now.products.map((p) => [p.id, p.category, {}]));
          expect(back.categories.map((c) => c.name).sort()).toEqual([...new Set(now.products.map((p) => p.category))].sort());
          expect(back.categories.find((c) => c.name === category)).toMatchObject({
            slug: now.categories.find((c) => c.name === category)!.slug,
            labels: {},
          });
        }
      } finally {
        await target.drop();
      }
    }
  }, 180_000);

  it('a database that is not empty is refused with a clear message, and nothing changes', async () => {
    const before = await dumpBackup(sql, 'database');
    const error = await restoreBackup(sql, before).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RestoreRefused);
    expect((error as Error).message).toMatch(/not empty \(\d+ products, \d+ orders, \d+ admins\)/);
    expectSameContent(await dumpBackup(sql, 'database', new Date(before.createdAt)), before);
  });

  it('a damaged or foreign file is refused before anything is written', () => {
    expect(() => decodeBackup(Buffer.from('{"hello":1}'))).toThrow(/not a shop backup/);
    expect(() => decodeBackup(Buffer.from('{"format":'))).toThrow(/not JSON/);
    const gz = encodeBackup(
      {
        format: 'drp-shop-backup',
        version: 1,
        scope: 'orders',
        createdAt: new Date().toISOString(),
        schemaVersion: null,
        tables: {},
        sequences: {},
      },
      0,
    ).bytes;
    expect(() => decodeBackup(gz.subarray(0, gz.length - 8))).toThrow(/damaged or incomplete/);
  });
});

/**
 * Each table's row count and a checksum of its rows, every column but the secrets SECRET_COLUMNS
 * names (those a backup leaves out by design): read from the database itself, not from a backup, so a
 * column a backup forgets shows here.
 */
async function tableChecksums(db: Sql, tables: readonly string[]): Promise<Record<string, { rows: number; md5: string }>> {
  const sums: Record<string, { rows: number; md5: string }> = {};
  for (const table of [...tables].sort()) {
    const row = `(to_jsonb(t) - $1::text[])::text`;
    const [sum] = await db.unsafe<{ rows: number; md5: string }[]>(
      `select count(*)::int as rows, md5(coalesce(string_agg(${row}, E'\\n' order by ${row}), '')) as md5 from public.${ident(table)} t`,
      [[...(SECRET_COLUMNS[table] ?? [])]],
    );
    sums[table] = sum!;
  }
  return sums;
}

/** Runs the functions against another database (db() reopened on it), then back on the test database. */
async function withShopOn<T>(url: string, run: () => Promise<T>): Promise<T> {
  const testDatabase = process.env.DATABASE_URL;
  await closeDb();
  process.env.DATABASE_URL = url;
  try {
    return await run();
  } finally {
    await closeDb();
    process.env.DATABASE_URL = testDatabase;
  }
}

describe('a restored shop is the same shop', () => {
  it("every table's rows come back (count and checksum of every column but the named secrets), and an order's link and confirming link open it as before", async () => {
    const request = orderRequest(catalog, {
      phone: uniquePhone(),
      lines: [{ productId: catalog.tee, size: 'M', color: 'Black', quantity: 1 }],
    });
    const placed = await call(orders, '/api/orders', { body: request, ip: '203.0.113.201' });
    expect(placed.status).toBe(201);
    const links = {
      view: placed.body.order.viewToken as string,
      confirm: linkToken(request.idempotencyKey, 'confirm', gateCookieSecret()),
    };
    let ip = 0;
    // The shopper's /o/<token> page reads its order through this function; each look from its own address.
    const open = async (token: string) => {
      const answer = await call(orderLink, `/api/order-link/${token}`, { ip: `198.51.100.${++ip}` });
      return { status: answer.status, body: answer.body };
    };
    const before = { view: await open(links.view), confirm: await open(links.confirm) };
    expect(before.view).toMatchObject({ status: 200, body: { number: placed.body.order.number, can: { confirm: false } } });
    expect(before.confirm).toMatchObject({ status: 200, body: { number: placed.body.order.number, can: { confirm: true } } });

    const original = await dumpBackup(sql, 'database');
    const tables = Object.keys(original.tables);
    const sums = await tableChecksums(sql, tables);
    expect(sums.orders!.rows).toBe(original.tables.orders!.rows.length);
    const target = await emptyDatabase(sql);
    try {
      const report = await restoreBackup(target.sql, decodeBackup(encodeBackup(original, 0).bytes));
      expect(report.orderLinks).toBe('kept');
      expect(await tableChecksums(target.sql, tables)).toEqual(sums);
      const after = await withShopOn(target.url, async () => ({ view: await open(links.view), confirm: await open(links.confirm) }));
      expect(after).toEqual(before);
    } finally {
      await target.drop();
    }

    // A backup from before the link hashes were kept: the restore derives them with the shop's secret.
    const stored = original.tables.orders!;
    const kept = stored.columns.map((c, i) => (c.endsWith('_link_hash') ? -1 : i)).filter((i) => i >= 0);
    const older = {
      ...original,
      tables: {
        ...original.tables,
        orders: { columns: kept.map((i) => stored.columns[i]!), rows: stored.rows.map((r) => kept.map((i) => r[i])) },
      },
    };
    const second = await emptyDatabase(sql);
    try {
      expect(await restoreBackup(second.sql, older, { linkSecret: gateCookieSecret() })).toMatchObject({ orderLinks: 'derived' });
      const after = await withShopOn(second.url, async () => ({ view: await open(links.view), confirm: await open(links.confirm) }));
      expect(after).toEqual(before);
    } finally {
      await second.drop();
    }
  }, 240_000);
});

describe('secrets stay out of every backup', () => {
  it('every column of the schema whose name sounds secret is named a secret or not (a new one fails here until it is)', async () => {
    const tables = [...(await readTables(sql)).values()];
    expect(unclassifiedColumns(tables)).toEqual([]);
    // And every column named exists: a renamed one would otherwise slip into backups unnoticed.
    const columns = new Set(tables.flatMap((t) => t.columns.map((c) => `${t.name}.${c}`)));
    for (const named of [SECRET_COLUMNS, NOT_SECRET_COLUMNS])
      for (const [table, list] of Object.entries(named))
        for (const c of list) expect(columns.has(`${table}.${c}`), `${table}.${c}`).toBe(true);
  });

  it('no password hash, session, setup link or sign-in counter, in either scope; the restore brings the admins back without a password and the site stays locked', async () => {
    const [before] = await sql<
      { password_enabled: boolean; password_hash: string | null }[]
    >`select password_enabled, password_hash from site_settings`;
    await sql`update site_settings set password_enabled = true, password_hash = ${await hashPassword('the drop password 2026', SITE_PASSWORD_COST)}`;
    await sql`insert into admin_setup_tokens (token_hash, expires_at) values (${'ab'.repeat(32)}, now() + interval '30 minutes')`;
    await sql`insert into login_attempts (scope, client_key, failures) values ('admin', '203.0.113.9', 2) on conflict do nothing`;
    try {
      const secrets = (
        await sql<{ value: string }[]>`
        select password_hash as value from admin_accounts where password_hash is not null
        union all select password_hash from site_settings
        union all select token_hash from admin_sessions
        union all select token_hash from admin_setup_tokens`
      ).map((r) => r.value);
      expect(secrets.length).toBeGreaterThanOrEqual(4);
      for (const scope of ['database', 'orders'] as const) {
        const download = await backup(
          new Request(`https://shop.example/api/admin/backup?scope=${scope}`, { headers: { 'x-auth-token': token } }),
        );
        expect(download.status).toBe(200);
        const bytes = new Uint8Array(await download.arrayBuffer());
        const text = (bytes[0] === 0x1f ? gunzipSync(bytes) : Buffer.from(bytes)).toString('utf8');
        for (const secret of secrets) expect(text.includes(secret), `${scope}: ${secret.slice(0, 12)}…`).toBe(false);
        expect(text).not.toContain('scrypt$');
        const file = decodeBackup(bytes);
        for (const table of ['admin_sessions', 'admin_setup_tokens', 'login_attempts', 'gate_failure_window'])
          expect(file.tables[table], table).toBeUndefined();
        // Of the columns named like a secret, only those named as no secret (the orders' link hashes) are in it.
        for (const [name, table] of Object.entries(file.tables))
          expect(
            table.columns.filter((c) => /hash|secret|token|credential/.test(c) && !NOT_SECRET_COLUMNS[name]?.includes(c)),
            name,
          ).toEqual([]);
      }

      const original = await dumpBackup(sql, 'database');
      expect(original.tables.admin_accounts!.rows.length).toBeGreaterThan(0);
      const target = await emptyDatabase(sql);
      try {
        await restoreBackup(target.sql, original);
        const admins = await target.sql<
          { email: string; password_hash: string | null }[]
        >`select email, password_hash from admin_accounts order by email`;
        expect(admins.map((a) => a.email)).toContain('backup-owner@test.dz');
        expect(admins.every((a) => a.password_hash === null)).toBe(true);
        // Still locked, with the placeholder the build refuses until the owner sets a site password.
        const [gate] = await target.sql<
          { password_enabled: boolean; password_hash: string }[]
        >`select password_enabled, password_hash from site_settings`;
        expect(gate!.password_enabled).toBe(true);
        expect(await verifyPassword(PLACEHOLDER_PASSWORD, gate!.password_hash)).toBe(true);
      } finally {
        await target.drop();
      }
    } finally {
      await sql`update site_settings set password_enabled = ${before!.password_enabled}, password_hash = ${before!.password_hash}`;
      await sql`delete from admin_setup_tokens where token_hash = ${'ab'.repeat(32)}`;
      await sql`delete from login_attempts where client_key = '203.0.113.9'`;
    }
  }, 180_000);
});

describe("'Backup now' and 'Download backup'", () => {
  it('posts the orders as multipart form data (content + the JSON file) and the download is the same file', async () => {
    process.env.ORDER_WEBHOOK_URL = webhook.url;
    webhook.requests.length = 0;
    const sent = await call(backup, '/api/admin/backup', { method: 'POST', token, body: { scope: 'orders' } });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      parts: 1,
      gzipped: false,
      fileName: expect.stringMatching(/^shop-backup-orders-\d{4}-\d\d-\d\d-\d{4}\.json$/),
    });
    expect(webhook.requests).toHaveLength(1);
    expect(String(webhook.requests[0]!.headers['content-type'])).toMatch(/^multipart\/form-data; boundary=/);
    const form = await formDataOf(webhook.requests[0]!);
    expect(form.get('content')).toMatch(/^Backup of the orders \(\d+ orders\), .* Algiers time\. Restore with `npm run restore -- FILE`/);
    const file = form.get('files[0]') as File;
    expect(file.name).toBe(sent.body.fileName);
    const posted = decodeBackup(new Uint8Array(await file.arrayBuffer()));
    expect(posted.scope).toBe('orders');
    expect(posted.tables.orders!.rows.length).toBe(sent.body.counts.orders);

    const download = await backup(
      new Request('https://shop.example/api/admin/backup?scope=orders', { headers: { 'x-auth-token': token } }),
    );
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="shop-backup-orders-.*\.json"$/);
    const downloaded = decodeBackup(new Uint8Array(await download.arrayBuffer()));
    // The same file, but for the audit entry 'Backup now' wrote in between (the audit's own sequence).
    expect(downloaded.tables).toEqual(posted.tables);
    const [audit] = await sql<
      { action: string }[]
    >`select action from admin_audit where email = 'backup-owner@test.dz' and action like 'backup.%' order by id desc limit 1`;
    expect(audit!.action).toBe('backup.download');
  });

  it('splits a file over the chat limit into parts that join back into the backup', async () => {
    process.env.BACKUP_WEBHOOK_URL = backupChannel.url;
    process.env.BACKUP_MAX_FILE_BYTES = String(64 * 1024);
    backupChannel.requests.length = 0;
    try {
      const sent = await call(backup, '/api/admin/backup', { method: 'POST', token, body: { scope: 'database' } });
      expect(sent.status).toBe(200);
      expect(sent.body.parts).toBeGreaterThan(1);
      expect(backupChannel.requests).toHaveLength(sent.body.parts);
      const pieces: Uint8Array[] = [];
      for (const [i, request] of backupChannel.requests.entries()) {
        expect(request.body.length).toBeLessThan(64 * 1024 + 2048);
        const form = await formDataOf(request);
        expect(form.get('content')).toContain(`Part ${i + 1} of ${sent.body.parts}`);
        const part = form.get('files[0]') as File;
        expect(part.name).toBe(`${sent.body.fileName}.part${i + 1}of${sent.body.parts}`);
        pieces.push(new Uint8Array(await part.arrayBuffer()));
      }
      const joined = decodeBackup(Buffer.concat(pieces));
      expect(joined.scope).toBe('database');
      expect(joined.tables.communes!.rows).toHaveLength(1541);
    } finally {
      delete process.env.BACKUP_MAX_FILE_BYTES;
      delete process.env.BACKUP_WEBHOOK_URL;
    }
  });

  it('the whole database never goes to the orders chat: the daily backup sends it the orders, and the whole database only to a backup channel of its own', async () => {
    const scopeOf = async (request: (typeof webhook.requests)[number]) => {
      const form = await formDataOf(request);
      const bytes = new Uint8Array(await (form.get('files[0]') as File).arrayBuffer());
      return { content: String(form.get('content')), scope: decodeBackup(bytes[0] === 0x1f ? gunzipSync(bytes) : bytes).scope };
    };
    process.env.ORDER_WEBHOOK_URL = webhook.url;
    webhook.requests.length = 0;
    try {
      // The orders chat alone (the default set-up): the daily backup is the orders, never the whole database.
      expect((await daily(new Request('https://shop.example/.netlify/functions/backup-daily', { method: 'POST' }))).status).toBe(200);
      expect(webhook.requests).toHaveLength(1);
      expect(await scopeOf(webhook.requests[0]!)).toEqual({ content: expect.stringMatching(/^Backup of the orders/), scope: 'orders' });
      // Nor does 'Backup now' send the whole database there: the owner is told where it can go.
      const refused = await call(backup, '/api/admin/backup', { method: 'POST', token, body: { scope: 'database' } });
      expect([refused.status, refused.body.error.code]).toEqual([409, 'no_webhook']);
      expect(refused.body.error.message).toContain('BACKUP_WEBHOOK_URL');
      expect(webhook.requests).toHaveLength(1);

      // A channel of its own for backups: the whole database goes there, and nothing to the orders chat.
      process.env.BACKUP_WEBHOOK_URL = backupChannel.url;
      backupChannel.requests.length = 0;
      expect((await daily(new Request('https://shop.example/.netlify/functions/backup-daily', { method: 'POST' }))).status).toBe(200);
      expect(webhook.requests).toHaveLength(1);
      expect(backupChannel.requests).toHaveLength(1);
      expect(await scopeOf(backupChannel.requests[0]!)).toEqual({
        content: expect.stringMatching(/^Backup of the whole database/),
        scope: 'database',
      });
    } finally {
      delete process.env.BACKUP_WEBHOOK_URL;
    }
  });

  it("waits out Discord's rate limit (429 with Retry-After) and sends the file", async () => {
    process.env.ORDER_WEBHOOK_URL = webhook.url;
    webhook.requests.length = 0;
    webhook.answerOnce(429, { 'retry-after': '0.6' });
    const sent = await call(backup, '/api/admin/backup', { method: 'POST', token, body: { scope: 'orders' } });
    expect(sent.status).toBe(200);
    expect(webhook.requests).toHaveLength(2);
    // The same message and file again (each request has its own multipart boundary).
    const [first, second] = await Promise.all(webhook.requests.map(formDataOf));
    expect(second!.get('content')).toBe(first!.get('content'));
    const bytes = async (form: FormData) => Buffer.from(await (form.get('files[0]') as File).arrayBuffer());
    expect(await bytes(second!)).toEqual(await bytes(first!));
  });

  it('without a webhook, or when the chat refuses, the owner gets a 4xx/502 with a message', async () => {
    delete process.env.ORDER_WEBHOOK_URL;
    const none = await call(backup, '/api/admin/backup', { method: 'POST', token, body: { scope: 'orders' } });
    expect([none.status, none.body.error.code]).toEqual([409, 'no_webhook']);
    process.env.ORDER_WEBHOOK_URL = webhook.url;
    webhook.answer(413);
    try {
      const refused = await call(backup, '/api/admin/backup', { method: 'POST', token, body: { scope: 'orders' } });
      expect([refused.status, refused.body.error.code]).toEqual([502, 'webhook_failed']);
      expect(refused.body.error.message).toContain('Discord API error: 413');
    } finally {
      webhook.answer(204);
    }
  });
});
