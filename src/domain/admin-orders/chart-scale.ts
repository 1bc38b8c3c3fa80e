// The dashboard's charts' arithmetic, kept apart from drawing: a count axis with round steps, where a
// day sits on the time axis (right to left in Arabic, as the page reads), and a line through the days.
// Coordinates are SVG user units, y down.

/** The axis of counts up to `max`: `ticks` round steps (1, 2 or 5 times a power of ten) from 0 to `top` ≥ max. */
export function countAxis(max: number, ticks = 4): { top: number; step: number; values: number[] } {
  const raw = Math.max(1, max) / ticks;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power);
  const top = Math.max(step, Math.ceil(Math.max(1, max) / step) * step);
  const values = Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
  return { top, step, values };
}

export type Plot = { left: number; right: number; top: number; bottom: number; rtl: boolean };

/** Where the i-th of n days sits: the first at the reading start (left, or right in Arabic), the last at its end. */
export function dayX(i: number, n: number, plot: Plot): number {
  const share = n <= 1 ? 0.5 : i / (n - 1);
  return plot.rtl ? plot.right - share * (plot.right - plot.left) : plot.left + share * (plot.right - plot.left);
}

/** Where a count sits between the plot's bottom (0) and top (`top`). */
export function countY(value: number, top: number, plot: Plot): number {
  return plot.bottom - (Math.max(0, value) / Math.max(1, top)) * (plot.bottom - plot.top);
}

const unit = (n: number) => String(Math.round(n * 10) / 10);

/** A line through one value a day, in SVG path text ('M x y L x y …'). */
export function linePath(values: readonly number[], top: number, plot: Plot): string {
  return values.map((v, i) => `${i === 0 ? 'M' : 'L'}${unit(dayX(i, values.length, plot))} ${unit(countY(v, top, plot))}`).join(' ');
}
