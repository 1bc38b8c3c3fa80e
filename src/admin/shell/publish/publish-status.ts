// What the publishing bar says, from GET /api/admin/publish: the shop's pages are built from the
// settings, so a saved change reaches shoppers only once a build has gone live.
import type { Locale } from '../../../i18n/locales.ts';
import { clockTime } from '../../ui/shop-time.ts';
import type { PublishStatus } from '../../core/publish-poll.ts';

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
