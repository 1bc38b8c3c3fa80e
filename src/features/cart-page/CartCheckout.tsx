// The cart's checkout step: the order form with the delivery block, the summary with the chosen
// delivery, Place Order and Back to Cart. English messages as the spec words them (Arabic on /ar).
import type { CartItem } from '../../domain/cart/cart.ts';
import type { PlacedOrder } from '../../domain/orders/order-response.ts';
import { takeOrderedFromCart } from '../cart/cart.store.ts';
import { wilayaOf } from '../delivery/delivery-selection.ts';
import FormBanner from '../checkout/FormBanner.tsx';
import OrderFormFields from '../checkout/OrderFormFields.tsx';
import OrderTotals from '../checkout/OrderTotals.tsx';
import { useDeliveryLabels, useFormText } from '../checkout/labels.tsx';
import { useOrderForm } from '../checkout/useOrderForm.ts';
import type { CartText } from './CartPage.tsx';
import OrderLineList from '../checkout/OrderLineList.tsx';
import PlaceOrderButton from '../checkout/PlaceOrderButton.tsx';
import { pageHeading } from '../checkout/ui.ts';
import type { OrderPageProps } from '../checkout/order-page-props.ts';
import { translatorOf } from '../../i18n/messages.ts';

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
  const f = useFormText();
  const d = useDeliveryLabels();
  const form = useOrderForm({ flow: 'cart', locale, attemptScope: 'cart' });
  const subtotal = items.reduce((sum, i) => sum + i.price * i.quantity, 0);
  const wilaya = wilayaOf(wilayas, form.delivery.wilayaCode);
  const { commune, deliveryType } = form.delivery;

  async function placeOrder(event: React.FormEvent) {
    event.preventDefault();
    if (form.submitting) return;
    const outcome = await form.submit(
      items.map((i) => ({ productId: i.productId, size: i.variant.size, color: i.variant.color, quantity: i.quantity })),
    );
    if (outcome?.kind === 'placed') {
      takeOrderedFromCart(outcome.order.lines);
      onPlaced(outcome.order, outcome.replayed);
    } else if (outcome?.kind === 'failed') {
      form.setBanner(t('failure'));
    }
  }

  return (
    <form noValidate onSubmit={placeOrder} className="grid gap-8 lg:grid-cols-[1fr_22rem]" data-cart-checkout>
      <section className="grid content-start gap-6">
        <h1 className={pageHeading}>{t('checkoutTitle')}</h1>
        <OrderFormFields
          form={form}
          locale={locale}
          wilayas={wilayas}
          subtotal={subtotal}
          freeShippingThreshold={rules.freeShippingThreshold}
          currency={currency}
        />
      </section>
      <aside className="grid content-start gap-4 border border-line p-5 lg:mt-14" aria-labelledby="checkout-summary">
        <h2 id="checkout-summary" className="text-sm font-semibold uppercase tracking-widest rtl:tracking-normal">
          {f('orderSummary')}
        </h2>
        <OrderLineList items={items} />
        {wilaya && deliveryType && (
          <p className="text-sm text-muted" data-delivery-summary>
            {t('deliveryTo', {
              place: [commune, `${wilaya.code} ${locale === 'ar' ? wilaya.nameAr : wilaya.nameFr}`]
                .filter(Boolean)
                .map(isolated)
                .join(locale === 'ar' ? '، ' : ', '),
            })}{' '}
            · {d[deliveryType]}
          </p>
        )}
        <OrderTotals
          locale={locale}
          subtotal={subtotal}
          rules={rules}
          currency={currency}
          delivery={{ selection: form.delivery, wilaya }}
          itemCount={items.reduce((n, i) => n + i.quantity, 0)}
        />
        <p className="text-xs text-muted">{f('paymentOnDelivery')}</p>
        <FormBanner message={form.banner} />
        <PlaceOrderButton form={form} />
        <button type="button" onClick={onBack} className="text-sm underline hover:no-underline">
          {t('backToCart')}
        </button>
      </aside>
    </form>
  );
}
