// Downloads the search index once per page, on first need (opening the search box or the search
// page), and keeps it. The bench reads the performance marks.
import { readSearchIndex, type SearchEntry } from '../../domain/search/search-index.ts';

export const SEARCH_INDEX_URL = '/search-index.json';
let loading: Promise<SearchEntry[]> | undefined;

export function loadSearchIndex(): Promise<SearchEntry[]> {
  loading ??= fetch(SEARCH_INDEX_URL)
    .then((response) => {
      if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
      return response.json() as Promise<unknown>;
    })
    .then((data) => {
      const entries = readSearchIndex(data);
      performance.mark('search:index-ready');
      return entries;
    })
    .catch((error: unknown) => {
      loading = undefined; // a later try may succeed
      throw error;
    });
  return loading;
}
