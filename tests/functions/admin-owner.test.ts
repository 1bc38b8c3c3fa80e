// The shop's owner (issue 22, point 10): the first admin is the owner; only the owner adds or removes
// admin emails; the last owner cannot be removed. Real handlers on the real database.
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import admins from '../../netlify/functions/admin-admins.ts';
import setup from '../../netlify/functions/admin-setup.ts';
import { db } from '../../src/server/db/client.ts';
import { createSetupToken } from '../../src/server/admin/setup.ts';
import { makeOwner } from '../../src/server/admin/accounts.repo.ts';
import { auditCount, call, resetAdminArea, signedIn } from './admin-helpers.ts';

const sql = db();
const emails = async () =>
  (await sql<{ email: string; is_owner: boolean }[]>`select email, is_owner from admin_emails order by created_at, email`).map(
    (r) => `${r.email}${r.is_owner ? ' (owner)' : ''}`,
  );

beforeEach(resetAdminArea);
afterAll(resetAdminArea);

describe('the owner', () => {
  it('the first admin, made by the first-run link, is the owner; the admins list says so', async () => {
    const token = (await createSetupToken(sql))!;
    const owner = (await call(setup, '/api/admin/setup', { body: { token, email: 'owner@test.dz', password: 'correct horse battery' } }))
      .body;
    const added = await call(admins, '/api/admin/admins', { token: owner.token, body: { email: 'staff@test.dz' } });
    expect(added.status).toBe(201);
    expect(added.body.emails.map((e: { email: string; isOwner: boolean }) => [e.email, e.isOwner])).toEqual([
      ['owner@test.dz', true],
      ['staff@test.dz', false],
    ]);
  });

  it('an admin who is not the owner can neither add nor remove admins (403 not_owner), the owner included; nothing changes', async () => {
    const owner = await signedIn('owner@test.dz');
    await call(admins, '/api/admin/admins', { token: owner.token, body: { email: 'staff@test.dz' } });
    await call(admins, '/api/admin/admins', { token: owner.token, body: { email: 'other@test.dz' } });
    const staff = await signedIn('staff@test.dz');
    const before = [await emails(), await auditCount()];
    const refusals = [
      await call(admins, '/api/admin/admins', { token: staff.token, body: { email: 'friend@test.dz' } }),
      await call(admins, '/api/admin/admins/owner@test.dz', { method: 'DELETE', token: staff.token }),
      await call(admins, '/api/admin/admins/other@test.dz', { method: 'DELETE', token: staff.token }),
      await call(admins, '/api/admin/admins/nobody@test.dz', { method: 'DELETE', token: staff.token }),
    ];
    for (const refusal of refusals) {
      expect([refusal.status, refusal.body.error.code, refusal.body.error.message]).toEqual([
        403,
        'not_owner',
        'Only the shop’s owner can add or remove admins.',
      ]);
    }
    expect([await emails(), await auditCount()]).toEqual(before);
    // Reading the list stays open to every admin.
    expect((await call(admins, '/api/admin/admins', { token: staff.token })).status).toBe(200);
  });

  it('the owner removes other admins, but not the last owner (409 last_owner); a second owner can be removed', async () => {
    const owner = await signedIn('owner@test.dz');
    await call(admins, '/api/admin/admins', { token: owner.token, body: { email: 'staff@test.dz' } });
    const self = await call(admins, '/api/admin/admins/owner@test.dz', { method: 'DELETE', token: owner.token });
    expect([self.status, self.body.error.code, self.body.error.message]).toEqual([
      409,
      'last_owner',
      'The shop’s owner cannot be removed.',
    ]);
    expect(await emails()).toEqual(['owner@test.dz (owner)', 'staff@test.dz']);
    // Two owners (npm run admin -- owner): either may go, the last one stays.
    await makeOwner(sql, 'staff@test.dz');
    expect((await call(admins, '/api/admin/admins/staff@test.dz', { method: 'DELETE', token: owner.token })).status).toBe(204);
    expect((await call(admins, '/api/admin/admins/owner@test.dz', { method: 'DELETE', token: owner.token })).body.error.code).toBe(
      'last_admin',
    );
  });
});
