// What a page over the cart shows when the cart is empty: its title, the empty line and a way back to
// the shop. `marker` is the page's own data attribute (data-cart-empty, data-checkout-empty).
import { localePath, type Locale } from '../../i18n/locales.ts';
import { pageHeading, primaryButton } from './ui.ts';

type Props = { locale: Locale; title: string; empty: string; continueShopping: string; marker: `data-${string}` };

export default function EmptyCart({ locale, title, empty, continueShopping, marker }: Props) {
  return (
    <section className="grid justify-items-center gap-4 py-16 text-center" {...{ [marker]: true }}>
      <h1 className={pageHeading}>{title}</h1>
      <p className="text-muted">{empty}</p>
      <a href={localePath(locale, '/shop')} className={`${primaryButton} max-w-xs`}>
        {continueShopping}
      </a>
    </section>
  );
}
