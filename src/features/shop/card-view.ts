// One look for a shop card, whether the build drew it (ProductCard.astro) or the browser added it
// after a scroll (shop-grid.client.ts builds the same elements with these classes).
import type { Badge } from '../../domain/catalog/product.ts';

export const cardClass = {
  image: 'h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]',
  frame: 'relative aspect-[4/5] overflow-hidden bg-line/50',
  badge: 'absolute start-2 top-2 bg-ink px-2 py-1 text-[0.65rem] font-semibold uppercase tracking-widest text-paper',
  body: 'flex flex-1 flex-col gap-1 pt-3',
  name: 'text-sm font-semibold leading-snug',
  price: 'flex flex-wrap items-baseline gap-x-2 text-sm',
  original: 'text-xs text-muted',
  preview: 'text-xs text-muted',
  button: 'mt-auto pt-3 block w-full text-center text-xs font-semibold uppercase tracking-widest py-2.5 border',
  inStock: 'border-ink bg-ink text-paper group-hover:bg-paper group-hover:text-ink',
  outOfStock: 'border-line text-muted',
} as const;

export const BADGE_KEYS: Record<Badge, 'badgeNew' | 'badgeBestseller' | 'badgeLimited'> = {
  new: 'badgeNew',
  bestseller: 'badgeBestseller',
  limited: 'badgeLimited',
};

/** The original price is shown struck through only when it was higher than today's. */
export const isReduced = (price: number, originalPrice: number | null) => originalPrice !== null && originalPrice > price;
