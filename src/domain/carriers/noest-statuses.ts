// What a NOEST parcel's history means for the shop's order (docs/carrier-apis.md, "NOEST").
// `get/trackings/info` gives no status field: a parcel's state is its activity, oldest first, each line
// an event with NOEST-23's `event_key`. The latest line that says where the parcel is decides; the
// lines about money (the courier paying the shop: DZS "payment events must not be shown as parcel
// movement"), edits and deletion requests say nothing of where it is and are passed over. A key no
// source documents, when it is the latest, maps to nothing: the order stays where it is rather than
// the shop guessing. Pure: no I/O.
import { activityInstant, plainLabel } from './ecotrack-statuses.ts';
import type { ParcelOutcome } from './outcomes.ts';

const OUTCOME_OF_EVENT: Readonly<Record<string, ParcelOutcome>> = {
  upload: 'created',
  customer_validation: 'created', // validated: the courier will come for it
  validation_collect_colis: 'picked_up',
  validation_reception_admin: 'picked_up',
  validation_reception: 'picked_up',
  nouvel_tentative_asked_by_customer: 'picked_up', // a new attempt asked: back in the courier's round
  return_redispatched_to_livraison: 'picked_up',
  fdr_activated: 'out_for_delivery',
  sent_to_redispatch: 'out_for_delivery',
  mise_a_jour: 'failed_attempt', // "Tentative de livraison"
  colis_suspendu: 'failed_attempt', // held after an attempt, as Ecotrack's "suspendu"
  livre: 'delivered',
  livred: 'delivered',
  return_asked_by_customer: 'returning',
  return_asked_by_hub: 'returning',
  retour_dispatched_to_partenaires: 'returning',
  return_dispatched_to_partenaire: 'returning',
  colis_retour_transmit_to_partner: 'returning',
  return_dispatched_to_warehouse: 'returning',
  livraison_echoue_recu: 'returned', // "Retour reçu par le partenaire"
  return_validated_by_partener: 'returned',
};

// Events that do not move the parcel: money, edits, deletion asked, a cancelled return transmission
// (the return goes on), exchanges and pick-ups (the shop sends deliveries, type 1).
const NOT_MOVEMENT = new Set([
  'verssement_admin_cust',
  'verssement_admin_cust_canceled',
  'verssement_hub_cust_canceled',
  'validation_reception_cash_by_partener',
  'extra_fee',
  'edit_price',
  'edit_wilaya',
  'edited_informations',
  'ask_to_delete_by_admin',
  'ask_to_delete_by_hub',
  'annulation_dispatch_retour',
  'cancel_return_dispatched_to_partenaire',
  'echange_valide',
  'echange_valid_by_hub',
  'colis_pickup_transmit_to_partner',
  'pickedup',
  'valid_return_pickup',
  'pickup_picked_recu',
]);

// NOEST-23's first example has lines without `event_key`: their English words stand for the key.
const KEY_OF_WORDS: Readonly<Record<string, string>> = {
  uploaded_to_system: 'upload',
  validated: 'customer_validation',
  out_for_delivery: 'fdr_activated',
  delivery_attempt: 'mise_a_jour',
  delivered: 'livred',
};

/** One line of `get/trackings/info`'s activity, as far as the shop reads it. */
export type NoestActivity = { event: string; event_key?: string | null | undefined; date: string; remarque?: string | null | undefined };

export type NoestReading = { outcome: ParcelOutcome; carrierStatus: string; reason?: string; at?: string };

const keyOf = (line: NoestActivity): string => line.event_key?.trim() || KEY_OF_WORDS[plainLabel(line.event)] || '';

/** When a line happened: "2024-01-15 12:45:04" on the Algiers clock. */
export function noestInstant(date: string): string | null {
  const [day = '', time = ''] = date.trim().split(/[ T]/);
  return activityInstant({ date: day, time });
}

/** What a parcel's activity says, or null when its latest movement is an event no source documents. */
export function readNoestActivity(activity: readonly NoestActivity[]): NoestReading | null {
  const latest = [...activity].reverse().find((line) => !NOT_MOVEMENT.has(keyOf(line)));
  if (!latest) return null;
  const outcome = OUTCOME_OF_EVENT[keyOf(latest)];
  if (!outcome) return null;
  const at = noestInstant(latest.date);
  const carrierStatus = latest.event.trim() || keyOf(latest);
  // The attempt's reason is not in NOEST-23's event list: a `remarque` on the line, when there is one.
  const reason = outcome === 'failed_attempt' ? latest.remarque?.trim() : undefined;
  return { outcome, carrierStatus, ...(reason ? { reason } : {}), ...(at ? { at } : {}) };
}
