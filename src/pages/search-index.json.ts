// /search-index.json: the main search index the search box and the search page download; the
// description words are in /search-words/{shard}.json (see src/domain/search/ and the bench for
// their sizes at 10,000 products).
import type { APIRoute } from 'astro';
import { listPublishedProducts } from '../server/catalog/catalog.repo.ts';
import { buildSearchIndex } from '../domain/search/search-index.ts';

export const GET: APIRoute = async () => {
  const index = buildSearchIndex(await listPublishedProducts(), { wordsInShards: true });
  return new Response(JSON.stringify(index), { headers: { 'content-type': 'application/json; charset=utf-8' } });
};
