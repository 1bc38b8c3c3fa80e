// PUT /api/admin/tracking {carrier, entries: [{number, trackingNumber|null}]}: the tracking numbers the
// owner pastes after the carrier's import; null clears one. A line for an order whose parcel was sent
// through a carrier's API is refused in `refused` (code has_parcel, its platform and tracking), the others
// applied; when every line is refused: 409 has_parcel with them in details.refused.
import type { Config } from '@netlify/functions';
import { trackingBodySchema } from '../../src/domain/admin-orders/carrier-export.ts';
import { db } from '../../src/server/db/client.ts';
import { adminError, adminJson, readAndParse } from '../../src/server/admin/http.ts';
import { adminFunction } from '../../src/server/admin/admin-function.ts';
import { saveTrackingNumbers } from '../../src/server/admin-orders/tracking.service.ts';

export default adminFunction('admin-tracking', {
  'PUT /api/admin/tracking': async ({ request, admin }) => {
    const body = await readAndParse(request, trackingBodySchema, 64 * 1024);
    if (!body.ok) return body.response;
    const result = await saveTrackingNumbers(db(), body.data, admin.email);
    if (!result.ok) return adminError(404, 'not_found', `No order ${result.missing.map((n) => `#${n}`).join(', ')}.`);
    const { saved, refused } = result;
    if (!saved.length && refused.length)
      return adminError(409, 'has_parcel', refused.map((r) => r.message).join(' '), { details: { refused } });
    return adminJson({ saved, refused });
  },
});

export const config: Config = { path: '/api/admin/tracking', method: ['PUT'] };
