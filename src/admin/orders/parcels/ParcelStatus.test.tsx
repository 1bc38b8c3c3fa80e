// The parcel panel's sentences in the owner's language: a parcel that waited for its validation before
// the shop kept the reason as a code (failure_reason null, only the server's English sentence) says so
// in her language, never in English; Cancel is offered only before the pickup (at Ecotrack and NOEST only
// before the validation), and once the carrier reported the parcel on its way, refused a cancel as too
// late, or validated it at Ecotrack or NOEST, one line says why instead; the failed
// delivery attempts are counted with the newest one's reason in the carrier's words. The answers the
// panel reads are proven against the carriers' stand-ins in tests/functions (carrier-attempts.test.ts).
import { cleanup, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderDetail } from '../../../domain/admin-orders/order-detail.ts';
import type { ParcelView } from '../../../domain/carriers/admin-api.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { translator } from '../../../i18n/messages.ts';
import { $adminLocale } from '../../core/admin-locale.ts';
import { carrierReasonMessages, carrierReasonText } from '../../carriers/carrier-reason-text.ts';
import { parcelMessages } from './parcel-messages.ts';
import { ParcelStatus } from './ParcelStatus.tsx';
import { exampleParcel } from '../test-examples.ts';

const PARCEL: ParcelView = exampleParcel({ carrierStatus: 'En préparation' });

// Only what the panel reads of the order: its number and its history (no carrier lines here).
const ORDER = { number: 1042, history: [] } as unknown as OrderDetail;

function panel(parcel: ParcelView, locale: Locale) {
  $adminLocale.set(locale);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ParcelStatus order={ORDER} parcel={parcel} />
    </QueryClientProvider>,
  );
  const text = (selector: string) => document.querySelector(selector)?.textContent ?? null;
  return {
    t: translator(parcelMessages, locale),
    cancel: document.querySelector('[data-cancel-parcel]'),
    closed: document.querySelector<HTMLElement>('[data-cancel-closed]'),
    waiting: text('[data-waiting-reason]'),
    attempts: document.querySelector<HTMLElement>('[data-failed-attempts]'),
  };
}

afterEach(() => {
  cleanup();
  $adminLocale.set('en');
});

const LOCALES = ['ar', 'fr', 'en'] as const;

describe('an old parcel waiting for its validation', () => {
  // As parcels-finish kept it before parcels.failure_reason existed: the English sentence alone.
  const OLD_WAITING: ParcelView = {
    ...PARCEL,
    platform: 'ecotrack',
    tracking: 'ECO-991',
    state: 'creating',
    outcome: null,
    carrierStatus: null,
    waitingReason: 'Ecotrack created parcel ECO-991 but did not confirm its dispatch: HTTP 429 Too Many Attempts.',
    waitingWhy: null,
    failedWhy: null,
  };

  for (const locale of LOCALES)
    it(`says why it waits in the owner's language, never the shop's English, in ${locale}`, () => {
      const { t, waiting } = panel(OLD_WAITING, locale);
      expect(waiting).toContain(t('waitingUnknown', { carrier: 'Ecotrack' }));
      expect(waiting).toContain(t('waitingNext'));
      expect(waiting).not.toMatch(/did not confirm|Too Many|HTTP/);
      if (locale === 'ar') expect(waiting).toMatch(/[\u0600-\u06FF]/);
    });

  it('still words a kept reason as before', () => {
    const { waiting } = panel({ ...OLD_WAITING, waitingWhy: { code: 'quota_spent' } }, 'fr');
    expect(waiting).not.toContain(translator(parcelMessages, 'fr')('waitingUnknown', { carrier: 'Ecotrack' }));
    expect(waiting).not.toMatch(/Too Many/);
  });
});

