// client:idle-or-tap — hydrate when the browser is idle, as client:idle does, or at once when the
// shopper touches the island first. On a busy phone "idle" can come late, and a tap on a control
// that is still plain HTML would be lost: the touch wakes the island instead, the island shows it is
// busy (aria-busy), and what the shopper did meanwhile is done again once it has hydrated
// (early-input.ts): Add to Cart adds, Buy Now goes, the wilaya chosen registers.
import type { ClientDirective } from 'astro';
import { wakeOnTouch } from './wake-on-touch.ts';

const idleOrTap: ClientDirective = (load, _options, el) => {
  const wake = wakeOnTouch(load, el);
  if ('requestIdleCallback' in window) window.requestIdleCallback(wake);
  else setTimeout(wake, 200);
};

export default idleOrTap;
