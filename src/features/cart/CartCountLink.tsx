// The header's cart link with its item-count badge. The count lives in localStorage, which the
// server cannot see: the server and the first client render show no badge, and the badge appears
// once mounted, so hydration always matches.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $cartCount } from './cart.store.ts';
import { fill } from '../../i18n/messages.ts';

export type CartLinkLabels = { cart: string } & Record<Intl.LDMLPluralRule, string>;
type Props = { href: string; locale: string; labels: CartLinkLabels };

export default function CartCountLink({ href, locale, labels }: Props) {
  const count = useStore($cartCount);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const shown = mounted && count > 0 ? count : 0;
  const label = shown > 0 ? fill(labels[new Intl.PluralRules(locale).select(shown)], { n: shown }) : labels.cart;

  return (
    <a
      href={href}
      aria-label={label}
      data-cart-link
      className="relative flex items-center gap-2 text-sm font-semibold uppercase tracking-widest hover:underline"
    >
      <span className="relative">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="1.6">
          <path d="M5 8h14l-1 12H6L5 8z" />
          <path d="M9 8V6a3 3 0 0 1 6 0v2" />
        </svg>
        {shown > 0 && (
          <span
            aria-hidden="true"
            data-cart-count
            className="absolute -end-2 -top-1.5 grid h-5 min-w-5 place-items-center rounded-full bg-ink px-1 text-[11px] font-bold leading-none tracking-normal text-paper"
          >
            {shown > 99 ? '99+' : shown}
          </span>
        )}
      </span>
      <span className="hidden md:inline">{labels.cart}</span>
    </a>
  );
}
