// The header's cart link follows the cart's item count with a plain script, not a React island:
// every page has the link, and a React root hydrated for one badge cost every page React's own
// start-up, even pages with no other island (the home page then loads no React at all). The count
// lives in localStorage, which the build cannot see: the built link has no badge, and the badge
// appears once this script has read the cart.
import { $cartCount } from './cart.store.ts';
import { fill } from '../../i18n/messages.ts';

export type CartLinkLabels = { cart: string } & Record<Intl.LDMLPluralRule, string>;

const BADGE_CLASS =
  'absolute -end-2 -top-1.5 grid h-5 min-w-5 place-items-center rounded-full bg-ink px-1 text-[11px] font-bold leading-none tracking-normal text-paper';

/** The link's accessible name: "Cart" when empty, else the count in the language's plural form. */
export function cartLinkName(count: number, locale: string, labels: CartLinkLabels): string {
  // Made for a cart with items only: a browser's first Intl object loads locale data.
  return count > 0 ? fill(labels[new Intl.PluralRules(locale).select(count)], { n: count }) : labels.cart;
}

/** The badge's text: the count, capped so it fits its circle. */
export const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

/** Keeps one built link (a[data-cart-link] with its labels in data-labels) in step with the cart. */
export function followCartCount(link: HTMLAnchorElement): void {
  const labels = JSON.parse(link.dataset.labels ?? '{}') as CartLinkLabels;
  const locale = document.documentElement.lang || 'en';
  const icon = link.querySelector('[data-cart-icon]');
  $cartCount.subscribe((count) => {
    link.setAttribute('aria-label', cartLinkName(count, locale, labels));
    link.querySelector('[data-cart-count]')?.remove();
    if (count > 0 && icon) {
      const badge = document.createElement('span');
      badge.setAttribute('aria-hidden', 'true');
      badge.dataset.cartCount = '';
      badge.className = BADGE_CLASS;
      badge.textContent = badgeText(count);
      icon.append(badge);
    }
    // For tests and styles: the link now shows the cart's own count.
    link.dataset.count = String(count);
  });
}
