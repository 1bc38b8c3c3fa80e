// GET /api/health: is the site's database answering? Used by uptime checks and the local runtime's tests.
import type { Config } from '@netlify/functions';
import { checkDatabase } from '../../src/server/health.ts';
import { handle } from '../../src/server/http/handle.ts';

export default handle(
  async (): Promise<Response> => {
    const database = await checkDatabase();
    return Response.json(
      { ok: database.ok, database: database.ok ? 'up' : 'down', latencyMs: database.latencyMs },
      { status: database.ok ? 200 : 503, headers: { 'cache-control': 'no-store' } },
    );
  },
  { deadline: 'read' },
);

export const config: Config = { path: '/api/health', method: ['GET'] };
