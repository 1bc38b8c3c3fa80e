// The owner's Left checkouts (issue 41 §1): GET the list (newest first, with her later order when she
// came back), PUT /{id}/mark {mark} (called, no answer, not interested; null clears it). Every signed-in
// admin, owner or staff, as for the orders. The list serves calls only and never feeds the ad platforms.
import type { Config } from '@netlify/functions';
import { db } from '../../src/server/db/client.ts';
import { adminError, adminJson, noContent, readAndParse } from '../../src/server/admin/http.ts';
import { adminFunction } from '../../src/server/admin/admin-function.ts';
import { leftMarkBodySchema, type LeftCheckoutList } from '../../src/domain/left-checkouts/left-checkout.ts';
import { listLeftCheckouts, listSettings, markLeftCheckout } from '../../src/server/left-checkouts/left-checkouts.repo.ts';
import { isLocale, SHIPPED_DEFAULT_LOCALE } from '../../src/i18n/locales.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const notFound = () => adminError(404, 'not_found', 'This left checkout is gone (expired, deleted by the shopper, or never existed).');

export default adminFunction('admin-left-checkouts', {
  'GET /api/admin/left-checkouts': async () => {
    const sql = db();
    const [entries, settings] = await Promise.all([listLeftCheckouts(sql), listSettings(sql)]);
    const list: LeftCheckoutList = {
      entries,
      days: settings.days,
      shopName: settings.shopName,
      defaultLocale: isLocale(settings.defaultLocale) ? settings.defaultLocale : SHIPPED_DEFAULT_LOCALE,
    };
    return adminJson(list);
  },
  'PUT /api/admin/left-checkouts/:id/mark': async ({ request, params, admin }) => {
    const id = params.id ?? '';
    if (!UUID.test(id)) return notFound();
    const body = await readAndParse(request, leftMarkBodySchema, 1024);
    if (!body.ok) return body.response;
    return (await markLeftCheckout(db(), id, body.data.mark, admin.email)) ? noContent() : notFound();
  },
});

export const config: Config = {
  path: ['/api/admin/left-checkouts', '/api/admin/left-checkouts/:id/mark'],
  method: ['GET', 'PUT'],
};
