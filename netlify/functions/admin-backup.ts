// POST /api/admin/backup {scope: 'orders' | 'database'}: 'Backup now', the file posted to the chat
// webhook (multipart: the message plus the JSON file, split when over the chat's limit).
// GET /api/admin/backup?scope=...: 'Download backup', the same file.
import type { Config } from '@netlify/functions';
import { backupRequestSchema, DOWNLOAD_LIMIT_BYTES } from '../../src/domain/admin-orders/backup.ts';
import { db } from '../../src/server/db/client.ts';
import { adminError, adminJson, parseWith, readAndParse } from '../../src/server/admin/http.ts';
import { adminFunction } from '../../src/server/admin/admin-function.ts';
import { recordAudit } from '../../src/server/audit/audit.repo.ts';
import { backupToChat, makeBackup } from '../../src/server/admin-orders/backup/backup.service.ts';
import { BackupWebhookError } from '../../src/server/admin-orders/backup/send.ts';

export default adminFunction('admin-backup', {
  'GET /api/admin/backup': async ({ request, admin }) => {
    const sql = db();
    const scope = new URL(request.url).searchParams.get('scope') ?? undefined;
    const query = parseWith(backupRequestSchema, { scope });
    if (!query.ok) return query.response;
    const backup = await makeBackup(sql, query.data.scope);
    if (backup.bytes.length > DOWNLOAD_LIMIT_BYTES) {
      return adminError(
        413,
        'body_too_large',
        `This backup is ${(backup.bytes.length / 1e6).toFixed(1)} MB, more than a download through the admin can carry (6 MB): use 'Backup now' (the chat gets it in parts) or \`npm run backup\` from a computer.`,
      );
    }
    await recordAudit(sql, {
      email: admin.email,
      action: 'backup.download',
      subject: query.data.scope,
      newValue: { fileName: backup.fileName, bytes: backup.bytes.length },
    });
    return new Response(new Uint8Array(backup.bytes), {
      headers: {
        'content-type': backup.gzipped ? 'application/gzip' : 'application/json',
        'content-disposition': `attachment; filename="${backup.fileName}"`,
        'cache-control': 'no-store',
      },
    });
  },
  'POST /api/admin/backup': async ({ request, admin }) => {
    const body = await readAndParse(request, backupRequestSchema, 1024);
    if (!body.ok) return body.response;
    try {
      const result = await backupToChat(db(), body.data.scope, admin.email);
      if (!result.ok) return adminError(409, 'no_webhook', result.message);
      return adminJson(result.sent);
    } catch (error) {
      if (
        error instanceof BackupWebhookError ||
        (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'TypeError'))
      ) {
        return adminError(502, 'webhook_failed', `The chat did not take the backup (${error.message}). Try again, or use Download backup.`);
      }
      throw error;
    }
  },
});

export const config: Config = { path: '/api/admin/backup', method: ['GET', 'POST'] };
