// Connecting a carrier: the credentials are tried with one harmless call first (the client's
// checkConnection); a refusal stores nothing and answers its code: the keys refused (the admin words
// it), the carrier's own refusal or no answer (its reason in details, which the admin words, and in
// English in the message). Then they are kept
// sealed, and the audit says who connected which account, by its key's last characters only.
import type { Sql } from '../../db/client.ts';
import type { CarrierAccountView, ConnectBody } from '../../../domain/carriers/admin-api.ts';
import { DEFAULT_BASE_URL, type CarrierPlatform } from '../../../domain/carriers/platforms.ts';
import { recordAudit } from '../../audit/audit.repo.ts';
import { carrierReason, type CarrierReason } from '../../../domain/carriers/carrier-reason.ts';
import type { CarrierClient, CarrierCredentials } from '../carrier-client.ts';
import { CarrierError } from '../carrier-error.ts';
import { deleteAccount, keyHintOf, saveAccount, type ClientAccount } from './accounts.repo.ts';

export type ConnectRefusalCode = 'credentials_refused' | 'carrier_refused' | 'carrier_unreachable';
export type ConnectResult =
  { ok: true; account: CarrierAccountView } | { ok: false; code: ConnectRefusalCode; message: string; details?: { reason: CarrierReason } };

function credentialsOf(body: ConnectBody): CarrierCredentials {
  switch (body.platform) {
    case 'yalidine':
      return { platform: 'yalidine', apiId: body.apiId, apiToken: body.apiToken };
    case 'ecotrack':
      return { platform: 'ecotrack', token: body.token };
    case 'noest':
      return { platform: 'noest', apiToken: body.apiToken, userGuid: body.userGuid };
    case 'zr_express':
      return { platform: 'zr_express', apiKey: body.apiKey, tenantId: body.tenantId };
  }
}

export function accountOf(body: ConnectBody): ClientAccount & { webhookSecret: string | null } {
  const credentials = credentialsOf(body);
  const baseUrl = body.baseUrl ?? DEFAULT_BASE_URL[body.platform]!;
  return {
    platform: body.platform,
    // One trailing slash: a base URL typed without it must not glue the path onto the host (docs/carrier-apis.md, Ecotrack traps).
    baseUrl: `${baseUrl.replace(/\/+$/, '')}/`,
    credentials,
    webhookSecret: body.platform === 'yalidine' || body.platform === 'zr_express' ? (body.webhookSecret ?? null) : null,
    fromWilayaCode: body.platform === 'yalidine' ? body.fromWilayaCode : undefined,
  };
}

export async function connectCarrier(
  sql: Sql,
  body: ConnectBody,
  by: string,
  clientFor: (account: ClientAccount) => CarrierClient,
): Promise<ConnectResult> {
  const account = accountOf(body);
  try {
    const client = clientFor(account);
    const check = await client.checkConnection();
    if (!check.ok)
      return {
        ok: false,
        code: check.refused === 'keys' ? 'credentials_refused' : 'carrier_refused',
        message: check.message,
        ...(check.reason ? { details: { reason: check.reason } } : {}),
      };
    // Yalidine takes the sender's wilaya only as its own list spells it: read there now, kept with the account.
    if (account.fromWilayaCode && client.wilayaName) {
      const name = await client.wilayaName(Number(account.fromWilayaCode));
      if (!name) {
        const said = `no wilaya ${account.fromWilayaCode} in its list`;
        return {
          ok: false,
          code: 'carrier_refused',
          message: `The carrier's list of wilayas has no wilaya ${account.fromWilayaCode}: choose the wilaya your parcels leave from again.`,
          details: { reason: carrierReason('carrier_refused', { said }) },
        };
      }
      account.fromWilayaName = name;
    }
  } catch (error) {
    const reason = error instanceof CarrierError ? { details: { reason: error.reason } } : {};
    return { ok: false, code: 'carrier_unreachable', message: (error as Error).message || 'The carrier could not be reached.', ...reason };
  }
  return sql.begin(async (tx) => {
    const view = await saveAccount(tx, { ...account, connectedBy: by });
    await recordAudit(tx, {
      email: by,
      action: 'carriers.connect',
      subject: account.platform,
      newValue: { baseUrl: account.baseUrl, keyHint: keyHintOf(account.credentials), webhookSecret: account.webhookSecret !== null },
    });
    return { ok: true as const, account: view };
  });
}

export async function disconnectCarrier(sql: Sql, platform: CarrierPlatform, by: string): Promise<boolean> {
  return sql.begin(async (tx) => {
    const gone = await deleteAccount(tx, platform);
    if (gone) await recordAudit(tx, { email: by, action: 'carriers.disconnect', subject: platform });
    return gone;
  });
}
