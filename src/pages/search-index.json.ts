// /search-index.json: the compact index the search box and the search page download (see
// src/domain/search/search-index.ts for the format and the bench for its size at 10,000 products).
import type { APIRoute } from 'astro';
import { listPublishedProducts } from '../server/catalog/catalog.repo.ts';
import { buildSearchIndex } from '../domain/search/search-index.ts';

export const GET: APIRoute = async () => {
  const index = buildSearchIndex(await listPublishedProducts());
  return new Response(JSON.stringify(index), { headers: { 'content-type': 'application/json; charset=utf-8' } });
};
