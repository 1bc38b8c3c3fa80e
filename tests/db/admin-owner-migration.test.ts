// The owner migration (issue 22, point 10) on a shop that has admins already: the earliest becomes
// the owner; afterwards the first admin of an empty shop is the owner, whichever way it arrives.
// Runs the migration file itself, on this database put back as it was before it, in a transaction
// that is always rolled back.
import { afterAll, describe, expect, inject, it } from 'vitest';
import { connect } from '../../src/server/db/client.ts';
import { readMigration } from '../../src/server/db/migrate.ts';

const sql = connect(inject('databaseUrl'), { max: 1 });
afterAll(() => sql.end());
const MIGRATION = '20261125020200_admin_owner.sql';

async function rolledBack(fn: (tx: typeof sql) => Promise<void>): Promise<void> {
  const rollback = new Error('rollback');
  await sql
    .begin(async (tx) => {
      await fn(tx as unknown as typeof sql);
      throw rollback;
    })
    .catch((error: unknown) => {
      if (error !== rollback) throw error;
    });
}

const owners = async (tx: typeof sql) =>
  (await tx<{ email: string }[]>`select email from admin_emails where is_owner order by email`).map((r) => r.email);

describe(MIGRATION, () => {
  it('makes the earliest existing admin the owner, and only that one', async () => {
    await rolledBack(async (tx) => {
      await tx.unsafe('drop function public.admin_emails_first_is_owner() cascade; alter table admin_emails drop column is_owner').simple();
      await tx`delete from admin_emails`;
      await tx`insert into admin_emails (email, created_at) values
        ('staff@test.dz', now() - interval '2 days'), ('first@test.dz', now() - interval '30 days'), ('later@test.dz', now() - interval '1 day')`;
      await tx.unsafe(readMigration(MIGRATION).statements.join('\n')).simple();
      expect(await owners(tx)).toEqual(['first@test.dz']);
      // More admins later are not owners.
      await tx`insert into admin_emails (email) values ('new@test.dz')`;
      expect(await owners(tx)).toEqual(['first@test.dz']);
    });
  });

  it('on an empty shop, the first admin email inserted is the owner, the next ones are not', async () => {
    await rolledBack(async (tx) => {
      await tx`delete from admin_emails`;
      await tx`insert into admin_emails (email) values ('one@test.dz')`;
      await tx`insert into admin_emails (email) values ('two@test.dz')`;
      expect(await owners(tx)).toEqual(['one@test.dz']);
    });
  });
});
