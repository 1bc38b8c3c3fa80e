import type { ReactNode } from 'react';
import { Button } from './Button.tsx';

type Tone = 'info' | 'success' | 'error';

const TONE: Record<Tone, string> = {
  info: 'border-line bg-white text-ink',
  success: 'border-emerald-700/40 bg-emerald-50 text-emerald-900',
  error: 'border-accent/50 bg-accent/5 text-accent',
};

type Props = {
  tone: Tone;
  children: ReactNode;
  /** a button that does something about it (Retry, Reload): under the text on a phone, beside it from tablet width */
  action?: ReactNode;
  /** a small close button (×): always beside the text, at its end */
  dismiss?: ReactNode;
};

/** A message over a form. Errors interrupt a screen reader; the rest wait their turn. */
export function Notice({ tone, children, action, dismiss }: Props) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex items-start gap-2 rounded-md border px-4 py-3 text-sm font-medium ${TONE[tone]}`}
      data-notice={tone}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="min-w-0 flex-1">{children}</p>
        {action}
      </div>
      {dismiss && <div className="-my-2 -me-2 shrink-0">{dismiss}</div>}
    </div>
  );
}

/** A screen's data that did not come: the error, and a Retry button that reads it again. */
export function RetryNotice({ children, retryLabel, onRetry }: { children: ReactNode; retryLabel: string; onRetry: () => void }) {
  return (
    <Notice
      tone="error"
      action={
        <Button kind="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {children}
    </Notice>
  );
}
