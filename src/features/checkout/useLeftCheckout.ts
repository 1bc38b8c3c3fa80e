// Her checkout kept for a call when she ticked "the shop may call me if I don't finish" (issue 41 §1,
// docs/left-checkouts.md). How "she left" is caught on a phone, where a tab is often killed without
// any event: her draft is saved WHILE she types, once her phone is a valid mobile and a wilaya is
// chosen (a save LEFT_CHECKOUT_LIMITS.debounceMs after her last change, so a closed tab loses at most
// that), and again marked `left` when the page is hidden or closed (visibilitychange → hidden and
// pagehide: the last events a mobile browser reliably fires, per the Page Lifecycle API), sent with
// fetch keepalive so it outlives the page. Unticking deletes the draft; her order closes it on the
// server (the orders insert trigger), and this stops there. Nothing is shown to her: a draft never
// holds up her order.
import { useEffect, useRef } from 'react';
import { normalizeAlgerianPhone } from '../../domain/orders/phone.ts';
import type { OrderLineRequest } from '../../domain/orders/order-request.ts';
import { LEFT_CHECKOUT_LIMITS } from '../../domain/left-checkouts/limits.ts';
import { attemptKey, finishAttempt } from './attempt-key.ts';
import type { OrderForm } from './useOrderForm.ts';

const ENDPOINT = '/api/left-checkout';

type Draft = Record<string, unknown>;

const send = (method: 'POST' | 'DELETE', path: string, body?: Draft) =>
  fetch(path, {
    method,
    keepalive: true,
    ...(body ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}),
  }).catch(() => undefined); // offline, or the page is going: the next change or hide tries again

export function useLeftCheckout(form: OrderForm, lines: readonly OrderLineRequest[]): void {
  const scope = `left:${form.attemptScope}`;
  const phone = normalizeAlgerianPhone(form.customer.phone);
  const { wilayaCode, commune } = form.delivery;
  const ready = form.callConsent && phone !== null && wilayaCode !== '' && lines.length > 0;
  // What would be saved now, without the key and the timing (they do not make a change).
  const content = ready ? JSON.stringify({ phone, name: form.customer.name.trim(), wilayaCode, commune: commune.trim(), lines }) : '';

  const latest = useRef<() => Draft | undefined>(() => undefined);
  latest.current = () =>
    ready
      ? {
          draftKey: attemptKey(scope),
          flow: form.flow,
          locale: form.locale,
          consent: true,
          phone,
          name: form.customer.name.trim(),
          wilayaCode,
          commune: commune.trim(),
          lines,
          website: form.trap,
          typingMs: form.typingMs(),
        }
      : undefined;
  // The content the server holds for this tab's key ('' before the first save), and whether it was kept as left.
  const saved = useRef({ content: '', left: false });

  const save = (left: boolean) => {
    const draft = latest.current();
    if (!draft || form.draftHeld() || (saved.current.content === content && saved.current.left === left)) return;
    saved.current = { content, left };
    void send('POST', ENDPOINT, { ...draft, left });
  };
  const saveRef = useRef(save);
  saveRef.current = save;

  // While she types: one save after each pause.
  useEffect(() => {
    if (!content) return;
    const timer = setTimeout(() => saveRef.current(false), LEFT_CHECKOUT_LIMITS.debounceMs);
    return () => clearTimeout(timer);
  }, [content]);

  // She leaves: the page is hidden (another app, the tab switcher) or closed; and the form goes away
  // (the cart's Back) with a change not yet saved.
  useEffect(() => {
    const hidden = () => {
      if (document.visibilityState === 'hidden') saveRef.current(true);
    };
    const gone = () => saveRef.current(true);
    document.addEventListener('visibilitychange', hidden);
    window.addEventListener('pagehide', gone);
    return () => {
      document.removeEventListener('visibilitychange', hidden);
      window.removeEventListener('pagehide', gone);
      saveRef.current(false);
    };
  }, []);

  // Her order went through: the server closed the draft; a next one starts with a new key.
  useEffect(() => {
    if (form.placedAt === undefined) return;
    finishAttempt(scope);
    saved.current = { content: '', left: false };
  }, [form.placedAt]);

  // She unticked: her consent is withdrawn, and the draft goes.
  useEffect(() => {
    if (form.callConsent || !saved.current.content) return;
    saved.current = { content: '', left: false };
    void send('DELETE', `${ENDPOINT}/${attemptKey(scope)}?locale=${form.locale}`);
    finishAttempt(scope);
  }, [form.callConsent]);
}
