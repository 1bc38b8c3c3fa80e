// What a send did, over the list: the parcels created with their tracking numbers, the ones waiting for
// their validation (with why, and within how long the shop validates them by itself), then each order
// the carrier's side refused, by number, with why (the carrier's words as it said them), and last the
// orders a selection sent in several requests never sent because a request got no answer.
import type { ReactNode } from 'react';
import { Ltr } from '../../ui/Ltr.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { OrderNumbers } from '../OrderNumbers.tsx';
import { useParcelText } from './parcel-messages.ts';
import { RefusalWhy } from './RefusalWhy.tsx';
import type { SendOutcome } from './send-results.ts';

export function SendOutcomeNotice({ outcome, close }: { outcome: SendOutcome; close: ReactNode }) {
  const { t } = useParcelText();
  const unsent = outcome.unsent ?? [];
  return (
    <div className="flex flex-col gap-2" data-send-outcome>
      {outcome.created.length > 0 && (
        <Notice tone="success" dismiss={outcome.refused.length || outcome.waiting.length || unsent.length ? undefined : close}>
          {t('sentCount', { n: outcome.created.length })}
          <span className="mt-1 flex flex-col gap-0.5">
            {outcome.created.map((c) => (
              <span key={c.number} data-sent={c.number}>
                <Ltr>#{c.number}</Ltr>: <Ltr className="font-mono">{c.tracking ?? '…'}</Ltr>
              </span>
            ))}
          </span>
        </Notice>
      )}
      {outcome.waiting.length > 0 && (
        <Notice tone="info" dismiss={outcome.refused.length || unsent.length ? undefined : close}>
          {t('sendWaiting', { n: outcome.waiting.length })}
          <span className="mt-1 flex flex-col gap-0.5">
            {outcome.waiting.map((w) => (
              <span key={w.number} data-waiting={w.number}>
                <Ltr>#{w.number}</Ltr>
                {w.tracking && (
                  <>
                    {' '}
                    (<Ltr className="font-mono">{w.tracking}</Ltr>)
                  </>
                )}
                :{' '}
                {w.waitingFor ? (
                  t(w.waitingFor === 'quota' ? 'waitingQuota' : 'waitingToken', { carrier: outcome.carrier })
                ) : (
                  <RefusalWhy code="awaiting_validation" message={w.message} carrier={outcome.carrier} reason={w.reason} />
                )}
              </span>
            ))}
          </span>
          {outcome.finishing && (
            <span className="mt-2 block font-semibold" data-finishing={outcome.finishing.parcels}>
              {t('finishing', { n: outcome.finishing.parcels, minutes: outcome.finishing.withinMinutes })}
            </span>
          )}
        </Notice>
      )}
      {outcome.refused.length > 0 && (
        <Notice tone="error" dismiss={unsent.length ? undefined : close}>
          {t('sendRefused', { n: outcome.refused.length })}
          <span className="mt-1 flex flex-col gap-0.5">
            {outcome.refused.map((r) => (
              <span key={r.number} className="wrap-anywhere" data-refused={r.number} data-refusal-code={r.code}>
                <Ltr>#{r.number}</Ltr>: <RefusalWhy code={r.code} message={r.message} carrier={outcome.carrier} reason={r.reason} />
              </span>
            ))}
          </span>
        </Notice>
      )}
      {unsent.length > 0 && (
        <Notice tone="error" dismiss={close}>
          <span data-unsent={unsent.join(',')}>
            {t('sendUnsent', { n: unsent.length })}
            <span className="mt-1 block">
              <OrderNumbers numbers={unsent} />
            </span>
          </span>
        </Notice>
      )}
    </div>
  );
}
