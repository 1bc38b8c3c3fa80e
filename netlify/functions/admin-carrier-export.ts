// POST /api/admin/carrier-export {carrier, numbers, markShipped}: the carriers' bulk-import CSV of the
// selected confirmed orders (UTF-8 with BOM, for Excel), optionally marking them shipped in the same step.
// The orders whose parcel was already sent through a carrier's API are left out and named in
// x-api-parcels ("12:yalidine,13:noest"); all of them: 409 has_parcel.
import type { Config } from '@netlify/functions';
import { carrierExportBodySchema } from '../../src/domain/admin-orders/carrier-export.ts';
import { db } from '../../src/server/db/client.ts';
import { adminError, readAndParse } from '../../src/server/admin/http.ts';
import { adminFunction } from '../../src/server/admin/admin-function.ts';
import { exportForCarrier } from '../../src/server/admin-orders/carrier-export.service.ts';

const STATUS = { not_found: 404, not_exportable: 409, over_carrier_limit: 422, has_parcel: 409 } as const;

export default adminFunction('admin-carrier-export', {
  'POST /api/admin/carrier-export': async ({ request, admin }) => {
    const body = await readAndParse(request, carrierExportBodySchema, 16 * 1024);
    if (!body.ok) return body.response;
    const result = await exportForCarrier(db(), body.data, admin.email);
    if (!result.ok) {
      const { code, message, numbers } = result.refusal;
      return adminError(STATUS[code], code, message, { headers: { 'x-order-numbers': numbers.join(',') } });
    }
    const { csv, fileName, count, shipped, sentByApi } = result.file;
    return new Response(csv, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${fileName}"`,
        'cache-control': 'no-store',
        'x-order-count': String(count),
        'x-shipped-numbers': shipped.join(','),
        'x-api-parcels': sentByApi.map((p) => `${p.number}:${p.platform}`).join(','),
      },
    });
  },
});

export const config: Config = { path: '/api/admin/carrier-export', method: ['POST'] };
