// create/order's rules, as ECO-PM's table states them (nom_client, telephone, adresse, commune,
// code_wilaya, montant and type required; 9-10 digit phones; code_wilaya 1-58; ≤ 255 characters),
// with Laravel's French messages where ECO-PM shows them ("Le champ nom client est obligatoire.",
// "Commune mal écrite, ou désactivée.") and in the same style where it does not. A wilaya the courier
// does not serve passes the rules and is refused afterwards with 200 success:false error 10002.
import { communeIn } from './places.ts';
import { textOf, type Params } from '../shared/laravel.ts';

export type OrderCheck =
  | { ok: true; fields: Record<string, string> }
  | { ok: false; errors: Record<string, string[]> }
  | { ok: false; error: number; message: string };

const LABELS: Record<string, string> = {
  nom_client: 'nom client',
  telephone: 'téléphone',
  telephone_2: 'téléphone 2',
  adresse: 'adresse',
  commune: 'commune',
  code_wilaya: 'code wilaya',
  montant: 'montant',
  type: 'type',
};

const REQUIRED = ['nom_client', 'telephone', 'adresse', 'code_wilaya', 'commune', 'montant', 'type'];
const SHORT_TEXTS = ['reference', 'nom_client', 'adresse', 'commune', 'remarque', 'produit', 'boutique', 'produit_a_recuperer'];

export function checkOrder(params: Params, servedWilayas: ReadonlySet<number>): OrderCheck {
  const fields = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, textOf(value)]));
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);

  for (const field of REQUIRED) if (!fields[field]) add(field, `Le champ ${LABELS[field]} est obligatoire.`);
  for (const field of SHORT_TEXTS)
    if ((fields[field] ?? '').length > 255) add(field, `Le texte ${LABELS[field] ?? field} ne peut contenir plus de 255 caractères.`);
  for (const field of ['telephone', 'telephone_2'])
    if (fields[field] && !/^\d{9,10}$/.test(fields[field]!)) add(field, `Le champ ${LABELS[field]} doit contenir entre 9 et 10 chiffres.`);
  if (fields.montant && !/^\d+(\.\d+)?$/.test(fields.montant)) add('montant', 'Le champ montant doit contenir un nombre.');
  if (fields.type && !/^[1-4]$/.test(fields.type)) add('type', 'Le champ type est invalide.');
  if (fields.stop_desk && !/^[01]$/.test(fields.stop_desk)) add('stop_desk', 'Le champ stop desk est invalide.');
  if (fields.stock === '1' && !fields.quantite) add('quantite', 'Le champ quantite est obligatoire quand stock est 1.');

  const wilaya = Number(fields.code_wilaya);
  const wilayaOk = fields.code_wilaya && /^\d+$/.test(fields.code_wilaya) && wilaya >= 1 && wilaya <= 58;
  if (fields.code_wilaya && !wilayaOk) add('code_wilaya', 'La valeur de code wilaya doit être comprise entre 1 et 58.');
  // ECO-PM's bulk example files both spellings under "commune" when the place is not found.
  if (fields.commune && wilayaOk && !communeIn(wilaya, fields.commune)) add('commune', 'Commune mal écrite, ou désactivée.');
  if (fields.commune && fields.code_wilaya && !wilayaOk) add('commune', 'Wilaya mal écrite, ou désactivée.');

  if (Object.keys(errors).length) return { ok: false, errors };
  if (!servedWilayas.has(wilaya)) return { ok: false, error: 10002, message: 'Pas de livraison pour la wilaya sélectionnée' };
  return { ok: true, fields };
}
