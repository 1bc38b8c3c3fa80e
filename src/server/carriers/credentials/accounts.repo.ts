// The connected carrier accounts. Credentials go in sealed and come out opened for the server only
// (readAccount); what the admin sees (listAccounts) never holds more than the token's last four characters.
import type { Queryable } from '../../db/queryable.ts';
import type { CarrierAccountView } from '../../../domain/carriers/admin-api.ts';
import type { CarrierPlatform } from '../../../domain/carriers/platforms.ts';
import type { CarrierCredentials } from '../carrier-client.ts';
import { seal, unseal } from './seal.ts';

/** What a client is made from (clients.ts). Never answered, never logged. */
export type ClientAccount = {
  platform: CarrierPlatform;
  baseUrl: string;
  credentials: CarrierCredentials;
  /**
   * Yalidine: the wilaya the parcels leave from (01-58), and its name as Yalidine's /wilayas spells it
   * (read when the owner connects; absent for an account connected before: the client reads it then).
   */
  fromWilayaCode?: string | undefined;
  fromWilayaName?: string | undefined;
};
/** An account as the server keeps it. */
export type StoredAccount = ClientAccount & { webhookSecret: string | null };

type Row = {
  platform: CarrierPlatform;
  base_url: string;
  credentials: string;
  key_hint: string;
  webhook_secret: string | null;
  from_wilaya_code: string | null;
  from_wilaya_name: string | null;
  connected_at: Date;
  connected_by: string;
};

/** The secret key's last four characters: enough for the owner to tell two keys apart, nothing to use. */
export function keyHintOf(credentials: CarrierCredentials): string {
  if (credentials.platform === 'ecotrack') return credentials.token.slice(-4);
  if (credentials.platform === 'zr_express') return credentials.apiKey.slice(-4);
  return credentials.apiToken.slice(-4); // Yalidine's and NOEST's token (not their public id or GUID)
}

/** The platforms that sign webhooks with a secret the owner pastes: the view says whether one is kept. */
const SIGNED_WEBHOOKS: readonly CarrierPlatform[] = ['yalidine', 'zr_express'];

export async function saveAccount(sql: Queryable, account: StoredAccount & { connectedBy: string }): Promise<CarrierAccountView> {
  const sealed = seal(JSON.stringify(account.credentials), account.platform, 'credentials');
  const webhook = account.webhookSecret === null ? null : seal(account.webhookSecret, account.platform, 'webhook_secret');
  const [row] = await sql<Row[]>`
    insert into carrier_accounts (platform, base_url, credentials, key_hint, webhook_secret, from_wilaya_code, from_wilaya_name,
                                  connected_at, connected_by)
    values (${account.platform}, ${account.baseUrl}, ${sealed}, ${keyHintOf(account.credentials)}, ${webhook}, ${account.fromWilayaCode ?? null},
            ${account.fromWilayaName ?? null}, now(), ${account.connectedBy})
    on conflict (platform) do update set base_url = excluded.base_url, credentials = excluded.credentials, key_hint = excluded.key_hint,
      webhook_secret = excluded.webhook_secret, from_wilaya_code = excluded.from_wilaya_code,
      from_wilaya_name = excluded.from_wilaya_name, connected_at = excluded.connected_at, connected_by = excluded.connected_by
    returning *`;
  return viewOf(row!);
}

const viewOf = (r: Row): CarrierAccountView => ({
  platform: r.platform,
  baseUrl: r.base_url,
  keyHint: `…${r.key_hint}`,
  connectedAt: r.connected_at.toISOString(),
  connectedBy: r.connected_by,
  ...(SIGNED_WEBHOOKS.includes(r.platform) ? { webhookSecretSet: r.webhook_secret !== null } : {}),
  ...(r.platform === 'yalidine' ? { fromWilayaCode: r.from_wilaya_code ?? '' } : {}),
});

export async function listAccounts(sql: Queryable): Promise<CarrierAccountView[]> {
  const rows = await sql<
    Row[]
  >`select platform, base_url, key_hint, webhook_secret, from_wilaya_code, connected_at, connected_by from carrier_accounts order by platform`;
  return rows.map(viewOf);
}

/** The account with its credentials opened, for a call to the carrier; undefined when not connected. */
export async function readAccount(sql: Queryable, platform: CarrierPlatform): Promise<StoredAccount | undefined> {
  const [row] = await sql<Row[]>`
    select platform, base_url, credentials, webhook_secret, from_wilaya_code, from_wilaya_name
    from carrier_accounts where platform = ${platform}`;
  if (!row) return undefined;
  return {
    platform: row.platform,
    baseUrl: row.base_url,
    credentials: JSON.parse(unseal(row.credentials, platform, 'credentials')) as CarrierCredentials,
    webhookSecret: row.webhook_secret === null ? null : unseal(row.webhook_secret, platform, 'webhook_secret'),
    fromWilayaCode: row.from_wilaya_code ?? undefined,
    fromWilayaName: row.from_wilaya_name ?? undefined,
  };
}

export async function deleteAccount(sql: Queryable, platform: CarrierPlatform): Promise<boolean> {
  const rows = await sql`delete from carrier_accounts where platform = ${platform} returning platform`;
  return rows.length > 0;
}
