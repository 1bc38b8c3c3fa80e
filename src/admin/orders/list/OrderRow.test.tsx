// An order row of the list marks its parcel: the carrier and its tracking number once the carrier gave
// one, else its state in the owner's language (waiting, failed, cancelled); no parcel, no marker. The
// rows are what GET /api/admin/orders answers (tests/functions/order-list-parcels.test.ts proves the
// field against a real database).
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderListParcel, OrderListRow } from '../../../domain/admin-orders/order-list.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { translator } from '../../../i18n/messages.ts';
import { $adminLocale } from '../../core/admin-locale.ts';
import { ordersMessages } from '../messages/index.ts';
import { OrderRow } from './OrderRow.tsx';
import { exampleListRow } from '../test-examples.ts';

const ROW: OrderListRow = exampleListRow();

function renderRow(parcel: OrderListParcel | null, locale: Locale = 'en') {
  $adminLocale.set(locale);
  render(
    <ul>
      <OrderRow order={{ ...ROW, parcel }} selected={false} onSelect={() => {}} />
    </ul>,
  );
  return document.querySelector<HTMLElement>('[data-parcel-marker]');
}

afterEach(() => {
  cleanup();
  $adminLocale.set('en');
});

describe('the parcel marker of an order row', () => {
  it('shows no marker for an order without a parcel', () => {
    expect(renderRow(null)).toBeNull();
  });

  it('shows the carrier and its tracking number, left to right, in every language', () => {
    for (const locale of ['en', 'fr', 'ar'] as const) {
      const marker = renderRow({ platform: 'yalidine', state: 'created', tracking: 'yal-7F3K2Q' }, locale)!;
      expect(marker.dataset.parcelState).toBe('created');
      expect(marker.textContent).toContain('Yalidine');
      expect(marker.querySelector('bdi[dir="ltr"]')?.textContent).toBe('yal-7F3K2Q');
      // Its name for a screen reader says what it is, in the owner's language.
      expect(marker.textContent).toContain(translator(ordersMessages, locale)('parcelAt', { carrier: 'Yalidine' }));
      cleanup();
    }
  });

  it('says waiting, failed or cancelled in the owner’s language where there is no tracking to show', () => {
    const cases = [
      // Ecotrack gave a tracking but the parcel is not validated yet: it still waits.
      [{ platform: 'ecotrack', state: 'creating', tracking: 'ECO-991' }, 'parcelState.creating'],
      [{ platform: 'yalidine', state: 'creating', tracking: null }, 'parcelState.creating'],
      [{ platform: 'ecotrack', state: 'failed', tracking: null }, 'parcelState.failed'],
      [{ platform: 'yalidine', state: 'cancelled', tracking: 'yal-OLD1' }, 'parcelState.cancelled'],
    ] as const;
    for (const locale of ['en', 'fr', 'ar'] as const) {
      const t = translator(ordersMessages, locale);
      for (const [parcel, key] of cases) {
        const marker = renderRow(parcel, locale)!;
        expect(marker.textContent).toContain(t(key));
        expect(marker.querySelector('bdi[dir="ltr"]')).toBeNull();
        cleanup();
      }
    }
    expect(translator(ordersMessages, 'ar')('parcelState.failed')).not.toBe(translator(ordersMessages, 'en')('parcelState.failed'));
  });

  it('keeps the marker inside the order’s link, on its phone’s line', () => {
    renderRow({ platform: 'ecotrack', state: 'created', tracking: 'ECO-123' });
    const link = screen.getByRole('link');
    expect(link.querySelector('[data-phone-line] [data-parcel-marker]')).not.toBeNull();
  });
});
