// /search-index.json: the main search index the search box and the search page download; the
// description words are in /search-words/{shard}.json (see src/domain/search/ and the bench for
// their sizes at 10,000 products).
import type { APIRoute } from 'astro';
import { publishedCatalogForPages } from '../server/catalog/catalog-for-pages.ts';
import { buildSearchIndex } from '../domain/search/search-index.ts';

export const GET: APIRoute = async () => {
  const index = buildSearchIndex(await publishedCatalogForPages(), { wordsInShards: true });
  return new Response(JSON.stringify(index), { headers: { 'content-type': 'application/json; charset=utf-8' } });
};
