// Yalidine's quotas as YAL-DOC describes them: per second, minute, hour and day, per account, each
// reset "every new second/minute/hour" and "every midnight" (fixed windows; midnight in Algeria). Every
// answer carries what is left (x-second-quota-left…); past a quota the call is refused with 429 "Too
// many requests" and does not count. Whether Yalidine sends Retry-After is unconfirmed: the stand-in
// sends it only when asked to. The clock is the test's, so a test waits without waiting.
export type StandInQuotas = { perSecond: number; perMinute: number; perHour: number; perDay: number };

export const YALIDINE_DEFAULT_QUOTAS: StandInQuotas = { perSecond: 5, perMinute: 50, perHour: 1000, perDay: 10_000 };

const ALGERIA_OFFSET_MS = 3_600_000;
const WINDOWS = [
  { key: 'perSecond', header: 'x-second-quota-left', ms: 1_000 },
  { key: 'perMinute', header: 'x-minute-quota-left', ms: 60_000 },
  { key: 'perHour', header: 'x-hour-quota-left', ms: 3_600_000 },
  { key: 'perDay', header: 'x-day-quota-left', ms: 86_400_000 },
] as const;

export type QuotaVerdict = { allowed: boolean; headers: Record<string, string> };

export function createQuotaKeeper(quotas: StandInQuotas, now: () => number, { retryAfter }: { retryAfter: boolean }) {
  /** Per account, per window: the window's number and the calls counted in it. */
  const counts = new Map<string, Map<string, { window: number; used: number }>>();

  const usage = (account: string, at: number) => {
    const mine = counts.get(account) ?? new Map<string, { window: number; used: number }>();
    counts.set(account, mine);
    return WINDOWS.map((w) => {
      const window = Math.floor((at + ALGERIA_OFFSET_MS) / w.ms);
      const entry = mine.get(w.key);
      if (!entry || entry.window !== window) mine.set(w.key, { window, used: 0 });
      return { ...w, limit: quotas[w.key], entry: mine.get(w.key)!, resetsAt: (window + 1) * w.ms - ALGERIA_OFFSET_MS };
    });
  };

  const headersOf = (windows: ReturnType<typeof usage>): Record<string, string> =>
    Object.fromEntries(windows.map((w) => [w.header, String(Math.max(0, w.limit - w.entry.used))]));

  return {
    /** Counts one call of this account, or refuses it when a window is spent. */
    take(account: string): QuotaVerdict {
      const at = now();
      const windows = usage(account, at);
      const spent = windows.filter((w) => w.entry.used >= w.limit);
      if (spent.length) {
        const headers = headersOf(windows);
        if (retryAfter) headers['retry-after'] = String(Math.ceil((Math.max(...spent.map((w) => w.resetsAt)) - at) / 1000));
        return { allowed: false, headers };
      }
      for (const w of windows) w.entry.used++;
      return { allowed: true, headers: headersOf(windows) };
    },
    /** What is left, without counting a call (the answers to refused credentials carry it too). */
    peek(account: string): Record<string, string> {
      return headersOf(usage(account, now()));
    },
  };
}
