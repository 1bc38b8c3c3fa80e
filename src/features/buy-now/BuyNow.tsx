// /products/{id}/buy: one product, straight to an order. The page is the language's Buy Now shell
// (the address is rewritten to it, see shell-routes.ts): the form comes with the page, the product
// from its data file once the island runs (useBuyNowProduct), and the choice of size and colour with
// the link (?size=&color=); live stock says whether it still exists. Errors in Arabic, the first
// invalid field focused, 'Placing Order...' while busy, and after a success a second submission is
// blocked with 'الطلبية مرسلة مسبقاً' (reset on failure).
import { useEffect, useRef, useState } from 'react';
import { adEvent, adLines } from '../ads/ad-signal.ts';
import { colorOptions, initialSelection, purchaseState, sizeOptions, type Selection } from '../../domain/catalog/variant-availability.ts';
import type { Variant } from '../../domain/catalog/product.ts';
import type { PlacedOrder } from '../../domain/orders/order-response.ts';
import { localePath } from '../../i18n/locales.ts';
import type { Dictionary } from '../../i18n/messages.ts';
import FormBanner from '../checkout/FormBanner.tsx';
import OrderFormFields from '../checkout/OrderFormFields.tsx';
import OrderSuccess from '../checkout/LazyOrderSuccess.tsx';
import PlaceOrderButton from '../checkout/PlaceOrderButton.tsx';
import { orderIsland, useFormText, type KeysOf } from '../checkout/labels.tsx';
import { pageHeading, primaryButton } from '../checkout/ui.ts';
import { useOrderForm } from '../checkout/useOrderForm.ts';
import LeftCheckout from '../checkout/LazyLeftCheckout.tsx';
import type { OrderPageProps } from '../checkout/order-page-props.ts';
import { wilayaOf } from '../delivery/delivery-selection.ts';
import { useLiveStock } from '../product/useLiveStock.ts';
import LiveStockError from '../product/LiveStockError.tsx';
import BuyNowOptions from './BuyNowOptions.tsx';
import BuyNowSummary from './BuyNowSummary.tsx';
import type { buyNowMessages } from './messages.ts';
import { selectionFromQuery } from './selection.ts';
import { useBuyNowProduct } from './useBuyNowProduct.ts';
import { translatorOf } from '../../i18n/messages.ts';

export type { BuyNowProduct } from './buy-now-data.ts';
export type BuyNowText = Dictionary<KeysOf<typeof buyNowMessages>>;
export type BuyNowProps = OrderPageProps & { text: BuyNowText };
type Props = BuyNowProps;

const NO_VARIANTS: Variant[] = [];
const NO_SELECTION: Selection = { size: '', color: '' };

export default orderIsland(BuyNowView);

