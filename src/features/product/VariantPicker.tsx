// The product page island: Color and Size choosers, the stock line, Add to Cart and Buy Now,
// following the spec's variant rules (src/domain/catalog/variant-availability.ts) on live stock.
import { useState } from 'react';
import type { Product } from '../../domain/catalog/product.ts';
import {
  colorOptions,
  initialSelection,
  purchaseState,
  sizeOptions,
  type PurchaseState,
} from '../../domain/catalog/variant-availability.ts';
import { localePath, type Locale } from '../../i18n/locales.ts';
import type { Translate } from '../../i18n/messages.ts';
import { addCartItem } from '../cart/cart.store.ts';
import { adEvent } from '../ads/ad-signal.ts';
import { toast } from '../toasts/toast.store.ts';
import type { ProductTextKey, ProductTexts } from './texts.ts';
import { translatorOf } from '../../i18n/messages.ts';
import { useLiveStock } from './useLiveStock.ts';
import LiveStockError from './LiveStockError.tsx';
import VariantSelect from './VariantSelect.tsx';
import { usePacked, type Packed } from '../../components/packed-props.ts';

export const LOW_STOCK = 5;

export type VariantPickerProps = {
  locale: Locale;
  texts: ProductTexts;
  product: Pick<Product, 'id' | 'name' | 'price' | 'sizes' | 'colors' | 'variants' | 'names'> & { imageUrl: string };
};
type T = Translate<ProductTextKey>;

function StockLine({ state, t }: { state: PurchaseState; t: T }) {
  const [text, tone] =
    state.kind === 'no-match'
      ? [t('selectVariant'), 'text-amber-800']
      : state.kind === 'out-of-stock'
        ? [t('selectedOutOfStock'), 'text-accent']
        : [state.variant.stock <= LOW_STOCK ? t('fewLeft', { n: state.variant.stock }) : t('inStock'), 'text-emerald-800'];
  return (
    <p data-stock-line aria-live="polite" className={`text-sm font-medium ${tone}`}>
      {text}
    </p>
  );
}

/** `props` packed (packed-props.ts): the variants and texts are many small values. */
export default function VariantPicker({ props }: { props: Packed<VariantPickerProps> }) {
  const { locale, texts, product } = usePacked(props);
  const t = translatorOf(texts);
  const { variants, status, retry } = useLiveStock(product.id, product.variants);
  const [selection, setSelection] = useState(() => initialSelection(product));
  const current = { ...product, variants };
  const state = purchaseState(variants, selection);
  const colors = colorOptions(current);
  const sizes = sizeOptions(current, selection.color);
  const outOfStockLabel = (name: string) => t('optionOutOfStock', { name });

  if (status === 'not-found') {
    return (
      <div role="alert" className="grid gap-2 border border-line p-4">
        <p className="font-semibold">{t('productNotFound')}</p>
        <a href={localePath(locale, '/shop')} className="text-sm underline">
          {t('returnToShop')}
        </a>
      </div>
    );
  }

  const addToCart = () => {
    if (state.kind !== 'available') return;
    addCartItem({
      productId: product.id,
      name: product.name,
      ...(product.names ? { names: product.names } : {}),
      price: product.price,
      imageUrl: product.imageUrl,
      variant: selection,
    });
    adEvent({ name: 'AddToCart', contentId: product.id, value: product.price, quantity: 1 });
    const options = [selection.color, selection.size].filter(Boolean).join(t('optionSeparator'));
    toast({
      title: t('addedToCart'),
      description: options
        ? t('addedToCartDescription', { name: product.name, options })
        : t('addedToCartDescriptionPlain', { name: product.name }),
    });
  };
  const buyNow = () => {
    if (state.kind !== 'available') return;
    const query = new URLSearchParams({ size: selection.size, color: selection.color });
    window.location.assign(localePath(locale, `/products/${product.id}/buy?${query}`));
  };
  const blocked = state.kind !== 'available';

  return (
    <div className="grid gap-4" data-variant-picker data-stock={status}>
      {status === 'failed' && (
        <LiveStockError title={t('errorLoading')} hint={t('errorLoadingHint')} retryText={t('retry')} onRetry={retry} />
      )}
      {(colors.length > 0 || sizes.length > 0) && (
        <div className={`grid gap-3 ${colors.length > 0 && sizes.length > 0 ? 'min-[420px]:grid-cols-2' : ''}`}>
          {colors.length > 0 && (
            <VariantSelect
              id="color"
              label={t('color')}
              options={colors}
              value={selection.color}
              onChange={(color) => setSelection((s) => ({ ...s, color }))}
              outOfStockLabel={outOfStockLabel}
            />
          )}
          {sizes.length > 0 && (
            <VariantSelect
              id="size"
              label={t('size')}
              options={sizes}
              value={selection.size}
              onChange={(size) => setSelection((s) => ({ ...s, size }))}
              outOfStockLabel={outOfStockLabel}
            />
          )}
        </div>
      )}
      <StockLine state={state} t={t} />
      <div className="grid gap-2 sm:grid-cols-2">
        <button
          type="button"
          onClick={addToCart}
          disabled={blocked}
          className="h-12 border border-ink bg-ink text-sm font-semibold uppercase tracking-widest text-paper hover:bg-ink/85 disabled:cursor-not-allowed disabled:border-line disabled:bg-line disabled:text-muted"
        >
          {t('addToCart')}
        </button>
        <button
          type="button"
          onClick={buyNow}
          disabled={blocked}
          className="h-12 border border-ink text-sm font-semibold uppercase tracking-widest hover:bg-ink hover:text-paper disabled:cursor-not-allowed disabled:border-line disabled:text-muted disabled:hover:bg-transparent"
        >
          {t('buyNow')}
        </button>
      </div>
    </div>
  );
}
