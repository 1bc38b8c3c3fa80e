// POST /api/deploy-succeeded: Netlify's "Deploy succeeded" notification (and, if the owner adds it to
// the same address, "Deploy failed"), signed with the JWS secret token (NETLIFY_DEPLOY_WEBHOOK_SECRET).
// It is what sets the admin's "Live since": a build that ends is not yet a live site.
// Its address keeps the notification's name, its file does not: Netlify reserves the file name
// deploy-succeeded for an event-triggered function, which Netlify calls itself and which may not
// have a path (the build stops with "Event-triggered functions must not specify a custom path").
// tests/repository/function-names.test.ts keeps every function clear of those names.
import type { Config } from '@netlify/functions';
import { db } from '../../src/server/db/client.ts';
import { handle } from '../../src/server/http/handle.ts';
import { receiveDeployNotification } from '../../src/server/publish/deploy-notification.ts';

export default handle(
  async (request: Request): Promise<Response> => {
    try {
      return await receiveDeployNotification(db(), request);
    } catch (error) {
      console.error('[publish-live] failed:', error);
      return Response.json({ error: { code: 'server_error', message: 'The notification could not be recorded.' } }, { status: 500 });
    }
  },
  { body: 'ignored' },
); // server to server: Netlify signs (or schedules) it; no browser sends it

export const config: Config = { path: '/api/deploy-succeeded', method: ['POST'] };
