// /shop-data/{view}/{n}.json: the shop's cards after the first page, a chunk at a time (see
// src/features/shop/shop-pages.ts).
import type { APIRoute, GetStaticPaths } from 'astro';
import { publishedCatalogForPages } from '../../../server/catalog/catalog-for-pages.ts';
import { shopChunks, type ShopCardRow } from '../../../features/shop/shop-pages.ts';

export const getStaticPaths = (async () => {
  const chunks = shopChunks(await publishedCatalogForPages());
  return chunks.map(({ view, n, rows }) => ({ params: { view, n: String(n) }, props: { rows } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ rows: ShopCardRow[] }> = ({ props }) =>
  new Response(JSON.stringify(props.rows), { headers: { 'content-type': 'application/json; charset=utf-8' } });
