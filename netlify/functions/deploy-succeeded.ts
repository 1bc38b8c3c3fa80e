// POST /api/deploy-succeeded: Netlify's "Deploy succeeded" notification (and, if the owner adds it to
// the same address, "Deploy failed"), signed with the JWS secret token (NETLIFY_DEPLOY_WEBHOOK_SECRET).
// It is what sets the admin's "Live since": a build that ends is not yet a live site.
import type { Config } from '@netlify/functions';
import { db } from '../../src/server/db/client.ts';
import { handle } from '../../src/server/http/handle.ts';
import { receiveDeployNotification } from '../../src/server/publish/deploy-notification.ts';

export default handle(
  async (request: Request): Promise<Response> => {
    try {
      return await receiveDeployNotification(db(), request);
    } catch (error) {
      console.error('[deploy-succeeded] failed:', error);
      return Response.json({ error: { code: 'server_error', message: 'The notification could not be recorded.' } }, { status: 500 });
    }
  },
  { body: 'ignored' },
); // server to server: Netlify signs (or schedules) it; no browser sends it

export const config: Config = { path: '/api/deploy-succeeded', method: ['POST'] };
