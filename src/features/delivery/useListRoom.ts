// How tall an open list of choices may be: the room between its field and the bottom of what the
// shopper sees, which on a phone is the top of the on-screen keyboard (the visual viewport shrinks,
// the layout viewport does not). With less than three choices' room left, the field is scrolled up
// to the top of the screen first (below the sticky header: its scroll-margin), once per opening.
import { useEffect, useState, type RefObject } from 'react';

const CHOICE_PX = 48;
const MIN_PX = 3 * CHOICE_PX;
const MAX_PX = 6.5 * CHOICE_PX; // half a choice showing says the list goes on
const GAP_PX = 8;

export function useListRoom(field: RefObject<HTMLElement | null>, open: boolean): number | undefined {
  const [room, setRoom] = useState<number>();
  useEffect(() => {
    if (!open) return;
    const viewport = window.visualViewport;
    let scrolled = false;
    const below = (el: HTMLElement) =>
      (viewport ? viewport.offsetTop + viewport.height : window.innerHeight) - el.getBoundingClientRect().bottom - GAP_PX;
    const measure = () => {
      const el = field.current;
      if (!el) return;
      if (below(el) < MIN_PX && !scrolled) {
        scrolled = true;
        el.scrollIntoView?.({ block: 'start' });
      }
      setRoom(Math.round(Math.min(MAX_PX, Math.max(MIN_PX, below(el)))));
    };
    measure();
    viewport?.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, { passive: true });
    return () => {
      viewport?.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure);
    };
  }, [field, open]);
  return open ? room : undefined;
}
