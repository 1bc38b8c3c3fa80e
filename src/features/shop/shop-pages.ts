// How /shop stays small with a big catalog: the page holds the first SHOP_PAGE_SIZE cards; the rest
// of each view (all products, or one category) comes in static chunks of the same size from
// /shop-data/{lang}/{view}/{n}.json as the shopper scrolls or picks a category. Chunks carry data, not
// markup; one set per language, since names and descriptions come in the page's language.
import { BADGES, isInStock, mainImage, previewDescription, type Product } from '../../domain/catalog/product.ts';

export const SHOP_PAGE_SIZE = 24;
export const ALL_VIEW = 'all';

/**
 * [id, name, category slug, price, original price (0: none), badge (0: none, 1+: BADGES), image, in stock (0/1),
 * preview, the name's language and the preview's ('' when the page's own)]
 */
export type ShopCardRow = [string, string, string, number, number, number, string, 0 | 1, string, string, string];

/** A stable, address-safe name for a category's chunks, whatever its script ('c' + FNV-1a in base 36). */
export function viewKey(category: string): string {
  if (!category) return ALL_VIEW;
  let hash = 0x811c9dc5;
  for (const unit of new TextEncoder().encode(category)) hash = Math.imul(hash ^ unit, 0x01000193) >>> 0;
  return `c${hash.toString(36)}`;
}

const otherLanguage = (lang: string | undefined, page: string | undefined) => (lang && lang !== page ? lang : '');

export const chunkUrl = (locale: string, view: string, n: number) => `/shop-data/${locale}/${view}/${n}.json`;

/** The card's data of a product localized for `locale` (productIn). */
export function toShopCardRow(p: Product, locale?: string): ShopCardRow {
  const badge = p.badge ? BADGES.indexOf(p.badge) + 1 : 0;
  return [
    p.id,
    p.name,
    p.categorySlug ?? '',
    p.price,
    p.originalPrice ?? 0,
    badge,
    mainImage(p) ?? '',
    isInStock(p) ? 1 : 0,
    previewDescription(p.description),
    otherLanguage(p.textLocales?.name, locale),
    otherLanguage(p.textLocales?.description, locale),
  ];
}

/** Every chunk of every view of a catalog localized for `locale`: [view key, chunk number, rows]. */
export function shopChunks(products: Product[], locale?: string): { view: string; n: number; rows: ShopCardRow[] }[] {
  const views = new Map<string, Product[]>([[ALL_VIEW, products]]);
  for (const p of products) {
    const key = viewKey(p.categorySlug ?? p.category);
    const list = views.get(key);
    if (list) list.push(p);
    else views.set(key, [p]);
  }
  const chunks = [];
  for (const [view, list] of views) {
    for (let n = 0; n * SHOP_PAGE_SIZE < list.length; n++) {
      chunks.push({ view, n, rows: list.slice(n * SHOP_PAGE_SIZE, (n + 1) * SHOP_PAGE_SIZE).map((p) => toShopCardRow(p, locale)) });
    }
  }
  return chunks;
}
