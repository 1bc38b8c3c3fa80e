// Her left checkout from the form's side (useLeftCheckout over the real useOrderForm and the consent
// box): nothing is sent until she ticks the box and her phone and wilaya are valid; then a save after
// each pause while she types, one marked `left` when the page is hidden, a DELETE when she unticks, and
// nothing more once her order went through. fetch is a stand-in that records what would leave.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deliveryMessages } from '../delivery/messages.ts';
import { LEFT_CHECKOUT_LIMITS } from '../../domain/left-checkouts/limits.ts';
import CallConsent from './CallConsent.tsx';
import { orderFormMessages } from './form-messages.ts';
import { LabelsProvider } from './labels.tsx';
import { useLeftCheckout } from './useLeftCheckout.ts';
import LeftCheckout from './LazyLeftCheckout.tsx';
import { useOrderForm, type OrderForm } from './useOrderForm.ts';

const LINES = [{ productId: 'tee', size: 'M', color: 'Noir', quantity: 2 }];
let form: OrderForm;

function Checkout() {
  form = useOrderForm({ flow: 'cart', locale: 'fr', attemptScope: 'left-test' });
  useLeftCheckout(form, LINES);
  return <Fields />;
}

/** The forms' way: the saver as a part loaded once she ticks the box (LazyLeftCheckout.tsx). */
function LazyCheckout() {
  form = useOrderForm({ flow: 'cart', locale: 'fr', attemptScope: 'left-test' });
  return (
    <>
      <LeftCheckout form={form} lines={LINES} />
      <Fields />
    </>
  );
}

function Fields() {
  return (
    <LabelsProvider labels={{ form: orderFormMessages.fr, delivery: deliveryMessages.fr }}>
      <input aria-label="phone" value={form.customer.phone} onChange={(e) => form.setField('phone', e.currentTarget.value)} />
      <input aria-label="name" value={form.customer.name} onChange={(e) => form.setField('name', e.currentTarget.value)} />
      <button
        type="button"
        onClick={() => form.setDeliveryChoice({ wilayaCode: '16', commune: 'Alger Centre', deliveryType: '' }, 'wilayaCode')}
      >
        wilaya
      </button>
      <CallConsent form={form} />
    </LabelsProvider>
  );
}

type Sent = { url: string; method: string; keepalive: boolean; body: Record<string, unknown> | undefined };
let sent: Sent[];
const pause = () => act(() => vi.advanceTimersByTime(LEFT_CHECKOUT_LIMITS.debounceMs + 10));
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const consent = () => screen.getByLabelText(orderFormMessages.fr.callConsent) as HTMLInputElement;

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({
        url,
        method: String(init.method),
        keepalive: init.keepalive === true,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      });
      return new Response(null, { status: 202 });
    }),
  );
});
afterEach(() => {
  cleanup();
  Reflect.deleteProperty(document, 'visibilityState');
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** She types a valid phone and picks a wilaya, the time a person takes. */
function fillPhoneAndWilaya() {
  type('phone', '0555 12 34 56');
  act(() => vi.advanceTimersByTime(3000));
  fireEvent.click(screen.getByText('wilaya'));
}

describe('useLeftCheckout', () => {
  it('sends nothing while the box is unticked (the default), whatever she types', async () => {
    render(<Checkout />);
    expect(consent().checked).toBe(false);
    fillPhoneAndWilaya();
    await pause();
    act(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(sent).toEqual([]);
  });

  it('saves after a pause once she consented with a valid phone and a wilaya, and again as she types', async () => {
    render(<Checkout />);
    fireEvent.click(consent());
    type('phone', '0555');
    await pause();
    expect(sent).toEqual([]); // not a valid phone yet
    fillPhoneAndWilaya();
    await pause();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ url: '/api/left-checkout', method: 'POST', keepalive: true });
    expect(sent[0]!.body).toMatchObject({
      consent: true,
      flow: 'cart',
      locale: 'fr',
      phone: '0555123456',
      wilayaCode: '16',
      commune: 'Alger Centre',
      lines: LINES,
      left: false,
      website: '',
    });
    expect(sent[0]!.body!.typingMs).toBeGreaterThanOrEqual(LEFT_CHECKOUT_LIMITS.minTypingMs);
    type('name', 'Amina');
    await pause();
    expect(sent).toHaveLength(2);
    expect(sent[1]!.body).toMatchObject({ name: 'Amina', draftKey: sent[0]!.body!.draftKey });
  });

  it('marks the draft left when the page is hidden or closed, and deletes it when she unticks', async () => {
    render(<Checkout />);
    fireEvent.click(consent());
    fillPhoneAndWilaya();
    act(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(sent.map((s) => s.body?.left)).toEqual([true]);
    act(() => window.dispatchEvent(new Event('pagehide')));
    expect(sent).toHaveLength(1); // the same draft, already kept as left
    fireEvent.click(consent());
    expect(sent[1]).toMatchObject({ method: 'DELETE', url: `/api/left-checkout/${String(sent[0]!.body!.draftKey)}?locale=fr` });
    await pause();
    expect(sent).toHaveLength(2);
  });

  it("sends the honeypot's text when a script fills it (the server keeps nothing then)", async () => {
    render(<Checkout />);
    fireEvent.click(consent());
    fireEvent.change(document.getElementById('order-website')!, { target: { value: 'http://spam.example' } });
    fillPhoneAndWilaya();
    await pause();
    expect(sent[0]!.body).toMatchObject({ website: 'http://spam.example' });
  });
});

describe('LazyLeftCheckout', () => {
  it('loads the saver when she ticks the box, then saves, marks left and deletes as the hook does', async () => {
    render(<LazyCheckout />);
    fillPhoneAndWilaya();
    hide();
    await pause();
    expect(sent).toEqual([]); // unticked: nothing of it runs
    Reflect.deleteProperty(document, 'visibilityState');
    fireEvent.click(consent());
    await act(async () => {
      await import('./LeftCheckoutSaver.tsx'); // the lazy part arrives
    });
    await pause();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ url: '/api/left-checkout', method: 'POST', keepalive: true });
    expect(sent[0]!.body).toMatchObject({ consent: true, phone: '0555123456', wilayaCode: '16', lines: LINES, left: false });
    hide();
    expect(sent.map((s) => s.body?.left)).toEqual([false, true]);
    fireEvent.click(consent());
    expect(sent[2]).toMatchObject({ method: 'DELETE', url: `/api/left-checkout/${String(sent[0]!.body!.draftKey)}?locale=fr` });
  });
});

function hide() {
  act(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}
