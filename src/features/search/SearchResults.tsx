// The search page (/search?q=): matches from the downloaded index, narrowed by the controls,
// shown 48 at a time. A static page cannot read ?q= at build time, so all of this happens here; the
// first results are known before the index: the built first page's name matches (firstNameMatches),
// which the page's head script has already shown (early-results.inline.ts).
import { usePacked, type Packed } from '../../components/packed-props.ts';
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { firstNameMatches } from '../../domain/search/match.ts';
import {
  applyView,
  categoriesFound,
  DEFAULT_VIEW,
  isDefaultView,
  type CategoryChoice,
  type ResultsView,
} from '../../domain/search/results-view.ts';
import type { SearchEntry } from '../../domain/search/search-index.ts';
import type { Locale } from '../../i18n/locales.ts';
import { formatPrice } from '../../domain/money.ts';
import type { SearchTexts } from './messages.ts';
import { fill } from '../../i18n/messages.ts';
import { searchCatalog } from './search-index.client.ts';
import { readSearchUrl, writeSearchUrl } from './search-url.ts';
import { ResultCard } from './ResultCard.tsx';
import { SearchControls } from './SearchControls.tsx';

const PAGE = 48;
/** What the build knows: the first page of all products, so /search without a query is drawn at once. */
export type SearchPreview = { entries: SearchEntry[]; total: number; categories: CategoryChoice[] };
export type SearchResultsProps = {
  texts: SearchTexts;
  locale: Locale;
  currency: string;
  productPath: string;
  homePath: string;
  preview: SearchPreview;
};
type Load =
  | { status: 'preview' }
  | { status: 'early'; matches: SearchEntry[] }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; matches: SearchEntry[] };

/** From now on the island says what it is doing: the head script's pending and early views end. */
const endHeadViews = () => document.documentElement.classList.remove('search-pending', 'search-early');

// Props packed into one JSON string (see packed-props.ts): the preview's 48 entries, revived value by
// value by Astro's island script, were most of the page's 20 KB of props.
export default function SearchResults({ props }: { props: Packed<SearchResultsProps> }) {
  const { texts, locale, currency, productPath, homePath, preview } = usePacked(props);
  // The first render (on the server and at hydration) is all products, featured; the address may ask for more.
  const [load, setLoad] = useState<Load>({ status: 'preview' });
  const [query, setQuery] = useState('');
  const [view, setView] = useState<ResultsView>(DEFAULT_VIEW);
  const [shown, setShown] = useState(PAGE);

  useEffect(() => {
    const initial = readSearchUrl(location.search);
    setQuery(initial.query);
    setView(initial.view);
    const needsIndex = initial.query.trim() !== '' || !isDefaultView(initial.view);
    const early = isDefaultView(initial.view) ? firstNameMatches(preview.entries, initial.query) : [];
    if (!needsIndex) endHeadViews();
    else setLoad(early.length > 0 ? { status: 'early', matches: early } : { status: 'loading' });
    searchCatalog(initial.query).then(
      (matches) => setLoad({ status: 'ready', matches }),
      () => (needsIndex ? setLoad({ status: 'error' }) : console.error('search: index unavailable')),
    );
  }, []);
  // Before the first paint of what replaces them, so nothing flashes in between.
  useLayoutEffect(() => {
    if (load.status !== 'preview') endHeadViews();
  }, [load.status]);

  const matches = load.status === 'ready' || load.status === 'early' ? load.matches : preview.entries;
  const currencyLabel = formatPrice(0, currency, locale).replace(/^0\s*/, ''); // 'DZD', 'د.ج'
  // Made on the first sort by name only: a browser's first Intl.Collator loads locale data (about
  // 50 ms under Lighthouse's 4x CPU slowdown), which the results page's first paint need not wait for.
  const compareNames = useMemo(() => {
    let collator: Intl.Collator | undefined;
    return (a: string, b: string) => (collator ??= new Intl.Collator(locale)).compare(a, b);
  }, [locale]);
  const results = useMemo(() => applyView(matches, view, compareNames), [matches, view, compareNames]);
  const total = load.status === 'preview' ? preview.total : results.length;
  const categories = load.status === 'preview' ? preview.categories : categoriesFound(matches);

  const change = (next: ResultsView) => {
    if (load.status === 'preview' || load.status === 'early') setLoad({ status: 'loading' }); // those hold one page: wait for the index
    setView(next);
    setShown(PAGE);
    history.replaceState(null, '', writeSearchUrl(new URL(location.href), next));
  };

  const title = query.trim() ? fill(texts.resultsFor, { q: query.trim() }) : texts.allProducts;
  const [titleBefore = '', titleAfter = ''] = texts.resultsFor.split('{q}');
  useEffect(() => {
    document.title = `${title} | ${document.title.split(' | ').pop()}`;
  }, [title]);

  return (
    // At least a screen tall, so the footer does not jump when results replace the loading line.
    <section className="mx-auto min-h-dvh max-w-7xl px-4 py-8" data-status={load.status}>
      {/* The head script shows the early results' title from the two halves around the query (before hydration). */}
      <h1
        className="mb-2 text-2xl font-black uppercase tracking-widest sm:text-3xl in-[.search-pending]:invisible"
        data-search-title
        data-title-before={titleBefore}
        data-title-after={titleAfter}
      >
        <span data-title-text>{title}</span>
      </h1>
      {/* Shown instead of the all-products preview, before hydration, when the address holds a search (search.astro). */}
      <p className="hidden py-16 text-center text-muted in-[.search-pending]:block" aria-hidden="true" data-search-waiting>
        {texts.loading}
      </p>
      {load.status === 'loading' && (
        <p className="py-16 text-center text-muted" role="status">
          {texts.loading}
        </p>
      )}
      {load.status === 'error' && (
        <div className="py-16 text-center" role="alert">
          <p className="mb-6">{texts.error}</p>
          <a href={homePath} className="inline-block bg-ink px-6 py-3 text-sm font-semibold uppercase tracking-widest text-paper">
            {texts.backHome}
          </a>
        </div>
      )}
      {(load.status === 'ready' || load.status === 'preview' || load.status === 'early') && (
        <div className="in-[.search-pending]:hidden" data-search-area>
          {/* Early, the count is not known yet: its line keeps its place. */}
          <p className={`mb-6 text-sm text-muted ${load.status === 'early' ? 'invisible' : ''}`} role="status" data-result-count>
            {fill(total === 1 ? texts.countOne : texts.countMany, { n: total })}
          </p>
          <SearchControls view={view} categories={categories} texts={texts} currencyLabel={currencyLabel} onChange={change} />
          {results.length === 0 ? (
            <p className="py-16 text-center text-muted">{texts.noProducts}</p>
          ) : (
            <ul className="mt-8 grid grid-cols-2 gap-x-4 gap-y-10 lg:grid-cols-3 xl:grid-cols-4" data-search-results>
              {results.slice(0, shown).map((entry, i) => (
                <ResultCard
                  key={entry.id}
                  entry={entry}
                  texts={texts}
                  locale={locale}
                  currency={currency}
                  href={productPath.replace('{id}', entry.id)}
                  eager={i < 4}
                  first={i < 2}
                />
              ))}
            </ul>
          )}
          {total > shown && load.status === 'ready' && (
            <div className="mt-10 text-center">
              <button
                type="button"
                onClick={() => setShown((n) => n + PAGE)}
                className="border border-ink px-8 py-3 text-xs font-semibold uppercase tracking-widest hover:bg-ink hover:text-paper"
              >
                {texts.showMore}
              </button>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
