// A live per-second countdown to a moment ("Please try again in N seconds").
import { useEffect, useState } from 'react';

export const secondsUntil = (until: number, now: number) => Math.max(0, Math.ceil((until - now) / 1000));

export function useWait(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  return until === null ? 0 : secondsUntil(until, now);
}
