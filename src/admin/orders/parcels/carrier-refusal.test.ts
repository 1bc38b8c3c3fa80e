// The orders screens' refused carrier calls in the owner's language, by the server's code and the
// orders its details name (tests/functions/carrier-refusal-codes.test.ts proves the codes the functions answer).
import { describe, expect, it } from 'vitest';
import { translator } from '../../../i18n/messages.ts';
import { AdminApiError } from '../../core/admin-api.ts';
import { carrierRefusalMessages, carrierRefusalText } from './carrier-refusal.ts';

const LOCALES = ['ar', 'fr', 'en'] as const;
const refused = (status: number, code: string, details?: unknown) =>
  new AdminApiError(status, { code, message: 'The server’s English, never shown.', ...(details ? { details } : {}) });

describe("a refused carrier call in the owner's words", () => {
  it('names the orders without a parcel, each read left to right, in every language', () => {
    for (const locale of LOCALES) {
      const t = translator(carrierRefusalMessages, locale);
      const text = carrierRefusalText(refused(404, 'not_found', { numbers: [12, 40] }), 'labels', t)!;
      expect(text).toBe(t('labels.not_found', { numbers: '\u2066#12\u2069, \u2066#40\u2069' }));
      expect(text).not.toContain('English');
    }
  });

  it('names the carrier the answer names for a label, else the one the screen is about', () => {
    const t = translator(carrierRefusalMessages, 'fr');
    const label = refused(502, 'carrier_unreachable', { number: 7, platform: 'yalidine' });
    expect(carrierRefusalText(label, 'labels', t)).toBe(t('labels.carrier_unreachable', { number: '\u2066#7\u2069', carrier: 'Yalidine' }));
    expect(carrierRefusalText(refused(409, 'not_connected', { number: 7, platform: 'ecotrack' }), 'labels', t)).toContain('#7');
    const places = carrierRefusalText(refused(409, 'not_connected'), 'places', t, 'Ecotrack');
    expect(places).toBe(t('places.not_connected', { carrier: 'Ecotrack' }));
    expect(carrierRefusalText(refused(502, 'carrier_unreachable'), 'places', t, 'Ecotrack')).toBe(
      t('places.carrier_unreachable', { carrier: 'Ecotrack' }),
    );
  });

  it('words a cancel refused while the parcel is being created or once its carrier is gone', () => {
    for (const locale of LOCALES) {
      const t = translator(carrierRefusalMessages, locale);
      expect(carrierRefusalText(refused(409, 'parcel_creating'), 'cancel', t, 'NOEST')).toBe(
        t('cancel.parcel_creating', { carrier: 'NOEST' }),
      );
      expect(carrierRefusalText(refused(409, 'not_connected'), 'cancel', t, 'NOEST')).toBe(t('cancel.not_connected', { carrier: 'NOEST' }));
    }
  });

  it('leaves any other refusal, the network and plain errors to the caller', () => {
    const t = translator(carrierRefusalMessages, 'en');
    expect(carrierRefusalText(refused(409, 'carrier_refused'), 'cancel', t, 'Yalidine')).toBeUndefined();
    expect(carrierRefusalText(new AdminApiError(0, { code: 'network', message: 'Network error' }), 'labels', t)).toBeUndefined();
    expect(carrierRefusalText(new Error('boom'), 'places', t)).toBeUndefined();
  });
});
