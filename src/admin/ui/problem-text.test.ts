// The one "refusal in the owner's words" (problem-text.ts) as each area words it.
import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n/messages.ts';
import { AdminApiError } from '../core/admin-api.ts';
import { adminMessages } from '../core/messages.ts';
import { problemText as catalogProblem } from '../catalog/problem-text.ts';
import { catalogMessages } from '../catalog/messages/index.ts';
import { problemText as ordersProblem } from '../orders/problem-text.ts';
import { ordersMessages } from '../orders/messages/index.ts';
import { problemText as settingsProblem } from '../settings/admins/problem-text.ts';
import { settingsMessages } from '../settings/messages/index.ts';

const network = new AdminApiError(0, { code: 'network', message: 'Network error' });
const refused = (code: string, message = 'The server says no.') => new AdminApiError(409, { code, message });

describe("a refused admin call in the owner's words", () => {
  it("the catalog: a stale edit from its dictionary, no answer from the shell's, anything else with the server's message", () => {
    const t = translator(catalogMessages, 'fr');
    expect(catalogProblem(refused('stale'), t, 'fr')).toBe(t('stale'));
    expect(catalogProblem(network, t, 'fr')).toBe(translator(adminMessages, 'fr')('networkError'));
    expect(catalogProblem(refused('conflict'), t, 'fr')).toBe(t('failed', { message: 'The server says no.' }));
  });

  it("the orders: the network, a stale order, fields to fix, else the action that failed with the server's message", () => {
    const t = translator(ordersMessages, 'ar');
    expect(ordersProblem(network, t)).toBe(t('networkError'));
    expect(ordersProblem(refused('stale'), t)).toBe(t('stale'));
    expect(ordersProblem(refused('invalid'), t)).toBe(t('fixFields'));
    expect(ordersProblem(new Error('boom'), t, 'loadFailed')).toBe(t('loadFailed', { message: 'boom' }));
    // A cancel or an edit of an order whose parcel is at a carrier: the server's code, never its English.
    const hasParcel = refused('has_parcel', 'This order has a parcel at the carrier: cancel the parcel first.');
    for (const locale of ['ar', 'fr', 'en'] as const) {
      const words = translator(ordersMessages, locale);
      expect(ordersProblem(hasParcel, words)).toBe(words('hasParcel'));
    }
    expect(ordersProblem(hasParcel, t)).not.toContain('cancel the parcel first');
  });

  it("the settings: each refusal code of the admins' screens, the network, else the server's message", () => {
    const t = translator(settingsMessages, 'en');
    expect(settingsProblem(refused('last_owner'), t)).toBe(t('lastOwner'));
    expect(settingsProblem(refused('too_many_attempts'), t)).toBe(t('tooManyPasswordTries'));
    expect(settingsProblem(network, t)).toBe(t('networkError'));
    expect(settingsProblem(refused('something_new'), t)).toBe(t('failed', { message: 'The server says no.' }));
    expect(t('failed', { message: 'x' })).not.toBe(t('networkError'));
  });
});
