// The first admin: while no admin email exists, `npm start` prints a one-time link (30 minutes,
// single use, only its sha256 stored) where the owner sets email and password.
import type { Sql } from '../db/client.ts';
import type { Session } from '../../domain/admin/session.ts';
import { SETUP_TOKEN_SECONDS } from '../../domain/admin/session.ts';
import { hashPassword } from '../gate/password-hash.ts';
import { adminExists, upsertAdmin } from './accounts.repo.ts';
import { createSession } from './sessions.repo.ts';
import { hashToken, newToken } from './tokens.ts';

export const SETUP_PATH = '/gatekeeper-x9f2/setup';
/** The link's token rides in the #fragment: browsers never send it, so no log ever holds it. */
export const setupLink = (origin: string, token: string) => `${origin}${SETUP_PATH}#token=${token}`;

/** A fresh setup token while no admin exists (undefined once one does). */
export async function createSetupToken(sql: Sql): Promise<string | undefined> {
  if (await adminExists(sql)) return undefined;
  const token = newToken();
  await sql`delete from admin_setup_tokens where expires_at <= now() or used_at is not null`;
  await sql`insert into admin_setup_tokens (token_hash, expires_at) values (${hashToken(token)}, now() + make_interval(secs => ${SETUP_TOKEN_SECONDS}))`;
  return token;
}

export async function isSetupTokenValid(sql: Sql, token: string): Promise<boolean> {
  if (await adminExists(sql)) return false;
  const rows = await sql`select 1 from admin_setup_tokens where token_hash = ${hashToken(token)} and used_at is null and expires_at > now()`;
  return rows.length > 0;
}

export type SetupResult = { ok: true; session: Session } | { ok: false; reason: 'invalid' | 'done' };

/** Uses the token up and creates the first admin, in one transaction: two tabs cannot both win. */
export async function completeSetup(sql: Sql, input: { token: string; email: string; password: string }): Promise<SetupResult> {
  const passwordHash = await hashPassword(input.password);
  return sql.begin(async (tx) => {
    // One setup at a time: the check for an existing admin and the insert cannot interleave.
    await tx`select pg_advisory_xact_lock(4821338)`;
    const [used] = await tx`
      update admin_setup_tokens set used_at = now()
      where token_hash = ${hashToken(input.token)} and used_at is null and expires_at > now() returning 1`;
    if (!used) return { ok: false, reason: 'invalid' } as const;
    if (await adminExists(tx)) return { ok: false, reason: 'done' } as const;
    const account = await upsertAdmin(tx, input.email, passwordHash);
    await tx`insert into admin_audit (email, action, subject, new_value) values (${input.email}, 'admins.setup', ${input.email}, ${tx.json({ email: input.email })})`;
    return { ok: true, session: await createSession(tx, account.id, 'setup') } as const;
  });
}
