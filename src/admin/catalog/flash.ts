// A notice that outlives a change of screen: "Product deleted." on the list after a delete, "This is
// the copy" on the copy's editor. Set before navigating, taken once by the next screen.
import { useEffect, useState } from 'react';
import { atom } from 'nanostores';
import type { CatalogMessageKey } from './messages/index.ts';

export type Flash = { key: CatalogMessageKey; tone: 'success' | 'info' };

const $flash = atom<Flash | null>(null);

export function flash(key: CatalogMessageKey, tone: Flash['tone'] = 'success'): void {
  $flash.set({ key, tone });
}

/** The notice left for this screen. Read while rendering but taken only once the screen is shown:
 *  React may render a screen more than once before it shows it (a data library's store changing
 *  under a first render does that), and a notice taken by a render it threw away would be lost. */
export function useFlash(): Flash | null {
  const [notice] = useState(() => $flash.get());
  useEffect(() => {
    if ($flash.get() === notice) $flash.set(null);
  }, []);
  return notice;
}
