// Call her, or write to her on WhatsApp: the message in the language of the page she left, with the
// link that reopens her cart with its items (src/domain/left-checkouts/cart-restore.ts).
import { cartRestoreLink } from '../../../domain/left-checkouts/cart-restore.ts';
import { leftCheckoutWhatsAppText, type LeftCheckout, type LeftCheckoutList } from '../../../domain/left-checkouts/left-checkout.ts';
import { callLink, whatsAppLink } from '../phone-links.ts';
import { PhoneIcon } from '../PhoneIcon.tsx';
import { useOrdersText } from '../use-orders-text.ts';

const BIG_LINK = 'inline-flex min-h-12 flex-1 items-center justify-center gap-2 rounded-md px-4 text-base font-bold';

export function ContactButtons({ entry, list }: { entry: LeftCheckout; list: LeftCheckoutList }) {
  const { t } = useOrdersText();
  const tel = callLink(entry.phone);
  const link = cartRestoreLink(window.location.origin, entry.locale, list.defaultLocale, entry.lines);
  const whatsApp = whatsAppLink(entry.phone, leftCheckoutWhatsAppText(entry.locale, { name: entry.name, shop: list.shopName, link }));
  return (
    <div className="flex gap-2">
      {tel && (
        <a href={tel} className={`${BIG_LINK} bg-ink text-paper`} data-call>
          <PhoneIcon className="size-5" strokeWidth="2" />
          {t('call')}
        </a>
      )}
      {whatsApp && (
        <a href={whatsApp} target="_blank" rel="noopener noreferrer" className={`${BIG_LINK} bg-emerald-700 text-white`} data-whatsapp>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M3 21l1.7-5A8.5 8.5 0 1 1 8 19.4L3 21Z" />
          </svg>
          {t('whatsApp')}
        </a>
      )}
    </div>
  );
}
