// A product in the search results: image, name, price, the original price struck through when it
// was higher, and the New / Bestseller / Limited badge.
import type { Badge } from '../../domain/catalog/product.ts';
import type { SearchEntry } from '../../domain/search/search-index.ts';
import { formatPrice } from '../../domain/money.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { SearchTexts } from './messages.ts';
import { CARD_SIZES, cardSrcset } from '../seo/responsive-images.ts';

const BADGE_TEXT: Record<Badge, 'badgeNew' | 'badgeBestseller' | 'badgeLimited'> = {
  new: 'badgeNew',
  bestseller: 'badgeBestseller',
  limited: 'badgeLimited',
};

type Props = { entry: SearchEntry; texts: SearchTexts; locale: Locale; currency: string; href: string; eager: boolean; first: boolean };

export function ResultCard({ entry, texts, locale, currency, href, eager, first }: Props) {
  const reduced = entry.originalPrice !== null && entry.originalPrice > entry.price;
  return (
    // data-name: what the search page's head script matches a query against (early-results.inline.ts).
    <li data-search-result data-category={entry.categorySlug} data-price={entry.price} data-name={entry.foldedName}>
      <a href={href} className="group flex h-full flex-col">
        <div className="relative aspect-[4/5] overflow-hidden bg-line/50">
          {entry.image && (
            <img
              src={entry.image}
              srcSet={cardSrcset(entry.image)}
              sizes={cardSrcset(entry.image) ? CARD_SIZES : undefined}
              alt={entry.name}
              width="800"
              height="1000"
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
              fetchPriority={first ? 'high' : undefined}
              className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
            />
          )}
          {entry.badge && (
            <span className="absolute start-2 top-2 bg-ink px-2 py-1 text-[0.65rem] font-semibold uppercase tracking-widest text-paper">
              {texts[BADGE_TEXT[entry.badge]]}
            </span>
          )}
        </div>
        <div className="flex flex-col gap-1 pt-3">
          <h2 className="text-sm font-semibold leading-snug">
            <bdi>{entry.name}</bdi>
          </h2>
          <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
            <span data-price>{formatPrice(entry.price, currency, locale)}</span>
            {reduced && (
              <s className="text-xs text-muted" data-original-price>
                <span className="sr-only">{texts.originalPrice}: </span>
                {formatPrice(entry.originalPrice!, currency, locale)}
              </s>
            )}
          </p>
          {!entry.inStock && <p className="text-xs text-muted">{texts.outOfStock}</p>}
        </div>
      </a>
    </li>
  );
}
