// create/order's rules as NOEST-23's tables state them: Laravel's validation first (422, its English
// messages: "The phone field must be between 9 and 10 digits."), then NOEST's business errors, some
// answered 422 ("montant doit être inferieur à X", "Module stopdesk désactivé pour cette wilaya") and
// some 200 (the station codes; the duplicate reference is create's, in order-routes.ts). A business
// error's body beyond its message is not documented: the stand-in answers {success:false, message}.
import { textOf, type Params } from '../shared/laravel.ts';
import { noestCommune, noestDesks, wilayaOfStation } from './places.ts';

export type OrderRules = { maxAmount: number; withoutDesks: ReadonlySet<number> };
export type OrderCheck =
  | { ok: true; fields: Record<string, string> }
  | { ok: false; errors: Record<string, string[]> }
  | { ok: false; status: 200 | 422; message: string };

const REQUIRED = ['client', 'phone', 'adresse', 'montant', 'produit', 'type_id', 'stop_desk'];
const SHORT = ['client', 'adresse', 'remarque', 'shop_name'];

export function checkOrder(params: Params, rules: OrderRules): OrderCheck {
  const fields = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, textOf(value)]));
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const f = (name: string) => fields[name] ?? '';

  for (const field of REQUIRED) if (!f(field)) add(field, `The ${field} field is required.`);
  for (const field of SHORT) if (f(field).length > 255) add(field, `The ${field} field may not be greater than 255 characters.`);
  if (f('reference') && f('reference').length < 5) add('reference', 'The reference field must be at least 5 characters.');
  for (const field of ['phone', 'phone_2'])
    if (f(field) && !/^\d{9,10}$/.test(f(field))) add(field, `The ${field} field must be between 9 and 10 digits.`);
  if (f('montant') && !/^-?\d+(\.\d+)?$/.test(f('montant'))) add('montant', 'The montant field must be numeric.');
  if (f('type_id') && !/^[1-3]$/.test(f('type_id'))) add('type_id', 'The type_id field must be between 1 and 3.');
  if (f('stop_desk') && !/^[01]$/.test(f('stop_desk'))) add('stop_desk', 'The stop_desk field must be between 0 and 1.');
  if (f('poids') && !/^\d+(\.\d+)?$/.test(f('poids'))) add('poids', 'The poids field must be numeric.');
  const desk = f('stop_desk') === '1';
  if (desk && !f('station_code')) add('station_code', 'The station_code field is required.');
  const wilaya = Number(f('wilaya_id'));
  if (!f('wilaya_id')) add('wilaya_id', 'The wilaya_id field is required.');
  else if (!/^\d+$/.test(f('wilaya_id'))) add('wilaya_id', 'The wilaya_id field must be an integer.');
  else if (wilaya < 1 || wilaya > 58) add('wilaya_id', 'The wilaya_id field must be between 1 and 58.');
  const wilayaOk = wilaya >= 1 && wilaya <= 58;
  // The commune is not required for a stop desk (the station says where), but checked when given.
  if (!desk && !f('commune')) add('commune', 'The commune field is required.');
  else if (f('commune') && wilayaOk && !noestCommune(wilaya, f('commune'))) add('commune', 'The selected commune is invalid.');
  if (Object.keys(errors).length) return { ok: false, errors };

  if (Number(f('montant')) > rules.maxAmount)
    return { ok: false, status: 422, message: `montant doit être inferieur à ${rules.maxAmount}` };
  if (desk) {
    if (rules.withoutDesks.has(wilaya)) return { ok: false, status: 422, message: 'Module stopdesk désactivé pour cette wilaya' };
    // A desk is its `desks` code ("1A") or its key there ("01A": NOEST-23, "List of Offices"): which form
    // NOEST takes is not documented, so the stand-in takes both (the client sends the code).
    const code = f('station_code').toUpperCase().replace(/^0+/, '');
    const known = Object.values(noestDesks(rules.withoutDesks)).some((d) => d.code === code);
    if (!known) return { ok: false, status: 200, message: 'Il faut choisir un code de station valide.' };
    if (wilayaOfStation(code) !== wilaya) return { ok: false, status: 200, message: 'Le code de wilaya est different de code de station' };
  }
  return { ok: true, fields };
}
