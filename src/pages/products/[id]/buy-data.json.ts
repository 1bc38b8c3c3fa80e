// /products/{id}/buy-data.json: what the Buy Now shell shows of a product (buy-now-data.ts). One file
// per product for every language, so a language costs the build one shell page, not one page per product.
import type { APIRoute, GetStaticPaths } from 'astro';
import { catalogIn } from '../../../server/catalog/catalog-for-pages.ts';
import { DEFAULT_LOCALE } from '../../../i18n/locales.ts';
import { toBuyNowProduct, type BuyNowProduct } from '../../../features/buy-now/buy-now-data.ts';

export const getStaticPaths = (async () =>
  // The default language's texts, with the name in every language it was written in (names).
  (await catalogIn(DEFAULT_LOCALE)).map((product) => ({
    params: { id: product.id },
    props: { data: toBuyNowProduct(product) },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ data: BuyNowProduct }> = ({ props }) =>
  new Response(JSON.stringify(props.data), { headers: { 'content-type': 'application/json; charset=utf-8' } });
