// client:first-toast — the toast area hydrates when the page raises its first toast, not when the
// browser is idle: most visits never see a toast, and a React root started on every page for an empty
// list was part of what blocked the main thread. A toast waits in the store until the area has
// hydrated and shows it. Before that, the hotkey still moves the focus to the built (empty) list.
import type { ClientDirective } from 'astro';
import { TOAST_HOTKEY, TOAST_RAISED_EVENT, TOAST_RAISED_MARK } from '../client/toast-signal.ts';

const firstToast: ClientDirective = (load, _options, el) => {
  const onKey = (event: KeyboardEvent) => {
    if (event.key === TOAST_HOTKEY || event.code === TOAST_HOTKEY) el.querySelector<HTMLElement>('ol[tabindex]')?.focus();
  };
  const wake = async () => {
    document.removeEventListener(TOAST_RAISED_EVENT, wake);
    document.removeEventListener('keydown', onKey);
    const hydrate = await load();
    await hydrate();
  };
  if (document.documentElement.hasAttribute(TOAST_RAISED_MARK)) return void wake();
  document.addEventListener(TOAST_RAISED_EVENT, wake, { once: true });
  document.addEventListener('keydown', onKey);
};

export default firstToast;
