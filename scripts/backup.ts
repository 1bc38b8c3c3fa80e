// npm run backup -- [--scope orders|database] [--out FILE] [--send]: the backup 'Backup now' makes,
// from a terminal (DATABASE_URL, or the embedded database: stop `npm start` first). --out writes the
// file (default: its own name in the current folder); --send posts it to the chat webhook as well.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { prepareDatabase } from './lib/database.ts';
import { connect } from '../src/server/db/client.ts';
import { BACKUP_SCOPES, type BackupScope } from '../src/domain/admin-orders/backup.ts';
import { backupMessage, makeBackup } from '../src/server/admin-orders/backup/backup.service.ts';
import { backupWebhookUrl, sendBackup } from '../src/server/admin-orders/backup/send.ts';

const { values } = parseArgs({
  options: { scope: { type: 'string', default: 'database' }, out: { type: 'string' }, send: { type: 'boolean' } },
});
if (!(BACKUP_SCOPES as readonly string[]).includes(values.scope!)) {
  console.error(`[backup] --scope is ${BACKUP_SCOPES.join(' or ')}`);
  process.exit(1);
}
const scope = values.scope as BackupScope;
const database = await prepareDatabase({ seed: false });
const sql = connect(database.url, { max: 1 });
try {
  const now = new Date();
  const backup = await makeBackup(sql, scope, now);
  const out = values.out ?? backup.fileName;
  writeFileSync(out, backup.bytes);
  console.log(`[backup] ${out}: ${backup.bytes.length} bytes${backup.gzipped ? ' (gzip)' : ''}, ${backup.counts.orders ?? 0} orders`);
  if (values.send) {
    const url = backupWebhookUrl(scope);
    if (!url)
      throw new Error(
        scope === 'orders'
          ? '--send needs ORDER_WEBHOOK_URL or BACKUP_WEBHOOK_URL'
          : '--send of the whole database needs BACKUP_WEBHOOK_URL (it never goes to the orders chat)',
      );
    const parts = await sendBackup(url, backup, (part, count) => backupMessage(scope, backup.counts, now, part, count));
    console.log(`[backup] sent to the chat in ${parts} part(s)`);
  }
} finally {
  await sql.end();
  await database.stop();
}
