import type { ReactNode } from 'react';

type Tone = 'info' | 'success' | 'error';

const TONE: Record<Tone, string> = {
  info: 'border-line bg-white text-ink',
  success: 'border-emerald-700/40 bg-emerald-50 text-emerald-900',
  error: 'border-accent/50 bg-accent/5 text-accent',
};

/** A message over a form. Errors interrupt a screen reader; the rest wait their turn. */
export function Notice({ tone, children, action }: { tone: Tone; children: ReactNode; action?: ReactNode }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`flex flex-col gap-3 rounded-md border px-4 py-3 text-sm font-medium sm:flex-row sm:items-center sm:justify-between ${TONE[tone]}`} data-notice={tone}>
      <p className="min-w-0 flex-1">{children}</p>
      {action}
    </div>
  );
}
