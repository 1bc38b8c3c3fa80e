// The customer's signals (duplicate pending order, past returns or cancellations, a test-like name,
// a blacklisted phone) as small warning tags the owner sees before calling.
import type { OrderSignal } from '../../domain/admin-orders/signals.ts';
import { useOrdersText } from './use-orders-text.ts';

export function SignalBadges({ signals, isTest = false }: { signals: readonly OrderSignal[]; isTest?: boolean }) {
  const { t } = useOrdersText();
  if (signals.length === 0 && !isTest) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" data-signals>
      {isTest && (
        <li className="rounded bg-ink px-2 py-0.5 text-xs font-bold uppercase text-paper" data-test-order>
          {t('testBadge')}
        </li>
      )}
      {signals.map((signal) => (
        <li
          key={signal}
          className="inline-flex items-center gap-1 rounded border border-accent/40 bg-accent/5 px-2 py-0.5 text-xs font-semibold text-accent"
          data-signal={signal}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-3.5" fill="none" stroke="currentColor" strokeWidth="2.5">
            <path d="M12 8v5M12 17h.01" />
            <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
          </svg>
          {t(`signal.${signal}`)}
        </li>
      ))}
    </ul>
  );
}
