// npm run admin -- <command>: the admin accounts from a terminal, against DATABASE_URL (production:
// Supabase) or the embedded database under .data/ (stop `npm start` first: one process opens it).
//   create --email E --password -     an admin who signs in with a password (read from stdin, so it
//                                     stays out of the shell history); an existing one gets the new password
//   add --email E                     admit an email for the Supabase Auth sign-in (no password)
//   remove --email E                  remove an admin email (its account and sessions go with it;
//                                     never the shop's last owner)
//   owner --email E                   make an admin email an owner too (to hand the shop over)
//   list                              the admin emails, the owner marked
//   setup-link [--origin URL]         a fresh first-run link, while no admin exists
import { parseArgs } from 'node:util';
import { text } from 'node:stream/consumers';
import { prepareDatabase } from './lib/database.ts';
import { connect } from '../src/server/db/client.ts';
import { adminEmail } from '../src/domain/admin/text-rules.ts';
import { newPassword, passwordMentionsEmail } from '../src/domain/admin/session.ts';
import { fieldErrorsOf } from '../src/domain/admin/api-errors.ts';
import { ADMIN_PASSWORD_COST, hashPassword } from '../src/server/passwords/password-hash.ts';
import { addAdminEmail, listAdminEmails, makeOwner, removeAdminEmail, upsertAdmin } from '../src/server/admin/accounts.repo.ts';
import { recordAudit } from '../src/server/audit/audit.repo.ts';
import { endSessionsOf } from '../src/server/admin/sessions.repo.ts';
import { createSetupToken, setupLink } from '../src/server/admin/setup.ts';
import { shopEnv } from '../src/server/env.ts';

const USAGE = `Usage: npm run admin -- create --email <email> --password -
       npm run admin -- add --email <email> | remove --email <email> | owner --email <email> | list | setup-link [--origin http://localhost:4321]`;
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { email: { type: 'string' }, password: { type: 'string' }, origin: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
});
const command = positionals[0];

function fail(message: string): never {
  console.error(`[admin] ${message}`);
  process.exit(1);
}

if (values.help || !command) {
  console.log(USAGE);
  process.exit(values.help ? 0 : 1);
}
if (!['create', 'add', 'remove', 'owner', 'list', 'setup-link'].includes(command)) fail(`unknown command '${command}'\n${USAGE}`);

function email(): string {
  const parsed = adminEmail.safeParse(values.email ?? '');
  if (!parsed.success) fail('give a valid --email');
  return parsed.data;
}

async function password(): Promise<string> {
  if (values.password === undefined) fail('give --password - and type the password on standard input');
  if (values.password !== '-') console.warn('[admin] the password is in your shell history now: prefer --password - next time');
  const raw = values.password === '-' ? (await text(process.stdin)).replace(/\r?\n$/, '') : values.password;
  const parsed = newPassword.safeParse(raw);
  if (!parsed.success) {
    const problems = Object.values(fieldErrorsOf(parsed.error.issues));
    fail(problems.includes('passwordTooEasy') ? TOO_EASY : `the password is not accepted (${problems.join(', ')}: 10 to 200 characters)`);
  }
  if (passwordMentionsEmail(parsed.data, who)) fail(TOO_EASY);
  return parsed.data;
}

const TOO_EASY =
  'the password is too easy to guess (a common password, a repeated letter, a run like 12345 or abcde, or the email itself): choose another';

// Read everything asked for before the database opens: a refusal leaves nothing half done.
const who = ['create', 'add', 'remove', 'owner'].includes(command) ? email() : '';
const secret = command === 'create' ? await password() : '';

const database = await prepareDatabase({});
const sql = connect(database.url, { max: 1 });
try {
  if (command === 'create') {
    // Hashed before the transaction opens: no lock is held for scrypt's second.
    const passwordHash = await hashPassword(secret, ADMIN_PASSWORD_COST);
    const account = await sql.begin(async (tx) => {
      const created = await upsertAdmin(tx, who, passwordHash);
      // A new password ends the account's sessions, as a change in the admin area does.
      await endSessionsOf(tx, created.id);
      await recordAudit(tx, { email: 'npm run admin', action: 'admins.create', subject: who, newValue: { email: who, password: 'set' } });
      return created;
    });
    console.log(`[admin] ${account.email} can sign in with that password at /gatekeeper-x9f2/`);
  } else if (command === 'add') {
    const added = await addAdminEmail(sql, who);
    if (added) await recordAudit(sql, { email: 'npm run admin', action: 'admins.add', subject: who, newValue: { email: who } });
    console.log(added ? `[admin] ${who} may now sign in through Supabase Auth` : `[admin] ${who} was an admin already`);
  } else if (command === 'remove') {
    const owners = (await listAdminEmails(sql)).filter((r) => r.isOwner).map((r) => r.email);
    if (owners.length === 1 && owners[0] === who) {
      console.error(`[admin] ${who} is the shop's only owner: name another one first (npm run admin -- owner --email <email>)`);
      process.exitCode = 1;
    } else {
      const removed = await removeAdminEmail(sql, who);
      if (removed) await recordAudit(sql, { email: 'npm run admin', action: 'admins.remove', subject: who, oldValue: { email: who } });
      console.log(removed ? `[admin] ${who} removed` : `[admin] ${who} was not an admin`);
    }
  } else if (command === 'owner') {
    const made = await makeOwner(sql, who);
    if (made)
      await recordAudit(sql, { email: 'npm run admin', action: 'admins.owner', subject: who, newValue: { email: who, owner: true } });
    console.log(made ? `[admin] ${who} is an owner: may add and remove admins` : `[admin] ${who} is not an admin: add it first`);
  } else if (command === 'list') {
    const rows = await listAdminEmails(sql);
    if (!rows.length) console.log('[admin] no admin yet: npm run admin -- create --email <email> --password -');
    for (const r of rows)
      console.log(`${r.email}\t${r.hasPassword ? 'password' : 'Supabase only'}\tsince ${r.createdAt}${r.isOwner ? '\towner' : ''}`);
  } else {
    const token = await createSetupToken(sql);
    const origin = (values.origin ?? `http://localhost:${shopEnv().PORT ?? 4321}`).replace(/\/+$/, '');
    console.log(token ? `Set up the admin: ${setupLink(origin, token)}` : '[admin] an admin exists already: sign in, or use create');
  }
} finally {
  await sql.end();
  await database.stop();
}
