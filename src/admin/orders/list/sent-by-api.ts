// The orders a carrier file leaves out because their parcel was already sent through a carrier's API
// (uploading them would make a second parcel): those the list knows of, and those the server names in
// x-api-parcels when the list was older than the parcel, grouped by carrier for one sentence each.
import { CARRIER_PLATFORMS, type CarrierPlatform } from '../../../domain/carriers/platforms.ts';

export type ApiParcel = { number: number; platform: CarrierPlatform };

/** The server's x-api-parcels ("12:yalidine,13:noest"); anything else in it is skipped. */
export function apiParcelsOf(header: string | null): ApiParcel[] {
  return (header ?? '').split(',').flatMap((item) => {
    const [number, platform] = item.trim().split(':');
    const n = Number(number);
    return Number.isInteger(n) && n > 0 && (CARRIER_PLATFORMS as readonly string[]).includes(platform ?? '')
      ? [{ number: n, platform: platform as CarrierPlatform }]
      : [];
  });
}

/** The numbers per carrier, carriers in the order first met. */
export function byPlatform(parcels: readonly ApiParcel[]): Map<CarrierPlatform, number[]> {
  const groups = new Map<CarrierPlatform, number[]>();
  for (const { number, platform } of parcels) groups.set(platform, [...(groups.get(platform) ?? []), number]);
  return groups;
}
