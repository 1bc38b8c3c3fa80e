// Adds one quantity offer: on a product (by its id) or a category (by its name), its kind, N, the value,
// and optional start and end on the shop's clock. Checked by the function's own schema before sending.
import { useState, type FormEvent } from 'react';
import { offerBodySchema } from '../../../domain/offers/admin-offers.ts';
import { OFFER_KINDS, type OfferKind } from '../../../domain/offers/offer.types.ts';
import { fromAlgiersLocal } from '../../../domain/admin/algiers-time.ts';
import { adminCall } from '../../core/admin-api.ts';
import { useAdminForm } from '../../ui/form/use-admin-form.ts';
import { useFieldText } from '../../ui/form/use-field-text.ts';
import { asNumber } from '../../ui/form/numbers.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/Field.tsx';
import { RadioCards } from '../../ui/RadioCards.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { useOrdersText } from '../use-orders-text.ts';
import { problemText } from '../problem-text.ts';
import { useOffersText } from './messages.ts';

const EMPTY = {
  scope: 'product' as 'product' | 'category',
  target: '',
  kind: 'percent' as OfferKind,
  minQuantity: '2',
  value: '10',
  startsAt: '',
  endsAt: '',
};

/** The body as the function takes it: numbers as numbers, a local time as an instant, empty as null. */
export const instantOf = (local: string) => (local ? fromAlgiersLocal(local) : null);

export default function OfferForm({ onAdded }: { onAdded: () => void }) {
  const { t } = useOffersText();
  const { t: ot } = useOrdersText();
  const { values, setValues, onText, errors, busy, submit } = useAdminForm(EMPTY);
  const errorOf = useFieldText(errors);
  const [said, setSaid] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function add(event: FormEvent) {
    event.preventDefault();
    setSaid(null);
    const body = {
      scope: values.scope,
      target: values.target,
      kind: values.kind,
      minQuantity: asNumber(values.minQuantity),
      value: values.kind === 'free_delivery' ? 0 : asNumber(values.value),
      startsAt: instantOf(values.startsAt),
      endsAt: instantOf(values.endsAt),
    };
    const done = await submit(body, { schema: offerBodySchema, send: (b) => adminCall('offers', { method: 'POST', body: b }) });
    if (done.kind === 'sent') {
      setValues(EMPTY);
      setSaid({ tone: 'success', text: t('added') });
      onAdded();
    } else if (done.kind === 'refused') setSaid({ tone: 'error', text: errors.target ? t('noSuchTarget') : problemText(done.error, ot) });
  }

  return (
    <form onSubmit={(e) => void add(e)} noValidate className="flex flex-col gap-3 border-t border-line pt-4" data-offer-form>
      <RadioCards
        legend={t('scope')}
        name="offer-scope"
        value={values.scope}
        options={(['product', 'category'] as const).map((v) => ({ value: v, label: t(`scope.${v}`) }))}
        onChange={(scope) => setValues((v) => ({ ...v, scope }))}
      />
      <TextField
        id="offer-target"
        label={values.scope === 'product' ? t('productId') : t('categoryName')}
        dir="auto"
        maxLength={80}
        value={values.target}
        error={errorOf('target')}
        onChange={onText('target')}
      />
      <RadioCards
        legend={t('kind')}
        name="offer-kind"
        value={values.kind}
        options={OFFER_KINDS.map((v) => ({ value: v, label: t(`offer.${v}`) }))}
        onChange={(kind) => setValues((v) => ({ ...v, kind }))}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          id="offer-min-quantity"
          label={t('minQuantity')}
          inputMode="numeric"
          dir="ltr"
          value={values.minQuantity}
          error={errorOf('minQuantity')}
          onChange={onText('minQuantity')}
        />
        {values.kind !== 'free_delivery' && (
          <TextField
            id="offer-value"
            label={values.kind === 'percent' ? t('percentValue') : t('bundleValue')}
            inputMode="numeric"
            dir="ltr"
            value={values.value}
            error={errorOf('value')}
            onChange={onText('value')}
          />
        )}
      </div>
      <TextField
        id="offer-starts"
        type="datetime-local"
        label={t('startsAt')}
        value={values.startsAt}
        error={errorOf('startsAt')}
        onChange={onText('startsAt')}
      />
      <TextField
        id="offer-ends"
        type="datetime-local"
        label={t('endsAt')}
        value={values.endsAt}
        error={errorOf('endsAt')}
        onChange={onText('endsAt')}
      />
      {said && <Notice tone={said.tone}>{said.text}</Notice>}
      <Button type="submit" disabled={busy} className="sm:self-start">
        {t('addOffer')}
      </Button>
    </form>
  );
}
