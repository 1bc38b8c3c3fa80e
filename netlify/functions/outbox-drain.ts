// Scheduled every 5 minutes: sends the order notifications the webhook did not take at order time.
import type { Config } from '@netlify/functions';
import { drainOutbox } from '../../src/server/notifications/deliver.ts';
import { handle } from '../../src/server/http/handle.ts';

export default handle(async (): Promise<Response> => {
  // Scheduled functions get 30 s: stop claiming rows at 20 (a last webhook call takes 3 s at most).
  const report = await drainOutbox({ budgetMs: 20_000 });
  if (report.delivered || report.failed || report.postponed) console.log(`[outbox-drain] delivered ${report.delivered}, failed ${report.failed}, postponed by a rate limit ${report.postponed}`);
  return Response.json(report);
}, { body: 'ignored' });

export const config: Config = { schedule: '*/5 * * * *' };
