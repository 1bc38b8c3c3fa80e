// `npm run restore -- FILE` as the owner runs it: a backup (here in two parts, given by its first part)
// goes into an empty database; a second run on the now non-empty database is refused with a clear
// message and exit code 1, and a missing part is named. A backup holds no password: after the restore
// the owner sets a new one with `npm run admin -- create` and can sign in with it. A backup from before
// the orders' link hashes were kept gets them derived again from GATE_COOKIE_SECRET.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { db } from '../../src/server/db/client.ts';
import { dumpBackup } from '../../src/server/admin-orders/backup/dump.ts';
import { encodeBackup } from '../../src/server/admin-orders/backup/encode.ts';
import { partName, splitBytes } from '../../src/domain/admin-orders/backup.ts';
import { verifyPassword } from '../../src/server/passwords/password-hash.ts';
import { makeAdmin } from './admin-helpers.ts';
import { gateCookieSecret } from '../../src/server/gate/cookie-secret.ts';
import { placeOrder } from '../../src/server/orders/place-order.ts';
import { validateOrderRequest } from '../../src/domain/orders/validation.ts';
import { createTestCatalog, dropTestCatalog, orderRequest } from '../db/orders.fixtures.ts';
import { emptyDatabase, type EmptyDatabase } from './empty-database.ts';

const sql = db();
const dir = mkdtempSync(join(tmpdir(), 'restore-'));
let target: EmptyDatabase;

/** A project script run on the target database, as the owner runs it (`input`: what is typed on standard input). */
function run(script: string, args: string[], input?: string, more: NodeJS.ProcessEnv = {}): Promise<{ code: number; out: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: target.url, DATABASE_EMBEDDED: '', ...more };
  // The stand-in empty database of the PGlite project is a PGlite server: one session, no named statements.
  if (inject('databaseKind') === 'pglite') env.DATABASE_PREPARED_STATEMENTS = 'off';
  return new Promise((resolve) => {
    const child = execFile(process.execPath, [script, ...args], { env, timeout: 120_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, out: `${stdout}${stderr}` });
    });
    child.stdin?.end(input ?? '');
  });
}
const restore = (args: string[], env: NodeJS.ProcessEnv = {}) => run('scripts/restore.ts', args, undefined, env);

beforeAll(async () => {
  target = await emptyDatabase(sql);
});
afterAll(async () => {
  await target.drop();
  rmSync(dir, { recursive: true, force: true });
});

describe('npm run restore', () => {
  it('restores a backup given by its first part into an empty database, then refuses to restore over it', async () => {
    await makeAdmin('restore-owner@test.dz', 'the old owner password');
    const original = await dumpBackup(sql, 'database');
    const file = encodeBackup(original, 0);
    const parts = splitBytes(file.bytes, Math.ceil(file.bytes.length / 2));
    expect(parts).toHaveLength(2);
    parts.forEach((bytes, i) => writeFileSync(join(dir, partName(file.fileName, i, parts.length)), bytes));

    const first = await restore([join(dir, partName(file.fileName, 0, 2))]);
    expect(first.out).toMatch(/\[restore\] restored the whole database of .*: .*orders \d+/);
    expect(first.code).toBe(0);
    const [counts] = await target.sql<
      { orders: number; products: number }[]
    >`select (select count(*)::int from orders) as orders, (select count(*)::int from products) as products`;
    expect(counts).toEqual({ orders: original.tables.orders!.rows.length, products: original.tables.products!.rows.length });
    // The admins are back, without their passwords; the owner sets a new one and it is the one that signs in.
    expect(first.out).toContain('npm run admin -- create --email <email> --password -');
    const [owner] = await target.sql<
      { password_hash: string | null }[]
    >`select password_hash from admin_accounts where email = 'restore-owner@test.dz'`;
    expect(owner).toEqual({ password_hash: null });
    const created = await run(
      'scripts/admin.ts',
      ['create', '--email', 'restore-owner@test.dz', '--password', '-'],
      'the new owner password\n',
    );
    expect([created.code, created.out]).toEqual([0, expect.stringContaining('restore-owner@test.dz can sign in')]);
    const [again] = await target.sql<
      { password_hash: string }[]
    >`select password_hash from admin_accounts where email = 'restore-owner@test.dz'`;
    expect(await verifyPassword('the new owner password', again!.password_hash)).toBe(true);

    const second = await restore([join(dir, partName(file.fileName, 0, 2))]);
    expect(second.code).toBe(1);
    expect(second.out).toMatch(/This database is not empty \(\d+ products, \d+ orders, \d+ admins\)/);
  }, 240_000);

  it("an older backup, without the orders' link hashes, gets them back from the shop's GATE_COOKIE_SECRET", async () => {
    const catalog = await createTestCatalog(sql, 'rstlinks');
    try {
      const parsed = validateOrderRequest(orderRequest(catalog));
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
      const placed = await placeOrder(parsed.order, sql);
      if (!placed.ok) throw new Error(placed.refusal.code);
      const [source] = await sql<{ view: string; confirm: string }[]>`
        select view_link_hash as view, confirm_link_hash as confirm from orders where number = ${placed.order.number}`;
      expect(source!.view).toMatch(/^[0-9a-f]{64}$/);
      // As a backup made before issue 38 was: the orders without their link hashes.
      const backup = await dumpBackup(sql, 'orders');
      const orders = backup.tables.orders!;
      const kept = orders.columns.flatMap((c, i) => (c.endsWith('_link_hash') ? [] : [i]));
      backup.tables.orders = { columns: kept.map((i) => orders.columns[i]!), rows: orders.rows.map((r) => kept.map((i) => r[i])) };
      const file = encodeBackup(backup, 0);
      writeFileSync(join(dir, file.fileName), file.bytes);

      await target.drop();
      target = await emptyDatabase(sql);
      const restored = await restore([join(dir, file.fileName)], { GATE_COOKIE_SECRET: gateCookieSecret() });
      expect([restored.code, restored.out]).toEqual([0, expect.stringContaining("the orders' links were derived again")]);
      const [after] = await target.sql<{ view: string; confirm: string }[]>`
        select view_link_hash as view, confirm_link_hash as confirm from orders where number = ${placed.order.number}`;
      expect(after).toEqual(source);
    } finally {
      await dropTestCatalog(sql, 'rstlinks');
    }
  }, 240_000);

  it('names a missing part and a file that is not a backup', async () => {
    const missing = await restore([join(dir, 'shop-backup-x.json.gz.part1of3')]);
    expect([missing.code, missing.out]).toEqual([1, expect.stringContaining('does not exist')]);
    writeFileSync(join(dir, 'notes.json'), '{"hello": "world"}');
    const foreign = await restore([join(dir, 'notes.json')]);
    expect([foreign.code, foreign.out]).toEqual([1, expect.stringContaining('not a shop backup')]);
  }, 120_000);
});
