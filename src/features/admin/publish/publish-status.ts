// What the publishing bar says, from GET /api/admin/publish: the shop's pages are built from the
// settings, so a saved change reaches shoppers only once a build has gone live.
import { DATE_LOCALES, type Locale } from '../../../i18n/locales.ts';

export type PublishState = 'live' | 'pending' | 'publishing' | 'failed';
export type PublishStatus = { state: PublishState; liveSince: string | null; error: string | null; changesPending: boolean };

export type PublishLine =
  | { key: 'publishPending' }
  | { key: 'publishRunning' }
  | { key: 'publishLive'; time: string }
  | { key: 'publishFailed'; reason: string }
  | null;

/** HH:MM in Algiers time, the shop's clock (the countdown is entered in it too). */
export function clockTime(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[locale], {
    hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'Africa/Algiers',
  }).format(new Date(iso));
}

export function publishLine(status: PublishStatus | null, locale: Locale): PublishLine {
  if (!status) return null;
  if (status.state === 'publishing') return { key: 'publishRunning' };
  if (status.state === 'failed') return { key: 'publishFailed', reason: status.error ?? '' };
  if (status.state === 'pending' || status.changesPending) return { key: 'publishPending' };
  return status.liveSince ? { key: 'publishLive', time: clockTime(status.liveSince, locale) } : null;
}

/** Poll quickly while something is on its way, and not at all when the site is up to date. */
export function pollDelay(status: PublishStatus | null): number | null {
  if (!status) return null;
  return status.state === 'publishing' || status.state === 'pending' || status.changesPending ? 2_000 : null;
}
