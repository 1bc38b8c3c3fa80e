// Scheduled once a day (03:00 in Algiers, 02:00 UTC): the whole database to the backups' own chat
// (BACKUP_WEBHOOK_URL), else the orders to the orders chat, as 'Backup now' sends them. Scheduled
// functions have no URL (see outbox-drain.ts) and run 30 s at most.
import type { Config } from '@netlify/functions';
import { db } from '../../src/server/db/client.ts';
import { handle } from '../../src/server/http/handle.ts';
import { dailyBackupToChat } from '../../src/server/admin-orders/backup/backup.service.ts';

export default handle(
  async (): Promise<Response> => {
    try {
      const result = await dailyBackupToChat(db());
      if (!result.ok) {
        console.log('[backup-daily] no chat webhook is set (ORDER_WEBHOOK_URL or BACKUP_WEBHOOK_URL): nothing sent');
        return Response.json({ sent: false });
      }
      console.log(`[backup-daily] sent ${result.sent.fileName} (${result.sent.bytes} bytes, ${result.sent.parts} part(s))`);
      return Response.json({ sent: true, ...result.sent });
    } catch (error) {
      console.error('[backup-daily] failed:', error);
      return Response.json({ sent: false }, { status: 500 });
    }
  },
  { body: 'ignored', deadline: 'none' },
);

export const config: Config = { schedule: '0 2 * * *' };
