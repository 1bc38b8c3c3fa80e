// Buy Now's summary panel: image, name, colour and size, unit price × quantity, shipping (or the
// prompt to choose it), totals, cash on delivery, Back to Product. Until the product's data has
// arrived (undefined) it keeps the product's place, so nothing jumps when it comes.
import { formatPrice } from '../../domain/money.ts';
import type { ShippingRules, Wilaya } from '../../domain/shipping/delivery.ts';
import type { Selection } from '../../domain/catalog/variant-availability.ts';
import { localePath, type Locale } from '../../i18n/locales.ts';
import OrderTotals from '../checkout/OrderTotals.tsx';
import { useFormText } from '../checkout/labels.tsx';
import type { DeliverySelection } from '../delivery/delivery-selection.ts';
import type { BuyNowProduct, BuyNowText } from './BuyNow.tsx';
import { translatorOf } from '../../i18n/messages.ts';

type Props = {
  locale: Locale;
  text: BuyNowText;
  product: BuyNowProduct | undefined;
  selection: Selection;
  quantity: number;
  rules: ShippingRules;
  currency: string;
  delivery: { selection: DeliverySelection; wilaya: Wilaya | undefined };
};

export default function BuyNowSummary({ locale, text, product, selection, quantity, rules, currency, delivery }: Props) {
  const t = translatorOf(text);
  const f = useFormText();
  const chosen = [selection.color, selection.size].filter(Boolean);
  const ready = Boolean(delivery.wilaya && delivery.selection.deliveryType);
  return (
    <aside className="grid content-start gap-4 border border-line p-5" aria-labelledby="buy-now-summary" data-buy-now-summary>
      <h2 id="buy-now-summary" className="text-sm font-semibold uppercase tracking-widest rtl:tracking-normal">
        {f('orderSummary')}
      </h2>
      <div className="grid grid-cols-[5rem_1fr] gap-4">
        <div className="aspect-[4/5] bg-line/50">
          {product?.imageUrl && (
            <img src={product.imageUrl} alt={product.name} width="160" height="200" className="h-full w-full object-cover" />
          )}
        </div>
        {product ? (
          <div className="grid content-start gap-1 text-sm">
            <p className="font-semibold">
              <bdi>{product.name}</bdi>
            </p>
            {chosen.length > 0 && <p className="text-muted">{chosen.join(' / ')}</p>}
            <p>
              <bdi>{formatPrice(product.price, currency, locale)}</bdi> × {quantity}
            </p>
          </div>
        ) : (
          <div aria-hidden="true" className="grid content-start gap-2 pt-1">
            <span className="h-4 w-3/4 bg-line/50" />
            <span className="h-4 w-1/3 bg-line/50" />
          </div>
        )}
      </div>
      {product && (
        <OrderTotals
          locale={locale}
          subtotal={product.price * quantity}
          rules={rules}
          currency={currency}
          delivery={delivery}
          {...(ready ? {} : { rangePrompt: t('selectShipping') })}
        />
      )}
      <p className="text-xs text-muted">{f('paymentOnDelivery')}</p>
      {product && (
        <a href={localePath(locale, `/products/${product.id}`)} className="text-sm underline hover:no-underline">
          {t('backToProduct')}
        </a>
      )}
    </aside>
  );
}
