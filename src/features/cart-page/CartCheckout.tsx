// The cart's checkout step: the order form with the delivery block, the summary with the chosen
// delivery, Place Order and Back to Cart. English messages as the spec words them (Arabic on /ar).
import type { CartItem } from '../../domain/cart/cart.ts';
import type { PlacedOrder } from '../../domain/orders/order-response.ts';
import { wilayaOf } from '../delivery/delivery-selection.ts';
import CheckoutLayout from '../checkout/CheckoutLayout.tsx';
import { useDeliveryLabels } from '../checkout/labels.tsx';
import { useOrderForm } from '../checkout/useOrderForm.ts';
import { placeCartOrder } from '../checkout/place-cart-order.ts';
import type { CartText } from './CartPage.tsx';
import type { OrderPageProps } from '../checkout/order-page-props.ts';
import { translatorOf } from '../../i18n/messages.ts';
import { useCartOffers } from '../offers/useCartOffers.ts';

// A Latin commune next to an Arabic wilaya name and its code would be reordered by the bidi rules:
// each part keeps its own direction (first-strong isolates).
const isolated = (part: string) => `\u2068${part}\u2069`;

type Props = OrderPageProps & {
  text: CartText;
  items: CartItem[];
  onBack: () => void;
  onPlaced: (order: PlacedOrder, replayed: boolean) => void;
};

export default function CartCheckout({ locale, wilayas, rules, currency, items, text, onBack, onPlaced }: Props) {
  const t = translatorOf(text);
  const d = useDeliveryLabels();
  const form = useOrderForm({ flow: 'cart', locale, attemptScope: 'cart' });
  const priced = useCartOffers(items);
  const subtotal = priced.subtotal;
  const wilaya = wilayaOf(wilayas, form.delivery.wilayaCode);
  const { commune, deliveryType } = form.delivery;

  const placeOrder = () => placeCartOrder(form, items, t('failure'), onPlaced);

  return (
    <CheckoutLayout
      page={{ locale, wilayas, rules, currency }}
      form={form}
      items={items}
      subtotal={subtotal}
      offers={priced}
      itemCount={items.reduce((n, i) => n + i.quantity, 0)}
      title={t('checkoutTitle')}
      marker="data-cart-checkout"
      summaryId="checkout-summary"
      onSubmit={placeOrder}
      deliverySummary={
        wilaya &&
        deliveryType && (
          <p className="text-sm text-muted" data-delivery-summary>
            {t('deliveryTo', {
              place: [commune, `${wilaya.code} ${locale === 'ar' ? wilaya.nameAr : wilaya.nameFr}`]
                .filter(Boolean)
                .map(isolated)
                .join(locale === 'ar' ? '، ' : ', '),
            })}{' '}
            · {d[deliveryType]}
          </p>
        )
      }
      back={
        <button type="button" onClick={onBack} className="text-sm underline hover:no-underline">
          {t('backToCart')}
        </button>
      }
    />
  );
}
