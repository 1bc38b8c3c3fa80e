// The customer's signals (duplicate pending order, past returns or cancellations, a test-like name,
// a blacklisted phone) as small warning tags the owner sees before calling; and what the customer did
// through her order link: asked to be called (a pending order), or confirmed it herself.
import type { OrderSignal } from '../../domain/admin-orders/signals.ts';
import type { ConfirmedVia } from '../../domain/admin-orders/order-list.ts';
import { useOrdersText } from './use-orders-text.ts';
import { PhoneIcon } from './PhoneIcon.tsx';

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
          <PhoneIcon className="size-3.5" strokeWidth="2.5" />
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
