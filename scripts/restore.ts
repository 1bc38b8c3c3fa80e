// npm run restore -- FILE [MORE PARTS...]: puts a backup ('Backup now', 'Download backup', the daily
// one, or npm run backup) back into an EMPTY database: DATABASE_URL (a new Supabase project after
// `supabase db push`), or the embedded one under DATA_DIR (default .data/pglite; a new folder is
// created empty, without the demo catalog). A backup in parts: give the first part (the others are
// found beside it) or every part in order. A database with products, orders or admins is refused.
import { existsSync, readFileSync } from 'node:fs';
import { prepareDatabase } from './lib/database.ts';
import { connect } from '../src/server/db/client.ts';
import { decodeBackup, UnreadableBackup } from '../src/server/admin-orders/backup/encode.ts';
import { restoreBackup, RestoreRefused } from '../src/server/admin-orders/backup/restore.ts';
import { recordSeed } from '../src/server/db/migration-history.ts';
import { shopEnv } from '../src/server/env.ts';

function fail(message: string): never {
  console.error(`[restore] ${message}`);
  process.exit(1);
}

/** The files to join: the ones given, or a first part and its siblings (FILE.part1of3 -> part2of3, part3of3). */
function partsOf(files: readonly string[]): string[] {
  const first = files.length === 1 ? /^(.*)\.part1of(\d+)$/.exec(files[0]!) : null;
  if (!first) return [...files];
  const count = Number(first[2]);
  return Array.from({ length: count }, (_, i) => `${first[1]}.part${i + 1}of${count}`);
}

const args = process.argv.slice(2).filter((a) => a !== '--');
if (!args.length) fail('Usage: npm run restore -- FILE   (a shop backup: .json, .json.gz, or its first part FILE.part1ofN)');
const files = partsOf(args);
for (const file of files)
  if (!existsSync(file)) fail(`${file} does not exist${file === args[0] ? '' : ' (a part of the backup is missing)'}`);

let backup;
try {
  backup = decodeBackup(Buffer.concat(files.map((f) => readFileSync(f))));
} catch (error) {
  fail(error instanceof UnreadableBackup ? error.message : String(error));
}

// A new embedded database gets no demo catalog: the backup is the shop.
const database = await prepareDatabase({ seed: false });
const sql = connect(database.url, { max: 1 });
try {
  // An older backup lacks the orders' link hashes: they are derived again from the original shop's
  // GATE_COOKIE_SECRET when it is given (never from a secret generated here: those links would not match).
  const report = await restoreBackup(sql, backup, { linkSecret: shopEnv().GATE_COOKIE_SECRET || undefined });
  // The embedded database must not get the demo catalog on top of the shop at the next `npm start`.
  if (database.embedded)
    await sql.begin((tx) => recordSeed(tx, existsSync('supabase/seed.sql') ? readFileSync('supabase/seed.sql', 'utf8') : ''));
  const rows = Object.entries(report.tables)
    .map(([t, n]) => `${t} ${n}`)
    .join(', ');
  console.log(`[restore] restored the ${backup.scope === 'orders' ? 'orders' : 'whole database'} of ${backup.createdAt}: ${rows}`);
  if (report.orderLinks === 'derived') console.log("[restore] the orders' links were derived again with GATE_COOKIE_SECRET");
  if (report.orderLinks === 'missing')
    console.log(
      "[restore] this backup is from before the orders' links were kept: their links answer 404. Restore it again into an empty database with the shop's GATE_COOKIE_SECRET set to bring them back",
    );
  // A backup holds no secret: the admins' passwords and the site password are not in it.
  if (backup.tables.admin_accounts)
    console.log(
      '[restore] admins sign in again: each sets a new password with `npm run admin -- create --email <email> --password -` (Supabase sign-in works as before)',
    );
  if (backup.tables.site_settings)
    console.log(
      '[restore] if the site password was on, the site stays locked with the placeholder until you set yours: `npm run gate -- --password -`',
    );
} catch (error) {
  if (error instanceof RestoreRefused) fail(error.message);
  throw error;
} finally {
  await sql.end();
  await database.stop();
}
