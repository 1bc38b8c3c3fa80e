// What Yalidine checks of a parcel on create (YAL-DOC "Create the parcels"), and the refusals the
// stand-ins must imitate (docs/carrier-apis.md): an unknown wilaya or commune name (within its wilaya),
// a price outside 0-150,000, a stop desk without stopdesk_id, an order_id twice in one request, a
// missing required field (familyname…). The wording of Yalidine's messages is not documented: these
// are the stand-in's.
import type { Places, StandInCenter, StandInCommune, StandInWilaya } from './places.ts';

/** Every status YAL-DOC lists (last_status, and histories' "Alerte résolue"). */
export const YALIDINE_STATUSES = [
  'Pas encore expédié',
  'A vérifier',
  'En préparation',
  'Pas encore ramassé',
  'Prêt à expédier',
  'Ramassé',
  'Bloqué',
  'Débloqué',
  'Transfert',
  'Expédié',
  'Centre',
  'En localisation',
  'Vers Wilaya',
  'Reçu à Wilaya',
  'En attente du client',
  'Sorti en livraison',
  'En attente',
  'En alerte',
  'Alerte résolue',
  'Tentative échouée',
  'Livré',
  'Echèc livraison',
  'Retour vers centre',
  'Retourné au centre',
  'Retour transfert',
  'Retour groupé',
  'Retour à retirer',
  'Retour vers vendeur',
  'Retourné au vendeur',
  'Echange échoué',
] as const;
export type YalidineStatus = (typeof YALIDINE_STATUSES)[number];

export const MAX_PRICE = 150_000;

export type CheckedParcel = {
  input: Record<string, unknown>;
  orderId: string;
  from: StandInWilaya;
  to: StandInWilaya;
  commune: StandInCommune;
  center: StandInCenter | null;
};

const REQUIRED_TEXT = [
  'order_id',
  'from_wilaya_name',
  'firstname',
  'familyname',
  'contact_phone',
  'address',
  'to_commune_name',
  'to_wilaya_name',
  'product_list',
] as const;
const REQUIRED_BOOLEANS = ['do_insurance', 'freeshipping', 'is_stopdesk', 'has_exchange'] as const;
const REQUIRED_SIZES = ['length', 'width', 'height', 'weight'] as const;

export const isTrue = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true';
const isBoolean = (v: unknown) => typeof v === 'boolean' || v === 0 || v === 1 || v === '0' || v === '1' || v === 'true' || v === 'false';
const isAmount = (v: unknown) => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= MAX_PRICE;
const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');

/** The parcel as Yalidine would take it, or why it is refused. */
export function checkParcel(places: Places, input: unknown): CheckedParcel | { refused: string } {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return { refused: 'Each parcel must be an object' };
  const p = input as Record<string, unknown>;
  for (const field of REQUIRED_TEXT) if (!text(p[field])) return { refused: `The field ${field} is required` };
  for (const field of REQUIRED_BOOLEANS)
    if (!isBoolean(p[field])) return { refused: `The field ${field} is required and must be a boolean` };
  for (const field of REQUIRED_SIZES)
    if (!Number.isInteger(p[field]) || (p[field] as number) < 0)
      return { refused: `The field ${field} is required and must be an integer greater than or equal to 0` };
  if (!isAmount(p.price)) return { refused: `The price must be an integer between 0 and ${MAX_PRICE}` };
  if (!isAmount(p.declared_value)) return { refused: `The declared_value must be an integer between 0 and ${MAX_PRICE}` };
  // "The list of the acceptable wilaya names" is /wilayas' (YAL-DOC, both names): one not spelled as
  // there ("Bordj Bou Arréridj" for "Bordj Bou Arreridj") fails the whole request. Whether Yalidine folds
  // case or accents is not documented: the stand-in takes its own spelling only (docs/carrier-apis.md).
  const from = places.wilayas.find((w) => w.name === text(p.from_wilaya_name));
  if (!from) return { refused: `The from_wilaya_name "${text(p.from_wilaya_name)}" is not a wilaya of the list` };
  const to = places.wilayas.find((w) => w.name === text(p.to_wilaya_name));
  if (!to) return { refused: `The to_wilaya_name "${text(p.to_wilaya_name)}" is not a wilaya of the list` };
  const commune = places.communes.find((c) => c.wilaya_id === to.id && c.name === text(p.to_commune_name));
  if (!commune) return { refused: `The to_commune_name "${text(p.to_commune_name)}" is not a commune of ${to.name}` };
  if (!commune.is_deliverable) return { refused: `The commune ${commune.name} is not deliverable` };
  if (isTrue(p.has_exchange) && !text(p.product_to_collect))
    return { refused: 'The field product_to_collect is required when has_exchange is true' };
  let center: StandInCenter | null = null;
  if (isTrue(p.is_stopdesk)) {
    if (!text(p.stopdesk_id)) return { refused: 'The field stopdesk_id is required when is_stopdesk is true' };
    center = places.centers.find((c) => String(c.center_id) === text(p.stopdesk_id) && c.wilaya_id === to.id) ?? null;
    if (!center) return { refused: `The stopdesk_id ${text(p.stopdesk_id)} is not a center of ${to.name}` };
  }
  return { input: p, orderId: text(p.order_id), from, to, commune, center };
}

/**
 * The whole request, all or nothing: the parcels to create, or each refused order_id's reason (a
 * second use of an order_id in the request is refused under that order_id).
 */
export function checkRequest(
  places: Places,
  body: unknown,
): { ok: true; parcels: CheckedParcel[] } | { ok: false; refusals: Map<string, string>; message: string } {
  if (!Array.isArray(body) || body.length === 0)
    return { ok: false, refusals: new Map(), message: 'The request must be a non-empty array of parcels' };
  const refusals = new Map<string, string>();
  const parcels: CheckedParcel[] = [];
  const seen = new Set<string>();
  body.forEach((input, index) => {
    const checked = checkParcel(places, input);
    const key = 'refused' in checked ? text((input as Record<string, unknown> | null)?.order_id) || `#${index}` : checked.orderId;
    if (seen.has(key)) refusals.set(key, `The order_id ${key} is used twice in the request`);
    else if ('refused' in checked) refusals.set(key, checked.refused);
    else parcels.push(checked);
    seen.add(key);
  });
  if (refusals.size) return { ok: false, refusals, message: [...refusals.values()][0]! };
  return { ok: true, parcels };
}
