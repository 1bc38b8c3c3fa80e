// A carrier's health line in the owner's three languages: while its polls fail, since when and why with
// what to do (the token refused: reconnect it), else when the shop last heard from it and how; the
// parcels waiting for news, and those in a state the shop cannot read ("other") only when there are.
// The figures are what GET /api/admin/carrier-health answers (tests/functions/carrier-health.test.ts
// proves them against a real database and the NOEST stand-in).
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CarrierHealthView } from '../../domain/carriers/health.ts';
import type { Locale } from '../../i18n/locales.ts';
import { $adminLocale } from '../core/admin-locale.ts';
import { CarrierHealthLine } from './CarrierHealthLine.tsx';

afterEach(cleanup);

// 10:42 and 11:00 Algiers time (UTC+1), today.
const today = (hhmm: string) => {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Algiers' }).format(new Date());
  return new Date(`${day}T${hhmm}:00+01:00`).toISOString();
};
const FAILING: CarrierHealthView = {
  platform: 'ecotrack',
  lastPollOkAt: today('09:45'),
  lastWebhookAt: null,
  failuresInRow: 4,
  failing: { kind: 'auth', since: today('10:42'), lastAt: today('11:27') },
  waiting: 12,
  other: 0,
};

const line = (health: CarrierHealthView, locale: Locale) => {
  $adminLocale.set(locale);
  const { container } = render(<CarrierHealthLine health={health} />);
  return container.querySelector('[data-carrier-health]')!;
};
const plain = (text: string | null) => (text ?? '').replace(/[\u2066-\u2069]/g, '');

describe('CarrierHealthLine', () => {
  it('says a refused token with the time it began and what to do, in each language', () => {
    const said: Record<Locale, string> = {
      en: 'Ecotrack has refused the shop’s token since 10:42 — reconnect it.',
      fr: 'Ecotrack refuse le jeton de la boutique depuis 10:42 — reconnectez-le.',
      ar: 'ترفض Ecotrack رمز المتجر منذ 10:42 — أعد ربطها.',
    };
    for (const locale of ['en', 'fr', 'ar'] as const) {
      const el = line(FAILING, locale);
      expect(el.getAttribute('data-health')).toBe('failing-auth');
      expect(el.getAttribute('role')).toBe('alert');
      expect(plain(el.querySelector('[data-health-error]')!.textContent)).toBe(said[locale]);
      expect(el.querySelector('[data-health-waiting]')!.getAttribute('data-health-waiting')).toBe('12');
      cleanup();
    }
  });

  it('a carrier that answers: the last news and by which way; "other" only when some parcel is in an unread state', () => {
    const ok: CarrierHealthView = { ...FAILING, failing: null, failuresInRow: 0, lastWebhookAt: today('11:00'), other: 2 };
    const el = line(ok, 'fr');
    expect(el.getAttribute('data-health')).toBe('ok');
    expect(el.getAttribute('role')).toBeNull();
    expect(plain(el.querySelector('[data-health-heard]')!.textContent)).toBe('Dernières nouvelles 11:00, envoyées par Ecotrack.');
    expect(plain(el.querySelector('[data-health-other]')!.textContent)).toBe('Dans un état que la boutique ne connaît pas (autre) : 2');
    cleanup();
    const quiet = line({ ...ok, lastPollOkAt: null, lastWebhookAt: null, other: 0 }, 'en');
    expect(quiet.getAttribute('data-health')).toBe('no-news');
    expect(quiet.querySelector('[data-health-other]')).toBeNull();
    expect(quiet.textContent).toContain('No news asked yet');
  });
});
