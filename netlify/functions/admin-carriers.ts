// The owner's carrier accounts (src/domain/carriers/admin-api.ts): GET the list (never a secret, and
// whether the caller may change them), PUT /{platform} to connect (the credentials tried with one harmless call first, nothing kept on a
// refusal: 422 credentials_refused for the keys, 422 carrier_refused with the carrier's reason, 502
// carrier_unreachable), DELETE /{platform} to erase them, GET /{platform}/places?wilaya&commune
// for the owner's choice of commune and stop-desk center. PUT and DELETE are the owner's alone (403
// not_owner for any other admin, before anything else): the keys decide whose account the parcels'
// cash goes to, and the webhook secret who may mark orders delivered. A change is told in the owner's
// chat (src/server/notifications/owner-notice.ts) and kept in the audit log. A base URL is checked
// before any call (credentials/carrier-address.ts: https and public on a deployed site).
import type { Config } from '@netlify/functions';
import { connectBodySchema, type CarrierAccountsAnswer } from '../../src/domain/carriers/admin-api.ts';
import { CARRIER_PLATFORMS, type CarrierPlatform } from '../../src/domain/carriers/platforms.ts';
import { db } from '../../src/server/db/client.ts';
import { adminError, adminJson, noContent, readAndParse } from '../../src/server/admin/http.ts';
import { adminFunction, type SignedInCall } from '../../src/server/admin/admin-function.ts';
import { listAccounts } from '../../src/server/carriers/credentials/accounts.repo.ts';
import { connectCarrier, disconnectCarrier } from '../../src/server/carriers/credentials/connect.service.ts';
import { carrierClientFor, connectedClient } from '../../src/server/carriers/clients.ts';
import { placesAnswer } from '../../src/server/carriers/places/places.service.ts';
import { carrierAddressRefusal } from '../../src/server/carriers/credentials/carrier-address.ts';
import { isOwnerEmail } from '../../src/server/admin/accounts.repo.ts';
import { noticeToOwner } from '../../src/server/notifications/owner-notice.ts';

const notOwner = () => adminError(403, 'not_owner', 'Only the shop’s owner can connect, change or remove carrier accounts.');

/** The owner's chat line: which account, who, and the new key's last characters (never more). */
const carrierNotice = (what: 'connected' | 'removed', platform: CarrierPlatform, by: string, keyHint?: string) =>
  what === 'connected'
    ? `Carrier account ${platform} connected or changed by ${by} (key ${keyHint ?? ''}). If this was not you, remove it in Settings → Carriers and change your password.`
    : `Carrier account ${platform} removed by ${by}. If this was not you, change your password.`;

const isPlatform = (value: string | undefined): value is CarrierPlatform => CARRIER_PLATFORMS.includes(value as CarrierPlatform);
const unknownPlatform = () => adminError(404, 'not_found', `The carriers are ${CARRIER_PLATFORMS.join(', ')}.`);

async function places(request: Request, platform: CarrierPlatform): Promise<Response> {
  const query = new URL(request.url).searchParams;
  const wilaya = Number(query.get('wilaya'));
  if (!Number.isInteger(wilaya) || wilaya < 1 || wilaya > 58)
    return adminError(422, 'invalid', 'wilaya is a carrier wilaya from 1 to 58.', { fields: { wilaya: 'outOfRange' } });
  const client = await connectedClient(db(), platform);
  if (!client) return adminError(409, 'not_connected', `${platform} is not connected.`);
  try {
    return adminJson(await placesAnswer(db(), client, wilaya, query.get('commune')?.slice(0, 100) || undefined));
  } catch (error) {
    return adminError(502, 'carrier_unreachable', `The carrier's lists could not be read: ${(error as Error).message}`);
  }
}

/**
 * Connecting, changing or removing an account (and its webhook secret) is the owner's alone, checked
 * before the body is read and before any call to the carrier.
 */
const ownerOnly =
  (run: (platform: CarrierPlatform, call: SignedInCall) => Promise<Response>) =>
  async (call: SignedInCall): Promise<Response> => {
    if (!(await isOwnerEmail(db(), call.admin.email))) return notOwner();
    const { platform } = call.params;
    return isPlatform(platform) ? run(platform, call) : unknownPlatform();
  };

export default adminFunction(
  'admin-carriers',
  {
    'GET /api/admin/carriers': async ({ admin }) => {
      const sql = db();
      return adminJson({
        platforms: CARRIER_PLATFORMS,
        accounts: await listAccounts(sql),
        mayChange: await isOwnerEmail(sql, admin.email),
      } satisfies CarrierAccountsAnswer);
    },
    'PUT /api/admin/carriers/:platform': ownerOnly(async (platform, { request, admin }) => {
      const body = await readAndParse(request, connectBodySchema, 8 * 1024);
      if (!body.ok) return body.response;
      if (body.data.platform !== platform)
        return adminError(422, 'invalid', 'The platform of the body is not the one of the address.', { fields: { platform: 'invalid' } });
      const refusal = body.data.baseUrl ? await carrierAddressRefusal(body.data.baseUrl) : undefined;
      if (refusal)
        return adminError(422, 'invalid', 'The API address must be https and lead to a public server.', { fields: { baseUrl: refusal } });
      const result = await connectCarrier(db(), body.data, admin.email, (account) => carrierClientFor(account));
      if (result.ok) {
        await noticeToOwner(carrierNotice('connected', platform, admin.email, result.account.keyHint));
        return adminJson(result.account);
      }
      return adminError(
        result.code === 'carrier_unreachable' ? 502 : 422,
        result.code,
        result.message,
        result.details ? { details: result.details } : {},
      );
    }),
    'DELETE /api/admin/carriers/:platform': ownerOnly(async (platform, { admin }) => {
      if (!(await disconnectCarrier(db(), platform, admin.email))) return adminError(404, 'not_found', `${platform} is not connected.`);
      await noticeToOwner(carrierNotice('removed', platform, admin.email));
      return noContent();
    }),
    'GET /api/admin/carriers/:platform/places': async ({ request, params: { platform } }) =>
      isPlatform(platform) ? places(request, platform) : unknownPlatform(),
  },
  { notFound: () => adminError(404, 'not_found', 'No such carrier route.') },
);

export const config: Config = {
  path: ['/api/admin/carriers', '/api/admin/carriers/:platform', '/api/admin/carriers/:platform/places'],
  method: ['GET', 'PUT', 'DELETE'],
};
