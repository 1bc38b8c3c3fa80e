// One carrier's health line: while its polls fail, since when and why in the owner's language, with
// what to do ("Ecotrack has refused the shop's token since 10:42 — reconnect it"); otherwise when the
// shop last heard from it. Then the parcels waiting for news and those in a state the shop cannot read
// ("other"). Shown beside the account in Settings → Carriers and on the dashboard (with a link to
// reconnect when the token is refused).
import type { ReactNode } from 'react';
import type { CarrierHealthView } from '../../domain/carriers/health.ts';
import { lastHeard } from '../../domain/carriers/health.ts';
import { Ltr } from '../ui/Ltr.tsx';
import { phrase } from '../ui/phrase.tsx';
import { orderTime } from '../ui/shop-time.ts';
import { PLATFORM_NAMES } from './carrier-accounts-query.ts';
import { carrierHealthMessages } from './carrier-health-messages.ts';
import { useTranslator } from '../core/use-translator.ts';

type Props = { health: CarrierHealthView; withName?: boolean; action?: ReactNode };

export function CarrierHealthLine({ health, withName = false, action }: Props) {
  const { t, locale } = useTranslator(carrierHealthMessages);
  const carrier = <bdi>{PLATFORM_NAMES[health.platform]}</bdi>;
  const time = (iso: string) => <Ltr>{orderTime(iso, locale)}</Ltr>;
  const heard = lastHeard(health);
  const failing = health.failing;
  return (
    <div
      className={`flex flex-col gap-1 rounded-md border p-3 text-sm ${failing ? 'border-accent/50 bg-accent/5' : 'border-line bg-paper'}`}
      data-carrier-health={health.platform}
      data-health={failing ? `failing-${failing.kind}` : heard ? 'ok' : 'no-news'}
      role={failing ? 'alert' : undefined}
    >
      {withName && <p className="font-bold">{carrier}</p>}
      {failing ? (
        <>
          <p className="font-semibold text-accent" data-health-error>
            {phrase(t(`failing.${failing.kind}`), { carrier, time: time(failing.since) })}
          </p>
          <p className="text-muted">{t('failedPolls', { n: health.failuresInRow })}</p>
        </>
      ) : (
        <p data-health-heard>
          {heard ? phrase(t(heard.by === 'poll' ? 'lastNewsPoll' : 'lastNewsWebhook'), { carrier, time: time(heard.at) }) : t('noNewsYet')}
        </p>
      )}
      {failing && heard && (
        <p className="text-muted" data-health-heard>
          {phrase(t(heard.by === 'poll' ? 'lastNewsPoll' : 'lastNewsWebhook'), { carrier, time: time(heard.at) })}
        </p>
      )}
      <p data-health-waiting={health.waiting}>{t('waiting', { n: health.waiting })}</p>
      {health.other > 0 && <p data-health-other={health.other}>{t('other', { n: health.other })}</p>}
      {action}
    </div>
  );
}
