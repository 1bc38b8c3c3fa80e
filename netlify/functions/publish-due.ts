// Scheduled every 5 minutes: automatic publishing, where the owner turned it on (off by default on
// Netlify, where each publish is a production deploy that costs credits). It asks for a build only
// when changes are pending and the owner's interval has passed since the last one; otherwise it reads
// one row and ends. Scheduled functions have no URL (see outbox-drain.ts).
import type { Config } from '@netlify/functions';
import { db } from '../../src/server/db/client.ts';
import { handle } from '../../src/server/http/handle.ts';
import { publishIfDue } from '../../src/server/publish/publisher.ts';

export default handle(
  async (): Promise<Response> => {
    const decision = await publishIfDue(db());
    if (decision === 'request') console.log('[publish-due] asked for a build (automatic publishing)');
    return Response.json({ decision });
  },
  { body: 'ignored', deadline: 'none' },
); // server to server: Netlify signs (or schedules) it; no browser sends it

export const config: Config = { schedule: '*/5 * * * *' };
