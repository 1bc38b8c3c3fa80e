// /offers.json: the quantity offers for the cart and the checkout (src/domain/offers/offers-file.ts).
import type { APIRoute } from 'astro';
import { offersForPages } from '../server/offers/offers-for-pages.ts';
import { publishedCatalogForPages } from '../server/catalog/catalog-for-pages.ts';
import { offersFile } from '../domain/offers/offers-file.ts';

export const GET: APIRoute = async () => {
  const [offers, products] = await Promise.all([offersForPages(), publishedCatalogForPages()]);
  return new Response(JSON.stringify(offersFile(offers, products)), { headers: { 'content-type': 'application/json; charset=utf-8' } });
};
