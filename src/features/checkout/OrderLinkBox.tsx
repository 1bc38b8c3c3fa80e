// "Save your order link" on the success panel: the order's own page (/o/<token>), to copy or share.
// This link shows the order, cancels it and asks for a call, but cannot confirm it: whoever placed
// the order holds it (a fake order too); the confirming link goes only to the order's phone.
// Touching the box keeps the panel up (`onEngaged`): nobody copies a link against a 10-second clock.
import { useState } from 'react';
import { localePath, type Locale } from '../../i18n/locales.ts';
import { orderPagePath } from '../../domain/order-link/link-token.ts';
import { useFormText } from './labels.tsx';

type Props = { locale: Locale; number: number; token: string; onEngaged: () => void };

export default function OrderLinkBox({ locale, number, token, onEngaged }: Props) {
  const t = useFormText();
  const [copied, setCopied] = useState(false);
  const url = `${window.location.origin}${localePath(locale, orderPagePath('', token))}`;
  const canShare = typeof navigator.share === 'function';

  const copy = async () => {
    onEngaged();
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // No clipboard (an old browser, a refused permission): the address is selected for a long press.
      document.getElementById('order-link-url')?.focus();
    }
  };
  const share = () => {
    onEngaged();
    navigator.share({ title: t('shareTitle', { number }), url }).catch(() => undefined);
  };
  const button =
    'grid h-11 place-items-center border border-ink px-3 text-sm font-semibold uppercase tracking-widest rtl:tracking-normal hover:bg-ink hover:text-paper';

  return (
    <div className="grid gap-2 border-t border-line pt-4 text-start" data-order-link onFocus={onEngaged} onPointerDown={onEngaged}>
      <h3 className="text-sm font-semibold">{t('saveLinkTitle')}</h3>
      <p className="text-sm text-muted">{t('saveLinkText')}</p>
      <input
        id="order-link-url"
        readOnly
        dir="ltr"
        value={url}
        aria-label={t('saveLinkTitle')}
        className="h-11 w-full border border-ink/30 bg-paper px-3 text-sm"
        onFocus={(e) => e.currentTarget.select()}
      />
      <div className={`grid gap-2 ${canShare ? 'grid-cols-2' : ''}`}>
        <button type="button" className={button} onClick={() => void copy()} data-copy-order-link>
          {copied ? t('linkCopied') : t('copyLink')}
        </button>
        {canShare && (
          <button type="button" className={button} onClick={share}>
            {t('shareLink')}
          </button>
        )}
      </div>
      <p role="status" className="sr-only">
        {copied ? t('linkCopied') : ''}
      </p>
    </div>
  );
}
