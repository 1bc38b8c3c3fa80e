// Each attempt to reach the customer: its outcome, a note, and for 'postponed' when to call back
// (an Algiers time). Logging a call never moves the order: the next-step card does that.
import { useState, type FormEvent } from 'react';
import { CALL_OUTCOMES, callBodySchema, type CallOutcome } from '../../../domain/admin-orders/calls.ts';
import type { OrderDetail } from '../../../domain/admin-orders/order-detail.ts';
import { Card } from '../../ui/Page.tsx';
import { useAdminForm } from '../../ui/form/use-admin-form.ts';
import { useFieldText } from '../../ui/form/use-field-text.ts';
import { Button } from '../../ui/Button.tsx';
import { TextAreaField, TextField } from '../../ui/Field.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { logCall } from '../orders-api.ts';
import { problemText } from '../problem-text.ts';
import { phrase } from '../../ui/phrase.tsx';
import { useOrdersText } from '../use-orders-text.ts';
import { shopDateTime } from '../../ui/shop-time.ts';
import type { Locale } from '../../../i18n/locales.ts';

type Props = { order: OrderDetail; onChange: (order: OrderDetail) => void };

/** An instant (…Z) on the Algiers clock, or an Algiers 'YYYY-MM-DDTHH:mm' as it was typed. */
const callBackText = (when: string, locale: Locale) =>
  /Z$|[+-]\d\d:\d\d$/.test(when) ? shopDateTime(when, locale) : when.replace('T', ' ');

const EMPTY: { outcome: CallOutcome | ''; note: string; callBack: string } = { outcome: '', note: '', callBack: '' };

export function CallLog({ order, onChange }: Props) {
  const { t, locale } = useOrdersText();
  const { values, setValues, setValue, onText, errors, busy, submit } = useAdminForm(EMPTY);
  const [said, setSaid] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const errorOf = useFieldText(errors);
  const { outcome, note, callBack } = values;

  async function log(event: FormEvent) {
    event.preventDefault();
    const body = { outcome, note, ...(outcome === 'postponed' ? { postponedUntil: callBack } : {}) };
    const done = await submit(body, {
      schema: callBodySchema,
      send: (body) => {
        setSaid(null);
        return logCall(order.number, body as Parameters<typeof logCall>[1]);
      },
    });
    if (done.kind === 'sent') {
      onChange(done.answer);
      setValues(EMPTY);
      setSaid({ tone: 'success', text: t('callSaved') });
    } else if (done.kind === 'refused') setSaid({ tone: 'error', text: problemText(done.error, t) });
  }

  return (
    <Card title={t('callsTitle')}>
      <form onSubmit={(e) => void log(e)} noValidate className="flex flex-col gap-3" data-call-form>
        <fieldset className="flex flex-col gap-1.5" aria-describedby={errors['outcome'] ? 'call-outcome-error' : undefined}>
          <legend className="mb-1.5 text-sm font-semibold">{t('outcome')}</legend>
          <div className="grid grid-cols-2 gap-2">
            {CALL_OUTCOMES.map((value) => (
              <label
                key={value}
                className="flex min-h-12 cursor-pointer items-center gap-2 rounded-md border border-line bg-white px-3 text-sm font-semibold has-[:checked]:border-ink has-[:checked]:bg-ink has-[:checked]:text-paper has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ink"
              >
                <input
                  type="radio"
                  name="call-outcome"
                  value={value}
                  checked={outcome === value}
                  onChange={() => setValue('outcome', value)}
                  className="sr-only"
                />
                {t(`outcome.${value}`)}
              </label>
            ))}
          </div>
          {errors['outcome'] && (
            <p id="call-outcome-error" className="text-sm font-medium text-accent" data-field-error>
              {errorOf('outcome')}
            </p>
          )}
        </fieldset>
        {outcome === 'postponed' && (
          <TextField
            id="call-back-at"
            type="datetime-local"
            dir="ltr"
            label={t('callBackAt')}
            value={callBack}
            error={errorOf('postponedUntil')}
            onChange={onText('callBack')}
          />
        )}
        <TextAreaField
          id="call-note"
          label={t('callNote')}
          rows={2}
          maxLength={500}
          value={note}
          error={errorOf('note')}
          onChange={onText('note')}
        />
        {said && <Notice tone={said.tone}>{said.text}</Notice>}
        <Button type="submit" kind="secondary" disabled={busy}>
          {busy ? t('saving') : t('logCall')}
        </Button>
      </form>
      {order.calls.length === 0 ? (
        <p className="text-sm text-muted">{t('noCalls')}</p>
      ) : (
        <ol className="flex flex-col gap-2" data-calls>
          {order.calls.map((call) => (
            <li key={call.id} className="rounded-md bg-paper p-3 text-sm" data-call-outcome={call.outcome}>
              <p className="flex flex-wrap justify-between gap-x-3">
                <span className="font-semibold">{t(`outcome.${call.outcome}`)}</span>
                <span className="text-muted">
                  <bdi>{shopDateTime(call.at, locale)}</bdi>
                </span>
              </p>
              {call.postponedUntil && (
                <p>{phrase(t('callBackAtShort'), { date: <bdi>{callBackText(call.postponedUntil, locale)}</bdi> })}</p>
              )}
              {call.note && (
                <p className="whitespace-pre-line">
                  <bdi>{call.note}</bdi>
                </p>
              )}
              <p className="text-xs text-muted">{phrase(t('historyBy'), { who: <bdi>{call.by}</bdi> })}</p>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
