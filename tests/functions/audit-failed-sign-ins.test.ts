// Failed password sign-ins in the audit log are bounded (issue #36 §2): at most
// FAILED_SIGN_INS_KEPT.perAddress per client address within the days kept, forgotten after them by the
// scheduled housekeeping (the real outbox-drain handler); blocks and successful sign-ins are kept. The
// real sign-in service on the real database; the account's slowdown is recorded instead of slept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import outboxDrain from '../../netlify/functions/outbox-drain.ts';
import { db } from '../../src/server/db/client.ts';
import { signInWithPassword } from '../../src/server/admin/password-sign-in.ts';
import { FAILED_SIGN_INS_KEPT } from '../../src/domain/admin/audit.ts';
import { makeAdmin } from './admin-helpers.ts';

const sql = db();
const EMAIL = 'audit-cap-owner@test.dz';
const PASSWORD = 'a long and unguessable passphrase';
const octet = () => Math.floor(Math.random() * 250) + 1;
const stranger = `198.18.${octet()}.${octet()}`;
const other = `198.19.${octet()}.${octet()}`;
const noPause = async () => {};

beforeAll(async () => {
  await makeAdmin(EMAIL, PASSWORD);
});
afterAll(async () => {
  await sql`delete from admin_audit where email = ${EMAIL}`;
  await sql`delete from login_attempts where client_key like ${'ip:198.1%'}`;
});

/** One wrong password from `ip`; its address's counter is cleared first so that no block stops the next. */
async function wrong(ip: string): Promise<void> {
  await sql`delete from login_attempts where client_key = ${`ip:${ip}`}`;
  const result = await signInWithPassword(sql, { email: EMAIL, password: 'not the password', ip }, noPause);
  expect(result.ok).toBe(false);
}
const rows = (action: string, ip: string) =>
  sql<
    { n: number }[]
  >`select count(*)::int as n from admin_audit where action = ${action} and new_value ->> 'address' = ${`ip:${ip}`}`.then((r) => r[0]!.n);

describe('failed sign-ins in the audit log', () => {
  it('are capped per address: a stranger guessing on cannot grow the log, another address is still recorded', async () => {
    for (let i = 0; i < FAILED_SIGN_INS_KEPT.perAddress + 10; i++) await wrong(stranger);
    expect(await rows('sign_in.failed', stranger)).toBe(FAILED_SIGN_INS_KEPT.perAddress);
    await wrong(other);
    expect(await rows('sign_in.failed', other)).toBe(1);
  });

  it('are forgotten after the days kept; blocks and sign-ins stay; the address is recorded again after', async () => {
    // Five wrong passwords from one address without clearing: the fifth blocks it (a sign_in.blocked row).
    await sql`delete from login_attempts where client_key = ${`ip:${stranger}`}`;
    for (let i = 0; i < 5; i++) await signInWithPassword(sql, { email: EMAIL, password: 'still wrong', ip: stranger }, noPause);
    expect(await rows('sign_in.blocked', stranger)).toBeGreaterThanOrEqual(1);
    await sql`delete from login_attempts where client_key = ${`ip:${stranger}`}`;
    expect((await signInWithPassword(sql, { email: EMAIL, password: PASSWORD, ip: stranger }, noPause)).ok).toBe(true);
    const signIns = await rows('sign_in.password', stranger);
    const blocks = await rows('sign_in.blocked', stranger);
    expect(signIns).toBe(1);

    // Everything of this address is now older than the days kept.
    await sql`update admin_audit set at = now() - make_interval(days => ${FAILED_SIGN_INS_KEPT.days + 1})
              where new_value ->> 'address' = ${`ip:${stranger}`}`;
    const drained = await outboxDrain(new Request('https://shop.example/.netlify/functions/outbox-drain', { method: 'POST' }));
    expect(drained.status).toBe(200);
    expect(await rows('sign_in.failed', stranger)).toBe(0);
    expect(await rows('sign_in.blocked', stranger)).toBe(blocks);
    expect(await rows('sign_in.password', stranger)).toBe(signIns);
    expect(await rows('sign_in.failed', other)).toBe(1); // a recent one stays

    await wrong(stranger);
    expect(await rows('sign_in.failed', stranger)).toBe(1);
  });
});
