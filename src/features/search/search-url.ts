// The search page's state in its address (?q=&category=&sort=&min=&max=), so a result list can be
// shared and survives a reload. Defaults are left out of the address.
import { DEFAULT_MAX_PRICE, DEFAULT_MIN_PRICE, isSort, parsePriceBound, type ResultsView } from '../../domain/search/results-view.ts';

export function readSearchUrl(search: string): { query: string; view: ResultsView } {
  const params = new URLSearchParams(search);
  const sort = params.get('sort');
  return {
    query: params.get('q') ?? '',
    view: {
      category: params.get('category') ?? '',
      sort: isSort(sort) ? sort : 'featured',
      minPrice: parsePriceBound(params.get('min'), DEFAULT_MIN_PRICE),
      maxPrice: parsePriceBound(params.get('max'), DEFAULT_MAX_PRICE),
    },
  };
}

export function writeSearchUrl(url: URL, view: ResultsView): URL {
  const next = new URL(url);
  const set = (key: string, value: string, fallback: string) =>
    value === fallback ? next.searchParams.delete(key) : next.searchParams.set(key, value);
  set('category', view.category, '');
  set('sort', view.sort, 'featured');
  set('min', String(view.minPrice), String(DEFAULT_MIN_PRICE));
  set('max', String(view.maxPrice), String(DEFAULT_MAX_PRICE));
  return next;
}
