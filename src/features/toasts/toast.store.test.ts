import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toasts, dismiss, toast, TOAST_DURATION, TOAST_REMOVE_DELAY } from './toast.store.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  dismiss();
  vi.runAllTimers();
  vi.useRealTimers();
});

const visible = () => $toasts.get().filter((t) => t.open);

describe('toast store', () => {
  it('shows a default toast for 5000 ms unless told otherwise', () => {
    toast({ title: 'Added to cart', description: 'Tee (Black, M) has been added to your cart.' });
    expect(visible()).toEqual([
      expect.objectContaining({ title: 'Added to cart', variant: 'default', duration: TOAST_DURATION, open: true }),
    ]);
    expect(TOAST_DURATION).toBe(5000);
    toast({ title: 'Oops', variant: 'destructive', duration: 1000 });
    expect(visible()[0]).toMatchObject({ variant: 'destructive', duration: 1000 });
  });

  it('keeps at most one toast: the newest replaces the previous one', () => {
    toast({ title: 'first' });
    toast({ title: 'second' });
    expect($toasts.get().map((t) => t.title)).toEqual(['second']);
  });

  it('closes a dismissed toast at once and removes it 1000000 ms later', () => {
    const { id } = toast({ title: 'bye' });
    dismiss(id);
    expect(visible()).toEqual([]);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toEqual([]);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
  });

  it('dismisses only the toast named, and all without an id', () => {
    const first = toast({ title: 'a' });
    first.dismiss();
    const second = toast({ title: 'b' });
    dismiss(first.id);
    expect(visible().map((t) => t.id)).toEqual([second.id]);
    dismiss();
    expect(visible()).toEqual([]);
  });
});
