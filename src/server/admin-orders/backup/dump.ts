// Reads the backup out of the database in one snapshot (a repeatable-read, read-only transaction):
// the orders and every table that hangs on an order, or every table but the ephemeral ones; never a
// secret (backedUpColumns: no password or token hash, no session).
import type { Sql } from '../../db/client.ts';
import type { Queryable } from '../../db/queryable.ts';
import { BACKUP_FORMAT, BACKUP_VERSION, backedUpColumns, type BackupFile, type BackupScope } from '../../../domain/admin-orders/backup.ts';
import { ident, readSequences, readTables, type TableInfo } from './catalog.ts';

/** The tables of the scope, each with the columns that go into the backup. */
function scopeTables(scope: BackupScope, info: Map<string, TableInfo>): TableInfo[] {
  const all = [...info.values()].flatMap((t) => {
    const columns = backedUpColumns(t.name, t.columns, t.notNull);
    return columns ? [{ ...t, columns }] : [];
  });
  if (scope === 'database') return all;
  return all.filter((t) => t.name === 'orders' || t.references.includes('orders'));
}

/**
 * One table as the JSON text of its BackupTable, written by PostgreSQL itself: each value in its own JSON
 * form (which jsonb_populate_recordset reads back exactly), the rows as arrays in the columns' order.
 * The text goes into the file as it is: at 100,000 orders, parsing and re-serialising every row in the
 * function would cost more than the whole query.
 */
async function tableJson(tx: Queryable, table: TableInfo): Promise<{ json: string; rows: number }> {
  const order = (table.primaryKey.length ? table.primaryKey : table.columns).map((c) => `t.${ident(c)}`).join(', ');
  const values = table.columns.map((c) => `t.${ident(c)}`).join(', ');
  // json_build_array takes at most 100 arguments: a wider table is built from slices.
  const slices: string[] = [];
  for (let i = 0; i < table.columns.length; i += 90)
    slices.push(
      `jsonb_build_array(${table.columns
        .slice(i, i + 90)
        .map((c) => `t.${ident(c)}`)
        .join(', ')})`,
    );
  const row = slices.length === 1 ? `json_build_array(${values})` : slices.join(' || ');
  const [result] = await tx.unsafe<{ rows: string; n: number }[]>(
    `select coalesce(json_agg(${row} order by ${order}), '[]')::text as rows, count(*)::int as n from public.${ident(table.name)} t`,
  );
  return { json: `{"columns":${JSON.stringify(table.columns)},"rows":${result!.rows}}`, rows: result!.n };
}

async function schemaVersion(tx: Queryable): Promise<string | null> {
  const [row] = await tx<{ version: string | null }[]>`
    select case when to_regclass('supabase_migrations.schema_migrations') is null then null
                else (select max(version) from supabase_migrations.schema_migrations) end as version`;
  return row?.version ?? null;
}

/** The backup file as JSON text (what is sent and downloaded), and the rows of each table. */
export async function dumpBackupJson(
  sql: Sql,
  scope: BackupScope,
  now = new Date(),
): Promise<{ json: string; counts: Record<string, number> }> {
  return sql.begin('isolation level repeatable read read only', async (tx) => {
    const tables: string[] = [];
    const counts: Record<string, number> = {};
    for (const info of scopeTables(scope, await readTables(tx))) {
      const table = await tableJson(tx, info);
      tables.push(`${JSON.stringify(info.name)}:${table.json}`);
      counts[info.name] = table.rows;
    }
    const sequences: BackupFile['sequences'] = {};
    for (const name of await readSequences(tx)) {
      const [s] = await tx.unsafe<{ last_value: string; is_called: boolean }[]>(
        `select last_value::text, is_called from public.${ident(name)}`,
      );
      sequences[name] = { lastValue: s!.last_value, isCalled: s!.is_called };
    }
    const head = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      scope,
      createdAt: now.toISOString(),
      schemaVersion: await schemaVersion(tx),
    };
    return {
      json: `${JSON.stringify(head).slice(0, -1)},"tables":{${tables.join(',')}},"sequences":${JSON.stringify(sequences)}}`,
      counts,
    };
  });
}

/** The backup file as an object (tests, and what the restore reads). */
export async function dumpBackup(sql: Sql, scope: BackupScope, now = new Date()): Promise<BackupFile> {
  return JSON.parse((await dumpBackupJson(sql, scope, now)).json) as BackupFile;
}
