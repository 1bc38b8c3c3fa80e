// /shop-data/{lang}/{view}/{n}.json: the shop's cards after the first page, a chunk at a time, in the
// page's language (see src/features/shop/shop-pages.ts).
import type { APIRoute, GetStaticPaths } from 'astro';
import { catalogIn } from '../../../../server/catalog/catalog-for-pages.ts';
import { shopChunks, type ShopCardRow } from '../../../../features/shop/shop-pages.ts';
import { LOCALES } from '../../../../i18n/locales.ts';

export const getStaticPaths = (async () => {
  const perLanguage = await Promise.all(LOCALES.map(async (lang) => ({ lang, chunks: shopChunks(await catalogIn(lang), lang) })));
  return perLanguage.flatMap(({ lang, chunks }) =>
    chunks.map(({ view, n, rows }) => ({ params: { lang, view, n: String(n) }, props: { rows } })),
  );
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ rows: ShopCardRow[] }> = ({ props }) =>
  new Response(JSON.stringify(props.rows), { headers: { 'content-type': 'application/json; charset=utf-8' } });
