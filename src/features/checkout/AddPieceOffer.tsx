// The one-more-piece offer on the success screen (issue 42 §3): the same panel as her order page
// (src/features/order-page/offer-panel.ts), read from her order's link right after the order. Loaded
// with the success panel (lazy), never with the form. Touching it keeps the panel up (`onEngaged`).
import { useEffect, useRef, useState } from 'react';
import { orderLinkApiPath } from '../../domain/order-link/link-token.ts';
import { orderViewSchema, type OrderView } from '../../domain/order-link/order-view.ts';
import { addMessages } from '../../domain/order-link/add-messages.ts';
import type { Locale } from '../../i18n/locales.ts';
import { renderOffer } from '../order-page/offer-panel.ts';

type Props = { locale: Locale; token: string; onEngaged: () => void };

export default function AddPieceOffer({ locale, token, onEngaged }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [message, setMessage] = useState('');
  useEffect(() => {
    let gone = false;
    const panel = {
      token,
      locale,
      texts: addMessages[locale],
      onAnswer: (view: OrderView, said: string) => {
        if (gone || !box.current) return;
        renderOffer(box.current, view.offer, view.currency, panel);
        setMessage(said);
      },
    };
    fetch(orderLinkApiPath(token), { headers: { accept: 'application/json' }, cache: 'no-store' })
      .then((r) => (r.ok ? r.json() : undefined))
      .then((body: unknown) => {
        const view = orderViewSchema.safeParse(body);
        if (!gone && box.current && view.success) renderOffer(box.current, view.data.offer, view.data.currency, panel);
      })
      // No offer is shown when her order cannot be read: the success panel says all it must.
      .catch(() => undefined);
    return () => {
      gone = true;
    };
  }, [locale, token]);
  return (
    <>
      <div
        ref={box}
        hidden
        data-offer
        aria-labelledby="add-offer-title"
        className="grid gap-3 border border-line p-4 text-start"
        onFocus={onEngaged}
        onPointerDown={onEngaged}
      />
      <p role="status" className="text-sm font-semibold" data-offer-said>
        {message}
      </p>
    </>
  );
}
