// One toast: closes after its duration (paused while pointed at or focused), on its close button,
// on Escape, or when swiped 50 px towards the end edge it sits on (right in English, left in Arabic).
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { dismiss, type Toast } from './toast.store.ts';

export const SWIPE_THRESHOLD = 50;

type Props = { toast: Toast; closeLabel: string };

const look = {
  default: 'border-line bg-paper text-ink',
  destructive: 'border-accent bg-accent text-paper',
};

export default function ToastItem({ toast, closeLabel }: Props) {
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const swipeStart = useRef<number | null>(null);
  const remaining = useRef(toast.duration);
  const close = () => dismiss(toast.id);

  useEffect(() => {
    if (paused || !Number.isFinite(remaining.current)) return;
    const started = Date.now();
    const timer = setTimeout(close, remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused]);

  // +1 when "towards the end edge" is to the right (ltr), -1 when it is to the left (rtl).
  const endward = (el: Element) => (getComputedStyle(el).direction === 'rtl' ? -1 : 1);
  const onPointerDown = (e: PointerEvent<HTMLLIElement>) => {
    if (!e.isPrimary || (e.target as Element).closest('button')) return;
    swipeStart.current = e.clientX;
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLLIElement>) => {
    if (swipeStart.current === null) return;
    setOffset(Math.max(0, (e.clientX - swipeStart.current) * endward(e.currentTarget)));
  };
  // The distance is measured on the release itself: the last rendered offset can lag behind
  // fast pointer moves (a slow phone, a busy main thread), and a real swipe must not be missed.
  const onPointerEnd = (e: PointerEvent<HTMLLIElement>) => {
    if (swipeStart.current === null) return;
    const distance = Math.max(offset, (e.clientX - swipeStart.current) * endward(e.currentTarget));
    swipeStart.current = null;
    if (distance >= SWIPE_THRESHOLD) close();
    else setOffset(0);
  };

  return (
    <li
      data-variant={toast.variant}
      className={`toast-enter pointer-events-auto transition-[translate,opacity] duration-200 relative flex w-full touch-pan-y select-none items-center justify-between gap-4 overflow-hidden border p-5 pe-10 shadow-lg ${look[toast.variant]}`}
      style={
        offset
          ? { translate: `calc(${offset}px * var(--toast-end, 1)) 0`, opacity: Math.max(0.3, 1 - offset / 200), transition: 'none' }
          : undefined
      }
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setPaused(false);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') close();
      }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={() => {
        swipeStart.current = null;
        setOffset(0);
      }}
    >
      {/* The list is the polite live region; a destructive toast interrupts (role alert). */}
      <div className="grid gap-1" role={toast.variant === 'destructive' ? 'alert' : undefined}>
        <p className="text-sm font-semibold">{toast.title}</p>
        {toast.description && <p className="text-sm opacity-90">{toast.description}</p>}
      </div>
      {toast.action && (
        <button
          type="button"
          className="shrink-0 border border-current px-3 py-1.5 text-xs font-semibold uppercase tracking-widest"
          onClick={() => {
            toast.action?.onClick();
            close();
          }}
        >
          {toast.action.label}
        </button>
      )}
      <button
        type="button"
        aria-label={closeLabel}
        onClick={close}
        className="absolute end-2 top-2 grid size-7 place-items-center opacity-70 hover:opacity-100 focus-visible:opacity-100"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
    </li>
  );
}
