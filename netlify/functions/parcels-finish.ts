// Scheduled every minute: the parcels a carrier created but did not validate yet (Ecotrack's and
// NOEST's valid/order; a click for 100 orders validates about 48 within Ecotrack's 50 requests a
// minute), validated within each carrier's quota (src/server/carriers/parcels/finish-unfinished.service.ts).
// Why a schedule and not a background function: Netlify's documented limits are 60 s for a synchronous
// function, 30 s for a scheduled one and 15 minutes for a background one (docs.netlify.com/build/
// functions/configuration), but the quota, not the time, is what bounds the work: a background
// function would also validate 50 a minute, and would need a URL, an admin's token forwarded by the
// click and a runtime that answers 202 first; a minute's schedule needs none and also picks up what a
// lost invocation would have left. A run with nothing waiting reads one partial index (parcels_waiting)
// and ends: no account is read or unsealed, no carrier is called, and its answer has no report.
import type { Config } from '@netlify/functions';
import { db } from '../../src/server/db/client.ts';
import { handle } from '../../src/server/http/handle.ts';
import { PLATFORM_QUOTAS } from '../../src/domain/carriers/platforms.ts';
import { connectedClient } from '../../src/server/carriers/clients.ts';
import { createPacer } from '../../src/server/carriers/pacer.ts';
import { finishAllUnfinished } from '../../src/server/carriers/parcels/finish-unfinished.service.ts';

export default handle(
  async (): Promise<Response> => {
    const sql = db();
    // Scheduled functions get 30 s: no parcel is started after 18, a call gets 8 s at most, and a quota
    // that would make a call wait more than 2 s ends the platform's run (the next run is a minute away).
    const clientFor = (platform: keyof typeof PLATFORM_QUOTAS) =>
      connectedClient(sql, platform, { timeoutMs: 8_000, pacer: createPacer(PLATFORM_QUOTAS[platform], { maxWaitMs: 2_000 }) });
    const reports = await finishAllUnfinished(sql, clientFor, { budgetMs: 18_000 });
    for (const r of reports)
      if (r.taken || r.stillWaiting)
        console.log(
          `[parcels-finish] ${r.platform}: ${r.finished} of ${r.taken} validated${r.stillWaiting ? `; still waiting ${r.stillWaiting}` : ''}`,
        );
    return Response.json({ reports });
  },
  { body: 'ignored', deadline: 'none' },
); // server to server: Netlify schedules it; no browser sends it

// Every minute (about 43,200 runs a month), not every 2: a run can use only the minute's window of a
// carrier's quota it falls in (a scheduled function has 30 s), so a run every 2 minutes would halve how
// fast a drop's waiting parcels get validated (Ecotrack: 40 a minute, 20), and double the "finished
// within N min" the owner is told after a Send (FINISH_EVERY_MINUTES in domain/carriers/finish-pace.ts,
// which must change with it). The quiet runs in between cost an invocation and one indexed query each.
export const config: Config = { schedule: '* * * * *' };
