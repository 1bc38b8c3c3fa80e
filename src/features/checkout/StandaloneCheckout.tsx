// /checkout: the older one-page checkout over the cart (form, delivery, summary, Back to Cart). The
// server's cooldown answer is shown as the spec words it; after an order the success panel stays 10 s,
// then the shop's home replaces this page in the history (Back does not return to a spent form).
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { adEvent, adLines } from '../ads/ad-signal.ts';
import type { PlacedOrder } from '../../domain/orders/order-response.ts';
import { localePath } from '../../i18n/locales.ts';
import type { Dictionary } from '../../i18n/messages.ts';
import { $cart, $cartCount } from '../cart/cart.store.ts';
import { cartItemName } from '../../domain/cart/cart.ts';
import type { OrderPageProps } from './order-page-props.ts';
import { useCartOffers } from '../offers/useCartOffers.ts';
import CheckoutLayout from './CheckoutLayout.tsx';
import EmptyCart from './EmptyCart.tsx';
import OrderSuccess from './LazyOrderSuccess.tsx';
import { orderIsland, useFormText, type KeysOf } from './labels.tsx';
import type { checkoutMessages } from './messages.ts';
import { useOrderForm } from './useOrderForm.ts';
import { placeCartOrder } from './place-cart-order.ts';
import { translatorOf } from '../../i18n/messages.ts';

export type StandaloneCheckoutProps = OrderPageProps & { text: Dictionary<KeysOf<typeof checkoutMessages>> };
type Props = StandaloneCheckoutProps;

export default orderIsland(CheckoutView);

function CheckoutView({ locale, wilayas, rules, currency, text }: Props) {
  const t = translatorOf(text);
  const f = useFormText();
  // Each line named in this page's language where the owner wrote one (the cart may come from another).
  const items = useStore($cart).map((item) => ({ ...item, name: cartItemName(item, locale) }));
  const count = useStore($cartCount);
  const priced = useCartOffers(items);
  const subtotal = priced.subtotal;
  const form = useOrderForm({ flow: 'checkout', locale, attemptScope: 'checkout' });
  const [placed, setPlaced] = useState<{ order: PlacedOrder; replayed: boolean }>();
  const [sent, setSent] = useState(false);
  // The standalone checkout is where she starts her order: the pixels hear it once (after consent only).
  useEffect(() => {
    if (items.length > 0) adEvent({ name: 'InitiateCheckout', lines: adLines(items) });
  }, []);

  if (placed) {
    return (
      <OrderSuccess
        locale={locale}
        order={placed.order}
        title={placed.replayed ? t('alreadySubmitted') : f('successTitle')}
        onDone={() => window.location.replace(localePath(locale, '/'))}
        replaceHistory
      />
    );
  }
  if (items.length === 0) {
    return (
      <EmptyCart
        locale={locale}
        title={t('title')}
        empty={t('empty')}
        continueShopping={t('continueShopping')}
        marker="data-checkout-empty"
      />
    );
  }

  async function placeOrder() {
    if (sent) return form.setBanner(t('alreadySubmitted'));
    await placeCartOrder(form, items, t('failure'), (order, replayed) => {
      setSent(true);
      setPlaced({ order, replayed });
    });
  }

  return (
    <CheckoutLayout
      page={{ locale, wilayas, rules, currency }}
      form={form}
      items={items}
      subtotal={subtotal}
      offers={priced}
      itemCount={count}
      title={t('title')}
      marker="data-standalone-checkout"
      summaryId="standalone-summary"
      onSubmit={placeOrder}
      back={
        <a href={localePath(locale, '/cart')} className="text-center text-sm underline hover:no-underline">
          {t('backToCart')}
        </a>
      }
    />
  );
}
