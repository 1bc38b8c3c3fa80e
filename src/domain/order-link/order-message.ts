// The owner's WhatsApp message for one order, from the order as the admin reads it: the same input
// the order screen builds and the tests check against the stored order (customer-message.ts words it).
import type { ParcelView } from '../carriers/admin-api.ts';
import type { Carrier } from '../carriers/carrier-layouts.ts';
import { DEFAULT_LOCALE, localeOfPath, type Locale } from '../../i18n/locales.ts';
import type { CustomerLink } from './link-token.ts';
import type { CustomerMessageInput } from './customer-message.ts';
import { trackingLink } from './tracking-link.ts';

type ParcelLine = NonNullable<CustomerMessageInput['parcel']>;

/** What the message needs of an order, as the admin's order detail carries it. */
type MessageParcel = { parcel: ParcelView | null; trackingNumber: string | null; carrier: Carrier | null };
type MessageOrder = MessageParcel & {
  locale: Locale | null;
  customerLink: CustomerLink | null;
  customerName: string;
  number: number;
  total: number;
  currency: string;
  deliveryType: 'home' | 'office';
};

/**
 * Her parcel's tracking number and page: the parcel made through a carrier's API (its page from the
 * server), else a number the owner pasted after a CSV export (Yalidine's public page, when it is Yalidine).
 */
export function customerParcel(order: MessageParcel): ParcelLine | null {
  const parcel = order.parcel;
  if (parcel?.state === 'created' && parcel.tracking) return { tracking: parcel.tracking, url: parcel.trackingUrl };
  if (order.trackingNumber) return { tracking: order.trackingNumber, url: trackingLink(order.carrier, order.trackingNumber) };
  return null;
}

/** Written in the order's language; an order from before orders kept it gets its link's language. `origin`: the shop's address. */
export function orderMessageInput(order: MessageOrder, origin: string): CustomerMessageInput {
  const link = order.customerLink;
  return {
    locale: order.locale ?? (link ? localeOfPath(link.path) : DEFAULT_LOCALE),
    customerName: order.customerName,
    number: order.number,
    total: order.total,
    currency: order.currency,
    deliveryType: order.deliveryType,
    link: link && `${origin}${link.path}`,
    confirms: link?.confirms ?? false,
    parcel: customerParcel(order),
  };
}
