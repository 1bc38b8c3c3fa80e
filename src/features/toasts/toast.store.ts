// Toasts any island can raise: toast({ title, description, variant, action }) and dismiss(id).
// The semantics are the spec's (section 4): at most one visible, 5000 ms by default, and a dismissed
// toast is kept (closed) for 1000000 ms before it is removed from the list.
import { atom } from 'nanostores';
import { signalToastRaised } from '../../client/toast-signal.ts';

export const TOAST_LIMIT = 1;
export const TOAST_DURATION = 5000;
export const TOAST_REMOVE_DELAY = 1_000_000;

export type ToastVariant = 'default' | 'destructive';
export type ToastAction = { label: string; onClick: () => void };
export type ToastInput = { title: string; description?: string; variant?: ToastVariant; action?: ToastAction; duration?: number };
export type Toast = Omit<ToastInput, 'variant' | 'duration'> & { id: string; open: boolean; variant: ToastVariant; duration: number };

export const $toasts = atom<Toast[]>([]);

let lastId = 0;
const removals = new Map<string, ReturnType<typeof setTimeout>>();

/** Shows a toast; the newest replaces the oldest beyond the limit. Returns its id and a way to close it. */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  const id = String(++lastId);
  const next: Toast = { ...input, id, open: true, variant: input.variant ?? 'default', duration: input.duration ?? TOAST_DURATION };
  $toasts.set([next, ...$toasts.get()].slice(0, TOAST_LIMIT));
  signalToastRaised(); // wakes the page's toast area (client:first-toast)
  return { id, dismiss: () => dismiss(id) };
}

/** Closes one toast (or all without an id) and schedules its removal. */
export function dismiss(id?: string): void {
  const closing = $toasts.get().filter((t) => t.open && (id === undefined || t.id === id));
  if (closing.length === 0) return;
  $toasts.set($toasts.get().map((t) => (closing.includes(t) ? { ...t, open: false } : t)));
  for (const t of closing) scheduleRemoval(t.id);
}

function scheduleRemoval(id: string): void {
  if (removals.has(id)) return;
  removals.set(
    id,
    setTimeout(() => {
      removals.delete(id);
      $toasts.set($toasts.get().filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY),
  );
}
