// The carrier's public tracking page for a parcel, where the carrier has one address for all parcels.
// Yalidine's "Suivre un colis" page takes the tracking number in its query (yalidine.com, not confirmed
// against a documented contract: the page is public, its parameter is what its own form sends).
// Ecotrack couriers, NOEST and ZR Express document no page that opens one parcel: the number alone
// (the sources checked for each: docs/carrier-apis.md, "The shopper's tracking link").
export function trackingLink(carrier: string | null, trackingNumber: string): string | null {
  if (carrier === 'yalidine') return `https://yalidine.com/suivre-un-colis/?tracking=${encodeURIComponent(trackingNumber)}`;
  return null;
}
