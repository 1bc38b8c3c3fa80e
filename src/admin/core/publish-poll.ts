// How often the admin reads the publishing state (GET /api/admin/publish): the store polls by it, the
// publishing bar (src/admin/shell/publish/publish-status.ts) says what it read.
import type { PublishState } from '../../domain/admin/publish.ts';

export type PublishStatus = PublishState;

/**
 * How soon to read the state again: quickly while a build runs, or while automatic publishing here is
 * about to start one (the local runtime, seconds after a save); slowly while it waits for its interval
 * on Netlify; not at all while changes wait for the owner's Publish or nothing is on its way (each read
 * is a function call, which Netlify counts).
 */
export function pollDelay(status: PublishStatus | null): number | null {
  if (!status) return null;
  if (status.state === 'publishing') return 2_000;
  if (status.state === 'pending' && status.auto.enabled) return status.target === 'local' ? 2_000 : 60_000;
  return null;
}
