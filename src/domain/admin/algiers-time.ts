// The owner enters the countdown's target in Algiers time ('YYYY-MM-DDTHH:mm'); the database keeps
// an instant. Algeria keeps UTC+1 all year today, but the offset is asked of the time zone database
// so the conversion stays right whatever the rules become.
export const SHOP_TIME_ZONE = 'Africa/Algiers';

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function wallClock(ms: number): Record<string, number> {
  return Object.fromEntries(
    parts
      .formatToParts(new Date(ms))
      .filter((p) => p.type !== 'literal')
      .map((p) => [p.type, Number(p.value)]),
  );
}

/** Minutes Algiers is ahead of UTC at that instant. */
function offsetMinutes(ms: number): number {
  const w = wallClock(ms);
  const asUtc = Date.UTC(w.year!, w.month! - 1, w.day!, w.hour!, w.minute!, w.second!);
  return Math.round((asUtc - Math.floor(ms / 1000) * 1000) / 60_000);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the owner reads it on an Algiers clock, to the minute. */
export function toAlgiersLocal(iso: string): string {
  const w = wallClock(Date.parse(iso));
  return `${w.year}-${pad(w.month!)}-${pad(w.day!)}T${pad(w.hour!)}:${pad(w.minute!)}`;
}

/** 'YYYY-MM-DDTHH:mm' on an Algiers clock as an ISO instant. */
export function fromAlgiersLocal(local: string): string {
  const [date, time] = local.split('T') as [string, string];
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // Two passes: the offset is that of the instant, which the first guess may miss across a change.
  let ms = asUtc - offsetMinutes(asUtc) * 60_000;
  ms = asUtc - offsetMinutes(ms) * 60_000;
  return new Date(ms).toISOString();
}
