// From a connected account to the client that speaks its platform's API. The credentials go into the
// client and stay there (carrier-client.ts: nothing a client returns or throws carries one). Each
// client paces itself under its platform's documented quotas (pacer.ts). Options are for the tests
// and the bench (a stand-in whose quota window is shrunk gets a pacer on the same clock); the shop
// uses the defaults.
import type { Queryable } from '../db/queryable.ts';
import { shopEnv } from '../env.ts';
import { PLATFORM_QUOTAS, type CarrierPlatform } from '../../domain/carriers/platforms.ts';
import type { CarrierClient } from './carrier-client.ts';
import { createEcotrackClient } from './ecotrack/ecotrack-client.ts';
import { createNoestClient } from './noest/noest-client.ts';
import { createZrExpressClient } from './zr-express/client.ts';
import { createYalidineClient } from './yalidine/client.ts';
import { createPacer, type Pacer } from './pacer.ts';
import { carrierFetch } from './carrier-fetch.ts';
import { readAccount, type ClientAccount } from './credentials/accounts.repo.ts';

export type ClientOptions = { timeoutMs?: number; pacer?: Pacer };

/** The call timeout: the option, else CARRIER_TIMEOUT_MS, else the client's own. */
function timeoutOf(options: ClientOptions): { timeoutMs?: number } {
  const configured = Number(shopEnv().CARRIER_TIMEOUT_MS);
  const timeoutMs = options.timeoutMs ?? (configured > 0 ? configured : undefined);
  return timeoutMs ? { timeoutMs } : {};
}

export function carrierClientFor(account: ClientAccount, options: ClientOptions = {}): CarrierClient {
  const { credentials } = account;
  // What every client takes alike; each platform adds its own credentials.
  const common = {
    baseUrl: account.baseUrl,
    // Public https addresses only on a deployed site, pinned at connection, no redirect with the keys.
    fetch: carrierFetch,
    pacer: options.pacer ?? createPacer(PLATFORM_QUOTAS[account.platform]),
    ...timeoutOf(options),
  };
  switch (credentials.platform) {
    case 'ecotrack':
      return createEcotrackClient({ ...common, token: credentials.token });
    case 'noest':
      return createNoestClient({ ...common, token: credentials.apiToken, userGuid: credentials.userGuid });
    case 'zr_express':
      return createZrExpressClient({ ...common, apiKey: credentials.apiKey, tenant: credentials.tenantId });
    case 'yalidine':
      return createYalidineClient({
        ...common,
        apiId: credentials.apiId,
        apiToken: credentials.apiToken,
        // Yalidine's own spelling, read from its list when the owner connected (or by the client, for an older account).
        ...(account.fromWilayaCode ? { fromWilayaCode: Number(account.fromWilayaCode) } : {}),
        ...(account.fromWilayaName ? { fromWilayaName: account.fromWilayaName } : {}),
      });
  }
}

/** The client of the connected account of `platform`, or undefined when the owner has not connected it. */
export async function connectedClient(
  sql: Queryable,
  platform: CarrierPlatform,
  options: ClientOptions = {},
): Promise<CarrierClient | undefined> {
  const account = await readAccount(sql, platform);
  return account ? carrierClientFor(account, options) : undefined;
}
