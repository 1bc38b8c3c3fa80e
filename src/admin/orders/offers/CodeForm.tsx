// Adds one discount code: the code, percent / amount / free delivery, the minimum, the most uses, once
// per phone, and optional start and end on the shop's clock.
import { useState, type FormEvent } from 'react';
import { codeBodySchema } from '../../../domain/offers/admin-offers.ts';
import { CODE_KINDS, type CodeKind } from '../../../domain/offers/offer.types.ts';
import { adminCall } from '../../core/admin-api.ts';
import { useAdminForm } from '../../ui/form/use-admin-form.ts';
import { useFieldText } from '../../ui/form/use-field-text.ts';
import { asNumber } from '../../ui/form/numbers.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField, Toggle } from '../../ui/Field.tsx';
import { RadioCards } from '../../ui/RadioCards.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { useOrdersText } from '../use-orders-text.ts';
import { problemText } from '../problem-text.ts';
import { useOffersText } from './messages.ts';
import { instantOf } from './OfferForm.tsx';

const EMPTY = {
  code: '',
  kind: 'percent' as CodeKind,
  value: '10',
  minGoods: '0',
  maxUses: '',
  oncePerPhone: false,
  startsAt: '',
  endsAt: '',
};

export default function CodeForm({ onAdded }: { onAdded: () => void }) {
  const { t } = useOffersText();
  const { t: ot } = useOrdersText();
  const { values, setValues, setValue, onText, errors, busy, submit } = useAdminForm(EMPTY);
  const errorOf = useFieldText(errors);
  const [said, setSaid] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function add(event: FormEvent) {
    event.preventDefault();
    setSaid(null);
    const body = {
      code: values.code,
      kind: values.kind,
      value: values.kind === 'free_delivery' ? 0 : asNumber(values.value),
      minGoods: asNumber(values.minGoods || '0'),
      maxUses: values.maxUses.trim() ? asNumber(values.maxUses) : null,
      oncePerPhone: values.oncePerPhone,
      startsAt: instantOf(values.startsAt),
      endsAt: instantOf(values.endsAt),
    };
    const done = await submit(body, { schema: codeBodySchema, send: (b) => adminCall('codes', { method: 'POST', body: b }) });
    if (done.kind === 'sent') {
      setValues(EMPTY);
      setSaid({ tone: 'success', text: t('added') });
      onAdded();
    } else if (done.kind === 'refused') setSaid({ tone: 'error', text: problemText(done.error, ot) });
  }

  return (
    <form onSubmit={(e) => void add(e)} noValidate className="flex flex-col gap-3 border-t border-line pt-4" data-code-form>
      <TextField
        id="code-code"
        label={t('code')}
        dir="ltr"
        autoCapitalize="characters"
        maxLength={30}
        value={values.code}
        error={errorOf('code')}
        onChange={onText('code')}
      />
      <RadioCards
        legend={t('codeKind')}
        name="code-kind"
        value={values.kind}
        options={CODE_KINDS.map((v) => ({ value: v, label: t(`code.${v}`) }))}
        onChange={(kind) => setValues((v) => ({ ...v, kind }))}
      />
      <div className="grid grid-cols-2 gap-3">
        {values.kind !== 'free_delivery' && (
          <TextField
            id="code-value"
            label={t('codeValue')}
            inputMode="numeric"
            dir="ltr"
            value={values.value}
            error={errorOf('value')}
            onChange={onText('value')}
          />
        )}
        <TextField
          id="code-min-goods"
          label={t('minGoods')}
          inputMode="numeric"
          dir="ltr"
          value={values.minGoods}
          error={errorOf('minGoods')}
          onChange={onText('minGoods')}
        />
        <TextField
          id="code-max-uses"
          label={t('maxUses')}
          inputMode="numeric"
          dir="ltr"
          value={values.maxUses}
          error={errorOf('maxUses')}
          onChange={onText('maxUses')}
        />
      </div>
      <Toggle id="code-once" label={t('oncePerPhone')} checked={values.oncePerPhone} onChange={(on) => setValue('oncePerPhone', on)} />
      <TextField
        id="code-starts"
        type="datetime-local"
        label={t('startsAt')}
        value={values.startsAt}
        error={errorOf('startsAt')}
        onChange={onText('startsAt')}
      />
      <TextField
        id="code-ends"
        type="datetime-local"
        label={t('endsAt')}
        value={values.endsAt}
        error={errorOf('endsAt')}
        onChange={onText('endsAt')}
      />
      {said && <Notice tone={said.tone}>{said.text}</Notice>}
      <Button type="submit" disabled={busy} className="sm:self-start">
        {t('addCode')}
      </Button>
    </form>
  );
}
