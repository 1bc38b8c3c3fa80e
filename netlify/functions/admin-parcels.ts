// Parcels at the carriers (src/domain/carriers/admin-api.ts): POST creates them for a selection of
// confirmed orders (one answer per order), DELETE /{number} cancels one while the carrier allows it,
// GET /labels?numbers=1,2,3 answers every label in one PDF, in the order given (each kept after its first fetch).
import type { Config } from '@netlify/functions';
import { createParcelsBodySchema, PARCELS_MAX } from '../../src/domain/carriers/admin-api.ts';
import { db } from '../../src/server/db/client.ts';
import { adminError, adminJson, readAndParse } from '../../src/server/admin/http.ts';
import { adminFunction } from '../../src/server/admin/admin-function.ts';
import { connectedClient } from '../../src/server/carriers/clients.ts';
import { createParcels } from '../../src/server/carriers/parcels/create-parcels.service.ts';
import { cancelParcel } from '../../src/server/carriers/parcels/cancel-parcel.service.ts';
import { labelsOf } from '../../src/server/carriers/parcels/labels.service.ts';
import { labelStorage } from '../../src/server/storage/storage.ts';

/** The orders of a labels request; past PARCELS_MAX, how many were asked (said apart: the owner asks for the rest next). */
function labelNumbers(request: Request): number[] | { tooMany: number } | undefined {
  const raw = new URL(request.url).searchParams.get('numbers') ?? '';
  const numbers = raw.split(',').map((n) => Number(n.trim()));
  const valid = numbers.every((n) => Number.isInteger(n) && n > 0 && n < 2 ** 31);
  if (!raw || !valid || new Set(numbers).size !== numbers.length) return undefined;
  return numbers.length > PARCELS_MAX ? { tooMany: numbers.length } : numbers;
}

export default adminFunction('admin-parcels', {
  'GET /api/admin/parcels/labels': async ({ request, admin }) => {
    const sql = db();
    const numbers = labelNumbers(request);
    if (numbers && 'tooMany' in numbers) {
      const given = numbers.tooMany;
      return adminError(
        422,
        'invalid',
        `At most ${PARCELS_MAX} orders' labels a request, and ${given} were asked: ask for the other ${given - PARCELS_MAX} in another request.`,
        { fields: { numbers: 'tooMany' }, details: { max: PARCELS_MAX, given } },
      );
    }
    if (!numbers)
      return adminError(422, 'invalid', `numbers: 1 to ${PARCELS_MAX} order numbers, comma-separated, each once.`, {
        fields: { numbers: 'invalid' },
      });
    const labels = await labelsOf(sql, numbers, (platform) => connectedClient(sql, platform), { storage: labelStorage(), by: admin.email });
    if (!labels.ok) return adminError(labels.status, labels.code, labels.message, { details: labels.details });
    return new Response(Buffer.from(labels.pdf), {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `inline; filename="labels-${numbers[0]}${numbers.length > 1 ? `-${numbers.at(-1)}` : ''}.pdf"`,
        'cache-control': 'no-store',
      },
    });
  },
  'POST /api/admin/parcels': async ({ request, admin }) => {
    const sql = db();
    const body = await readAndParse(request, createParcelsBodySchema, 64 * 1024);
    if (!body.ok) return body.response;
    const client = await connectedClient(sql, body.data.platform);
    if (!client) {
      const message = `${body.data.platform} is not connected: connect it in Settings → Carriers.`;
      return adminJson({ results: body.data.orders.map((o) => ({ number: o.number, ok: false, code: 'not_connected', message })) });
    }
    // A synchronous function has 60 s on Netlify (docs.netlify.com/build/functions/configuration) and the
    // pacer waits at most 20 s for a turn: what the quota leaves unvalidated is answered awaiting_validation
    // and finished by the scheduled parcels-finish (its answer's `finishing` says within how long).
    return adminJson(await createParcels(sql, client, body.data, admin.email));
  },
  'DELETE /api/admin/parcels/:number': async ({ params, admin }) => {
    const sql = db();
    const number = Number(params.number);
    if (!Number.isInteger(number) || number < 1 || number >= 2 ** 31) return adminError(404, 'not_found', 'No such order.');
    const cancelled = await cancelParcel(sql, number, (parcel) => connectedClient(sql, parcel.platform), admin.email, labelStorage());
    if (cancelled.ok) return adminJson(cancelled.parcel);
    return adminError(cancelled.status, cancelled.code, cancelled.message, 'details' in cancelled ? { details: cancelled.details } : {});
  },
});

export const config: Config = { path: ['/api/admin/parcels', '/api/admin/parcels/:number'], method: ['POST', 'GET', 'DELETE'] };
