// The search client (the index, its word shards and the matching), loaded on the shopper's first use
// of the header's search box rather than with the box itself: the box sits on every page, and most
// visits never search, so its 1.3 KB (gzip) stays out of every page's budget until a tap asks for it.
export const searchClient = () => import('./search-index.client.ts');
