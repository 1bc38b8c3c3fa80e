// Create one order's parcel: the connected carrier, the commune and (stop-desk) the office from the
// carrier's own lists, the matched ones preselected and the owner asked when no match is certain, the
// weight, then Create. The server builds the rest from the order (names, phone, address, products,
// the total to collect) and answers created, or why not.
import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createParcelsBodySchema,
  type CarrierAccountView,
  type CreateParcelResult,
  type PlacesAnswer,
} from '../../../domain/carriers/admin-api.ts';
import type { OrderDetail } from '../../../domain/admin-orders/order-detail.ts';
import type { CarrierPlatform } from '../../../domain/carriers/platforms.ts';
import { PLATFORM_NAMES } from '../../carriers/carrier-accounts-query.ts';
import { Button } from '../../ui/Button.tsx';
import { FieldShell, inputClass, TextField } from '../../ui/Field.tsx';
import { Notice, RetryNotice } from '../../ui/Notice.tsx';
import { check } from '../../ui/form/schema-errors.ts';
import { useFieldText } from '../../ui/form/use-field-text.ts';
import { useAdminForm } from '../../ui/form/use-admin-form.ts';
import { refusalText } from '../../ui/problem-text.ts';
import { orderKey } from '../order/use-order.ts';
import { centersFor, centersNearestFirst, choiceBody, firstChoice, officeLabel, type ParcelChoice } from './parcel-choice.ts';
import { carrierRefusalText, useCarrierRefusalText } from './carrier-refusal.ts';
import { useParcelText } from './parcel-messages.ts';
import { createParcels, readPlaces } from './parcels-api.ts';
import { RefusalWhy } from './RefusalWhy.tsx';

type Props = { order: OrderDetail; accounts: CarrierAccountView[] };

export function ParcelForm({ order, accounts }: Props) {
  const { t } = useParcelText();
  const [platform, setPlatform] = useState<CarrierPlatform>(accounts[0]!.platform);
  return (
    <div className="flex flex-col gap-4" data-parcel-form>
      {accounts.length > 1 && (
        <FieldShell id="parcel-carrier" label={t('carrier')}>
          <select
            id="parcel-carrier"
            value={platform}
            onChange={(e) => setPlatform(e.target.value as CarrierPlatform)}
            className={`${inputClass} pe-8`}
          >
            {accounts.map((a) => (
              <option key={a.platform} value={a.platform}>
                {PLATFORM_NAMES[a.platform]}
              </option>
            ))}
          </select>
        </FieldShell>
      )}
      {/* Each carrier has its own lists: another carrier starts its choices again. */}
      <PlacesChoice key={platform} order={order} platform={platform} />
    </div>
  );
}

function PlacesChoice({ order, platform }: { order: OrderDetail; platform: CarrierPlatform }) {
  const { t } = useParcelText();
  const { t: refusal } = useCarrierRefusalText();
  const places = useQuery({
    queryKey: ['carriers', platform, 'places', order.wilayaCode, order.commune],
    queryFn: () => readPlaces(platform, order.wilayaCode, order.commune),
  });

  if (places.error)
    return (
      <RetryNotice retryLabel={t('retry')} onRetry={() => void places.refetch()}>
        {carrierRefusalText(places.error, 'places', refusal, PLATFORM_NAMES[platform]) ??
          refusalText(places.error, t, { byCode: { network: 'networkError' }, failed: 'placesFailed' })}
      </RetryNotice>
    );
  if (!places.data) return <p className="text-sm text-muted">{t('placesLoading')}</p>;
  return <ChoiceForm order={order} platform={platform} places={places.data} />;
}

