// The cart's quantity offers in an island: /offers.json fetched once per page (a few hundred bytes),
// then the cart priced with it on every change. Until it arrives (or if it fails) no offer is shown;
// the order is priced by the server either way.
import { useEffect, useMemo, useState } from 'react';
import { readOffersFile, type OffersFile } from '../../domain/offers/offers-file.ts';
import { cartOffers, type CartOffers } from '../../domain/offers/cart-offers.ts';

let file: Promise<OffersFile> | undefined;
const loadOffers = () =>
  (file ??= fetch('/offers.json')
    .then((r) => (r.ok ? r.json() : null))
    .then(readOffersFile)
    .catch(() => readOffersFile(null)));

export function useCartOffers(items: readonly { id: string; productId: string; price: number; quantity: number }[]): CartOffers {
  const [offers, setOffers] = useState<OffersFile>();
  useEffect(() => {
    let live = true;
    void loadOffers().then((f) => live && setOffers(f));
    return () => {
      live = false;
    };
  }, []);
  return useMemo(() => cartOffers(items, offers), [items, offers]);
}
