// The toast area's own behaviour (spec section 4), in a simulated page: how long a toast stays, what
// closes it, the swipe towards the end edge in both directions, and F8. The browser suite keeps the
// toast a real Add to Cart raises (tests/e2e/product.spec.ts).
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toasts, TOAST_DURATION, toast } from './toast.store.ts';
import ToastViewport, { TOAST_HOTKEY } from './ToastViewport.tsx';
import { SWIPE_THRESHOLD } from './ToastItem.tsx';

const openToasts = () => screen.queryAllByRole('listitem');

function showArea(dir: 'ltr' | 'rtl' = 'ltr') {
  document.documentElement.setAttribute('dir', dir);
  document.documentElement.style.direction = dir;
  render(<ToastViewport label={`Notifications (${TOAST_HOTKEY})`} closeLabel="Close" />);
  act(() => {
    toast({ title: 'Added to cart', description: 'Classic Tee (Black, S) has been added to your cart.' });
  });
  return screen.getByRole('listitem');
}

/** A finger put down on the toast and moved `dx` px sideways (negative: to the left), then lifted. */
function swipe(item: HTMLElement, dx: number) {
  fireEvent.pointerDown(item, { isPrimary: true, pointerId: 1, clientX: 100 });
  fireEvent.pointerMove(item, { isPrimary: true, pointerId: 1, clientX: 100 + dx / 2 });
  fireEvent.pointerUp(item, { isPrimary: true, pointerId: 1, clientX: 100 + dx });
}

beforeEach(() => {
  vi.useFakeTimers();
  $toasts.set([]);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('a toast', () => {
  it(`closes after ${TOAST_DURATION} ms, and not before`, () => {
    showArea();
    act(() => void vi.advanceTimersByTime(TOAST_DURATION - 100));
    expect(openToasts()).toHaveLength(1);
    act(() => void vi.advanceTimersByTime(100));
    expect(openToasts()).toHaveLength(0);
  });

  it('waits while the pointer rests on it or it has the focus, then counts on from where it was', () => {
    const item = showArea();
    act(() => void vi.advanceTimersByTime(3000));
    fireEvent.pointerEnter(item);
    act(() => void vi.advanceTimersByTime(60_000));
    expect(openToasts()).toHaveLength(1);
    fireEvent.pointerLeave(item);
    act(() => void vi.advanceTimersByTime(1900));
    expect(openToasts()).toHaveLength(1);
    act(() => void vi.advanceTimersByTime(100));
    expect(openToasts()).toHaveLength(0);
  });

  it('closes on its close button and on Escape', () => {
    showArea();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(openToasts()).toHaveLength(0);
    act(() => void toast({ title: 'Added again' }));
    fireEvent.keyDown(screen.getByRole('listitem'), { key: 'Escape' });
    expect(openToasts()).toHaveLength(0);
  });

  it('shows one at a time: the newest replaces the one shown', () => {
    showArea();
    act(() => void toast({ title: 'Added again' }));
    expect(openToasts()).toHaveLength(1);
    expect(screen.getByRole('listitem')).toHaveProperty('textContent', expect.stringContaining('Added again'));
  });

  it(`closes when swiped ${SWIPE_THRESHOLD} px towards the end edge (right, left to right), not less, not the other way`, () => {
    const item = showArea('ltr');
    swipe(item, 30);
    swipe(item, -80);
    expect(openToasts()).toHaveLength(1);
    swipe(item, SWIPE_THRESHOLD);
    expect(openToasts()).toHaveLength(0);
  });

  it('in Arabic the end edge is on the left: a swipe to the left closes it, one to the right does not', () => {
    const item = showArea('rtl');
    swipe(item, 80);
    expect(openToasts()).toHaveLength(1);
    swipe(item, -SWIPE_THRESHOLD);
    expect(openToasts()).toHaveLength(0);
  });

  it(`${TOAST_HOTKEY} moves the focus to the notifications list`, () => {
    showArea();
    fireEvent.keyDown(document, { key: TOAST_HOTKEY });
    expect(document.activeElement).toBe(screen.getByRole('region', { name: `Notifications (${TOAST_HOTKEY})` }).querySelector('ol'));
  });
});
