// Reads the backup out of the database in one snapshot (a repeatable-read, read-only transaction):
// the orders and every table that hangs on an order, or every table but the ephemeral ones.
import type { Sql } from '../../db/client.ts';
import type { Queryable } from '../../db/queryable.ts';
import { BACKUP_FORMAT, BACKUP_VERSION, EPHEMERAL_TABLES, type BackupFile, type BackupScope, type BackupTable } from '../../../domain/admin-orders/backup.ts';
import { ident, readSequences, readTables, type TableInfo } from './catalog.ts';

function scopeTables(scope: BackupScope, info: Map<string, TableInfo>): string[] {
  const all = [...info.keys()].filter((t) => !EPHEMERAL_TABLES.includes(t));
  if (scope === 'database') return all;
  return all.filter((t) => t === 'orders' || info.get(t)!.references.includes('orders'));
}

async function readRows(tx: Queryable, table: TableInfo): Promise<BackupTable> {
  const order = (table.primaryKey.length ? table.primaryKey : table.columns).map(ident).join(', ');
  // to_jsonb: PostgreSQL's own JSON of each value, which jsonb_populate_recordset reads back exactly.
  const rows = await tx.unsafe<{ r: Record<string, unknown> }[]>(`select to_jsonb(t) as r from public.${ident(table.name)} t order by ${order}`);
  return { columns: table.columns, rows: rows.map(({ r }) => table.columns.map((c) => r[c] ?? null)) };
}

async function schemaVersion(tx: Queryable): Promise<string | null> {
  const [row] = await tx<{ version: string | null }[]>`
    select case when to_regclass('supabase_migrations.schema_migrations') is null then null
                else (select max(version) from supabase_migrations.schema_migrations) end as version`;
  return row?.version ?? null;
}

export async function dumpBackup(sql: Sql, scope: BackupScope, now = new Date()): Promise<BackupFile> {
  return sql.begin('isolation level repeatable read read only', async (tx) => {
    const info = await readTables(tx);
    const tables: BackupFile['tables'] = {};
    for (const name of scopeTables(scope, info)) tables[name] = await readRows(tx, info.get(name)!);
    const sequences: BackupFile['sequences'] = {};
    for (const name of await readSequences(tx)) {
      const [s] = await tx.unsafe<{ last_value: string; is_called: boolean }[]>(`select last_value::text, is_called from public.${ident(name)}`);
      sequences[name] = { lastValue: s!.last_value, isCalled: s!.is_called };
    }
    return { format: BACKUP_FORMAT, version: BACKUP_VERSION, scope, createdAt: now.toISOString(), schemaVersion: await schemaVersion(tx), tables, sequences };
  });
}

/** Rows per table, for the chat message and the admin's answer. */
export const rowCounts = (file: BackupFile): Record<string, number> =>
  Object.fromEntries(Object.entries(file.tables).map(([name, t]) => [name, t.rows.length]));
