// The owner's note after a call: called, no answer, not interested (one at a time; tapping the chosen
// one again clears it). Sent through useAdminForm with the function's own schema.
import { useState } from 'react';
import { LEFT_MARKS, leftMarkBodySchema, type LeftCheckout, type LeftMark } from '../../../domain/left-checkouts/left-checkout.ts';
import { adminCall } from '../../core/admin-api.ts';
import { useAdminForm } from '../../ui/form/use-admin-form.ts';
import { phrase } from '../../ui/phrase.tsx';
import { shopDateTime } from '../../ui/shop-time.ts';
import { problemText } from '../problem-text.ts';
import { useOrdersText } from '../use-orders-text.ts';
import { useLeftCheckoutsText } from './messages.ts';

const CHOICE = 'inline-flex min-h-11 items-center justify-center rounded-md border px-3 text-sm font-semibold disabled:opacity-50';

export function MarkButtons({ entry, onMarked }: { entry: LeftCheckout; onMarked: () => void }) {
  const { t, locale } = useLeftCheckoutsText();
  const { t: ot } = useOrdersText();
  const { busy, submit } = useAdminForm({ mark: entry.mark });
  const [problem, setProblem] = useState<string>();

  async function mark(next: LeftMark | null) {
    setProblem(undefined);
    const done = await submit(
      { mark: next },
      { schema: leftMarkBodySchema, send: (body) => adminCall(`left-checkouts/${entry.id}/mark`, { method: 'PUT', body }) },
    );
    if (done.kind === 'sent') onMarked();
    else if (done.kind === 'refused') setProblem(problemText(done.error, ot));
  }

  return (
    <div role="group" aria-label={t('marks')} className="flex flex-col gap-1" data-left-marks>
      <div className="flex flex-wrap gap-2">
        {LEFT_MARKS.map((choice) => {
          const chosen = entry.mark === choice;
          return (
            <button
              key={choice}
              type="button"
              aria-pressed={chosen}
              disabled={busy}
              onClick={() => void mark(chosen ? null : choice)}
              className={`${CHOICE} ${chosen ? 'border-ink bg-ink text-paper' : 'border-line bg-white text-ink hover:border-ink'}`}
              data-mark={choice}
            >
              {t(`mark.${choice}`)}
            </button>
          );
        })}
      </div>
      {entry.mark && entry.markedAt && (
        <p className="text-xs text-muted">{phrase(t('markedOn'), { date: <bdi>{shopDateTime(entry.markedAt, locale)}</bdi> })}</p>
      )}
      {problem && <p className="text-sm text-accent">{problem}</p>}
    </div>
  );
}
