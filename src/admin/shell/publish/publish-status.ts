// What the publishing bar says, from GET /api/admin/publish: the shop's pages are built from the
// settings, so a saved change reaches shoppers only once a build has gone live.
import type { Locale } from '../../../i18n/locales.ts';
import { clockTime } from '../../ui/shop-time.ts';
import type { PublishState } from '../../../domain/admin/publish.ts';

export type PublishStatus = PublishState;

export type PublishLine =
  | { key: 'publishPending'; n: number }
  | { key: 'publishRunning' }
  | { key: 'publishLive'; time: string }
  | { key: 'publishFailed'; reason: string }
  | null;

export function publishLine(status: PublishStatus | null, locale: Locale): PublishLine {
  if (!status) return null;
  if (status.state === 'publishing') return { key: 'publishRunning' };
  if (status.state === 'failed') return { key: 'publishFailed', reason: status.error ?? '' };
  if (status.state === 'pending' || status.changesPending) return { key: 'publishPending', n: Math.max(1, status.pendingTotal) };
  return status.liveSince ? { key: 'publishLive', time: clockTime(status.liveSince, locale) } : null;
}

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
