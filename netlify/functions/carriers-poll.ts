// Scheduled every 15 minutes: the parcels whose outcome is not final yet, asked of each connected
// carrier within its quotas (src/server/carriers/outcomes/poll.service.ts), each status applied to its
// order once. Scheduled functions have no URL (see outbox-drain.ts) and run 30 s at most.
import type { Config } from '@netlify/functions';
import { db } from '../../src/server/db/client.ts';
import { handle } from '../../src/server/http/handle.ts';
import { connectedClient } from '../../src/server/carriers/clients.ts';
import { pollCarriers } from '../../src/server/carriers/outcomes/poll.service.ts';

export default handle(
  async (): Promise<Response> => {
    const sql = db();
    const reports = await pollCarriers(sql, (platform) => connectedClient(sql, platform));
    for (const r of reports)
      console.log(
        `[carriers-poll] ${r.platform}: ${r.asked} parcels asked, ${r.reports} reports, ${r.applied} applied${r.error ? `; ${r.error}` : ''}`,
      );
    return Response.json({ reports });
  },
  { body: 'ignored', deadline: 'none' },
); // server to server: Netlify schedules it; no browser sends it

export const config: Config = { schedule: '*/15 * * * *' };
