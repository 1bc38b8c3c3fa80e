// The delivery options block of all three checkouts: wilaya (the 69 of 2026, searchable by name or
// number, a new one priced as the wilaya it was split from), commune (searched and picked from the
// wilaya's communes), home/office buttons with their price or 'not available', and the delivery cost.
// A new wilaya clears the commune and the delivery type.
import { DELIVERY_TYPES, deliveryPrice, isFreeShipping, type Wilaya } from '../../domain/shipping/delivery.ts';
import { formatPrice } from '../../domain/money.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { Dictionary } from '../../i18n/messages.ts';
import { chooseWilaya, wilayaOf, type DeliverySelection } from './delivery-selection.ts';
import type { deliveryMessages } from './messages.ts';
import { useCommunes } from '../../client/useCommunes.ts';
import CommuneField from './CommuneField.tsx';
import FieldError from './FieldError.tsx';
import { matchCount } from './match-count.ts';
import WilayaField from './WilayaField.tsx';

export type DeliveryErrors = Partial<Record<'wilayaCode' | 'commune' | 'deliveryType', string | undefined>>;

export type DeliveryText = Dictionary<Extract<keyof (typeof deliveryMessages)['en'], string>>;

type Props = {
  locale: Locale;
  /** This language's texts of the block (the page passes one language only). */
  text: DeliveryText;
  wilayas: readonly Wilaya[];
  value: DeliverySelection;
  onChange: (next: DeliverySelection, edited: keyof DeliverySelection) => void;
  errors: DeliveryErrors;
  subtotal: number;
  freeShippingThreshold: number;
  currency: string;
};

export default function DeliveryOptions({
  locale,
  text,
  wilayas,
  value,
  onChange,
  errors,
  subtotal,
  freeShippingThreshold,
  currency,
}: Props) {
  const t = (key: keyof DeliveryText) => text[key];
  const wilaya = wilayaOf(wilayas, value.wilayaCode);
  const communes = useCommunes(value.wilayaCode);
  const countText = (count: number) => matchCount(text, locale, count);
  const price = wilaya && value.deliveryType ? deliveryPrice(wilaya, value.deliveryType) : null;
  const free = isFreeShipping(subtotal, { freeShippingThreshold });
  const firstOffered = wilaya ? DELIVERY_TYPES.find((type) => deliveryPrice(wilaya, type) !== null) : undefined;
  const described = (field: keyof DeliveryErrors, error = errors[field]) =>
    error ? { 'aria-invalid': true, 'aria-describedby': `order-${field}-error` } : {};
  const communePlaceholder = {
    none: t('chooseProvinceFirst'),
    loading: t('loadingMunicipalities'),
    failed: t('municipalitiesFailed'),
    ready: t('municipalityPlaceholder'),
  }[communes.status];

  return (
    <fieldset className="grid gap-4 border border-line p-4" data-delivery-options>
      <legend className="px-1 text-xs font-semibold uppercase tracking-widest rtl:tracking-normal">{t('title')}</legend>

      <WilayaField
        locale={locale}
        wilayas={wilayas}
        code={value.wilayaCode}
        onChoose={(code) => onChange(chooseWilaya(value, code), 'wilayaCode')}
        error={errors.wilayaCode}
        label={t('province')}
        placeholder={t('provinceSearch')}
        countText={countText}
      />

      <CommuneField
        locale={locale}
        communes={communes}
        value={value.commune}
        onChange={(commune) => onChange({ ...value, commune }, 'commune')}
        error={errors.commune}
        text={{
          label: t('municipality'),
          placeholder: communePlaceholder,
          notListed: t('municipalityNotListed'),
          failed: t('municipalitiesFailed'),
          retry: t('retry'),
        }}
        countText={countText}
      />

      {/* order-deliveryType (what the form focuses when the type is missing) is the first type that can be
          chosen; where none can (Illizi, Tindouf...), the group itself, so the keyboard still lands on the error. */}
      <div
        className="grid gap-1.5"
        role="group"
        aria-labelledby="order-deliveryType-label"
        {...described('deliveryType')}
        id={firstOffered ? undefined : 'order-deliveryType'}
        tabIndex={firstOffered ? undefined : -1}
      >
        <span id="order-deliveryType-label" className="text-sm font-medium">
          {t('deliveryType')}
        </span>
        <div className="grid grid-cols-2 gap-2">
          {DELIVERY_TYPES.map((type) => {
            const typePrice = wilaya ? deliveryPrice(wilaya, type) : null;
            const offered = typePrice !== null;
            const chosen = value.deliveryType === type;
            return (
              <button
                key={type}
                type="button"
                id={type === firstOffered ? 'order-deliveryType' : undefined}
                aria-pressed={chosen}
                disabled={!offered}
                data-delivery-type={type}
                onClick={() => onChange({ ...value, deliveryType: type }, 'deliveryType')}
                className={`grid min-h-14 content-center gap-0.5 border px-2 py-2 text-center text-sm ${chosen ? 'border-ink bg-ink text-paper' : 'border-ink/30 hover:border-ink'} disabled:cursor-not-allowed disabled:border-line disabled:bg-line/40 disabled:text-muted`}
              >
                <span className="font-semibold">{t(type)}</span>
                <span className="text-xs">
                  {!wilaya ? t('chooseProvinceFirst') : offered ? formatPrice(typePrice, currency, locale) : t('notAvailable')}
                </span>
              </button>
            );
          })}
        </div>
        <FieldError id="order-deliveryType-error" message={errors.deliveryType} />
      </div>

      {price !== null && (
        <p className="flex justify-between border-t border-line pt-3 text-sm" data-delivery-cost>
          <span>{t('deliveryCost')}</span>
          <span className="font-semibold">{free ? t('free') : formatPrice(price, currency, locale)}</span>
        </p>
      )}
    </fieldset>
  );
}
