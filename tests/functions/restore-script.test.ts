// `npm run restore -- FILE` as the owner runs it: a backup (here in two parts, given by its first part)
// goes into an empty database; a second run on the now non-empty database is refused with a clear
// message and exit code 1, and a missing part is named.
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
import { emptyDatabase, type EmptyDatabase } from './empty-database.ts';

const sql = db();
const dir = mkdtempSync(join(tmpdir(), 'restore-'));
let target: EmptyDatabase;

function restore(args: string[]): Promise<{ code: number; out: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: target.url, DATABASE_EMBEDDED: '' };
  // The stand-in empty database of the PGlite project is a PGlite server: one session, no named statements.
  if (inject('databaseKind') === 'pglite') env.DATABASE_PREPARED_STATEMENTS = 'off';
  return new Promise((resolve) => {
    execFile(process.execPath, ['scripts/restore.ts', ...args], { env, timeout: 120_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, out: `${stdout}${stderr}` });
    });
  });
}

beforeAll(async () => {
  target = await emptyDatabase(sql);
});
afterAll(async () => {
  await target.drop();
  rmSync(dir, { recursive: true, force: true });
});

describe('npm run restore', () => {
  it('restores a backup given by its first part into an empty database, then refuses to restore over it', async () => {
    const original = await dumpBackup(sql, 'database');
    const file = encodeBackup(original, 0);
    const parts = splitBytes(file.bytes, Math.ceil(file.bytes.length / 2));
    expect(parts).toHaveLength(2);
    parts.forEach((bytes, i) => writeFileSync(join(dir, partName(file.fileName, i, parts.length)), bytes));

    const first = await restore([join(dir, partName(file.fileName, 0, 2))]);
    expect(first.out).toMatch(/\[restore\] restored the whole database of .*: .*orders \d+/);
    expect(first.code).toBe(0);
    const [counts] = await target.sql<{ orders: number; products: number }[]>`select (select count(*)::int from orders) as orders, (select count(*)::int from products) as products`;
    expect(counts).toEqual({ orders: original.tables.orders!.rows.length, products: original.tables.products!.rows.length });

    const second = await restore([join(dir, partName(file.fileName, 0, 2))]);
    expect(second.code).toBe(1);
    expect(second.out).toMatch(/This database is not empty \(\d+ products, \d+ orders, \d+ admins\)/);
  }, 240_000);

  it('names a missing part and a file that is not a backup', async () => {
    const missing = await restore([join(dir, 'shop-backup-x.json.gz.part1of3')]);
    expect([missing.code, missing.out]).toEqual([1, expect.stringContaining('does not exist')]);
    writeFileSync(join(dir, 'notes.json'), '{"hello": "world"}');
    const foreign = await restore([join(dir, 'notes.json')]);
    expect([foreign.code, foreign.out]).toEqual([1, expect.stringContaining('not a shop backup')]);
  }, 120_000);
});
