// The quantity offers the shop's pages show, read once per build (as the catalog and the settings):
// the product pages word them, /offers.json carries them to the cart and the checkout.
import type { QuantityOffer } from '../../domain/offers/offer.types.ts';
import { db } from '../db/client.ts';
import { readOncePerBuild } from '../prerender/build-reads.ts';
import { listLiveOffers } from './offers.repo.ts';

export function offersForPages(): Promise<QuantityOffer[]> {
  if (!import.meta.env.PROD) return listLiveOffers(db());
  return readOncePerBuild('quantity-offers', () => listLiveOffers(db()));
}
