// /search-words/{lang}/{shard}.json: the description words, in the page's language, starting with the
// same two letters, each with the products that have it (src/domain/search/word-index.ts).
import type { APIRoute, GetStaticPaths } from 'astro';
import { catalogIn } from '../../../server/catalog/catalog-for-pages.ts';
import { buildWordShards, type WordShardFile } from '../../../domain/search/word-index.ts';
import { LOCALES } from '../../../i18n/locales.ts';

export const getStaticPaths = (async () => {
  const perLanguage = await Promise.all(LOCALES.map(async (lang) => ({ lang, shards: buildWordShards(await catalogIn(lang)) })));
  return perLanguage.flatMap(({ lang, shards }) => [...shards].map(([shard, words]) => ({ params: { lang, shard }, props: { words } })));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ words: WordShardFile }> = ({ props }) =>
  new Response(JSON.stringify(props.words), { headers: { 'content-type': 'application/json; charset=utf-8' } });
