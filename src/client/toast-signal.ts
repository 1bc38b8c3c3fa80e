// How the toast store tells the page's toast area that a first toast was raised, without the area's
// code loaded (client:first-toast, src/client-directives/first-toast.ts): an event, and a mark on
// <html> for a toast raised before the directive listened. Kept apart from the store and the viewport
// so the directive, inlined in every page, carries these two names and nothing else.
export const TOAST_RAISED_EVENT = 'shop:toast-raised';
export const TOAST_RAISED_MARK = 'data-toast-raised';
/** The key that moves the focus to the notifications (the spec's F8). */
export const TOAST_HOTKEY = 'F8';

/** Said by the store on each toast; nothing to do outside a browser (the store's unit tests). */
export function signalToastRaised(): void {
  if (typeof document === 'undefined') return;
  document.documentElement.setAttribute(TOAST_RAISED_MARK, '');
  document.dispatchEvent(new Event(TOAST_RAISED_EVENT));
}
