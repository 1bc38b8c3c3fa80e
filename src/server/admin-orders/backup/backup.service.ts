// 'Backup now', the daily backup and 'Download backup': one file, made the same way for all three.
import type { Sql } from '../../db/client.ts';
import { recordAudit } from '../../audit/audit.repo.ts';
import { toAlgiersLocal } from '../../../domain/admin/algiers-time.ts';
import type { BackupScope, BackupSent } from '../../../domain/admin-orders/backup.ts';
import { dumpBackupJson } from './dump.ts';
import { encodeBackup, type EncodedBackup } from './encode.ts';
import { backupWebhookUrl, sendBackup } from './send.ts';

export async function makeBackup(
  sql: Sql,
  scope: BackupScope,
  now = new Date(),
): Promise<EncodedBackup & { counts: Record<string, number> }> {
  const { json, counts } = await dumpBackupJson(sql, scope, now);
  return { ...encodeBackup(json), counts };
}

const SCOPE_WORDS: Record<BackupScope, string> = { orders: 'the orders', database: 'the whole database' };

/** The chat message of each part: what it is, how big, and how to restore it. */
export function backupMessage(scope: BackupScope, counts: Record<string, number>, createdAt: Date, part: number, parts: number): string {
  const when = toAlgiersLocal(createdAt.toISOString()).replace('T', ' ');
  const what = `${counts.orders ?? 0} orders${scope === 'database' ? `, ${counts.products ?? 0} products` : ''}`;
  const partText =
    parts > 1
      ? ` Part ${part} of ${parts}: join the parts in order (\`cat FILE.part1of${parts} FILE.part2of${parts} … > FILE\`), then \`npm run restore -- FILE\`.`
      : ' Restore with `npm run restore -- FILE` into an empty database.';
  return `Backup of ${SCOPE_WORDS[scope]} (${what}), ${when} Algiers time.${partText}`;
}

export type BackupNowResult = { ok: true; sent: BackupSent } | { ok: false; reason: 'no_webhook'; message: string };

const NO_WEBHOOK: Record<BackupScope, string> = {
  orders: 'No chat webhook is set (ORDER_WEBHOOK_URL or BACKUP_WEBHOOK_URL): use Download backup.',
  database:
    'The whole database goes only to a chat of its own for backups (BACKUP_WEBHOOK_URL), never to the orders chat: use Download backup, or back up the orders.',
};

export async function backupToChat(sql: Sql, scope: BackupScope, by: string, now = new Date()): Promise<BackupNowResult> {
  const url = backupWebhookUrl(scope);
  if (!url) return { ok: false, reason: 'no_webhook', message: NO_WEBHOOK[scope] };
  const backup = await makeBackup(sql, scope, now);
  const parts = await sendBackup(url, backup, (part, count) => backupMessage(scope, backup.counts, now, part, count));
  const sent: BackupSent = { fileName: backup.fileName, bytes: backup.bytes.length, gzipped: backup.gzipped, parts, counts: backup.counts };
  await recordAudit(sql, {
    email: by,
    action: 'backup.send',
    subject: scope,
    newValue: { fileName: sent.fileName, bytes: sent.bytes, parts },
  });
  return { ok: true, sent };
}

/** The daily backup: the whole database to a backup channel when there is one, else the orders to the orders chat. */
export function dailyBackupToChat(sql: Sql, now = new Date()): Promise<BackupNowResult> {
  return backupToChat(sql, backupWebhookUrl('database') ? 'database' : 'orders', 'daily backup', now);
}
