// The stand-in tenant's workflow: the state slugs ZR-AUDIT BUG-5 saw live, in order, then three the
// stand-in adds where the audit lists none (a return under way, returned, cancelled: **guesses**,
// ZR's tenants name their own). `POST /workflows/search` answers them. Failed attempts are not
// states but situations (`parcel.state.situation.created`), and a return is flagged by `isReturn`.
export const ZR_STATES = [
  ['commande_recue', 'Commande reçue'],
  ['en_traitement', 'En traitement'],
  ['appel_confirmation', 'Appel de confirmation'],
  ['commande_confirmee', 'Commande confirmée'],
  ['en_preparation', 'En préparation'],
  ['pret_a_expedier', 'Prêt à expédier'],
  ['confirme_au_bureau', 'Confirmé au bureau'],
  ['confirme_chez_partenaire', 'Confirmé chez partenaire'],
  ['dispatch', 'Dispatch'],
  ['vers_wilaya', 'Vers wilaya'],
  ['en_livraison', 'En livraison'],
  ['livre', 'Livré'],
  ['encaisse', 'Encaissé'],
  ['recouvert', 'Recouvert'],
  ['retour_en_cours', 'Retour en cours'],
  ['retourne', 'Retourné'],
  ['annule', 'Annulé'],
] as const;
export type ZrState = (typeof ZR_STATES)[number][0];

/** The first state of a parcel created through the API. */
export const FIRST_STATE: ZrState = 'commande_recue';

/** States a parcel can still be deleted in (ZR documents no limit; the stand-in's: before dispatch). */
export const DELETABLE: readonly string[] = ZR_STATES.slice(0, 8).map(([slug]) => slug);

export const describeState = (slug: ZrState) => ZR_STATES.find(([s]) => s === slug)![1];
