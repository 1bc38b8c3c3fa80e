// The current definition of every SQL function of the shop, as the migrated database itself prints it
// (pg_get_functiondef), one file a function in supabase/definitions/. A function is often replaced in a
// later migration (store_order four times): these files are the ONE place to read what runs now.
// `npm run db:definitions` (scripts/sql-definitions.ts) writes them; tests/db/sql-definitions.test.ts
// fails when a migration changes a function and its file was not written again (PGlite, PostgreSQL 15).
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Sql } from '../../src/server/db/client.ts';

export const DEFINITIONS_DIR = fileURLToPath(new URL('../../supabase/definitions/', import.meta.url));
const MIGRATIONS_DIR = fileURLToPath(new URL('../../supabase/migrations/', import.meta.url));

/** Each function of the public schema by name (overloads together, by their arguments), extensions' left out. */
export async function functionDefinitions(sql: Sql): Promise<Map<string, string>> {
  const rows = await sql<{ name: string; definition: string }[]>`
    select p.proname as name, pg_get_functiondef(p.oid) as definition
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public' and p.prokind in ('f', 'p')
      and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
    order by p.proname, pg_get_function_identity_arguments(p.oid)`;
  const byName = new Map<string, string[]>();
  for (const { name, definition } of rows) byName.set(name, [...(byName.get(name) ?? []), definition.trimEnd()]);
  return new Map([...byName].map(([name, definitions]) => [name, fileText(name, definitions)]));
}

/** The migration that last created or replaced the function: where its history ends. */
function lastMigrationOf(name: string): string {
  const defines = new RegExp(`create\\s+(or\\s+replace\\s+)?function\\s+(public\\.)?${name}\\s*\\(`, 'i');
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  return files.filter((f) => defines.test(readFileSync(MIGRATIONS_DIR + f, 'utf8'))).at(-1) ?? 'no migration';
}

function fileText(name: string, definitions: string[]): string {
  return [
    `-- public.${name} as it is now: the migrated database's own print of it (pg_get_functiondef).`,
    `-- Last created or replaced by supabase/migrations/${lastMigrationOf(name)}`,
    '-- Read it here; change it with a new migration, then `npm run db:definitions` writes this file.',
    '',
    definitions.join('\n\n'),
    '',
  ].join('\n');
}

/** The files as they are in supabase/definitions/, by function name. */
export function definitionFiles(): Map<string, string> {
  return new Map(
    readdirSync(DEFINITIONS_DIR)
      .filter((f) => f.endsWith('.sql'))
      .map((f) => [f.slice(0, -4), readFileSync(DEFINITIONS_DIR + f, 'utf8')]),
  );
}
