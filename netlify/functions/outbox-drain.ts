// Scheduled every 5 minutes: sends the order notifications the webhook did not take at order time,
// after forgetting the failed-attempt counters that no longer matter and the expired left checkouts
// (bounded retention).
import type { Config } from '@netlify/functions';
import { db } from '../../src/server/db/client.ts';
import { drainOutbox } from '../../src/server/notifications/deliver.ts';
import { forgetOldAttempts } from '../../src/server/housekeeping/forget-old-attempts.ts';
import { forgetExpiredDrafts } from '../../src/server/left-checkouts/left-checkouts.repo.ts';
import { handle } from '../../src/server/http/handle.ts';
import { drainAdEvents, type AdDrainReport } from '../../src/server/ads/drain.ts';

export default handle(
  async (): Promise<Response> => {
    // Housekeeping never stands between the owner and an order's notification.
    const forgotten = await forgetOldAttempts(db()).catch((error: unknown) => {
      console.error('[outbox-drain] could not forget old attempts:', error);
      return undefined;
    });
    if (forgotten && (forgotten.attempts || forgotten.setupLinks))
      console.log(
        `[outbox-drain] forgot ${forgotten.attempts} old attempt counter(s), ${forgotten.setupLinks} used or expired setup link(s)`,
      );
    // Left checkouts past the owner's days (and converted ones past 90): bounded retention of her data.
    const drafts = await forgetExpiredDrafts(db()).catch((error: unknown) => {
      console.error('[outbox-drain] could not forget expired left checkouts:', error);
      return undefined;
    });
    if (drafts && (drafts.open || drafts.converted))
      console.log(`[outbox-drain] forgot ${drafts.open} expired left checkout(s), ${drafts.converted} old converted one(s)`);
    // Scheduled functions get 30 s: stop claiming rows at 15 (a last webhook call takes 10 s at most,
    // WEBHOOK_TIMEOUT_MS, and its mark a moment).
    // The ad platforms' events (src/server/ads) go beside the chat's: other tables, other services.
    const [report, ads] = await Promise.all([
      drainOutbox({ budgetMs: 15_000 }),
      drainAdEvents({ budgetMs: 15_000 }).catch((error: unknown): AdDrainReport | undefined => {
        console.error("[outbox-drain] the ad platforms' events could not be sent:", error);
        return undefined;
      }),
    ]);
    if (ads && (ads.sent || ads.refused || ads.retried || ads.tooOld))
      console.log(`[outbox-drain] ad events: sent ${ads.sent}, refused ${ads.refused}, to try again ${ads.retried}, too old ${ads.tooOld}`);
    if (report.delivered || report.failed || report.unknown || report.postponed)
      console.log(
        `[outbox-drain] delivered ${report.delivered}, failed ${report.failed}, no answer (may be posted) ${report.unknown}, postponed by a rate limit ${report.postponed}`,
      );
    return Response.json({ ...report, ...(ads ? { ads } : {}) });
  },
  { body: 'ignored', deadline: 'none' },
);

export const config: Config = { schedule: '*/5 * * * *' };
