// The cart page island (client only: the cart lives in localStorage). Cart view, then the checkout
// step, then the success panel; the cart is cleared only once the server has confirmed the order.
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { PlacedOrder } from '../../domain/orders/order-response.ts';
import type { Dictionary } from '../../i18n/messages.ts';
import { $cart, $cartCount } from '../cart/cart.store.ts';
import { useCartOffers } from '../offers/useCartOffers.ts';
import { cartItemName } from '../../domain/cart/cart.ts';
import OrderSuccess from '../checkout/LazyOrderSuccess.tsx';
import EmptyCart from '../checkout/EmptyCart.tsx';
import OrderTotals from '../checkout/OrderTotals.tsx';
import { orderIsland, useFormText, type KeysOf } from '../checkout/labels.tsx';
import CartLines from './CartLines.tsx';
import { restoreCartFromLink } from './restore-cart.ts';
import type { cartPageMessages } from './messages.ts';
import { pageHeading, primaryButton } from '../checkout/ui.ts';
import type { OrderPageProps } from '../checkout/order-page-props.ts';
import { translatorOf } from '../../i18n/messages.ts';
import { adEvent, adLines } from '../ads/ad-signal.ts';

export type CartText = Dictionary<KeysOf<typeof cartPageMessages>>;
export type CartPageProps = OrderPageProps & { text: CartText };
type Props = CartPageProps;
// The checkout step loads when the shopper heads for it (hover, focus or tap on Proceed to Checkout).
const loadCheckout = () => import('./CartCheckout.tsx');
const CartCheckout = lazy(loadCheckout);

type View = { kind: 'cart' } | { kind: 'checkout' } | { kind: 'placed'; order: PlacedOrder; replayed: boolean };

export default orderIsland(CartView);

function CartView(props: Props) {
  const { locale, rules, currency, text } = props;
  const t = translatorOf(text);
  const form = useFormText();
  // Each line named in this page's language where the owner wrote one (the cart may come from another).
  const items = useStore($cart).map((item) => ({ ...item, name: cartItemName(item, locale) }));
  const count = useStore($cartCount);
  const priced = useCartOffers(items);
  const subtotal = priced.subtotal;
  const [view, setView] = useState<View>({ kind: 'cart' });
  // The owner's WhatsApp link to the cart she left puts its items back (restore-cart.ts).
  useEffect(() => void restoreCartFromLink(locale), []);

  if (view.kind === 'placed') {
    return (
      <OrderSuccess
        locale={locale}
        order={view.order}
        title={view.replayed ? form('alreadySubmitted') : form('successTitle')}
        onDone={() => setView({ kind: 'cart' })}
      />
    );
  }
  if (items.length === 0) {
    return (
      <EmptyCart locale={locale} title={t('title')} empty={t('empty')} continueShopping={t('continueShopping')} marker="data-cart-empty" />
    );
  }
  if (view.kind === 'checkout') {
    return (
      <Suspense fallback={null}>
        <CartCheckout
          {...props}
          items={items}
          onBack={() => setView({ kind: 'cart' })}
          onPlaced={(order, replayed) => setView({ kind: 'placed', order, replayed })}
        />
      </Suspense>
    );
  }
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
      <section className="grid content-start gap-6">
        <h1 className={pageHeading}>{t('title')}</h1>
        <CartLines items={items} locale={locale} currency={currency} text={text} offers={priced.lines} />
      </section>
      <aside className="grid content-start gap-4 border border-line p-5 lg:mt-14" aria-labelledby="cart-summary">
        <h2 id="cart-summary" className="text-sm font-semibold uppercase tracking-widest rtl:tracking-normal">
          {form('orderSummary')}
        </h2>
        <OrderTotals
          locale={locale}
          subtotal={subtotal}
          rules={rules}
          currency={currency}
          itemCount={count}
          offers={{ saved: priced.saved, deliveryFree: priced.deliveryOffer !== null }}
        />
        <button
          type="button"
          className={primaryButton}
          onPointerEnter={() => void loadCheckout()}
          onFocus={() => void loadCheckout()}
          onClick={() => {
            adEvent({ name: 'InitiateCheckout', lines: adLines(items) });
            setView({ kind: 'checkout' });
            window.scrollTo({ top: 0 });
          }}
        >
          {t('proceed')}
        </button>
      </aside>
    </div>
  );
}
