// /search-words/{shard}.json: the description words starting with the same two letters, each with
// the products that have it (src/domain/search/word-index.ts).
import type { APIRoute, GetStaticPaths } from 'astro';
import { publishedCatalogForPages } from '../../server/catalog/catalog-for-pages.ts';
import { buildWordShards, type WordShardFile } from '../../domain/search/word-index.ts';

export const getStaticPaths = (async () => {
  const shards = buildWordShards(await publishedCatalogForPages());
  return [...shards].map(([shard, words]) => ({ params: { shard }, props: { words } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ words: WordShardFile }> = ({ props }) =>
  new Response(JSON.stringify(props.words), { headers: { 'content-type': 'application/json; charset=utf-8' } });
