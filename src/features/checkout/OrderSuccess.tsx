// 'تم إرسال الطلبية بنجاح' with thanks, the order number and the way on (shop or home). The flow
// decides what happens after the 10 seconds it stays up (SUCCESS_MS).
import { useEffect, useRef } from 'react';
import { formatPrice } from '../../domain/money.ts';
import type { PlacedOrder } from '../../domain/orders/order-response.ts';
import { localePath, type Locale } from '../../i18n/locales.ts';
import { useFormText } from './labels.tsx';
import OrderLinkBox from './OrderLinkBox.tsx';
import AddPieceOffer from './AddPieceOffer.tsx';

export const SUCCESS_MS = 10_000;

type Props = {
  locale: Locale;
  order: PlacedOrder;
  title: string;
  onDone: () => void;
  /** The standalone checkout leaves by replacing itself in the history, its buttons too (Back never returns to a spent form). */
  replaceHistory?: boolean;
};

// The spec's success title is Arabic on every page; 'Order Already Submitted' is not.
const isArabic = (text: string) => /[\u0600-\u06ff]/.test(text);

export default function OrderSuccess({ locale, order, title, onDone, replaceHistory = false }: Props) {
  const t = useFormText();
  const heading = useRef<HTMLHeadingElement>(null);
  const done = useRef(onDone);
  done.current = onDone;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    heading.current?.focus();
    timer.current = setTimeout(() => done.current(), SUCCESS_MS);
    return () => clearTimeout(timer.current);
  }, []);
  const s = order.savings;
  const saved = s ? s.offers + s.codeDiscount + s.deliveryDiscount : 0;
  // The shopper is saving her order's link: the panel stays until she leaves it herself.
  const stay = () => clearTimeout(timer.current);

  const leave = (event: React.MouseEvent<HTMLAnchorElement>) => {
    // A plain click only: a new tab or window keeps its usual meaning.
    if (!replaceHistory || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    window.location.replace(event.currentTarget.href);
  };

  return (
    <section
      role="status"
      data-order-success
      data-order-number={order.number}
      className="mx-auto grid max-w-lg gap-4 border border-ink p-6 text-center"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="mx-auto size-12 text-emerald-700"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      >
        <circle cx="12" cy="12" r="10" />
        <path d="m7.5 12.5 3 3 6-6.5" />
      </svg>
      <h2 ref={heading} tabIndex={-1} {...(isArabic(title) ? { lang: 'ar', dir: 'rtl' } : {})} className="text-2xl font-black">
        {title}
      </h2>
      <p>{t('successThanks')}</p>
      <p className="text-lg font-semibold" data-order-number-text>
        <bdi>{t('orderNumber', { number: order.number })}</bdi>
      </p>
      <p className="text-sm">{t('successTotal', { total: formatPrice(order.total, order.currency, locale) })}</p>
      {saved > 0 && (
        <p className="text-sm font-semibold text-emerald-800" data-order-saved>
          {t('successSaved', { amount: formatPrice(saved, order.currency, locale) })}
          {order.savings?.code ? <bdi> ({order.savings.code})</bdi> : null}
        </p>
      )}
      <p className="text-sm text-muted">{t('successCall')}</p>
      {order.viewToken && <AddPieceOffer locale={locale} token={order.viewToken} onEngaged={stay} />}
      {order.viewToken && <OrderLinkBox locale={locale} number={order.number} token={order.viewToken} onEngaged={stay} />}
      <div className="grid gap-2 sm:grid-cols-2">
        <a
          href={localePath(locale, '/shop')}
          onClick={leave}
          className="grid h-12 place-items-center bg-ink text-sm font-semibold uppercase tracking-widest rtl:tracking-normal text-paper hover:bg-ink/85"
        >
          {t('continueShopping')}
        </a>
        <a
          href={localePath(locale, '/')}
          onClick={leave}
          className="grid h-12 place-items-center border border-ink text-sm font-semibold uppercase tracking-widest rtl:tracking-normal hover:bg-ink hover:text-paper"
        >
          {t('goHome')}
        </a>
      </div>
    </section>
  );
}
