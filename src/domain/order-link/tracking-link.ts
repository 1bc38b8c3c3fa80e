// The carrier's public tracking page for a parcel, where the carrier has one address for all parcels.
// Yalidine's "Suivre un colis" page takes the tracking number in its query (yalidine.com, not confirmed
// against a documented contract: the page is public, its parameter is what its own form sends).
// Ecotrack couriers each have their own site: no one address, so the page shows the number alone.
export function trackingLink(carrier: string | null, trackingNumber: string): string | null {
  if (carrier === 'yalidine') return `https://yalidine.com/suivre-un-colis/?tracking=${encodeURIComponent(trackingNumber)}`;
  return null;
}
