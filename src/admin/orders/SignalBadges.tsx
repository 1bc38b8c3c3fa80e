// The customer's signals (duplicate pending order, past returns or cancellations, a test-like name,
// a blacklisted phone) as small warning tags the owner sees before calling; and what the customer did
// through her order link: asked to be called (a pending order), or confirmed it herself.
import type { OrderSignal } from '../../domain/admin-orders/signals.ts';
import type { ConfirmedVia } from '../../domain/admin-orders/order-list.ts';
import { useOrdersText } from './use-orders-text.ts';

type Props = {
  signals: readonly OrderSignal[];
  isTest?: boolean;
  confirmedVia?: ConfirmedVia | null;
  /** The customer asked to be called and no call is logged since (pending orders only). */
  callRequested?: boolean;
};

export function SignalBadges({ signals, isTest = false, confirmedVia = null, callRequested = false }: Props) {
  const { t } = useOrdersText();
  const byCustomer = confirmedVia === 'link';
  if (signals.length === 0 && !isTest && !byCustomer && !callRequested) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" data-signals>
      {isTest && (
        <li className="rounded bg-ink px-2 py-0.5 text-xs font-bold uppercase text-paper" data-test-order>
          {t('testBadge')}
        </li>
      )}
      {callRequested && (
        <li
          className="inline-flex items-center gap-1 rounded border border-ink bg-amber-100 px-2 py-0.5 text-xs font-bold text-ink"
          data-call-requested
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-3.5" fill="none" stroke="currentColor" strokeWidth="2.5">
            <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2Z" />
          </svg>
          {t('callRequested')}
        </li>
      )}
      {byCustomer && (
        <li
          className="inline-flex items-center gap-1 rounded border border-emerald-700/40 bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-900"
          data-confirmed-by-customer
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-3.5" fill="none" stroke="currentColor" strokeWidth="2.5">
            <path d="M20 6 9 17l-5-5" />
          </svg>
          {t('confirmedByCustomer')}
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
