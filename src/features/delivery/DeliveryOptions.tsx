// The delivery options block of all three checkouts: wilaya (the 69 of 2026, sorted by name, with its
// code and Arabic name; a new one priced as the wilaya it was split from), commune (searched and picked from the wilaya's communes, by French or Arabic name; nothing else
// is taken, so the field waits for the wilaya and its list), home/office buttons with their price or
// 'not available', and the delivery cost. A new wilaya clears the commune and the delivery type.
import { useState } from 'react';
import { DELIVERY_TYPES, deliveryPrice, isFreeShipping, type Wilaya } from '../../domain/shipping/delivery.ts';
import { communeName, findCommune } from '../../domain/shipping/commune-match.ts';
import { ORDER_LIMITS } from '../../domain/orders/limits.ts';
import { formatPrice } from '../../domain/money.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { Dictionary } from '../../i18n/messages.ts';
import { chooseWilaya, wilayaOf, type DeliverySelection } from './delivery-selection.ts';
import type { deliveryMessages } from './messages.ts';
import { useCommunes } from '../../client/useCommunes.ts';
import FieldError from './FieldError.tsx';

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

// The page's language first, so the code and both names read in order in either direction. A wilaya of
// 2026 (59-69) also names the wilaya it was split from, where a shopper used to find her commune:
// '59 - Aflou - أفلو (Laghouat)'.
function wilayaLabel(w: Wilaya, locale: Locale, carrier: Wilaya | undefined) {
  const [first, second] = locale === 'ar' ? [w.nameAr, w.nameFr] : [w.nameFr, w.nameAr];
  const from = carrier ? ` (${locale === 'ar' ? carrier.nameAr : carrier.nameFr})` : '';
  return `${w.code} - ${first} - ${second}${from}`;
}

const control = 'h-11 w-full border bg-paper px-3 text-sm hover:border-ink aria-invalid:border-accent';

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
  // A name typed without picking it from the list: told at once, as the order function would.
  const [unlisted, setUnlisted] = useState(false);
  const communeError = errors.commune ?? (unlisted ? t('municipalityNotListed') : undefined);
  const otherLocale = locale === 'ar' ? 'en' : 'ar';
  // What was typed becomes the commune's own name in the page's language (bab ezzouar: Bab Ezzouar).
  const settleCommune = () => {
    if (communes.status !== 'ready' || !value.commune.trim()) return setUnlisted(false);
    const found = findCommune(communes.communes, value.commune);
    setUnlisted(!found);
    if (found && communeName(found, locale) !== value.commune) onChange({ ...value, commune: communeName(found, locale) }, 'commune');
  };
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

      <div className="grid gap-1.5">
        <label htmlFor="order-wilayaCode" className="text-sm font-medium">
          {t('province')}
        </label>
        <select
          id="order-wilayaCode"
          value={value.wilayaCode}
          className={`${control} border-ink/30`}
          {...described('wilayaCode')}
          onChange={(e) => {
            setUnlisted(false);
            onChange(chooseWilaya(value, e.currentTarget.value), 'wilayaCode');
          }}
        >
          <option value="">{t('chooseProvince')}</option>
          {wilayas.map((w) => (
            <option key={w.code} value={w.code}>
              {wilayaLabel(w, locale, w.carrierCode ? wilayaOf(wilayas, w.carrierCode) : undefined)}
            </option>
          ))}
        </select>
        <FieldError id="order-wilayaCode-error" message={errors.wilayaCode} />
      </div>

      <div className="grid gap-1.5">
        <label htmlFor="order-commune" className="text-sm font-medium">
          {t('municipality')}
        </label>
        <input
          id="order-commune"
          type="text"
          dir="auto"
          list="order-commune-list"
          autoComplete="off"
          maxLength={ORDER_LIMITS.commune}
          value={value.commune}
          placeholder={communePlaceholder}
          disabled={communes.status !== 'ready'}
          aria-busy={communes.status === 'loading'}
          className={`${control} border-ink/30 disabled:cursor-not-allowed disabled:bg-line/40`}
          {...described('commune', communeError)}
          onChange={(e) => {
            setUnlisted(false);
            onChange({ ...value, commune: e.currentTarget.value }, 'commune');
          }}
          onBlur={settleCommune}
        />
        <datalist id="order-commune-list">
          {communes.communes.map((c) => (
            <option key={c.nameFr} value={communeName(c, locale)}>
              {communeName(c, otherLocale)}
            </option>
          ))}
        </datalist>
        {communes.status === 'failed' && (
          <p className="flex items-center justify-between gap-2 text-sm" role="alert" data-communes-failed>
            <span>{t('municipalitiesFailed')}</span>
            <button type="button" className="underline" onClick={communes.retry}>
              {t('retry')}
            </button>
          </p>
        )}
        <FieldError id="order-commune-error" message={communeError} />
      </div>

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