describe('Cancel on the parcel panel', () => {
  it('is offered while the carrier has not picked the parcel up, waiting for its validation too', () => {
    expect(panel(PARCEL, 'en').cancel).not.toBeNull();
    cleanup();
    expect(
      panel({ ...PARCEL, state: 'creating', outcome: null, waitingReason: 'x', waitingWhy: { code: 'quota_spent' } }, 'en').cancel,
    ).not.toBeNull();
  });

  for (const locale of LOCALES)
    it(`is gone once the carrier refused it as too late, its status quoted in the owner's sentence, in ${locale}`, () => {
      const refused = { code: 'cancel_too_late' as const, detail: 'Ramassé' };
      const { cancel, closed } = panel({ ...PARCEL, cancelRefused: refused }, locale);
      expect(cancel).toBeNull();
      expect(closed!.dataset.cancelClosed).toBe('refused');
      expect(closed!.textContent).toBe(carrierReasonText(refused, 'Yalidine', translator(carrierReasonMessages, locale)));
      expect(closed!.textContent).toContain('Ramassé');
    });

  for (const locale of LOCALES)
    it(`is gone once the carrier reports the parcel on its way, and says so, in ${locale}`, () => {
      for (const outcome of ['picked_up', 'out_for_delivery', 'failed_attempt'] as const) {
        const { t, cancel, closed } = panel({ ...PARCEL, outcome }, locale);
        expect(cancel).toBeNull();
        expect(closed!.textContent).toBe(t('cancelClosed', { carrier: 'Yalidine' }));
        cleanup();
      }
    });

  for (const locale of LOCALES)
    it(`is never offered for a parcel Ecotrack or NOEST validated, and says why and whom to ask, in ${locale}`, () => {
      for (const [platform, carrier] of [
        ['noest', 'NOEST'],
        ['ecotrack', 'Ecotrack'],
      ] as const) {
        const { cancel, closed } = panel({ ...PARCEL, platform, tracking: 'ECS1000000042', carrierStatus: null }, locale);
        expect(cancel).toBeNull();
        expect(closed!.dataset.cancelClosed).toBe('validated');
        expect(closed!.textContent).toBe(
          carrierReasonText({ code: 'cancel_validated' }, carrier, translator(carrierReasonMessages, locale)),
        );
        if (locale === 'ar') expect(closed!.textContent).toMatch(/[\u0600-\u06FF]/);
        cleanup();
      }
    });

  it('is offered for a NOEST parcel still waiting for its validation, which NOEST still deletes', () => {
    const waiting: ParcelView = {
      ...PARCEL,
      platform: 'noest',
      tracking: 'ECS1000000043',
      state: 'creating',
      outcome: null,
      waitingReason: 'x',
    };
    const { cancel, closed } = panel(waiting, 'ar');
    expect(cancel).not.toBeNull();
    expect(closed).toBeNull();
  });

  it('says nothing of cancelling once the parcel is delivered or back', () => {
    for (const outcome of ['delivered', 'returned'] as const) {
      const { cancel, closed } = panel({ ...PARCEL, outcome, cancelRefused: { code: 'cancel_too_late' } }, 'ar');
      expect([cancel, closed]).toEqual([null, null]);
      cleanup();
    }
  });
});

describe('a parcel not created', () => {
  for (const locale of LOCALES)
    it(`says why in the owner's language: a tracking another order's parcel holds, both numbers isolated, in ${locale}`, () => {
      const why = { code: 'tracking_taken' as const, detail: 'yal-7F3K2Q', order: 10042 };
      panel({ ...PARCEL, state: 'failed', tracking: null, outcome: null, carrierStatus: null, failedWhy: why }, locale);
      const line = document.querySelector<HTMLElement>('[data-failed-why]');
      expect(line!.dataset.failedWhy).toBe('tracking_taken');
      expect(line!.textContent).toContain(carrierReasonText(why, 'Yalidine', translator(carrierReasonMessages, locale)));
      expect(line!.textContent).toContain('\u2066#10042\u2069');
      expect(document.querySelector('[data-cancel-parcel]')).toBeNull();
    });
});

describe('failed delivery attempts on the parcel panel', () => {
  for (const locale of LOCALES)
    it(`counts them, with the newest one's reason as the carrier said it, in ${locale}`, () => {
      const parcel: ParcelView = {
        ...PARCEL,
        outcome: 'failed_attempt',
        carrierStatus: 'Tentative échouée',
        failedAttempts: 2,
        lastAttempt: { at: '2026-11-26T15:00:00.000Z', reason: 'Client ne répond pas' },
      };
      const { t, attempts } = panel(parcel, locale);
      expect(attempts!.dataset.failedAttempts).toBe('2');
      expect(attempts!.textContent).toBe(`${t('failedAttempts', { n: 2 })} ${t('lastAttemptWhy', { reason: 'Client ne répond pas' })}`);
      expect(attempts!.querySelector('bdi[dir="ltr"]')!.textContent).toBe('2');
    });

  it('shows no count while there was none', () => {
    expect(panel(PARCEL, 'fr').attempts).toBeNull();
  });
});
