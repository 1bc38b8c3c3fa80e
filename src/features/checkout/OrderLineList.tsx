// The lines of an order summary: 'Name (Colour, Size) × 2', and the offer that prices a line. The name
// and its options sit in one <bdi>, so an English product name keeps its own order on an Arabic page.
import type { CartItem } from '../../domain/cart/cart.ts';
import type { CartLineOffer } from '../../domain/offers/cart-offers.ts';
import type { Locale } from '../../i18n/locales.ts';
import LineOffer from '../offers/LineOffer.tsx';

type Props = { items: CartItem[]; offers?: ReadonlyMap<string, CartLineOffer> | undefined; locale?: Locale; currency?: string };

export default function OrderLineList({ items, offers, locale = 'en', currency = 'DZD' }: Props) {
  return (
    <ul className="grid gap-1 text-sm" data-order-lines>
      {items.map((i) => {
        const options = [i.variant.color, i.variant.size].filter(Boolean).join(', ');
        return (
          <li key={i.id}>
            <bdi>{options ? `${i.name} (${options})` : i.name}</bdi> × {i.quantity}
            <LineOffer offer={offers?.get(i.id)} locale={locale} currency={currency} />
          </li>
        );
      })}
    </ul>
  );
}
