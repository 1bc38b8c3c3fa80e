// The search page (/search?q=): matches from the downloaded index, narrowed by the controls,
// shown 48 at a time. A static page cannot read ?q= at build time, so all of this happens here.
import { useEffect, useMemo, useState } from 'react';
import { findMatches } from '../../domain/search/match.ts';
import { applyView, categoriesFound, type ResultsView } from '../../domain/search/results-view.ts';
import type { SearchEntry } from '../../domain/search/search-index.ts';
import type { Locale } from '../../i18n/locales.ts';
import { formatPrice } from '../../domain/money.ts';
import { fill, type SearchTexts } from './messages.ts';
import { loadSearchIndex } from './search-index.client.ts';
import { readSearchUrl, writeSearchUrl } from './search-url.ts';
import { ResultCard } from './ResultCard.tsx';
import { SearchControls } from './SearchControls.tsx';

const PAGE = 48;
type Props = { texts: SearchTexts; locale: Locale; currency: string; productPath: string; homePath: string };
type Load = { status: 'loading' } | { status: 'error' } | { status: 'ready'; entries: SearchEntry[] };

export default function SearchResults({ texts, locale, currency, productPath, homePath }: Props) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [query, setQuery] = useState<string | null>(null); // null until the address is read
  const [view, setView] = useState<ResultsView | null>(null);
  const [shown, setShown] = useState(PAGE);

  useEffect(() => {
    const initial = readSearchUrl(location.search);
    setQuery(initial.query);
    setView(initial.view);
    loadSearchIndex().then((entries) => setLoad({ status: 'ready', entries }), () => setLoad({ status: 'error' }));
  }, []);

  const matches = useMemo(() => (load.status === 'ready' && query !== null ? findMatches(load.entries, query) : []), [load, query]);
  const currencyLabel = formatPrice(0, currency, locale).replace(/^0\s*/, ''); // 'DZD', 'د.ج'
  const collator = useMemo(() => new Intl.Collator(locale), [locale]);
  const results = useMemo(() => (view ? applyView(matches, view, collator.compare) : []), [matches, view, collator]);

  const change = (next: ResultsView) => {
    setView(next);
    setShown(PAGE);
    history.replaceState(null, '', writeSearchUrl(new URL(location.href), next));
  };

  const title = query?.trim() ? fill(texts.resultsFor, { q: query.trim() }) : texts.allProducts;
  useEffect(() => {
    if (query !== null) document.title = `${title} | ${document.title.split(' | ').pop()}`;
  }, [title, query]);

  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <h1 className={`mb-2 text-2xl font-black uppercase tracking-widest sm:text-3xl ${query === null ? 'invisible' : ''}`}>{title}</h1>
      {load.status === 'loading' && <p className="py-16 text-center text-muted" role="status">{texts.loading}</p>}
      {load.status === 'error' && (
        <div className="py-16 text-center" role="alert">
          <p className="mb-6">{texts.error}</p>
          <a href={homePath} className="inline-block bg-ink px-6 py-3 text-sm font-semibold uppercase tracking-widest text-paper">{texts.backHome}</a>
        </div>
      )}
      {load.status === 'ready' && view && (
        <>
          <p className="mb-6 text-sm text-muted" role="status" data-result-count>
            {fill(results.length === 1 ? texts.countOne : texts.countMany, { n: results.length })}
          </p>
          <SearchControls view={view} categories={categoriesFound(matches)} texts={texts} currencyLabel={currencyLabel} onChange={change} />
          {results.length === 0
            ? <p className="py-16 text-center text-muted">{texts.noProducts}</p>
            : (
              <ul className="mt-8 grid grid-cols-2 gap-x-4 gap-y-10 lg:grid-cols-3 xl:grid-cols-4" data-search-results>
                {results.slice(0, shown).map((entry, i) => (
                  <ResultCard key={entry.id} entry={entry} texts={texts} locale={locale} currency={currency}
                    href={productPath.replace('{id}', entry.id)} eager={i < 4} />
                ))}
              </ul>
            )}
          {results.length > shown && (
            <div className="mt-10 text-center">
              <button type="button" onClick={() => setShown((n) => n + PAGE)}
                className="border border-ink px-8 py-3 text-xs font-semibold uppercase tracking-widest hover:bg-ink hover:text-paper">{texts.showMore}</button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
