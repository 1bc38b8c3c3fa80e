// Subtotal, shipping (Free, the min - max range before a wilaya and type are chosen, then the real
// price), total, and the free-shipping hint: the summary of the cart and both checkouts.
import { formatPrice } from '../../domain/money.ts';
import {
  amountToFreeShipping,
  shippingEstimate,
  type ShippingEstimate,
  type ShippingRules,
  type Wilaya,
} from '../../domain/shipping/delivery.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { DeliverySelection } from '../delivery/delivery-selection.ts';
import { useDeliveryLabels, useFormText } from './labels.tsx';
import SummaryRow from './SummaryRow.tsx';

type Props = {
  locale: Locale;
  subtotal: number;
  rules: ShippingRules;
  currency: string;
  delivery?: { selection: DeliverySelection; wilaya: Wilaya | undefined };
  itemCount?: number;
  /** Buy Now shows 'Please select shipping options' instead of the range until delivery is chosen. */
  rangePrompt?: string;
  /** What quantity offers took off the goods (subtotal is after them), and delivery made free by one. */
  offers?: { saved: number; deliveryFree: boolean };
};

export default function OrderTotals({ locale, subtotal, rules: shopRules, currency, delivery, itemCount, rangePrompt, offers }: Props) {
  // A free-delivery offer met: delivery is free as from the threshold.
  const rules = offers?.deliveryFree ? { ...shopRules, freeShippingThreshold: 0 } : shopRules;
  const t = useFormText();
  const notAvailable = useDeliveryLabels().notAvailable;
  const price = (n: number) => formatPrice(n, currency, locale);
  const estimate: ShippingEstimate = shippingEstimate(
    subtotal,
    rules,
    delivery && { wilaya: delivery.wilaya, deliveryType: delivery.selection.deliveryType },
  );
  const shipping =
    estimate.kind === 'free'
      ? t('free')
      : estimate.kind === 'exact'
        ? price(estimate.price)
        : estimate.kind === 'not_offered'
          ? notAvailable
          : (rangePrompt ?? t('range', { min: price(estimate.min), max: price(estimate.max) }));
  const total =
    estimate.kind === 'free'
      ? price(subtotal)
      : estimate.kind === 'exact'
        ? price(subtotal + estimate.price)
        : estimate.kind === 'range' && !rangePrompt
          ? t('range', { min: price(subtotal + estimate.min), max: price(subtotal + estimate.max) })
          : price(subtotal);
  const missing = amountToFreeShipping(subtotal, rules);
  // formatPrice gives '1 800 DZD' / '1 800 د.ج': the hint places the number and the unit itself.
  const [missingNumber, unit] = formatPrice(missing, currency, locale).split('\u00a0');

  return (
    <div className="grid gap-3">
      <dl className="grid gap-2">
        {itemCount !== undefined && <SummaryRow label={t('items')} value={String(itemCount)} testId="items" />}
        {offers && offers.saved > 0 && <SummaryRow label={t('offerSaving')} value={`−${price(offers.saved)}`} testId="offers" />}
        <SummaryRow label={t('subtotal')} value={price(subtotal)} testId="subtotal" />
        <SummaryRow label={t('shipping')} value={shipping} testId="shipping" />
        <SummaryRow label={t('total')} value={total} strong testId="total" />
      </dl>
      {missing > 0 && (
        <p className="bg-line/50 px-3 py-2 text-xs" data-free-shipping-hint>
          {t('freeShippingHint', { n: missingNumber ?? String(missing), currency: unit ?? currency })}
        </p>
      )}
    </div>
  );
}