function BuyNowView({ locale, wilayas, rules, currency, text }: Props) {
  const t = translatorOf(text);
  const f = useFormText();
  const data = useBuyNowProduct(locale);
  const product = data.status === 'ready' ? data.product : undefined;
  const form = useOrderForm({ flow: 'buy_now', locale, attemptScope: `buy:${product?.id ?? ''}` });
  const { variants, status, retry } = useLiveStock(product?.id, product?.variants ?? NO_VARIANTS);
  const [selection, setSelection] = useState(NO_SELECTION);
  const [quantity, setQuantity] = useState(1);
  const [sent, setSent] = useState(false);
  const [placed, setPlaced] = useState<{ order: PlacedOrder; replayed: boolean }>();
  // The page arrives as HTML first: Place Order waits for the island, or the browser would submit the form itself.
  const [hydrated, setHydrated] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // The one line she is buying, kept with her draft when she consented to a call (useLeftCheckout):
  // first in every view below, so that it stays mounted when the view changes.
  const leftCheckout = (
    <LeftCheckout form={form} lines={product ? [{ productId: product.id, size: selection.size, color: selection.color, quantity }] : []} />
  );

  useEffect(() => {
    setHydrated(true);
    formRef.current?.scrollIntoView({ block: 'start' });
  }, []);
  // The product's first choice, or the one the link brought; and its name in the tab's title.
  useEffect(() => {
    if (!product) return;
    setSelection(selectionFromQuery(window.location.search, product, initialSelection(product)));
    adEvent({ name: 'InitiateCheckout', lines: adLines([{ productId: product.id, quantity: 1, price: product.price }]) });
    document.title = document.title.replace(t('title'), `${t('title')}: ${product.name}`);
  }, [product]);

  if (data.status === 'not-found' || status === 'not-found') {
    return (
      <>
        {leftCheckout}
        <section role="alert" className="grid justify-items-center gap-4 py-16 text-center" data-product-not-found>
          <h1 className={pageHeading}>{t('productNotFound')}</h1>
          <a href={localePath(locale, '/shop')} className={`${primaryButton} max-w-xs`}>
            {t('backToShop')}
          </a>
        </section>
      </>
    );
  }
  if (placed) {
    return (
      <>
        {leftCheckout}
        <OrderSuccess
          locale={locale}
          order={placed.order}
          title={placed.replayed ? f('alreadySent') : f('successTitle')}
          onDone={() => setPlaced(undefined)}
        />
      </>
    );
  }

  const current = { sizes: product?.sizes ?? [], colors: product?.colors ?? [], variants };
  const state = purchaseState(variants, selection);
  const wilaya = wilayaOf(wilayas, form.delivery.wilayaCode);
  const pick = (next: Selection) => {
    setSelection(next);
    form.clearErrors('variant', 'quantity', 'lines');
  };

  async function placeOrder(event: React.FormEvent) {
    event.preventDefault();
    if (form.submitting || !product) return;
    if (sent) return form.setBanner(f('alreadySent'));
    const variantError = state.kind === 'no-match' ? 'variantRequired' : state.kind === 'out-of-stock' ? 'variantOutOfStock' : undefined;
    const outcome = await form.submit(
      [{ productId: product.id, size: selection.size, color: selection.color, quantity }],
      variantError ? { variant: variantError } : {},
    );
    if (outcome?.kind === 'placed') {
      setSent(true);
      setPlaced({ order: outcome.order, replayed: outcome.replayed });
      return;
    }
    if (outcome) setSent(false);
    if (outcome?.kind === 'failed') form.setBanner(t('failure'));
  }

  return (
    <>
      {leftCheckout}
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <form ref={formRef} noValidate onSubmit={placeOrder} className="grid content-start gap-6 scroll-mt-20" data-buy-now-form>
          <h1 className={pageHeading}>{t('title')}</h1>
          {data.status === 'failed' && (
            <LiveStockError title={t('loadError')} hint={t('dataLoadHint')} retryText={t('retry')} onRetry={data.retry} />
          )}
          {status === 'failed' && (
            <LiveStockError title={t('loadError')} hint={t('loadErrorHint')} retryText={t('retry')} onRetry={retry} />
          )}
          <OrderFormFields
            form={form}
            locale={locale}
            wilayas={wilayas}
            subtotal={(product?.price ?? 0) * quantity}
            freeShippingThreshold={rules.freeShippingThreshold}
            currency={currency}
            beforeNotes={
              <BuyNowOptions
                text={text}
                loading={!product}
                colors={colorOptions(current)}
                sizes={sizeOptions(current, selection.color)}
                selection={selection}
                onSelect={pick}
                quantity={quantity}
                onQuantity={(q) => {
                  setQuantity(q);
                  form.clearErrors('quantity', 'lines');
                }}
                errors={{ variant: form.errors.variant ?? form.errors.lines, quantity: form.errors.quantity }}
              />
            }
          />
          <FormBanner message={form.banner} />
          <PlaceOrderButton form={form} disabled={!hydrated || !product} />
        </form>
        <BuyNowSummary
          locale={locale}
          text={text}
          product={product}
          selection={selection}
          quantity={quantity}
          rules={rules}
          currency={currency}
          delivery={{ selection: form.delivery, wilaya }}
        />
      </div>
    </>
  );
}
