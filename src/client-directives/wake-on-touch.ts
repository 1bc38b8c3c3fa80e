// What client:idle-or-tap and client:tap share: the island hydrates on the shopper's first touch
// (a pointer down or a focus inside it), and what she did before its code ran is done again once it
// has (early-input.ts). Returns the wake-up, for a directive that also wakes it otherwise.
import type { ClientDirective } from 'astro';
import { holdEarlyInput } from './early-input.ts';

export function wakeOnTouch(load: Parameters<ClientDirective>[0], el: HTMLElement): () => void {
  let woken = false;
  const wake = async () => {
    if (woken) return;
    woken = true;
    el.removeEventListener('pointerdown', onTouch, true);
    el.removeEventListener('focusin', onTouch, true);
    const hydrate = await load();
    await hydrate();
    await replay();
  };
  const onTouch = () => void wake();
  const replay = holdEarlyInput(el, onTouch);
  el.addEventListener('pointerdown', onTouch, true);
  el.addEventListener('focusin', onTouch, true);
  return onTouch;
}
