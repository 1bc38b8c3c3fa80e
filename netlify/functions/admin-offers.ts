// Quantity offers and discount codes (issue 42): GET (every offer, every code with its uses and the
// orders it brought, the shop's totals with offers and codes), POST and DELETE of each. An offer shows
// on the shop after a publish; a code works at once (the order statement reads it).
import type { Config } from '@netlify/functions';
import { codeBodySchema, offerBodySchema } from '../../src/domain/offers/admin-offers.ts';
import { db } from '../../src/server/db/client.ts';
import { adminError, adminJson, invalidFields, noContent, readAndParse } from '../../src/server/admin/http.ts';
import { adminFunction } from '../../src/server/admin/admin-function.ts';
import { addCode, addOffer, readOffersAndCodes, removeCode, removeOffer } from '../../src/server/offers/offers.repo.ts';

/** A row id from the path (digits only), or undefined. */
const idOf = (raw: string | undefined) => (raw && /^\d{1,12}$/.test(raw) ? Number(raw) : undefined);
const gone = () => adminError(404, 'not_found', 'There is no such offer or code.');

export default adminFunction('admin-offers', {
  'GET /api/admin/offers': async () => adminJson(await readOffersAndCodes(db())),
  'POST /api/admin/offers': async ({ request, admin }) => {
    const body = await readAndParse(request, offerBodySchema, 8 * 1024);
    if (!body.ok) return body.response;
    const added = await addOffer(db(), body.data, admin.email);
    return added.ok ? adminJson({ id: added.id }, 201) : invalidFields({ target: 'required' }, 'There is no such product or category.');
  },
  'DELETE /api/admin/offers/:id': async ({ params, admin }) =>
    idOf(params.id) && (await removeOffer(db(), idOf(params.id)!, admin.email)) ? noContent() : gone(),
  'POST /api/admin/codes': async ({ request, admin }) => {
    const body = await readAndParse(request, codeBodySchema, 8 * 1024);
    if (!body.ok) return body.response;
    const added = await addCode(db(), body.data, admin.email);
    return added.ok ? adminJson({ id: added.id }, 201) : invalidFields({ code: 'duplicate' }, 'This code exists already.');
  },
  'DELETE /api/admin/codes/:id': async ({ params, admin }) =>
    idOf(params.id) && (await removeCode(db(), idOf(params.id)!, admin.email)) ? noContent() : gone(),
});

export const config: Config = {
  path: ['/api/admin/offers', '/api/admin/offers/:id', '/api/admin/codes', '/api/admin/codes/:id'],
  method: ['GET', 'POST', 'DELETE'],
};
