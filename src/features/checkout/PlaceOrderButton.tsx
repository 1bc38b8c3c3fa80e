// Place Order, with the line that says the order is being sent again while the shop's database is
// busy (a 503 busy answer: the form tries again by itself with the same order, see busy-retry.ts).
// The status line is always in the page, empty until then, so screen readers announce it when it fills.
import { useFormText } from './labels.tsx';
import type { OrderForm } from './useOrderForm.ts';
import { primaryButton } from './ui.ts';

export default function PlaceOrderButton({ form, disabled = false }: { form: OrderForm; disabled?: boolean }) {
  const f = useFormText();
  return (
    <>
      <p
        role="status"
        dir="auto"
        data-order-busy={form.retrying || undefined}
        className={form.retrying ? 'border border-line bg-ink/5 px-3 py-2 text-sm' : 'empty:hidden'}
      >
        {form.retrying ? f('busyRetrying') : ''}
      </p>
      <button type="submit" className={primaryButton} disabled={disabled || form.submitting} aria-busy={form.submitting}>
        {form.submitting ? f('placing') : f('placeOrder')}
      </button>
    </>
  );
}
