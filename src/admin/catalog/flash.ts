// A notice that outlives a change of screen: "Product deleted." on the list after a delete, "This is
// the copy" on the copy's editor. Set before navigating, taken once by the next screen.
import { atom } from 'nanostores';
import type { CatalogMessageKey } from './messages/index.ts';

export type Flash = { key: CatalogMessageKey; tone: 'success' | 'info' };

const $flash = atom<Flash | null>(null);

export function flash(key: CatalogMessageKey, tone: Flash['tone'] = 'success'): void {
  $flash.set({ key, tone });
}

export function takeFlash(): Flash | null {
  const current = $flash.get();
  $flash.set(null);
  return current;
}
