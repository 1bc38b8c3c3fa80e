// The carrier and its tracking number, pasted by the owner after the carrier's import (empty clears it).
import { useEffect, useState, type FormEvent } from 'react';
import { CARRIERS, type Carrier } from '../../../domain/carriers/carrier-layouts.ts';
import type { OrderDetail } from '../../../domain/admin-orders/order-detail.ts';
import { AdminApiError } from '../../core/admin-api.ts';
import { PLATFORM_NAMES } from '../../carriers/carrier-accounts-query.ts';
import type { CarrierPlatform } from '../../../domain/carriers/platforms.ts';
import { fieldKeyOf, fieldMessages } from '../../core/field-messages.ts';
import { Card } from '../../ui/Page.tsx';
import { Button } from '../../ui/Button.tsx';
import { FieldShell, inputClass, TextField } from '../../ui/Field.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { useTranslator } from '../../core/use-translator.ts';
import { useAdminForm } from '../../ui/form/use-admin-form.ts';
import { saveTracking } from '../orders-api.ts';
import { problemText } from '../problem-text.ts';
import { useOrdersText } from '../use-orders-text.ts';
import { preferredCarrier } from '../preferred-carrier.ts';

type Props = { order: OrderDetail & { carrier?: Carrier | null }; onChange: (order: OrderDetail) => void };

export function TrackingCard({ order, onChange }: Props) {
  const { t } = useOrdersText();
  const { t: fieldText } = useTranslator(fieldMessages);
  const form = useAdminForm(() => ({ carrier: order.carrier ?? preferredCarrier(), trackingNumber: order.trackingNumber ?? '' }));
  const { values, onText, busy } = form;
  const [said, setSaid] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  useEffect(() => form.setValues((v) => ({ ...v, trackingNumber: order.trackingNumber ?? '' })), [order.trackingNumber]);
  // The server names the line's field (entries.0.trackingNumber): the one field of this form.
  const errorKey = Object.entries(form.errors).find(([path]) => path.endsWith('trackingNumber'))?.[1];

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaid(null);
    const trackingNumber = values.trackingNumber.trim() || null;
    const done = await form.submit(
      { carrier: values.carrier, trackingNumber },
      { send: () => saveTracking(order.number, values.carrier, trackingNumber) },
    );
    if (done.kind === 'sent') {
      onChange(done.answer);
      setSaid({ tone: 'success', text: t('trackingSaved') });
    } else if (done.kind === 'refused') {
      const e = done.error;
      const platform = apiParcelPlatform(e);
      const onTheField = e instanceof AdminApiError && Object.keys(e.fields).some((path) => path.endsWith('trackingNumber'));
      if (onTheField) return;
      if (platform) setSaid({ tone: 'error', text: t('trackingHasParcel', { carrier: PLATFORM_NAMES[platform] }) });
      else setSaid({ tone: 'error', text: problemText(e, t) });
    }
  }

  return (
    <Card title={t('tracking')}>
      <form
        onSubmit={(e) => void submit(e)}
        noValidate
        className="grid gap-3 sm:grid-cols-[minmax(0,11rem)_minmax(0,1fr)] sm:items-start"
        data-tracking-form
      >
        <FieldShell id="tracking-carrier" label={t('carrier')}>
          <select
            id="tracking-carrier"
            value={values.carrier}
            onChange={(e) => form.setValue('carrier', e.target.value as Carrier)}
            className={inputClass}
          >
            {CARRIERS.map((c) => (
              <option key={c} value={c}>
                {t(`carrier.${c}`)}
              </option>
            ))}
          </select>
        </FieldShell>
        <TextField
          id="tracking-number"
          label={t('trackingNumber')}
          dir="ltr"
          autoComplete="off"
          maxLength={60}
          placeholder={t('noTracking')}
          value={values.trackingNumber}
          error={errorKey === undefined ? undefined : fieldText(fieldKeyOf(errorKey))}
          onChange={onText('trackingNumber')}
        />
        <Button type="submit" kind="secondary" disabled={busy} className="sm:col-span-2 sm:justify-self-start">
          {t('saveTracking')}
        </Button>
      </form>
      {said && <Notice tone={said.tone}>{said.text}</Notice>}
    </Card>
  );
}

/** The carrier whose API parcel keeps this order's tracking number, when the server refused the number for it (has_parcel). */
function apiParcelPlatform(error: unknown): CarrierPlatform | undefined {
  if (!(error instanceof AdminApiError) || error.code !== 'has_parcel') return undefined;
  const refused = (error.details as { refused?: { platform?: string }[] } | undefined)?.refused?.[0]?.platform;
  return refused && refused in PLATFORM_NAMES ? (refused as CarrierPlatform) : undefined;
}
