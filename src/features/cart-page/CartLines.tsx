// The cart's lines: image, name, size and colour, price, quantity minus/plus, remove.
import { MAX_LINE_QUANTITY, type CartItem } from '../../domain/cart/cart.ts';
import { formatPrice } from '../../domain/money.ts';
import { localePath, type Locale } from '../../i18n/locales.ts';
import { removeCartItem, updateCartItemQuantity } from '../cart/cart.store.ts';
import type { CartText } from './CartPage.tsx';
import { translatorOf } from '../../i18n/messages.ts';
import type { CartLineOffer } from '../../domain/offers/cart-offers.ts';
import LineOffer from '../offers/LineOffer.tsx';

type Props = { items: CartItem[]; locale: Locale; currency: string; text: CartText; offers?: ReadonlyMap<string, CartLineOffer> };

const stepper =
  'grid size-9 place-items-center border border-ink/30 text-lg leading-none hover:border-ink disabled:cursor-not-allowed disabled:opacity-40';

export default function CartLines({ items, locale, currency, text, offers }: Props) {
  const t = translatorOf(text);
  return (
    <ul className="divide-y divide-line border-y border-line" data-cart-lines>
      {items.map((item) => (
        <li key={item.id} className="grid grid-cols-[5rem_1fr] gap-4 py-4" data-cart-line={item.id}>
          <a href={localePath(locale, `/products/${item.productId}`)} className="block aspect-[4/5] bg-line/50">
            {item.imageUrl && <img src={item.imageUrl} alt={item.name} width="160" height="200" className="h-full w-full object-cover" />}
          </a>
          <div className="grid content-start gap-1.5">
            <div className="flex items-start justify-between gap-3">
              <a href={localePath(locale, `/products/${item.productId}`)} className="font-semibold leading-snug hover:underline">
                <bdi>{item.name}</bdi>
              </a>
              <p className="shrink-0 font-semibold" data-line-total>
                {formatPrice(item.price * item.quantity - (offers?.get(item.id)?.lineSaved ?? 0), currency, locale)}
              </p>
            </div>
            <p className="text-xs text-muted">
              {/* Each value is isolated: a Latin colour or size keeps its place in an Arabic line. */}
              {(
                [
                  ['size', item.variant.size],
                  ['color', item.variant.color],
                ] as const
              )
                .filter(([, value]) => value)
                .map(([label, value], i) => (
                  <span key={label}>
                    {i > 0 && ' · '}
                    {t(label)}
                    {t('labelColon')}
                    <bdi>{value}</bdi>
                  </span>
                ))}
            </p>
            <p className="text-xs text-muted">{t('each', { price: formatPrice(item.price, currency, locale) })}</p>
            <LineOffer offer={offers?.get(item.id)} locale={locale} currency={currency} />
            <div className="mt-1 flex items-center justify-between">
              <div className="flex items-center gap-2" role="group" aria-label={t('quantity')}>
                <button
                  type="button"
                  className={stepper}
                  aria-label={t('decrease', { name: item.name })}
                  onClick={() => updateCartItemQuantity(item.id, item.quantity - 1)}
                >
                  −
                </button>
                <span className="min-w-6 text-center tabular-nums" aria-live="polite" data-quantity>
                  {item.quantity}
                </span>
                <button
                  type="button"
                  className={stepper}
                  aria-label={t('increase', { name: item.name })}
                  disabled={item.quantity >= MAX_LINE_QUANTITY}
                  onClick={() => updateCartItemQuantity(item.id, item.quantity + 1)}
                >
                  +
                </button>
              </div>
              <button
                type="button"
                className="text-sm underline hover:no-underline"
                aria-label={t('removeItem', { name: item.name })}
                onClick={() => removeCartItem(item.id)}
              >
                {t('remove')}
              </button>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
