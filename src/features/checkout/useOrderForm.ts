// The state every order form shares: the shopper's fields, the delivery choice, inline errors (in the
// flow's language, cleared as soon as the field is edited, the first invalid field focused), the busy
// flag, whether a busy database has the order going again (retrying), and the submission through the shared schema and POST /api/orders. The schema and its
// messages load when the shopper first touches the form (preloadSubmit), not with the page.
import { useRef, useState } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import type { OrderFlow, OrderLineRequest } from '../../domain/orders/order-request.ts';
import { invalidFieldsInOrder, type FieldErrors, type OrderField } from '../../domain/orders/fields.ts';
import { withoutHiddenFormatting } from '../../domain/orders/hidden-formatting.ts';
import { emptyDelivery, type DeliverySelection } from '../delivery/delivery-selection.ts';
import { attemptKey, finishAttempt } from './attempt-key.ts';
import type { SubmitOutcome } from './order-client.ts';
import type { PlacedOrder } from '../../domain/orders/order-response.ts';
import type { ShopAdEvent } from '../../domain/ads/ad-events.ts';
import { adEvent, adLines } from '../ads/ad-signal.ts';

/** The order placed as the pixels hear it: its id is the event's id (issue 40 §2), the goods its value. */
const placedEvent = (order: PlacedOrder, orderId: string): ShopAdEvent => ({
  name: 'OrderPlaced',
  orderId,
  value: order.subtotal,
  lines: adLines(order.lines.map((l) => ({ productId: l.productId, quantity: l.quantity, price: l.unitPrice }))),
});

let submitModule: Promise<typeof import('./submit-order.ts')> | undefined;
export const preloadSubmit = () =>
  (submitModule ??= Promise.all([import('./submit-order.ts'), import('./OrderSuccess.tsx')]).then(([submitting]) => submitting));

/** discountCode: as typed in the collapsed "Have a code?" (empty: none). */
export type CustomerFields = { name: string; email: string; phone: string; address: string; notes: string; discountCode: string };
export type ErrorTexts = Partial<Record<OrderField, string>>;

const emptyCustomer: CustomerFields = { name: '', email: '', phone: '', address: '', notes: '', discountCode: '' };

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
  // Her consent to a call if she does not finish (unticked until she ticks it), the honeypot a script
  // fills and a person never sees, when she first typed, and whether an order went through: what her
  // left checkout needs (useLeftCheckout).
  const [callConsent, setCallConsent] = useState(false);
  const [trap, setTrap] = useState('');
  const firstInputAt = useRef<number | undefined>(undefined);
  const [placedAt, setPlacedAt] = useState<number>();
  // From Place Order until a refusal, and after a placed order until she types again: no draft is
  // saved then (a save arriving after her order would make a new draft of a finished checkout).
  const draftHeld = useRef(false);
  const typed = () => {
    firstInputAt.current ??= Date.now();
    if (!submittingRef.current) draftHeld.current = false;
  };
  const submittingRef = useRef(false);

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
    typed();
    // Invisible formatting a paste brings along is dropped here: the shopper could not see it to remove it.
    setCustomer((c) => ({ ...c, [field]: withoutHiddenFormatting(value) }));
    clearError(field);
  };

  const setDeliveryChoice = (next: DeliverySelection, edited: keyof DeliverySelection) => {
    typed();
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
    submittingRef.current = true;
    draftHeld.current = true;
    let placed = false;
    try {
      const { checkOrder, submitOrder, attributionForOrder } = await preloadSubmit();
      // Where she came from, only with her consent to the ads choice (undefined otherwise).
      const attribution = attributionForOrder();
      const body = {
        flow,
        locale,
        idempotencyKey: attemptKey(attemptScope),
        ...customer,
        ...delivery,
        lines,
        ...(attribution ? { attribution } : {}),
      };
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
      if (outcome.kind === 'placed') {
        placed = true;
        // Her draft became this order (the orders trigger closed it): a next order asks her consent again.
        setPlacedAt(Date.now());
        setCallConsent(false);
      }
      if (outcome.kind === 'refused') showErrors(outcome.error.fields ?? {}, outcome.error.message);
      if (outcome.kind === 'placed' && !outcome.replayed && outcome.order.id) adEvent(placedEvent(outcome.order, outcome.order.id));
      return outcome;
    } catch {
      // The form's code could not load (offline): the flow shows its failure message.
      submitModule = undefined;
      return { kind: 'failed' };
    } finally {
      submittingRef.current = false;
      if (!placed) draftHeld.current = false;
      setSubmitting(false);
      setRetrying(false);
    }
  }

  const reset = () => {
    setCustomer(emptyCustomer);
    setDelivery(emptyDelivery);
    setErrors({});
    setBanner(undefined);
    setCallConsent(false);
    firstInputAt.current = undefined;
  };

  return {
    flow,
    locale,
    attemptScope,
    callConsent,
    setCallConsent,
    trap,
    setTrap,
    /** Milliseconds since she first typed in the form (0 before). */
    typingMs: () => (firstInputAt.current === undefined ? 0 : Date.now() - firstInputAt.current),
    /** When her last order went through (the left checkout stops there). */
    placedAt,
    /** Whether her draft must not be saved now (an order on its way, or just placed). */
    draftHeld: () => draftHeld.current,
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
