// An order's ad events: for Meta and TikTok, the Purchase its delivery became and where it stands
// (sent, waiting and why, refused with the platform's own words, too old to send). Shown once the
// order is delivered or when it has events; the platforms' reasons are their words, isolated (<bdi>,
// left to right) inside the owner's sentence.
import { useQuery } from '@tanstack/react-query';
import type { AdEventView } from '../../domain/ads/ads-admin-api.ts';
import type { AdEventState } from '../../domain/ads/ad-platforms.ts';
import { useTranslator } from '../core/use-translator.ts';
import { Card } from '../ui/Page.tsx';
import { RetryNotice } from '../ui/Notice.tsx';
import { phrase } from '../ui/phrase.tsx';
import { shopDateTime } from '../ui/shop-time.ts';
import { adsMessages } from './ads-messages.ts';
import { adEventsQuery, AD_PLATFORM_NAMES } from './ads-api.ts';

const BADGE: Record<AdEventState, string> = {
  sent: 'bg-emerald-50 text-emerald-900',
  waiting: 'bg-amber-50 text-amber-900',
  refused: 'bg-red-50 text-red-900',
  too_old: 'bg-line text-ink',
};

export function AdEventLog({ number, delivered }: { number: number; delivered: boolean }) {
  const { t } = useTranslator(adsMessages);
  const read = useQuery(adEventsQuery(number));
  if (read.error)
    return (
      <Card title={t('logTitle')}>
        <RetryNotice retryLabel={t('retry')} onRetry={() => void read.refetch()}>
          {t('loadFailed')}
        </RetryNotice>
      </Card>
    );
  const events = read.data?.events;
  if (!events || (events.length === 0 && !delivered)) return null;
  return (
    <Card title={t('logTitle')} intro={t('logIntro')}>
      {events.length === 0 ? (
        <p className="text-sm" data-ad-events="none">
          {t('logNone')}
        </p>
      ) : (
        <ul className="flex flex-col gap-3" data-ad-events>
          {events.map((event) => (
            <AdEventLine key={event.platform} event={event} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function AdEventLine({ event }: { event: AdEventView }) {
  const { t, locale } = useTranslator(adsMessages);
  const when = (iso: string) => <bdi>{shopDateTime(iso, locale)}</bdi>;
  const theirWords = (reason: string | null) => (
    <bdi dir="ltr" className="wrap-anywhere">
      {reason ?? ''}
    </bdi>
  );
  return (
    <li
      className="flex flex-col gap-1 border-b border-line pb-3 last:border-b-0 last:pb-0"
      data-ad-event={event.platform}
      data-ad-state={event.state}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-bold">{AD_PLATFORM_NAMES[event.platform]}</span>
        <span className={`rounded px-1.5 py-0.5 text-xs font-semibold ${BADGE[event.state]}`}>{t(`state.${event.state}`)}</span>
      </div>
      <p className="text-sm text-muted">{phrase(t('purchase'), { date: when(event.eventTime) })}</p>
      {event.state === 'sent' && event.sentAt && <p className="text-sm">{phrase(t('sentAt'), { date: when(event.sentAt) })}</p>}
      {event.state === 'sent' && event.testEventCode && (
        <p className="text-sm">{phrase(t('sentAsTest'), { code: <bdi dir="ltr">{event.testEventCode}</bdi> })}</p>
      )}
      {event.state === 'waiting' && event.nextAttemptAt && (
        <p className="text-sm">{phrase(t('nextTry'), { date: when(event.nextAttemptAt) })}</p>
      )}
      {event.state === 'waiting' && event.reason && (
        <p className="text-sm">{phrase(t('lastAnswer'), { reason: theirWords(event.reason) })}</p>
      )}
      {event.state === 'refused' && <p className="text-sm">{phrase(t('refusedBecause'), { reason: theirWords(event.reason) })}</p>}
      {event.state === 'too_old' && <p className="text-sm">{t('tooOld')}</p>}
    </li>
  );
}
