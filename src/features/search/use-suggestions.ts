// The search box's suggestions: waits 300 ms after the last keystroke, then matches the query
// against the index (downloaded on first open) and the word shards its words need. Marks the debounce end and the rendered
// suggestions so the bench can time what the shopper waits for.
import { useEffect, useLayoutEffect, useState } from 'react';
import { SUGGESTION_DEBOUNCE_MS, SUGGESTION_LIMIT, wantsSuggestions } from '../../domain/search/match.ts';
import type { SearchEntry } from '../../domain/search/search-index.ts';
import { searchClient } from './search-client.lazy.ts';

export type SuggestionState =
  { status: 'idle' } | { status: 'searching' } | { status: 'done'; query: string; matches: SearchEntry[] } | { status: 'error' };

export function useSuggestions(query: string, enabled: boolean): SuggestionState {
  const [state, setState] = useState<SuggestionState>({ status: 'idle' });

  useEffect(() => {
    if (!enabled || !wantsSuggestions(query)) {
      setState({ status: 'idle' });
      return;
    }
    setState({ status: 'searching' });
    // The word shards download during the debounce.
    void searchClient()
      .then((client) => client.prefetchSearch(query))
      .catch(() => {});
    let current = true;
    const timer = setTimeout(() => {
      performance.mark('search:debounce-end');
      searchClient()
        .then((client) => client.searchCatalog(query, SUGGESTION_LIMIT))
        .then((matches) => current && setState({ status: 'done', query, matches }))
        .catch(() => current && setState({ status: 'error' }));
    }, SUGGESTION_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, enabled]);

  // After the DOM holds the suggestions (before paint): the end of what the bench times.
  useLayoutEffect(() => {
    if (state.status !== 'done') return;
    performance.mark('search:suggestions-rendered');
    performance.measure('search:suggestions', 'search:debounce-end', 'search:suggestions-rendered');
  }, [state]);

  return state;
}
