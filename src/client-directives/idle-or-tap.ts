// client:idle-or-tap — hydrate when the browser is idle, as client:idle does, or at once when the
// shopper touches the island first. On a busy phone "idle" can come late, and a tap on a control
// that is still plain HTML would be lost: the touch wakes the island instead, the island shows it is
// busy (aria-busy), and what the shopper did meanwhile is done again once it has hydrated
// (early-input.ts): Add to Cart adds, Buy Now goes, the wilaya chosen registers.
import type { ClientDirective } from 'astro';
import { holdEarlyInput } from './early-input.ts';

const idleOrTap: ClientDirective = (load, _options, el) => {
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
  if ('requestIdleCallback' in window) window.requestIdleCallback(onTouch);
  else setTimeout(onTouch, 200);
};

export default idleOrTap;
