// The WhatsApp message the owner sends from an order (the admin's WhatsApp button), in the ORDER's
// language: a greeting with her name, the order's number, one line of what she will pay and how it
// comes, and her order page's link: the confirming one while she may confirm, else the one to follow it;
// once her parcel is with the carrier, its tracking number and the carrier's tracking page.
import { defineMessages, translator } from '../../i18n/messages.ts';
import type { Locale } from '../../i18n/locales.ts';
import { formatPrice } from '../money.ts';
import type { DeliveryType } from '../shipping/delivery.ts';

export const customerMessageTexts = defineMessages({
  en: {
    greeting: 'Hello {name},',
    summary: 'Your order no. {number}: {total} to pay on delivery, {delivery}.',
    home: 'home delivery',
    office: 'stop-desk (office) pickup',
    confirmHere: 'Confirm your order here: {link}',
    followHere: 'Follow your order here: {link}',
    parcel: 'Your parcel: {number}',
    parcelHere: 'Your parcel {number}, to follow at the carrier: {link}',
  },
  fr: {
    greeting: 'Bonjour {name},',
    summary: 'Votre commande n° {number} : {total} à payer à la livraison, {delivery}.',
    home: 'livraison à domicile',
    office: 'retrait au bureau (stop-desk)',
    confirmHere: 'Confirmez votre commande ici : {link}',
    followHere: 'Suivez votre commande ici : {link}',
    parcel: 'Votre colis : {number}',
    parcelHere: 'Votre colis {number}, à suivre chez le transporteur : {link}',
  },
  ar: {
    greeting: 'السلام عليكم {name}،',
    summary: 'طلبيتك رقم {number}: {total} تُدفع عند الاستلام، {delivery}.',
    home: 'التوصيل إلى المنزل',
    office: 'الاستلام من المكتب (Stop-desk)',
    confirmHere: 'لتأكيد طلبيتك من هنا: {link}',
    followHere: 'لمتابعة طلبيتك من هنا: {link}',
    parcel: 'رقم طردك: {number}',
    parcelHere: 'طردك {number}، لمتابعته عند شركة التوصيل: {link}',
  },
});

export type CustomerMessageInput = {
  locale: Locale;
  customerName: string;
  number: number;
  total: number;
  currency: string;
  deliveryType: DeliveryType;
  /** Her order page's whole address; null when the order has no live link (the message then has none). */
  link: string | null;
  /** Whether the link is the confirming one. */
  confirms: boolean;
  /** Her parcel at the carrier, once it has a tracking number; url: the carrier's tracking page, if it has one. */
  parcel?: { tracking: string; url: string | null } | null;
};

export function customerMessage(order: CustomerMessageInput): string {
  const t = translator(customerMessageTexts, order.locale);
  const lines = [
    t('greeting', { name: order.customerName.trim() }),
    t('summary', {
      number: order.number,
      total: formatPrice(order.total, order.currency, order.locale),
      delivery: t(order.deliveryType),
    }),
  ];
  // The link ends its line: WhatsApp makes it a link up to the first blank.
  if (order.link) lines.push(t(order.confirms ? 'confirmHere' : 'followHere', { link: order.link }));
  if (order.parcel)
    lines.push(
      order.parcel.url
        ? t('parcelHere', { number: order.parcel.tracking, link: order.parcel.url })
        : t('parcel', { number: order.parcel.tracking }),
    );
  return lines.join('\n');
}
