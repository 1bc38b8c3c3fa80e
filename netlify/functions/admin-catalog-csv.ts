// GET /api/admin/catalog/export: the catalog as CSV (one row per variant, with stock).
// POST /api/admin/catalog/import?dryRun=true|false (body: the CSV): every change and every row's
// error; the real import writes all in one transaction, or nothing (422 import_invalid).
import type { Config } from '@netlify/functions';
import { MAX_IMPORT_BYTES } from '../../src/domain/admin-catalog/csv-columns.ts';
import { db } from '../../src/server/db/client.ts';
import { adminError, adminJson } from '../../src/server/admin/http.ts';
import { adminFunction } from '../../src/server/admin/admin-function.ts';
import { schedulePublish } from '../../src/server/admin/after-save.ts';
import { readBodyCapped } from '../../src/server/http/read-body.ts';
import { refusing } from '../../src/server/admin-catalog/http.ts';
import { exportCatalog } from '../../src/server/admin-catalog/csv-export.ts';
import { importCatalog } from '../../src/server/admin-catalog/csv.service.ts';

export default adminFunction(
  'admin-catalog-csv',
  {
    'GET /api/admin/catalog/export': async () => {
      const day = new Date().toISOString().slice(0, 10);
      return new Response(await exportCatalog(db()), {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="catalog-${day}.csv"`,
          'cache-control': 'no-store',
        },
      });
    },
    'POST /api/admin/catalog/import': async ({ request, context, admin }) => {
      const dryRunText = new URL(request.url).searchParams.get('dryRun') ?? 'true';
      if (dryRunText !== 'true' && dryRunText !== 'false')
        return adminError(422, 'invalid', 'dryRun is true or false.', { fields: { dryRun: 'invalid' } });
      const body = await readBodyCapped(request, MAX_IMPORT_BYTES);
      if (!body.ok) {
        return body.reason === 'too_large'
          ? adminError(
              413,
              'body_too_large',
              'The file is larger than 6 MB: split it into several files (products not in a file are left as they are).',
            )
          : adminError(400, 'invalid_json', 'The file is not UTF-8 text: save it as "CSV UTF-8".');
      }
      const dryRun = dryRunText === 'true';
      return refusing(async () => {
        const report = await importCatalog(db(), body.text, dryRun, admin.email);
        if (!dryRun && !report.applied)
          return adminError(422, 'import_invalid', `The file has ${report.errors.length} error(s): nothing was imported.`, {
            details: report,
          });
        if (report.applied) schedulePublish(context);
        return adminJson(report);
      });
    },
  },
  { body: ['text/csv'] },
);

export const config: Config = { path: ['/api/admin/catalog/export', '/api/admin/catalog/import'], method: ['GET', 'POST'] };
