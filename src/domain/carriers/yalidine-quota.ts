// When Yalidine's day quota comes back. YAL-DOC ("Rate limits"): the per-day quota (x-day-quota-left)
// is reset "every midnight"; Yalidine is in Algeria, so midnight on an Algiers clock (Africa/Algiers,
// UTC+1). A day spent at 22:00 frees two hours later, not 24 hours later. Pure: no I/O.
import { fromAlgiersLocal, toAlgiersLocal } from '../admin/algiers-time.ts';

/** The first Algiers midnight after `ms` (epoch ms), as epoch ms. */
export function nextAlgiersMidnight(ms: number): number {
  const today = toAlgiersLocal(new Date(ms).toISOString()).slice(0, 10);
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const tomorrow = new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
  return Date.parse(fromAlgiersLocal(`${tomorrow}T00:00`));
}
