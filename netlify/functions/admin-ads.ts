// The ad platforms' server side, for the admin (src/domain/ads/ads-admin-api.ts): GET the tokens
// (never a token: its last four characters), PUT /{platform} to set a token and Meta's test event
// code, DELETE /{platform} to erase it; and GET /orders/{number}, the order's event log. Setting or
// removing a token is the owner's alone (403 not_owner for any other admin, before the body is read):
// whoever holds it sends the shop's customers' (hashed) data to an ad account. A change is told in the
// owner's chat and kept in the audit log.
import type { Config } from '@netlify/functions';
import { adTokenBodySchema, type AdEventsAnswer, type AdTokensAnswer } from '../../src/domain/ads/ads-admin-api.ts';
import { AD_PLATFORMS, type AdPlatform } from '../../src/domain/ads/ad-platforms.ts';
import { db } from '../../src/server/db/client.ts';
import { adminError, adminJson, noContent, readAndParse } from '../../src/server/admin/http.ts';
import { adminFunction, type SignedInCall } from '../../src/server/admin/admin-function.ts';
import { isOwnerEmail } from '../../src/server/admin/accounts.repo.ts';
import { recordAudit } from '../../src/server/audit/audit.repo.ts';
import { listTokens, removeToken, saveToken } from '../../src/server/ads/tokens.repo.ts';
import { eventsOfOrder } from '../../src/server/ads/ad-events.repo.ts';
import { noticeToOwner } from '../../src/server/notifications/owner-notice.ts';

const NAMES: Record<AdPlatform, string> = { meta: 'Meta Conversions API', tiktok: 'TikTok Events API' };
const isPlatform = (value: string | undefined): value is AdPlatform => AD_PLATFORMS.includes(value as AdPlatform);

const ownerOnly =
  (run: (platform: AdPlatform, call: SignedInCall) => Promise<Response>) =>
  async (call: SignedInCall): Promise<Response> => {
    if (!(await isOwnerEmail(db(), call.admin.email)))
      return adminError(403, 'not_owner', 'Only the shop’s owner can set or remove the ad platforms’ tokens.');
    const { platform } = call.params;
    return isPlatform(platform) ? run(platform, call) : adminError(404, 'not_found', `The ad platforms are ${AD_PLATFORMS.join(', ')}.`);
  };

export default adminFunction(
  'admin-ads',
  {
    'GET /api/admin/ads/tokens': async ({ admin }) => {
      const sql = db();
      return adminJson({ tokens: await listTokens(sql), mayChange: await isOwnerEmail(sql, admin.email) } satisfies AdTokensAnswer);
    },
    'PUT /api/admin/ads/tokens/:platform': ownerOnly(async (platform, { request, admin }) => {
      const body = await readAndParse(request, adTokenBodySchema, 8 * 1024);
      if (!body.ok) return body.response;
      const view = await db().begin(async (tx) => {
        const saved = await saveToken(tx, {
          platform,
          token: body.data.token,
          testEventCode: body.data.testEventCode ?? '',
          by: admin.email,
        });
        if (saved)
          await recordAudit(tx, {
            email: admin.email,
            action: 'ads.token',
            subject: platform,
            newValue: { tokenHint: saved.tokenHint, testEventCode: saved.testEventCode || null },
          });
        return saved;
      });
      if (!view) return adminError(422, 'invalid', 'Paste the access token first.', { fields: { token: 'required' } });
      if (body.data.token)
        await noticeToOwner(
          `${NAMES[platform]} token set by ${admin.email} (${view.tokenHint}). If this was not you, remove it in Settings → Ads and change your password.`,
        );
      return adminJson(view);
    }),
    'DELETE /api/admin/ads/tokens/:platform': ownerOnly(async (platform, { admin }) => {
      const removed = await db().begin(async (tx) => {
        const gone = await removeToken(tx, platform);
        if (gone) await recordAudit(tx, { email: admin.email, action: 'ads.token_removed', subject: platform });
        return gone;
      });
      if (!removed) return adminError(404, 'not_found', `No ${NAMES[platform]} token is set.`);
      await noticeToOwner(`${NAMES[platform]} token removed by ${admin.email}. If this was not you, change your password.`);
      return noContent();
    }),
    'GET /api/admin/ads/orders/:number': async ({ params }) => {
      const number = Number(params.number);
      if (!Number.isInteger(number) || number < 1 || number > 2_147_483_647) return adminError(404, 'not_found', 'No such order.');
      return adminJson({ events: await eventsOfOrder(db(), number) } satisfies AdEventsAnswer);
    },
  },
  { notFound: () => adminError(404, 'not_found', 'No such ads route.') },
);

export const config: Config = {
  path: ['/api/admin/ads/tokens', '/api/admin/ads/tokens/:platform', '/api/admin/ads/orders/:number'],
  method: ['GET', 'PUT', 'DELETE'],
};
