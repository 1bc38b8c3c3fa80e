import { describe, expect, it } from 'vitest';
import { translator } from '../../../i18n/messages.ts';
import { AdminApiError } from '../../core/admin-api.ts';
import { carrierReasonMessages, carrierReasonText } from '../../carriers/carrier-reason-text.ts';
import { carriersMessages } from './carriers-messages.ts';
import { connectRefusal, connectRefusalFields } from './connect-refusal.ts';

const t = translator(carriersMessages, 'en');

describe('where a refused connection is said', () => {
  it("puts the carrier's reason, as it said it, under the secret it checked", () => {
    const refused = new AdminApiError(422, { code: 'carrier_refused', message: 'Invalid API credentials' });
    expect(connectRefusal(refused, 'yalidine', 'Yalidine', t)).toEqual({
      kind: 'at-field',
      field: 'apiToken',
      text: 'Yalidine refused these keys. It said: \u2068Invalid API credentials\u2069',
    });
    expect(connectRefusal(refused, 'ecotrack', 'Ecotrack', t)).toMatchObject({ field: 'token' });
  });

  it("quotes only the carrier's own words of its reason, and words any other reason in the owner's language", () => {
    const refused = new AdminApiError(422, {
      code: 'carrier_refused',
      message: 'Yalidine refused the request: Compte suspendu',
      details: { reason: { code: 'carrier_refused', said: 'Compte suspendu' } },
    });
    for (const locale of ['ar', 'fr', 'en'] as const) {
      const words = translator(carriersMessages, locale);
      const text = connectRefusal(refused, 'yalidine', 'Yalidine', words, translator(carrierReasonMessages, locale));
      expect(text).toEqual({
        kind: 'at-field',
        field: 'apiToken',
        text: words('refused', { carrier: 'Yalidine', message: '\u2068Compte suspendu\u2069' }),
      });
    }
    // NOEST answered the check in a way the shop does not know: said in the owner's language, not its English.
    const unreadable = new AdminApiError(422, {
      code: 'carrier_refused',
      message: 'NOEST answered get/desks in a way the shop does not know (HTTP 418).',
      details: { reason: { code: 'answer_unreadable' } },
    });
    const ar = translator(carrierReasonMessages, 'ar');
    expect(connectRefusal(unreadable, 'noest', 'NOEST', translator(carriersMessages, 'ar'), ar)).toEqual({
      kind: 'at-field',
      field: 'apiToken',
      text: carrierReasonText({ code: 'answer_unreadable' }, 'NOEST', ar),
    });
  });

  it("says keys the carrier refused in the owner's language under the secret, never the server's English", () => {
    const keys = new AdminApiError(422, {
      code: 'credentials_refused',
      message: 'Yalidine refused the API ID and API token: check both in its developer dashboard and connect again.',
    });
    for (const locale of ['ar', 'fr', 'en'] as const) {
      const words = translator(carriersMessages, locale);
      expect(connectRefusal(keys, 'yalidine', 'Yalidine', words)).toEqual({
        kind: 'at-field',
        field: 'apiToken',
        text: words('keysRefused', { carrier: 'Yalidine' }),
      });
    }
    expect(connectRefusal(keys, 'noest', 'NOEST', t)).toMatchObject({ field: 'apiToken' });
    expect(connectRefusal(keys, 'zr_express', 'ZR Express', t)).toMatchObject({ field: 'apiKey' });
    expect(connectRefusal(keys, 'ecotrack', 'Ecotrack', t)).toMatchObject({
      field: 'token',
      text: expect.not.stringContaining('dashboard and connect'),
    });
  });

  it('puts it under the field the answer names, and an address that does not answer under the address', () => {
    const named = new AdminApiError(422, { code: 'carrier_refused', message: 'Not an Ecotrack host', fields: { baseUrl: 'x' } });
    expect(connectRefusal(named, 'ecotrack', 'Ecotrack', t)).toMatchObject({ kind: 'at-field', field: 'baseUrl' });
    const silent = new AdminApiError(502, { code: 'carrier_unreachable', message: 'timeout' });
    expect(connectRefusal(silent, 'ecotrack', 'Ecotrack', t)).toEqual({
      kind: 'at-field',
      field: 'baseUrl',
      text: t('unreachable', { carrier: 'Ecotrack' }),
    });
  });

  it("leaves the schema's field keys to the form, and says anything else over it", () => {
    const invalid = new AdminApiError(422, { code: 'invalid', message: 'Invalid', fields: { baseUrl: 'invalid' } });
    expect(connectRefusal(invalid, 'yalidine', 'Yalidine', t)).toEqual({ kind: 'fields', fields: { baseUrl: 'invalid' } });
    expect(connectRefusalFields(invalid)).toEqual({ baseUrl: 'invalid' });
    const network = new AdminApiError(0, { code: 'network', message: 'Network error' });
    expect(connectRefusal(network, 'yalidine', 'Yalidine', t)).toEqual({ kind: 'notice', text: t('networkError') });
    const broken = new AdminApiError(500, { code: 'server_error', message: 'Something went wrong' });
    expect(connectRefusal(broken, 'yalidine', 'Yalidine', t)).toEqual({ kind: 'notice', text: 'Could not save: Something went wrong' });
  });
});
