// /search-index/{lang}.json: the main search index the search box and the search page download, in the
// page's language (names and categories as that page shows them); the description words are in
// /search-words/{lang}/{shard}.json (see src/domain/search/ and the bench for their sizes at 10,000 products).
import type { APIRoute, GetStaticPaths } from 'astro';
import { catalogIn } from '../../server/catalog/catalog-for-pages.ts';
import { buildSearchIndex } from '../../domain/search/search-index.ts';
import { LOCALES, type Locale } from '../../i18n/locales.ts';

export const getStaticPaths = (() => LOCALES.map((lang) => ({ params: { lang } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const index = buildSearchIndex(await catalogIn(params.lang as Locale), { wordsInShards: true });
  return new Response(JSON.stringify(index), { headers: { 'content-type': 'application/json; charset=utf-8' } });
};
