// /data/communes/16.json: the communes of one wilaya, fetched by the delivery block when the shopper
// picks that wilaya (of the 69: 59.json lists Aflou's own, 03.json all that carriers ship as Laghouat). Built from the database with the site (the order function re-checks anyway).
import type { APIRoute, GetStaticPaths } from 'astro';
import { listCommunesByWilaya } from '../../../server/delivery/wilayas.repo.ts';
import type { Commune } from '../../../domain/shipping/delivery.ts';

export const getStaticPaths = (async () => {
  const byWilaya = await listCommunesByWilaya();
  return [...byWilaya].map(([code, communes]) => ({ params: { code }, props: { communes } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ communes: Commune[] }> = ({ props }) =>
  new Response(JSON.stringify(props.communes.map((c) => [c.nameFr, c.nameAr])), { headers: { 'content-type': 'application/json' } });
