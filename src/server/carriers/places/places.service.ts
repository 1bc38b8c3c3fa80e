// The carrier's communes and stop-desk centers of a wilaya, read from the cache (carrier_places) while
// it is fresh, else asked of the carrier once and kept: its lists change rarely and its quotas are small.
import type { Queryable } from '../../db/queryable.ts';
import type { PlacesAnswer } from '../../../domain/carriers/admin-api.ts';
import type { CarrierPlatform } from '../../../domain/carriers/platforms.ts';
import { matchPlace } from '../../../domain/carriers/place-match.ts';
import { orderCenters, seatNames } from '../../../domain/carriers/center-order.ts';
import type { CarrierClient, CarrierPlace } from '../carrier-client.ts';
import { findWilaya } from '../../delivery/wilayas.repo.ts';

export const PLACES_FRESH_DAYS = 7;

type Kind = 'commune' | 'center';

async function cached(sql: Queryable, platform: CarrierPlatform, wilayaCode: number, kind: Kind): Promise<CarrierPlace[] | undefined> {
  const [row] = await sql<{ places: CarrierPlace[] }[]>`
    select places from carrier_places
    where platform = ${platform} and wilaya_code = ${wilayaCode} and kind = ${kind}
      and fetched_at > now() - make_interval(days => ${PLACES_FRESH_DAYS})`;
  return row?.places;
}

/** The carrier's places of one kind in a wilaya (1-58); asks the carrier when the cache has none fresh. */
export async function placesOf(sql: Queryable, client: CarrierClient, wilayaCode: number, kind: Kind): Promise<CarrierPlace[]> {
  const kept = await cached(sql, client.platform, wilayaCode, kind);
  if (kept) return kept;
  const places = kind === 'commune' ? await client.communes(wilayaCode) : await client.centers(wilayaCode);
  await sql`
    insert into carrier_places (platform, wilaya_code, kind, places, fetched_at)
    values (${client.platform}, ${wilayaCode}, ${kind}, ${sql.json(places as never)}, now())
    on conflict (platform, wilaya_code, kind) do update set places = excluded.places, fetched_at = excluded.fetched_at`;
  return places;
}

/**
 * What the owner chooses from: the wilaya's communes, its centers (the commune's own first, then the
 * nearest where the carrier gives positions, else the seat's: src/domain/carriers/center-order.ts),
 * and the certain matches.
 */
export async function placesAnswer(
  sql: Queryable,
  client: CarrierClient,
  wilayaCode: number,
  communeName: string | undefined,
): Promise<PlacesAnswer> {
  const communes = await placesOf(sql, client, wilayaCode, 'commune');
  const match = communeName ? matchPlace(communeName, communes) : undefined;
  const ordered = orderCenters(await placesOf(sql, client, wilayaCode, 'center'), {
    // The carrier's spelling of the commune too: its centers name their commune as its own list does.
    communeNames: [communeName, match?.ok ? match.place.name : undefined],
    // The wilaya's French name in the shop's reference data: its seat commune is mostly named after it.
    seatNames: seatNames(wilayaCode, (await findWilaya(String(wilayaCode).padStart(2, '0'), sql))?.nameFr),
  });
  const centers = ordered.centers;
  const own = match?.ok ? centers.filter((c) => c.communeName && matchPlace(c.communeName, [match.place]).ok) : [];
  const view = (p: CarrierPlace) => ({ id: p.id, name: p.name, ...(p.communeName ? { communeName: p.communeName } : {}) });
  return {
    communes: communes.map(view),
    centers: centers.map(view),
    centersOrder: ordered.by,
    suggestedCommuneId: match?.ok ? match.place.id : null,
    // Only a commune with one center of its own suggests it; otherwise the owner picks.
    suggestedCenterId: own.length === 1 ? own[0]!.id : null,
  };
}