/** The choice itself, once the carrier's lists are read: it starts from what they matched. */
function ChoiceForm({ order, platform, places }: { order: OrderDetail; platform: CarrierPlatform; places: PlacesAnswer }) {
  const { t } = useParcelText();
  const queryClient = useQueryClient();
  const form = useAdminForm<ParcelChoice>(() => firstChoice(places));
  const { values: choice, busy } = form;
  const [refused, setRefused] = useState<Extract<CreateParcelResult, { ok: false }> | null>(null);
  const [problem, setProblem] = useState<string>();
  const fieldText = useFieldText(form.errors);
  const carrier = PLATFORM_NAMES[platform];

  /** A change clears every error and the carrier's last refusal: the owner is answering them. */
  const set = (field: keyof ParcelChoice, value: string) => {
    form.setValue(field, value);
    form.setErrors({});
    setRefused(null);
  };
  const office = order.deliveryType === 'office';
  const centers = centersFor(places, choice.communeId);
  const nearest = centersNearestFirst(places, choice.communeId) ? places.communes.find((c) => c.id === choice.communeId)?.name : undefined;

  async function create(event: FormEvent) {
    event.preventDefault();
    const body = { platform, orders: [choiceBody(order.number, choice, order.deliveryType)] };
    const missing = {
      ...(choice.communeId ? {} : { communeId: 'required' }),
      ...(office && !choice.centerId ? { centerId: 'required' } : {}),
    };
    // The schema's one field the owner types is the weight: what it refuses is said there.
    const checked = check(createParcelsBodySchema, body);
    const found = { ...missing, ...(checked.ok ? {} : { weight: Object.values(checked.fields)[0] ?? 'invalid' }) };
    const done = await form.submit(body, {
      check: () => found,
      send: async () => {
        setProblem(undefined);
        setRefused(null);
        const [result] = (await createParcels(body)).results;
        // A parcel the carrier holds but has not validated is the order's now: its panel says it waits, and why.
        if (result && !result.ok && result.code !== 'awaiting_validation') return result;
        // The order now carries its parcel and a history line: read it again.
        await queryClient.invalidateQueries({ queryKey: orderKey(order.number) });
        return null;
      },
    });
    if (done.kind === 'sent' && done.answer) setRefused(done.answer);
    if (done.kind === 'refused') setProblem(refusalText(done.error, t, { byCode: { network: 'networkError' }, failed: 'failed' }));
  }

  return (
    <form onSubmit={(e) => void create(e)} noValidate className="flex flex-col gap-4" data-parcel-choice={platform}>
      <PlaceSelect
        id="parcel-commune"
        label={t('commune')}
        value={choice.communeId}
        places={places.communes}
        error={fieldText('communeId')}
        onChange={(id) => set('communeId', id)}
        ask={places.suggestedCommuneId === null ? t('chooseCommune', { commune: order.commune }) : undefined}
      />
      {office &&
        (centers.length === 0 ? (
          <Notice tone="error">{t('noCenter')}</Notice>
        ) : (
          <PlaceSelect
            id="parcel-center"
            label={t('center')}
            value={choice.centerId}
            places={centers}
            error={fieldText('centerId')}
            onChange={(id) => set('centerId', id)}
            ask={places.suggestedCenterId === null ? t('chooseCenter') : undefined}
            note={nearest ? t('centersNearest', { commune: nearest }) : undefined}
          />
        ))}
      <TextField
        id="parcel-weight"
        label={t('weight')}
        inputMode="decimal"
        dir="ltr"
        autoComplete="off"
        className="max-w-32"
        value={choice.weight}
        error={fieldText('weight')}
        onChange={(e) => set('weight', e.target.value)}
      />
      {refused && (
        <Notice tone="error">
          <RefusalWhy code={refused.code} message={refused.message} carrier={carrier} reason={refused.reason} />
        </Notice>
      )}
      {problem && <Notice tone="error">{problem}</Notice>}
      <Button type="submit" disabled={busy} className="w-full sm:w-auto sm:self-start" data-create-parcel>
        {busy ? t('creating') : t('create', { carrier })}
      </Button>
    </form>
  );
}

type SelectProps = {
  id: string;
  label: string;
  value: string;
  places: { id: string; name: string; communeName?: string }[];
  error: string | undefined;
  /** The question when nothing was matched for certain: shown until the owner chooses. */
  ask: string | undefined;
  /** How the list is ordered, when it is worth saying (offices nearest first): shown all along. */
  note?: string | undefined;
  onChange: (id: string) => void;
};

function PlaceSelect({ id, label, value, places, error, ask, note, onChange }: SelectProps) {
  const { t } = useParcelText();
  const hint = [value === '' ? ask : undefined, note].filter(Boolean).join(' ') || undefined;
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        className={`${inputClass} pe-8`}
      >
        <option value="">{t('choose')}</option>
        {places.map((p) => (
          <option key={p.id} value={p.id}>
            {officeLabel(p)}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
