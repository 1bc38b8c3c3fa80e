// The state every order form shares: the shopper's fields, the delivery choice, inline errors (in the
// flow's language, cleared as soon as the field is edited, the first invalid field focused), the busy
// flag, whether a busy database has the order going again (retrying), and the submission through the shared schema and POST /api/orders. The schema and its
// messages load when the shopper first touches the form (preloadSubmit), not with the page.
import { useState } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import type { OrderFlow, OrderLineRequest } from '../../domain/orders/order-request.ts';
import { invalidFieldsInOrder, type FieldErrors, type OrderField } from '../../domain/orders/fields.ts';
import { withoutHiddenFormatting } from '../../domain/orders/hidden-formatting.ts';
import { emptyDelivery, type DeliverySelection } from '../delivery/delivery-selection.ts';
import { attemptKey, finishAttempt } from './attempt-key.ts';
import type { SubmitOutcome } from './order-client.ts';

let submitModule: Promise<typeof import('./submit-order.ts')> | undefined;
export const preloadSubmit = () =>
  (submitModule ??= Promise.all([import('./submit-order.ts'), import('./OrderSuccess.tsx')]).then(([submitting]) => submitting));

export type CustomerFields = { name: string; email: string; phone: string; address: string; notes: string };
export type ErrorTexts = Partial<Record<OrderField, string>>;

const emptyCustomer: CustomerFields = { name: '', email: '', phone: '', address: '', notes: '' };

// A refusal of the order's lines is shown at the colour and size choosers where a form has them.
const FOCUS_TARGET: Partial<Record<OrderField, string>> = { lines: 'order-variant' };

/** Puts the keyboard on the first field the shopper has to fix that this form shows and can focus. */
export function focusFirstInvalid(errors: ErrorTexts): void {
  const target = invalidFieldsInOrder(errors)
    .map((f) => document.getElementById(FOCUS_TARGET[f] ?? `order-${f}`))
    .find((el): el is HTMLElement => el !== null && !(el as HTMLButtonElement).disabled);
  if (target) requestAnimationFrame(() => target.focus());
}

export function useOrderForm(options: { flow: OrderFlow; locale: Locale; attemptScope: string }) {
  const { flow, locale, attemptScope } = options;
  const [customer, setCustomer] = useState<CustomerFields>(emptyCustomer);
  const [delivery, setDelivery] = useState<DeliverySelection>(emptyDelivery);
  const [errors, setErrors] = useState<ErrorTexts>({});
  const [banner, setBanner] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  // The database was busy: the order goes again by itself (same key) and the form says so meanwhile.
  const [retrying, setRetrying] = useState(false);

  const clearError = (...fields: OrderField[]) => {
    setErrors((current) => {
      if (!fields.some((f) => current[f])) return current;
      const next = { ...current };
      for (const f of fields) delete next[f];
      return next;
    });
    setBanner(undefined);
  };

  const setField = (field: keyof CustomerFields, value: string) => {
    // Invisible formatting a paste brings along is dropped here: the shopper could not see it to remove it.
    setCustomer((c) => ({ ...c, [field]: withoutHiddenFormatting(value) }));
    clearError(field);
  };

  const setDeliveryChoice = (next: DeliverySelection, edited: keyof DeliverySelection) => {
    setDelivery(next);
    clearError(edited, ...(edited === 'wilayaCode' ? (['deliveryType', 'commune'] as const) : []));
  };

  const showErrors = (shown: ErrorTexts, bannerText: string | undefined) => {
    setErrors(shown);
    setBanner(bannerText);
    focusFirstInvalid(shown);
  };

  /** Validates with the shared schema (plus the form's own checks), then sends; undefined when it stopped at validation. */
  async function submit(lines: OrderLineRequest[], formErrors: FieldErrors = {}): Promise<SubmitOutcome | undefined> {
    setSubmitting(true);
    try {
      const { checkOrder, submitOrder } = await preloadSubmit();
      const body = { flow, locale, idempotencyKey: attemptKey(attemptScope), ...customer, ...delivery, lines };
      const checked = checkOrder(body, flow, locale, formErrors);
      if (!checked.ok) {
        showErrors(checked.errors, checked.banner);
        return undefined;
      }
      setErrors({});
      setBanner(undefined);
      // The parsed order: trimmed text and the phone as 0XXXXXXXXX.
      const outcome = await submitOrder(checked.order, { onBusy: () => setRetrying(true) });
      // A key the server already holds for another order: the next tap sends this one with a new key.
      if (outcome.kind === 'placed' || (outcome.kind === 'refused' && outcome.error.code === 'idempotency_key_reused'))
        finishAttempt(attemptScope);
      if (outcome.kind === 'refused') showErrors(outcome.error.fields ?? {}, outcome.error.message);
      return outcome;
    } catch {
      // The form's code could not load (offline): the flow shows its failure message.
      submitModule = undefined;
      return { kind: 'failed' };
    } finally {
      setSubmitting(false);
      setRetrying(false);
    }
  }

  const reset = () => {
    setCustomer(emptyCustomer);
    setDelivery(emptyDelivery);
    setErrors({});
    setBanner(undefined);
  };

  return {
    customer,
    setField,
    delivery,
    setDeliveryChoice,
    errors,
    clearErrors: clearError,
    banner,
    setBanner,
    submitting,
    retrying,
    submit,
    reset,
  };
}
export type OrderForm = ReturnType<typeof useOrderForm>;
