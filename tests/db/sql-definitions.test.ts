// supabase/definitions/ is the one place to read the current definition of every SQL function
// (scripts/lib/sql-definitions.ts): each file must be what the migrated test database prints, and
// every function must have its file, on PGlite and on PostgreSQL 15 alike.
import { afterAll, expect, inject, it } from 'vitest';
import { connect } from '../../src/server/db/client.ts';
import { definitionFiles, functionDefinitions } from '../../scripts/lib/sql-definitions.ts';

const sql = connect(inject('databaseUrl'), { max: 1 });
afterAll(() => sql.end());

it(`has one file per SQL function, each the migrated database's definition (${inject('databaseKind')}); npm run db:definitions writes them`, async () => {
  const current = await functionDefinitions(sql);
  const files = definitionFiles();
  expect([...files.keys()].sort()).toEqual([...current.keys()].sort());
  for (const [name, text] of current) expect(files.get(name), `supabase/definitions/${name}.sql`).toBe(text);
  // The order takes ONE jsonb argument (20261125090100_order_as_one_argument.sql), no longer 27.
  expect(current.get('store_order')).toContain('CREATE OR REPLACE FUNCTION public.store_order(p_order jsonb)');
  expect(current.get('store_order_unless_listed')).toContain('CREATE OR REPLACE FUNCTION public.store_order_unless_listed(p_order jsonb)');
});
