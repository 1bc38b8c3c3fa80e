// The published catalog as the build's pages see it: read once per build (its page workers included) and shared by every page and
// data file that needs it (product pages, Buy Now data, shop, search, their JSON), instead of one full
// read (products with their variants) per route and language: at 10,000 products each read costs
// seconds. In `astro dev` every render reads it again, so an edit in the database shows at once.
import { productIn, type Product } from '../../domain/catalog/product.ts';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales.ts';
import { listPublishedProducts } from './catalog.repo.ts';
import { readOncePerBuild } from '../prerender/build-reads.ts';

export function publishedCatalogForPages(): Promise<Product[]> {
  if (!import.meta.env.PROD) return listPublishedProducts();
  // Frozen: pages share one array, so none may sort or trim it for the others.
  return readOncePerBuild('published-catalog', () => listPublishedProducts().then((products) => Object.freeze(products) as Product[]));
}

const derived = new Map<string, Promise<unknown>>();

/**
 * What every language's page works out alike from the catalog (the search page's preview of all
 * products): worked out once per build, not once per language. `name` tells the results apart.
 */
export function fromCatalogForPages<T>(name: string, compute: (products: Product[]) => T): Promise<T> {
  if (!import.meta.env.PROD) return publishedCatalogForPages().then(compute);
  if (!derived.has(name)) derived.set(name, publishedCatalogForPages().then(compute));
  return derived.get(name) as Promise<T>;
}

/**
 * The published catalog as a page in `locale` shows it: each product's texts in that language where the
 * owner wrote them, else the default language's (src/domain/catalog/product-texts.ts), and its
 * category's label. Worked out once per build and language.
 */
export function catalogIn(locale: Locale): Promise<Product[]> {
  return fromCatalogForPages(
    `catalog-${locale}`,
    (products) => Object.freeze(products.map((p) => productIn(p, locale, DEFAULT_LOCALE))) as Product[],
  );
}
