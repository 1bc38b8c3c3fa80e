// An order with a live parcel at a carrier (being created or created, not cancelled) is neither
// cancelled nor edited by the server (has_parcel, 409: tests/functions/carrier-parcels.test.ts proves
// that refusal through the real handlers). Its screen offers neither: one line, in the owner's
// language, says to cancel the parcel at the carrier first. A failed or cancelled parcel frees both.
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderDetail } from '../../../domain/admin-orders/order-detail.ts';
import type { ParcelView } from '../../../domain/carriers/admin-api.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { translator } from '../../../i18n/messages.ts';
import { $adminLocale } from '../../core/admin-locale.ts';
import { ordersMessages } from '../messages/index.ts';
import { OrderFacts } from './OrderFacts.tsx';
import { StatusCard } from './StatusCard.tsx';
import { exampleOrderDetail, exampleParcel } from '../test-examples.ts';

const PARCEL: ParcelView = exampleParcel({ outcome: null, carrierStatus: 'En préparation' });

const ORDER: OrderDetail = exampleOrderDetail({ parcel: PARCEL });

function renderOrder(parcel: ParcelView | null, locale: Locale) {
  $adminLocale.set(locale);
  const order = { ...ORDER, parcel };
  render(
    <>
      <StatusCard order={order} onChange={() => {}} />
      <OrderFacts order={order} onChange={() => {}} onStale={async () => {}} />
    </>,
  );
  const t = translator(ordersMessages, locale);
  return {
    t,
    moves: [...document.querySelectorAll<HTMLElement>('[data-move]')].map((b) => b.dataset.move),
    edit: document.querySelector('[data-edit-order]'),
    cancelWhy: document.querySelector('[data-held-by-parcel="cancel"]')?.textContent,
    editWhy: document.querySelector('[data-held-by-parcel="edit"]')?.textContent,
  };
}

afterEach(() => {
  cleanup();
  $adminLocale.set('en');
});

describe('an order whose parcel is at the carrier', () => {
  it('offers no Cancel and no Edit, and says to cancel the parcel first, in Arabic, French and English', () => {
    const said = new Set<string>();
    for (const locale of ['ar', 'fr', 'en'] as const) {
      const { t, moves, edit, cancelWhy, editWhy } = renderOrder(PARCEL, locale);
      // Shipping is still the owner's to mark; only the moves the server refuses are gone.
      expect(moves).toEqual(['shipped']);
      expect(edit).toBeNull();
      expect(cancelWhy).toBe(t('cancelHeldByParcel', { carrier: 'Yalidine' }));
      expect(editWhy).toBe(t('editHeldByParcel', { carrier: 'Yalidine' }));
      said.add(cancelWhy!);
      cleanup();
    }
    // Each language has its own sentence (no English left in Arabic or French).
    expect(said.size).toBe(3);
    expect(translator(ordersMessages, 'ar')('cancelHeldByParcel', { carrier: 'Yalidine' })).toMatch(/[\u0600-\u06FF]/);
  });

  it('holds them too while the carrier still validates the parcel (Ecotrack, NOEST: created, not yet validated)', () => {
    const { moves, edit, cancelWhy } = renderOrder({ ...PARCEL, platform: 'ecotrack', state: 'creating', tracking: 'ECO-991' }, 'fr');
    expect(moves).toEqual(['shipped']);
    expect(edit).toBeNull();
    expect(cancelWhy).toContain('Ecotrack');
  });

  it('offers Cancel and Edit again once the parcel is cancelled or failed, or when there never was one', () => {
    for (const parcel of [{ ...PARCEL, state: 'cancelled' as const }, { ...PARCEL, state: 'failed' as const, tracking: null }, null]) {
      const { moves, edit, cancelWhy, editWhy } = renderOrder(parcel, 'ar');
      expect(moves).toEqual(['shipped', 'cancelled']);
      expect(edit).not.toBeNull();
      expect([cancelWhy, editWhy]).toEqual([undefined, undefined]);
      cleanup();
    }
  });
});
