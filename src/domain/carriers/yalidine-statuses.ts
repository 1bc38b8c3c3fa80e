// What each Yalidine status means for the order (docs/carrier-apis.md, "Statuses": every label YAL-DOC
// lists for last_status and histories). Yalidine's clones (Guepex, Yalitec…) answer the same labels. The
// labels are matched with case, accents and spacing folded ("Echèc livraison" is also written "Echec
// livraison"); a label that is none of these is unknown (null) and the caller leaves the order as it is.
// Pure: no I/O.
import type { ParcelOutcome } from './outcomes.ts';

export const YALIDINE_STATUS_OUTCOMES: Readonly<Record<string, ParcelOutcome>> = {
  // Yalidine has the parcel's data; nobody has picked it up yet.
  'Pas encore expédié': 'created',
  'A vérifier': 'created',
  'En préparation': 'created', // the only status a parcel can be cancelled (deleted) or edited in
  'Pas encore ramassé': 'created',
  'Prêt à expédier': 'created',
  // In Yalidine's hands, between centres and wilayas. A hold (Bloqué, En alerte) keeps it there.
  Ramassé: 'picked_up',
  Bloqué: 'picked_up',
  Débloqué: 'picked_up',
  Transfert: 'picked_up',
  Expédié: 'picked_up',
  Centre: 'picked_up',
  'En localisation': 'picked_up',
  'Vers Wilaya': 'picked_up',
  'Reçu à Wilaya': 'picked_up',
  'En attente': 'picked_up', // waiting (a postponed delivery: "Client absent (reporté)")
  'En alerte': 'picked_up',
  'Alerte résolue': 'picked_up',
  // The last step before her hands: with the driver, or waiting for her at the stop desk.
  'Sorti en livraison': 'out_for_delivery',
  'En attente du client': 'out_for_delivery',
  'Tentative échouée': 'failed_attempt', // histories give the reason (Client ne répond pas…)
  Livré: 'delivered',
  // Refused or undeliverable: on its way back. Only "Retourné au vendeur" is back at the shop (the
  // "Retour …" statuses before it still move), so only it may put units back in stock.
  'Echèc livraison': 'returning',
  'Echange échoué': 'returning',
  'Retour vers centre': 'returning',
  'Retourné au centre': 'returning',
  'Retour transfert': 'returning',
  'Retour groupé': 'returning',
  'Retour à retirer': 'returning',
  'Retour vers vendeur': 'returning',
  'Retourné au vendeur': 'returned',
};

/** Every documented label. */
export const YALIDINE_STATUS_LABELS = Object.keys(YALIDINE_STATUS_OUTCOMES);

const fold = (label: string) =>
  label
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')
    .trim();

const BY_FOLDED = new Map(Object.entries(YALIDINE_STATUS_OUTCOMES).map(([label, outcome]) => [fold(label), outcome]));

/** The outcome a Yalidine status label means, or null for a label Yalidine does not document. */
export function yalidineOutcome(label: string): ParcelOutcome | null {
  return BY_FOLDED.get(fold(label)) ?? null;
}

/** Statuses whose history row carries a reason worth keeping (a failed attempt; a hold's cause). */
export const YALIDINE_STATUSES_WITH_REASON = ['Tentative échouée', 'Bloqué', 'En alerte'] as const;

/**
 * Yalidine writes instants as "YYYY-MM-DD HH:MM:SS" in Algeria's time (UTC+1, no summer time); the
 * shop keeps ISO 8601. Null for anything else.
 */
export function yalidineInstant(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)$/.exec(value.trim());
  if (!m) return null;
  const date = new Date(`${m[1]}T${m[2]!.length === 5 ? `${m[2]}:00` : m[2]}+01:00`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/**
 * One spelling of a tracking number for the shop: Yalidine answers "yal-64BPEK" on create, its webhook
 * guide shows "YAL-123456". The prefix is kept lower-case and the rest upper-case, so both are one parcel.
 */
export function yalidineTracking(value: string): string {
  const t = value.trim();
  const dash = t.indexOf('-');
  return dash > 0 ? `${t.slice(0, dash).toLowerCase()}${t.slice(dash).toUpperCase()}` : t.toUpperCase();
}
