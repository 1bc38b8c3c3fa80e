// client:idle-or-tap — hydrate when the browser is idle, as client:idle does, or at once when the
// shopper touches the island first. On a busy phone "idle" can come late, and a tap on a control
// that is still plain HTML would be lost: the island is woken by that tap instead and finds
// data-woken-by="tap" on its <astro-island>, so it can do what the tap asked (see SearchBox).
import type { ClientDirective } from 'astro';

const idleOrTap: ClientDirective = (load, _options, el) => {
  let woken = false;
  const wake = async () => {
    if (woken) return;
    woken = true;
    el.removeEventListener('pointerdown', onTap);
    el.removeEventListener('focusin', wake);
    const hydrate = await load();
    await hydrate();
  };
  const onTap = () => {
    el.setAttribute('data-woken-by', 'tap');
    void wake();
  };
  el.addEventListener('pointerdown', onTap, { once: true });
  el.addEventListener('focusin', wake, { once: true });
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => void wake());
  else setTimeout(() => void wake(), 200);
};

export default idleOrTap;
