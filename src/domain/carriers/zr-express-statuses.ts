// What a ZR Express parcel's state means for the order (docs/carrier-apis.md, "ZR Express, new API").
// ZR's states are slugs of the tenant's own workflow (`POST /workflows/search`); ZR-AUDIT BUG-5 saw
// commande_recue … en_livraison, livre, encaisse, recouvert ("…": the rest unlisted), and no source
// names the slugs of a return or a cancel. So the parcel's own fields decide first where they speak
// (ZR-SW's GetSupplierParcelResponse: `deliveredAt`/`returnedAt` set, `isReturn` true), and only the
// slugs ZR-AUDIT saw are read. A failed attempt is not a state but a "situation" on the parcel once it
// is in ZR's hands (a situation before that is the confirmation call's, not the driver's). Any other
// slug is 'other': shown on the order in ZR's own word, never guessed as delivered or returned (a
// tenant's "retourne" could be a return asked, under way or received). Pure: no I/O.
import type { ParcelOutcome } from './outcomes.ts';

/** "Livré", "livre" and "LIVRE " are one slug: no accents, lower case, words joined by "_". */
export const zrSlug = (label: string): string =>
  label
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

export const ZR_STATE_OUTCOMES: Readonly<Record<string, ParcelOutcome>> = {
  // ZR has the order; it is confirmed and prepared, nobody has picked it up yet.
  commande_recue: 'created',
  en_traitement: 'created',
  appel_confirmation: 'created',
  commande_confirmee: 'created',
  en_preparation: 'created',
  pret_a_expedier: 'created',
  confirme_au_bureau: 'created',
  confirme_chez_partenaire: 'created',
  // In ZR's hands, moving toward the wilaya.
  dispatch: 'picked_up',
  vers_wilaya: 'picked_up',
  // With the driver.
  en_livraison: 'out_for_delivery',
  // Delivered; then the money collected (encaisse) and handed over (recouvert): still delivered.
  livre: 'delivered',
  encaisse: 'delivered',
  recouvert: 'delivered',
};

/** A parcel as `GET /parcels/{id}` (or a webhook) shows it, as far as its outcome goes. */
export type ZrParcelState = {
  state: { name: string; description?: string | null | undefined };
  situation?: { name?: string | null | undefined; description?: string | null | undefined } | null | undefined;
  isReturn?: boolean | null | undefined;
  deliveredAt?: string | null | undefined;
  returnedAt?: string | null | undefined;
};

export type ZrOutcome = { outcome: ParcelOutcome; carrierStatus: string; reason?: string };

/** The outcome of a parcel's state; 'other' (with ZR's word) for a state slug no source documents. */
export function zrOutcome(parcel: ZrParcelState): ZrOutcome {
  const slug = zrSlug(parcel.state.name);
  const label = parcel.state.description?.trim() || parcel.state.name.trim();
  const mapped = ZR_STATE_OUTCOMES[slug];
  if (parcel.returnedAt) return { outcome: 'returned', carrierStatus: label };
  if (parcel.deliveredAt || mapped === 'delivered') return { outcome: 'delivered', carrierStatus: label };
  if (parcel.isReturn) return { outcome: 'returning', carrierStatus: label };
  if (!mapped) return { outcome: 'other', carrierStatus: label };
  const situation = parcel.situation?.description?.trim() || parcel.situation?.name?.trim();
  if (situation && (mapped === 'out_for_delivery' || mapped === 'picked_up'))
    return { outcome: 'failed_attempt', carrierStatus: label, reason: situation };
  return { outcome: mapped, carrierStatus: label };
}
