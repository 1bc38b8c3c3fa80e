// What an Ecotrack status means for the shop's order (docs/carrier-apis.md, "Ecotrack platform").
// `get/orders/status` answers slugs (prete_a_expedier, en_livraison…), `get/trackings/info` French
// labels (Prêt à expédier, Livre encaissé non payé…), `get/orders` sometimes accented slugs
// (payé_et_archivé), and each courier may rename a status ("En livraison" at one is "Sorti en
// livraison" at another). So a label is compared in one plain form (no accents, no case, words joined
// by "_"), which makes a slug and its label the same key. A label we do not know maps to nothing: the
// caller keeps the raw label and leaves the order where it is rather than guess. Pure: no I/O.
import { fromAlgiersLocal } from '../admin/algiers-time.ts';
import type { ParcelOutcome } from './outcomes.ts';

/** A label in its plain form: "Livre encaissé non payé" and "livre_encaisse_non_paye" are one key. */
export const plainLabel = (label: string): string =>
  label
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

const OUTCOME_OF_LABEL: Readonly<Record<string, ParcelOutcome>> = {
  // Created, not yet in the courier's hands (en_ramassage: the courier is on its way to collect it).
  prete_a_expedier: 'created',
  pret_a_expedier: 'created',
  en_ramassage: 'created',
  // In the courier's hands, moving between its stations.
  en_preparation_stock: 'picked_up',
  ramasse: 'picked_up',
  vers_hub: 'picked_up',
  en_hub: 'picked_up',
  vers_wilaya: 'picked_up',
  en_preparation: 'picked_up', // at the destination station, waiting for a driver
  en_transit: 'picked_up',
  // With the driver today; the couriers' own words for it.
  en_livraison: 'out_for_delivery',
  sorti_en_livraison: 'out_for_delivery',
  en_cours_de_livraison: 'out_for_delivery',
  // Held after a failed attempt (the reason is in the activity).
  suspendu: 'failed_attempt',
  suspendus: 'failed_attempt',
  tentative_echouee: 'failed_attempt',
  // Delivered; what follows is the courier paying the shop, which does not change the order.
  livre: 'delivered',
  livre_non_encaisse: 'delivered',
  encaisse_non_paye: 'delivered',
  livre_encaisse_non_paye: 'delivered',
  paiements_prets: 'delivered',
  paiement_pret: 'delivered',
  paye_et_archive: 'delivered',
  // Refused or undeliverable, on its way back.
  retour_chez_livreur: 'returning',
  retours_chez_livreur: 'returning',
  retour_transit_entrepot: 'returning',
  retour_en_traitement: 'returning',
  retours_en_traitement: 'returning',
  retour_vers_vendeur: 'returning',
  // Back with the shop (ECO-DHD's audit maps these two to "returned").
  retour_recu: 'returned',
  retours_recu: 'returned',
  retour_archive: 'returned',
  retourne_au_vendeur: 'returned',
  annule: 'cancelled',
  annulee: 'cancelled',
};

/** The outcome a status label means, or null for a label no source documents. */
export const outcomeOfEcotrackStatus = (label: string): ParcelOutcome | null => OUTCOME_OF_LABEL[plainLabel(label)] ?? null;

/** One line of a parcel's activity in `get/orders/status`. */
export type EcotrackActivity = {
  reason: string;
  details?: string | null | undefined;
  date: string;
  time: string;
  postponed_to?: string | null | undefined;
};

// The activity mixes failed attempts ("Client ne réponds pas", "Le client est absent") with remarks
// anyone may write ("Remarque", "Écrire une remarque"): a remark is never an attempt.
const isRemark = (reason: string): boolean => plainLabel(reason).includes('remarque');

/** When an activity line happened: its date and time are on the Algiers clock. */
export function activityInstant(line: Pick<EcotrackActivity, 'date' | 'time'>): string | null {
  const date = /^\d{4}-\d{2}-\d{2}$/.exec(line.date)?.[0];
  const time = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(line.time);
  if (!date || !time) return null;
  const minute = Date.parse(fromAlgiersLocal(`${date}T${time[1]}:${time[2]}`));
  return Number.isNaN(minute) ? null : new Date(minute + Number(time[3] ?? 0) * 1000).toISOString();
}

/** `at` is the attempt's own time; other statuses carry no time of their own (the poll's is used). */
export type EcotrackReading = { outcome: ParcelOutcome; reason?: string; at?: string };

/**
 * What a parcel's status and activity say. A parcel back at its station (en_preparation) or held
 * (suspendu) whose latest activity is a failed attempt is a failed attempt, with its reason: that is
 * how the documented example reads ("en_preparation" after "Client ne réponds pas"). Null when the
 * label is unknown.
 */
export function readEcotrackStatus(status: string, activity: readonly EcotrackActivity[]): EcotrackReading | null {
  const outcome = outcomeOfEcotrackStatus(status);
  if (!outcome) return null;
  const heldAfterAttempt = outcome === 'failed_attempt' || plainLabel(status) === 'en_preparation';
  // A remark written after an attempt does not undo it: the latest line that is not one counts.
  const attempt = [...activity].reverse().find((line) => line.reason.trim() && !isRemark(line.reason));
  if (!heldAfterAttempt || !attempt) return { outcome };
  const postponed = attempt.postponed_to ? ` (reporté au ${attempt.postponed_to})` : '';
  const at = activityInstant(attempt);
  return { outcome: 'failed_attempt', reason: `${attempt.reason.trim()}${postponed}`, ...(at ? { at } : {}) };
}
