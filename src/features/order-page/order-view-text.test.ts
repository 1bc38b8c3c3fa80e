// What the order page says about where an order is, and what a link may do (src/domain/order-link).
import { describe, expect, it } from 'vitest';
import { linkAbilities } from '../../domain/order-link/order-view.ts';
import { nowKey, stepMarks } from './order-view-text.ts';

const at = (minute: number) => `2026-11-26T10:${String(minute).padStart(2, '0')}:00.000Z`;

describe('the order page', () => {
  it('marks the steps reached, and shows a cancelled or returned order ending where it stopped', () => {
    const placed = { status: 'pending' as const, steps: [{ status: 'pending' as const, at: at(0) }] };
    expect(stepMarks(placed).map((m) => [m.status, m.reached])).toEqual([
      ['pending', true],
      ['confirmed', false],
      ['shipped', false],
      ['delivered', false],
    ]);
    const cancelled = {
      status: 'cancelled' as const,
      steps: [
        { status: 'pending' as const, at: at(0) },
        { status: 'confirmed' as const, at: at(5) },
        { status: 'cancelled' as const, at: at(9) },
      ],
    };
    expect(stepMarks(cancelled)).toEqual([
      { status: 'pending', reached: true, at: at(0) },
      { status: 'confirmed', reached: true, at: at(5) },
      { status: 'cancelled', reached: true, at: at(9) },
    ]);
    const returned = {
      status: 'returned' as const,
      steps: ['pending', 'confirmed', 'shipped', 'returned'].map((status, i) => ({ status: status as 'pending', at: at(i) })),
    };
    expect(stepMarks(returned).map((m) => m.status)).toEqual(['pending', 'confirmed', 'shipped', 'returned']);
  });

  it('asks for a confirmation only where this link can give one', () => {
    expect(nowKey({ status: 'pending', can: { confirm: true, cancel: true, call: true } })).toBe('nowPendingConfirm');
    expect(nowKey({ status: 'pending', can: { confirm: false, cancel: true, call: true } })).toBe('nowPending');
    expect(nowKey({ status: 'delivered', can: { confirm: false, cancel: false, call: false } })).toBe('nowDelivered');
  });
});

describe('what an order link may do', () => {
  it('confirms only through the confirming link, only while pending, only when the owner allows it', () => {
    expect(linkAbilities('pending', 'confirm', true, false)).toEqual({ confirm: true, cancel: true, call: true });
    expect(linkAbilities('pending', 'view', true, false)).toEqual({ confirm: false, cancel: true, call: true });
    expect(linkAbilities('pending', 'confirm', false, false)).toEqual({ confirm: false, cancel: true, call: true });
    expect(linkAbilities('pending', 'view', true, true)).toEqual({ confirm: false, cancel: true, call: false });
    for (const status of ['confirmed', 'shipped', 'delivered', 'cancelled', 'returned'])
      expect(linkAbilities(status, 'confirm', true, false), status).toEqual({ confirm: false, cancel: false, call: false });
  });
});
