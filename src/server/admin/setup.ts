// The first admin: while no admin email exists, `npm start` prints a one-time link (30 minutes,
// single use, only its sha256 stored) where the owner sets email and password. One link at a time:
// a new one ends the one before. A link is looked up before anything is hashed, and wrong links are
// counted per address (5 block it for 600 s), so no stream of bogus requests reaches scrypt.
import type { Sql } from '../db/client.ts';
import type { Queryable } from '../db/queryable.ts';
import type { Session } from '../../domain/admin/session.ts';
import { LOGIN_BLOCK_SECONDS, SETUP_TOKEN_SECONDS } from '../../domain/admin/session.ts';
import { addressKey } from '../../domain/admin/client-address.ts';
import { hashPassword } from '../passwords/password-hash.ts';
import { adminPasswordCost } from '../passwords/password-cost.ts';
import { adminExists, upsertAdmin } from './accounts.repo.ts';
import { claimLoginAttempt, clearLoginAttempts } from './login-attempts.repo.ts';
import { createSession } from './sessions.repo.ts';
import { hashToken, newToken } from './tokens.ts';

export const SETUP_PATH = '/gatekeeper-x9f2/setup';
/** The link's token rides in the #fragment: browsers never send it, so no log ever holds it. */
export const setupLink = (origin: string, token: string) => `${origin}${SETUP_PATH}#token=${token}`;

// One setup step at a time: issuing a link, and the check for an existing admin with the insert.
const lockSetup = (tx: Queryable) => tx`select pg_advisory_xact_lock(4821338)`;

/** A fresh setup token while no admin exists (undefined once one does); every earlier token stops working. */
export async function createSetupToken(sql: Sql): Promise<string | undefined> {
  const token = newToken();
  return sql.begin(async (tx) => {
    await lockSetup(tx);
    if (await adminExists(tx)) return undefined;
    await tx`delete from admin_setup_tokens`;
    await tx`insert into admin_setup_tokens (token_hash, expires_at) values (${hashToken(token)}, now() + make_interval(secs => ${SETUP_TOKEN_SECONDS}))`;
    return token;
  });
}

export async function isSetupTokenValid(sql: Sql, token: string): Promise<boolean> {
  if (await adminExists(sql)) return false;
  const rows =
    await sql`select 1 from admin_setup_tokens where token_hash = ${hashToken(token)} and used_at is null and expires_at > now()`;
  return rows.length > 0;
}

export type SetupCheck = { ok: true } | { ok: false; reason: 'invalid' } | { ok: false; reason: 'blocked'; retryAfterSeconds: number };

/** Whether this address may use this link now: counted before the lookup (parallel guesses cannot slip past), cleared by a valid link. */
export async function checkSetupToken(sql: Sql, token: string, ip: string | undefined): Promise<SetupCheck> {
  const key = `setup:${addressKey(ip)}`;
  const claim = await claimLoginAttempt(sql, key);
  if (!claim.claimed) return { ok: false, reason: 'blocked', retryAfterSeconds: claim.retryAfterSeconds };
  if (await isSetupTokenValid(sql, token)) {
    await clearLoginAttempts(sql, [key]);
    return { ok: true };
  }
  return claim.blocksNow ? { ok: false, reason: 'blocked', retryAfterSeconds: LOGIN_BLOCK_SECONDS } : { ok: false, reason: 'invalid' };
}

export type SetupResult = { ok: true; session: Session } | { ok: false; reason: 'invalid' | 'done' };

/**
 * Uses the token up and creates the first admin, in one transaction: two tabs cannot both win.
 * Call it after checkSetupToken: the password is hashed here, outside the transaction.
 */
export async function completeSetup(sql: Sql, input: { token: string; email: string; password: string }): Promise<SetupResult> {
  const passwordHash = await hashPassword(input.password, adminPasswordCost());
  return sql.begin(async (tx) => {
    await lockSetup(tx);
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
