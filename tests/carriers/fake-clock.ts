// A pacer's clock for tests: its sleep records the wait and moves the time on, nothing really waits.
// `onSleep` lets a test do what the wait stands for (a stand-in's quota minute starting again).
import type { PacerClock } from '../../src/server/carriers/pacer.ts';

export function fakeClock(start: number, onSleep: () => void = () => undefined) {
  let now = start;
  const waits: number[] = [];
  const clock: PacerClock = {
    now: () => now,
    sleep: async (ms) => {
      waits.push(ms);
      now += ms;
      onSleep();
    },
  };
  return { clock, waits, advance: (ms: number) => (now += ms), now: () => now };
}
