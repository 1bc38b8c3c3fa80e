// The one toast area of the page. Hand-written rather than @radix-ui/react-toast: Radix brings its
// primitives (presence, dismissable layer, portal, collection: about 10 KB compressed) for the few
// behaviours the spec asks (one visible, timer, swipe 50 px, F8), and every page carries React
// already against a 90 KB compressed budget. This stays under 2 KB.
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { $toasts } from './toast.store.ts';
import ToastItem from './ToastItem.tsx';
import { TOAST_HOTKEY } from '../../client/toast-signal.ts';

export { TOAST_HOTKEY };

type Props = { label: string; closeLabel: string };

export default function ToastViewport({ label, closeLabel }: Props) {
  const toasts = useStore($toasts);
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === TOAST_HOTKEY || event.code === TOAST_HOTKEY) list.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <section aria-label={label} className="pointer-events-none fixed bottom-0 end-0 z-[100] w-full p-4 md:max-w-[420px]">
      <ol
        ref={list}
        tabIndex={-1}
        aria-live="polite"
        aria-atomic="false"
        className="flex max-h-dvh flex-col gap-2 outline-none focus-visible:outline-2"
      >
        {toasts
          .filter((t) => t.open)
          .map((t) => (
            <ToastItem key={t.id} toast={t} closeLabel={closeLabel} />
          ))}
      </ol>
    </section>
  );
}
