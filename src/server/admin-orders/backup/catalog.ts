// What the backup and the restore learn from the database itself (pg_catalog), so that a table or a
// column a later migration adds is backed up without touching this code: the public tables with their
// columns (generated columns left out: PostgreSQL computes them), which of them may not be empty,
// primary keys, identity columns and foreign keys, and the sequences.
import type { Queryable } from '../../db/queryable.ts';

export type TableInfo = {
  name: string;
  columns: string[];
  notNull: string[];
  primaryKey: string[];
  identity: string[];
  references: string[];
};

export async function readTables(sql: Queryable): Promise<Map<string, TableInfo>> {
  const rows = await sql<
    {
      name: string;
      columns: string[];
      not_null: string[] | null;
      primary_key: string[] | null;
      identity: string[] | null;
      refs: string[] | null;
    }[]
  >`
    select c.relname as name,
      array(select a.attname::text from pg_attribute a
            where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = '' order by a.attnum) as columns,
      array(select a.attname::text from pg_attribute a
            where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attnotnull) as not_null,
      array(select a.attname::text from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
            where i.indrelid = c.oid and i.indisprimary order by array_position(i.indkey::int2[], a.attnum)) as primary_key,
      array(select a.attname::text from pg_attribute a
            where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attidentity <> '') as identity,
      array(select distinct p.relname::text from pg_constraint f join pg_class p on p.oid = f.confrelid
            where f.conrelid = c.oid and f.contype = 'f' and f.confrelid <> c.oid) as refs
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r'
    order by c.relname`;
  return new Map(
    rows.map((r) => [
      r.name,
      {
        name: r.name,
        columns: r.columns,
        notNull: r.not_null ?? [],
        primaryKey: r.primary_key ?? [],
        identity: r.identity ?? [],
        references: r.refs ?? [],
      },
    ]),
  );
}

/** Parents before children (a table after every table it references), ties by name. */
export function insertOrder(tables: readonly string[], info: Map<string, TableInfo>): string[] {
  const wanted = new Set(tables);
  const done = new Set<string>();
  const order: string[] = [];
  const visit = (name: string, path: Set<string>) => {
    if (done.has(name) || path.has(name)) return;
    path.add(name);
    for (const parent of [...(info.get(name)?.references ?? [])].sort()) if (wanted.has(parent)) visit(parent, path);
    path.delete(name);
    done.add(name);
    order.push(name);
  };
  for (const name of [...tables].sort()) visit(name, new Set());
  return order;
}

export async function readSequences(sql: Queryable): Promise<string[]> {
  const rows = await sql<{ name: string }[]>`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'S' order by c.relname`;
  return rows.map((r) => r.name);
}

/** "name" quoted as an SQL identifier (names come from pg_catalog or a checked backup file). */
export const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Single-column foreign keys that are set null when their row goes (an order line's variant). */
export type LooseReference = { table: string; column: string; parent: string; parentColumn: string };

export async function readLooseReferences(sql: Queryable): Promise<LooseReference[]> {
  return sql<LooseReference[]>`
    select c.relname::text as table, a.attname::text as column, p.relname::text as parent, pa.attname::text as "parentColumn"
    from pg_constraint f
    join pg_class c on c.oid = f.conrelid join pg_namespace n on n.oid = c.relnamespace
    join pg_class p on p.oid = f.confrelid
    join pg_attribute a on a.attrelid = f.conrelid and a.attnum = f.conkey[1]
    join pg_attribute pa on pa.attrelid = f.confrelid and pa.attnum = f.confkey[1]
    where n.nspname = 'public' and f.contype = 'f' and f.confdeltype = 'n' and array_length(f.conkey, 1) = 1`;
}
