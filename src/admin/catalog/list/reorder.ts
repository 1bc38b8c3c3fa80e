// The owner's order as the list changes it: a step up or down (buttons, on a phone) or a drop at
// another place (drag, on a desktop). Pure, so the list can show the new order before the answer.

/** The ids after moving `id` one step; unchanged at either end. */
export function stepped(ids: readonly string[], id: string, direction: 'up' | 'down'): string[] {
  const from = ids.indexOf(id);
  const to = direction === 'up' ? from - 1 : from + 1;
  return from < 0 || to < 0 || to >= ids.length ? [...ids] : moved(ids, from, to);
}

/** The ids after taking the one at `from` and putting it at `to`. */
export function moved(ids: readonly string[], from: number, to: number): string[] {
  const next = [...ids];
  const [item] = next.splice(from, 1);
  if (item === undefined) return [...ids];
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

/** Items put in the order of `ids` (the server's answer); items it does not name keep their place at the end. */
export function inOrder<T extends { id: string }>(items: readonly T[], ids: readonly string[]): T[] {
  const rank = new Map(ids.map((id, i) => [id, i]));
  return [...items].sort((a, b) => (rank.get(a.id) ?? Infinity) - (rank.get(b.id) ?? Infinity));
}
