// The tracking numbers of `count` parcels a client creates, for the tests of what happens to parcels
// after creation (Yalidine's and ZR's parcels tests); a refusal fails the test with the carrier's words.
import type { CarrierClient } from '../../src/server/carriers/carrier-client.ts';
import { parcelDraft } from './drafts.ts';

export async function createdTrackings(client: CarrierClient, count: number): Promise<string[]> {
  const results = await client.createParcels(Array.from({ length: count }, () => parcelDraft()));
  return results.map((r) => {
    if (!r.ok) throw new Error(r.message);
    return r.tracking;
  });
}
