// Under the phone field: her consent to a call if she does not finish (Algeria's Law 18-07 asks for
// it), unticked until she ticks it, with what is kept and for what; and beside it the honeypot a
// script fills and a person never meets (out of sight, out of the tab order, hidden from screen
// readers), which keeps a bot's form from being saved as a left checkout (docs/left-checkouts.md).
import { useFormText } from './labels.tsx';
import type { OrderForm } from './useOrderForm.ts';

export default function CallConsent({ form }: { form: OrderForm }) {
  const t = useFormText();
  return (
    <div className="grid gap-1" data-call-consent>
      <label htmlFor="order-call-consent" className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
        <input
          id="order-call-consent"
          type="checkbox"
          className="size-5 shrink-0 accent-ink"
          checked={form.callConsent}
          onChange={(e) => form.setCallConsent(e.currentTarget.checked)}
          aria-describedby="order-call-consent-hint"
        />
        <span>{t('callConsent')}</span>
      </label>
      <p id="order-call-consent-hint" className="ps-8 text-xs text-muted">
        {t('callConsentHint')}
      </p>
      <div aria-hidden="true" className="pointer-events-none absolute -start-[9999px] top-0 h-px w-px overflow-hidden">
        <label htmlFor="order-website">Website</label>
        <input
          id="order-website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={form.trap}
          onChange={(e) => form.setTrap(e.currentTarget.value)}
        />
      </div>
    </div>
  );
}
