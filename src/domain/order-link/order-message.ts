// The owner's WhatsApp message for one order, from the order as the admin reads it: the same input
// the order screen builds and the tests check against the stored order (customer-message.ts words it).
import type { OrderDetail } from '../admin-orders/order-detail.ts';
import { DEFAULT_LOCALE, localeOfPath } from '../../i18n/locales.ts';
import type { CustomerMessageInput } from './customer-message.ts';
import { trackingLink } from './tracking-link.ts';

type ParcelLine = NonNullable<CustomerMessageInput['parcel']>;

type MessageOrder = Pick<
  OrderDetail,
  'locale' | 'customerLink' | 'customerName' | 'number' | 'total' | 'currency' | 'deliveryType' | 'parcel' | 'trackingNumber' | 'carrier'
>;

/**
 * Her parcel's tracking number and page: the parcel made through a carrier's API (its page from the
 * server), else a number the owner pasted after a CSV export (Yalidine's public page, when it is Yalidine).
 */
export function customerParcel(order: Pick<OrderDetail, 'parcel' | 'trackingNumber' | 'carrier'>): ParcelLine | null {
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
