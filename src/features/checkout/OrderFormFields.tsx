// The fields of every order form in the spec's order: name, email, phone, delivery options, address,
// what the flow adds (Buy Now's quantity), notes.
import { useState, type ReactNode } from 'react';
import type { Wilaya } from '../../domain/shipping/delivery.ts';
import { ORDER_LIMITS } from '../../domain/orders/limits.ts';
import type { Locale } from '../../i18n/locales.ts';
import DeliveryOptions from '../delivery/DeliveryOptions.tsx';
import { useDeliveryLabels, useFormText } from './labels.tsx';
import TextField from './TextField.tsx';
import CallConsent from './CallConsent.tsx';
import { preloadSubmit, type OrderForm } from './useOrderForm.ts';

type Props = {
  form: OrderForm;
  locale: Locale;
  wilayas: readonly Wilaya[];
  subtotal: number;
  freeShippingThreshold: number;
  currency: string;
  beforeNotes?: ReactNode;
};

export default function OrderFormFields({ form, locale, wilayas, subtotal, freeShippingThreshold, currency, beforeNotes }: Props) {
  const t = useFormText();
  const deliveryText = useDeliveryLabels();
  const { customer, setField, errors } = form;
  // "Have a code?" stays folded so the form stays short on a phone; it opens on a refused code.
  const [codeOpen, setCodeOpen] = useState(false);
  return (
    // The form's validator loads as soon as the shopper starts on it.
    <div className="grid gap-4" onFocusCapture={() => void preloadSubmit()}>
      <TextField
        field="name"
        label={t('fullName')}
        value={customer.name}
        onChange={(v) => setField('name', v)}
        error={errors.name}
        autoComplete="name"
        maxLength={ORDER_LIMITS.name}
      />
      <TextField
        field="email"
        type="email"
        label={t('email')}
        value={customer.email}
        onChange={(v) => setField('email', v)}
        error={errors.email}
        autoComplete="email"
        inputMode="email"
        maxLength={ORDER_LIMITS.email}
      />
      <TextField
        field="phone"
        type="tel"
        label={t('phone')}
        value={customer.phone}
        onChange={(v) => setField('phone', v)}
        error={errors.phone}
        autoComplete="tel"
        inputMode="tel"
        hint={t('phoneHint')}
        maxLength={ORDER_LIMITS.phone}
      />
      <CallConsent form={form} />
      <DeliveryOptions
        locale={locale}
        text={deliveryText}
        wilayas={wilayas}
        value={form.delivery}
        onChange={form.setDeliveryChoice}
        subtotal={subtotal}
        freeShippingThreshold={freeShippingThreshold}
        currency={currency}
        errors={{ wilayaCode: errors.wilayaCode, commune: errors.commune, deliveryType: errors.deliveryType }}
      />
      <TextField
        field="address"
        label={t('address')}
        value={customer.address}
        onChange={(v) => setField('address', v)}
        error={errors.address}
        autoComplete="street-address"
        placeholder={t('addressPlaceholder')}
        maxLength={ORDER_LIMITS.address}
      />
      {beforeNotes}
      <TextField
        field="notes"
        multiline
        label={t('notes')}
        value={customer.notes}
        onChange={(v) => setField('notes', v)}
        error={errors.notes}
        placeholder={t('notesPlaceholder')}
        maxLength={ORDER_LIMITS.notes}
      />
      <details
        className="border-t border-line pt-3"
        open={codeOpen || Boolean(errors.discountCode)}
        onToggle={(e) => setCodeOpen(e.currentTarget.open)}
        data-code-box
      >
        <summary className="cursor-pointer text-sm underline">{t('haveCode')}</summary>
        <div className="pt-3">
          <TextField
            field="discountCode"
            label={t('discountCode')}
            value={customer.discountCode}
            onChange={(v) => setField('discountCode', v)}
            error={errors.discountCode}
            autoComplete="off"
            hint={t('codeHint')}
            maxLength={40}
          />
        </div>
      </details>
    </div>
  );
}
