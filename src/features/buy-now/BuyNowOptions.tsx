// Buy Now's own fields: colour and size (from the product page's choice, changeable here) and quantity.
import type { ChooserOption, Selection } from '../../domain/catalog/variant-availability.ts';
import { useState } from 'react';
import { MAX_LINE_QUANTITY } from '../../domain/cart/cart.ts';
import FieldError from '../delivery/FieldError.tsx';
import VariantSelect from '../product/VariantSelect.tsx';
import type { BuyNowText } from './BuyNow.tsx';
import { parseQuantity } from './quantity.ts';
import { translatorOf } from '../../i18n/messages.ts';

type Props = {
  text: BuyNowText;
  /** The product's data has not arrived yet: its choosers' place is kept empty. */
  loading: boolean;
  colors: ChooserOption[];
  sizes: ChooserOption[];
  selection: Selection;
  onSelect: (selection: Selection) => void;
  quantity: number;
  onQuantity: (quantity: number) => void;
  errors: { variant?: string | undefined; quantity?: string | undefined };
};

export default function BuyNowOptions({ text, loading, colors, sizes, selection, onSelect, quantity, onQuantity, errors }: Props) {
  const t = translatorOf(text);
  const outOfStock = (name: string) => t('optionOutOfStock', { name });
  // Labelled like the form's other fields, not like the product page's choosers.
  const labelClassName = 'text-sm font-medium';
  // What the shopper is typing may be empty for a moment (to type 3 over 1): the order counts 1 until
  // then, and the field shows the quantity that counts once the shopper leaves it. (Only this field
  // changes the quantity.)
  const [typed, setTyped] = useState(String(quantity));
  return (
    <div className="grid gap-4">
      {loading && <div aria-hidden="true" className="h-[4.375rem]" data-options-loading />}
      {(colors.length > 0 || sizes.length > 0) && (
        <div className="grid gap-1.5">
          <div className={`grid gap-3 ${colors.length > 0 && sizes.length > 0 ? 'grid-cols-2' : ''}`}>
            {colors.length > 0 && (
              <VariantSelect
                id="order-variant"
                label={t('color')}
                options={colors}
                value={selection.color}
                onChange={(color) => onSelect({ ...selection, color })}
                outOfStockLabel={outOfStock}
                labelClassName={labelClassName}
              />
            )}
            {sizes.length > 0 && (
              <VariantSelect
                id={colors.length > 0 ? 'order-variant-size' : 'order-variant'}
                label={t('size')}
                options={sizes}
                value={selection.size}
                onChange={(size) => onSelect({ ...selection, size })}
                outOfStockLabel={outOfStock}
                labelClassName={labelClassName}
              />
            )}
          </div>
          <FieldError id="order-variant-error" message={errors.variant} />
        </div>
      )}
      <div className="grid gap-1.5">
        <label htmlFor="order-quantity" className="text-sm font-medium">
          {t('quantity')}
        </label>
        <input
          id="order-quantity"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_LINE_QUANTITY}
          step={1}
          value={typed}
          dir="ltr"
          aria-invalid={errors.quantity ? true : undefined}
          aria-describedby={errors.quantity ? 'order-quantity-error' : undefined}
          onChange={(e) => {
            setTyped(e.currentTarget.value);
            onQuantity(parseQuantity(e.currentTarget.value));
          }}
          onBlur={() => setTyped(String(quantity))}
          className="h-11 w-28 border border-ink/30 bg-paper px-3 text-start text-sm hover:border-ink aria-invalid:border-accent"
        />
        <FieldError id="order-quantity-error" message={errors.quantity} />
      </div>
    </div>
  );
}
