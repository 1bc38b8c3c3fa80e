// The checkout's one layout, for the cart's checkout step and the older /checkout page: the order
// form with the delivery block beside the summary (lines, totals with the chosen delivery, cash on
// delivery, Place Order) and the way back to the cart. The two pages differ only in their heading,
// what the summary says of the delivery, and how they go back (a step of the cart, or a link).
import type { ReactNode } from 'react';
import type { CartItem } from '../../domain/cart/cart.ts';
import { wilayaOf } from '../delivery/delivery-selection.ts';
import FormBanner from './FormBanner.tsx';
import OrderFormFields from './OrderFormFields.tsx';
import OrderLineList from './OrderLineList.tsx';
import type { CartOffers } from '../../domain/offers/cart-offers.ts';
import OrderTotals from './OrderTotals.tsx';
import PlaceOrderButton from './PlaceOrderButton.tsx';
import { useFormText } from './labels.tsx';
import type { OrderPageProps } from './order-page-props.ts';
import { pageHeading } from './ui.ts';
import type { OrderForm } from './useOrderForm.ts';
import LeftCheckout from './LazyLeftCheckout.tsx';

type Props = {
  /** The page's language, wilayas, delivery rules and currency. */
  page: Omit<OrderPageProps, 'labels'>;
  form: OrderForm;
  items: CartItem[];
  subtotal: number;
  /** The cart priced with its quantity offers (the lines' savings, delivery made free). */
  offers?: CartOffers;
  itemCount: number;
  title: string;
  /** The page's own mark (the browser tests find the form by it) and the summary heading's id. */
  marker: 'data-cart-checkout' | 'data-standalone-checkout';
  summaryId: string;
  /** Said between the lines and the totals: where the order goes, when the page says it. */
  deliverySummary?: ReactNode;
  /** Back to the cart, below Place Order. */
  back: ReactNode;
  /** Place Order, unless the form is still busy with the last one (the browser's own submit never happens). */
  onSubmit: () => void;
};

export default function CheckoutLayout(props: Props) {
  const { form, items, subtotal, itemCount, summaryId } = props;
  const { locale, wilayas, rules, currency } = props.page;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!form.submitting) props.onSubmit();
  };
  const f = useFormText();
  return (
    <form noValidate onSubmit={submit} className="grid gap-8 lg:grid-cols-[1fr_22rem]" {...{ [props.marker]: true }}>
      {/* Her cart's lines, kept with her draft when she consented to a call (useLeftCheckout). */}
      <LeftCheckout
        form={form}
        lines={items.map((i) => ({ productId: i.productId, size: i.variant.size, color: i.variant.color, quantity: i.quantity }))}
      />
      <section className="grid content-start gap-6">
        <h1 className={pageHeading}>{props.title}</h1>
        <OrderFormFields
          form={form}
          locale={locale}
          wilayas={wilayas}
          subtotal={subtotal}
          freeShippingThreshold={rules.freeShippingThreshold}
          currency={currency}
        />
      </section>
      <aside className="grid content-start gap-4 border border-line p-5 lg:mt-14" aria-labelledby={summaryId}>
        <h2 id={summaryId} className="text-sm font-semibold uppercase tracking-widest rtl:tracking-normal">
          {f('orderSummary')}
        </h2>
        <OrderLineList items={items} offers={props.offers?.lines} locale={locale} currency={currency} />
        {props.deliverySummary}
        <OrderTotals
          locale={locale}
          subtotal={subtotal}
          rules={rules}
          currency={currency}
          itemCount={itemCount}
          {...(props.offers ? { offers: { saved: props.offers.saved, deliveryFree: props.offers.deliveryOffer !== null } } : {})}
          delivery={{ selection: form.delivery, wilaya: wilayaOf(wilayas, form.delivery.wilayaCode) }}
        />
        <p className="text-xs text-muted">{f('paymentOnDelivery')}</p>
        <FormBanner message={form.banner} />
        <PlaceOrderButton form={form} />
        {props.back}
      </aside>
    </form>
  );
}
