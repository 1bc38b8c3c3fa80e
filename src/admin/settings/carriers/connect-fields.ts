// What each platform's connect form asks, and the body it sends (PUT /api/admin/carriers/{platform},
// connectBodySchema). The tokens and keys are secrets (typed as passwords); an ID, a GUID, a tenant and
// an address name the account or are public, so the owner sees what was typed there. Where the owner
// finds each credential is one line above the form (`where`), from docs/carrier-apis.md.
import type { CarrierPlatform } from '../../../domain/carriers/platforms.ts';
import type { CarriersMessageKey } from './carriers-messages.ts';

export type FieldName =
  'apiId' | 'apiToken' | 'token' | 'userGuid' | 'apiKey' | 'tenantId' | 'baseUrl' | 'fromWilayaCode' | 'webhookSecret';
export type Field = { name: FieldName; label: CarriersMessageKey; kind: 'secret' | 'text' | 'url' | 'wilaya'; hint?: CarriersMessageKey };

export const FIELDS: Readonly<Record<CarrierPlatform, readonly Field[]>> = {
  yalidine: [
    { name: 'apiId', label: 'apiId', kind: 'text' },
    { name: 'apiToken', label: 'apiToken', kind: 'secret' },
    { name: 'fromWilayaCode', label: 'fromWilaya', kind: 'wilaya' },
    { name: 'baseUrl', label: 'baseUrl', kind: 'url', hint: 'yalidineBaseUrlHint' },
    { name: 'webhookSecret', label: 'webhookSecret', kind: 'secret', hint: 'webhookHint' },
  ],
  ecotrack: [
    { name: 'baseUrl', label: 'baseUrl', kind: 'url', hint: 'ecotrackBaseUrlHint' },
    { name: 'token', label: 'token', kind: 'secret' },
  ],
  noest: [
    { name: 'apiToken', label: 'apiToken', kind: 'secret', hint: 'noestTokenHint' },
    { name: 'userGuid', label: 'userGuid', kind: 'text', hint: 'noestGuidHint' },
    { name: 'baseUrl', label: 'baseUrl', kind: 'url', hint: 'noestBaseUrlHint' },
  ],
  zr_express: [
    { name: 'apiKey', label: 'apiKey', kind: 'secret', hint: 'zrKeyHint' },
    { name: 'tenantId', label: 'tenantId', kind: 'text', hint: 'zrTenantHint' },
    { name: 'baseUrl', label: 'baseUrl', kind: 'url', hint: 'zrBaseUrlHint' },
    { name: 'webhookSecret', label: 'webhookSecret', kind: 'secret', hint: 'zrWebhookHint' },
  ],
};

/** The line over each form: where the owner finds the credentials. */
export const WHERE: Readonly<Record<CarrierPlatform, CarriersMessageKey>> = {
  yalidine: 'whereYalidine',
  ecotrack: 'whereEcotrack',
  noest: 'whereNoest',
  zr_express: 'whereZr',
};

// Where Yalidine's merchants find their API ID and token (its developer dashboard).
export const YALIDINE_KEYS_PAGE = 'https://yalidine.app/app/dev/index.php';

/** The shop's webhook paths (netlify/functions/carrier-webhook-*.ts), and what the line above the secret says. */
export const WEBHOOK: Partial<Record<CarrierPlatform, { path: string; says: CarriersMessageKey }>> = {
  yalidine: { path: '/api/carriers/yalidine/webhook', says: 'webhookAddress' },
  zr_express: { path: '/api/carriers/zr-express/webhook', says: 'zrWebhookAddress' },
};

export const EMPTY: Readonly<Record<FieldName, string>> = {
  apiId: '',
  apiToken: '',
  token: '',
  userGuid: '',
  apiKey: '',
  tenantId: '',
  baseUrl: '',
  fromWilayaCode: '',
  webhookSecret: '',
};
export type Values = typeof EMPTY;

/** The body of the platform's connect call: its own fields, the optional ones only when typed. */
export function bodyOf(platform: CarrierPlatform, values: Values) {
  const baseUrl = values.baseUrl.trim();
  const webhookSecret = values.webhookSecret.trim();
  const optional = { ...(baseUrl ? { baseUrl } : {}), ...(webhookSecret ? { webhookSecret } : {}) };
  switch (platform) {
    case 'ecotrack':
      return { platform, token: values.token, baseUrl };
    case 'noest':
      return { platform, apiToken: values.apiToken, userGuid: values.userGuid.trim(), ...(baseUrl ? { baseUrl } : {}) };
    case 'zr_express':
      return { platform, apiKey: values.apiKey, tenantId: values.tenantId.trim(), ...optional };
    case 'yalidine':
      return { platform, apiId: values.apiId, apiToken: values.apiToken, fromWilayaCode: values.fromWilayaCode, ...optional };
  }
}
